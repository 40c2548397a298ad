import { Badge, Card, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import type { ReactNode } from 'react';
import {
  DEFAULT_SELLER_CARD,
  type SellerCardPersonalization,
} from '#domain/concessions/settings.ts';
import { Avatar } from '#ui/components/avatar.tsx';
import type { MessageKey, Translate } from '#ui/i18n/translator.ts';
import type { SellerCardView } from './kiosk-view.ts';

const years = (t: Translate, value: number | null) =>
  value === null ? t('kiosk.card.notSet') : String(value);

const descriptorLabel = (t: Translate, key: string) =>
  t(`psychometrics.descriptors.${key}.label` as MessageKey);

/** The strengths a buyer reads: the dominant trait's first (descriptorsFor's order), not all. */
const STRENGTHS_SHOWN = 3;

/**
 * "Why this advisor", from the match reasons (docs/spec/psychometrics.md section 5), in plain
 * words: what the buyer and the advisor share, not the names of the psychologists' factors.
 */
const reasonLines = (t: Translate, seller: SellerCardView): string[] => {
  const reasons = seller.reasons;
  if (!reasons) return [];
  const list = (keys: readonly string[], prefix: string) =>
    keys.map((key) => t(`${prefix}.${key}` as MessageKey)).join(', ');
  return [
    seller.speaksClientLanguage ? t('kiosk.card.speaksYourLanguage') : null,
    reasons.sharedTraits.length > 0
      ? t('kiosk.card.sharedTraits', {
          traits: reasons.sharedTraits
            .map(({ factor, pole }) => t(`kiosk.card.traits.${factor}.${pole}`))
            .join(', '),
        })
      : null,
    reasons.qualitiesMet.length > 0
      ? t('kiosk.card.qualitiesMet', {
          qualities: reasons.qualitiesMet.map((key) => descriptorLabel(t, key)).join(', '),
        })
      : null,
    reasons.commonHobbies.length > 0
      ? t('kiosk.card.commonHobbies', { hobbies: list(reasons.commonHobbies, 'hobbies') })
      : null,
  ].filter((line): line is string => line !== null);
};

/**
 * An advisor on the kiosk: photo, name, years of experience and in the dealership, hobbies and why
 * they fit this buyer. `actions` holds the card's buttons (see the profile, choose).
 */
export const SellerCard = ({
  t,
  seller,
  headingLevel = 'h2',
  detailed = false,
  actions,
  personalization = DEFAULT_SELLER_CARD,
}: {
  t: Translate;
  seller: SellerCardView;
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** The details screen also lists the advisor's strengths. */
  detailed?: boolean;
  actions?: ReactNode;
  /** What the dealership chose to show (decision 061); each part is marked for the live preview. */
  personalization?: SellerCardPersonalization;
}) => {
  const part = (option: keyof SellerCardPersonalization) => ({
    'data-card-part': option,
    hidden: !personalization[option],
  });
  const reasons = reasonLines(t, seller);
  return (
    <Card size="4" className="seller-card" data-seller={seller.id}>
      <Flex direction="column" gap="4" height="100%">
        <Flex align="center" gap="4">
          <span className="seller-photo">
            <Avatar name={seller.name} pictureUrl={seller.photoUrl} />
          </span>
          <Flex direction="column" gap="1">
            <Heading as={headingLevel} size="6">
              {seller.name}
            </Heading>
            {seller.score === null ? null : (
              <Text size="2" weight="medium" color="brown">
                {t('kiosk.card.score', { score: seller.score })}
              </Text>
            )}
          </Flex>
        </Flex>
        <Flex direction="column" gap="1">
          <Text size="3" {...part('showExperience')}>
            {t('kiosk.card.experience', { years: years(t, seller.yearsOfExperience) })}
          </Text>
          <Text size="3" {...part('showDealershipYears')}>
            {t('kiosk.card.dealership', { years: years(t, seller.yearsInDealership) })}
          </Text>
        </Flex>
        {seller.hobbies.length > 0 ? (
          <Flex direction="column" gap="2" {...part('showHobbies')}>
            <Text size="2" weight="bold">
              {t('kiosk.card.hobbies')}
            </Text>
            <Flex gap="2" wrap="wrap">
              {seller.hobbies.map((hobby) => (
                <Badge key={hobby} size="2" variant="soft" color="gray" highContrast>
                  {t(`hobbies.${hobby}` as MessageKey)}
                </Badge>
              ))}
            </Flex>
          </Flex>
        ) : null}
        {detailed && seller.descriptors.length > 0 ? (
          <Flex direction="column" gap="2">
            <Text size="2" weight="bold">
              {t('kiosk.card.descriptors')}
            </Text>
            <Text size="3">
              {seller.descriptors
                .slice(0, STRENGTHS_SHOWN)
                .map((key) => descriptorLabel(t, key))
                .join(' · ')}
            </Text>
          </Flex>
        ) : null}
        <Flex direction="column" gap="2" className="seller-why" {...part('showReasons')}>
          <Text size="2" weight="bold">
            {t('kiosk.card.why')}
          </Text>
          {reasons.length > 0 ? (
            <ul className="seller-reasons">
              {reasons.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <Text size="3">{t('kiosk.card.noReason')}</Text>
          )}
        </Flex>
        {actions ? (
          <Flex direction="column" gap="3" mt="auto">
            {actions}
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
};
