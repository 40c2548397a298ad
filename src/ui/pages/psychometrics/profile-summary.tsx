import { DataList, Progress } from '@radix-ui/themes';
import { Flex, Heading, Text } from '#ui/components/primitives.tsx';
import { FACTORS, type DescriptorKey, type FactorVector } from '#domain/psychometrics/index.ts';
import type { Translate } from '#ui/i18n/translator.ts';

export type ProfileSummaryProps = {
  t: Translate;
  /** Trait scores, 10..100. */
  scores: FactorVector;
  descriptors: readonly DescriptorKey[];
  /** The heading level of the two section titles, under the page's own heading. */
  headingLevel?: 'h2' | 'h3';
  /** Section titles for someone else's profile (a client's, on the advisor's record page). */
  labels?: { traits: string; descriptors: string; descriptorsLead: string };
};

/**
 * A personality profile as people read it: the four traits as bars on the 10..100 scale, then the
 * descriptors with what each means. The bars are drawn for the eye only; the score is in the text
 * next to each trait, so a screen reader hears the same numbers.
 */
export const ProfileSummary = ({
  t,
  scores,
  descriptors,
  headingLevel = 'h2',
  labels,
}: ProfileSummaryProps) => (
  <Flex direction="column" gap="5">
    <section aria-labelledby="profile-traits">
      <Heading as={headingLevel} size="5" mb="3" id="profile-traits">
        {labels?.traits ?? t('psychometrics.result.traitsHeading')}
      </Heading>
      <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }} size="3">
        {FACTORS.map((factor) => (
          <DataList.Item key={factor} align="start">
            <DataList.Label minWidth="16rem">
              <Flex direction="column" gap="1">
                <Text weight="bold" highContrast>
                  {t(`psychometrics.traits.${factor}.name`)}
                </Text>
                <Text size="2" color="gray">
                  {t(`psychometrics.traits.${factor}.meaning`)}
                </Text>
              </Flex>
            </DataList.Label>
            <DataList.Value>
              <Flex direction="column" gap="2" width="100%" data-trait={factor}>
                <Text weight="medium">
                  {t('psychometrics.result.traitScore', { score: scores[factor] })}
                </Text>
                <Progress value={scores[factor]} max={100} size="3" aria-hidden="true" />
              </Flex>
            </DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
    </section>
    <section aria-labelledby="profile-descriptors">
      <Heading as={headingLevel} size="5" mb="1" id="profile-descriptors">
        {labels?.descriptors ?? t('psychometrics.result.descriptorsHeading')}
      </Heading>
      <Text as="p" color="gray" mb="3">
        {labels?.descriptorsLead ?? t('psychometrics.result.descriptorsLead')}
      </Text>
      <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
        {descriptors.map((descriptor) => (
          <DataList.Item key={descriptor} data-descriptor={descriptor}>
            <DataList.Label minWidth="12rem">
              <Text weight="bold" highContrast>
                {t(`psychometrics.descriptors.${descriptor}.label`)}
              </Text>
            </DataList.Label>
            <DataList.Value>{t(`psychometrics.descriptors.${descriptor}.meaning`)}</DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
    </section>
  </Flex>
);
