import { Button, Flex, Text } from '#ui/components/primitives.tsx';
import { SMS_DAILY_LIMIT } from '#domain/messaging/sms-limit.ts';
import { Kept } from '#ui/kept-markup.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { CsrfField } from './csrf-field.tsx';
import { DetailItem, DetailList } from './detail-list.tsx';
import { LabelledSection } from './labelled-section.tsx';
import { PhoneLink } from './phone.tsx';

/**
 * The SMS with the app's download links (docs/decisions/097): the number it goes to, shown
 * (xxx) xxx-xxxx, and one form that sends it. The answer comes back as the page's flash ("sent",
 * "No phone number found for SMS", "SMS daily limit reached (2)"). `self`: the advisor's own card.
 * Made from its props and the request's language and token alone: its markup is kept (decision 141).
 */
export const AppLinksCard = ({
  context,
  action,
  phone,
  self,
}: {
  context: PageContext;
  action: string;
  phone: string | null;
  self: boolean;
}) => {
  const { t } = context;
  const data = { language: context.language, csrfToken: context.csrfToken, action, phone, self };
  return (
    <Kept name="app-links" data={data}>
      {() => (
        <LabelledSection
          id="app-links"
          heading={t('appLinks.heading')}
          size="5"
          card
          data-app-links=""
        >
          <Flex direction="column" gap="3">
            <Text as="p" size="3">
              {self ? t('appLinks.selfLead') : t('appLinks.memberLead')}
            </Text>
            <DetailList labelWidth="8rem">
              <DetailItem label={t('appLinks.phone')}>
                {phone ? <PhoneLink digits={phone} /> : t('appLinks.none')}
              </DetailItem>
            </DetailList>
            {phone ? null : (
              <Text as="p" size="2" color="gray">
                {self ? t('appLinks.selfNoPhoneHint') : t('appLinks.memberNoPhoneHint')}
              </Text>
            )}
            <form method="post" action={action}>
              <CsrfField token={context.csrfToken} />
              <Flex gap="3" align="center" wrap="wrap">
                <Button type="submit" size="3" variant="soft">
                  {t('appLinks.send')}
                </Button>
                <Text size="2" color="gray">
                  {t('appLinks.limit', { limit: SMS_DAILY_LIMIT })}
                </Text>
              </Flex>
            </form>
          </Flex>
        </LabelledSection>
      )}
    </Kept>
  );
};
