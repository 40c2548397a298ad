/** The statistics page before access is granted: the request, or the wait for a manager. */
import { Badge, Button, Card, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { Icon } from '#ui/components/icons.tsx';
import type { Translate } from '#ui/i18n/translator.ts';
import type { PageContext } from '#ui/page-context.ts';

/** Not granted: what the page will show, and the request (a form: works without JavaScript). */
export const RequestAccess = ({ context }: { context: PageContext }) => {
  const { t } = context;
  return (
    <Card size="4" data-access="notGranted">
      <Flex direction="column" gap="4" align="start">
        <span className="empty-state-icon">
          <Icon name="sparkle" size={28} />
        </span>
        <Heading as="h2" size="6">
          {t('statistics.access.notGrantedHeading')}
        </Heading>
        <Text as="p" size="3" className="measure">
          {t('statistics.access.notGrantedText')}
        </Text>
        <form method="post" action="/seller/performances/request-access">
          <CsrfField token={context.csrfToken} />
          <Button type="submit" size="3">
            {t('statistics.access.request')}
          </Button>
        </form>
      </Flex>
    </Card>
  );
};

export const Requested = ({ t }: { t: Translate }) => (
  <Card size="4" data-access="requested">
    <Flex direction="column" gap="4" align="start">
      <span className="empty-state-icon">
        <Icon name="info" size={28} />
      </span>
      <Flex gap="3" align="center" wrap="wrap">
        <Heading as="h2" size="6">
          {t('statistics.access.requestedHeading')}
        </Heading>
        <Badge color="amber" size="2" highContrast>
          {t('statistics.statuses.requested')}
        </Badge>
      </Flex>
      <Text as="p" size="3" className="measure">
        {t('statistics.access.requestedText')}
      </Text>
    </Flex>
  </Card>
);
