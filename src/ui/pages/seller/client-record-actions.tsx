/** The client record's actions: accept, take, one more hour, and the end-relationship dialog. */
import { Button, Card, Flex, Heading } from '#ui/components/primitives.tsx';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { EndRelationshipForm } from './end-relationship-form.tsx';
import type { ClientRecordView } from './client-record-view.ts';

/** The end-relationship dialog: a disclosure holding the end questionnaire (works without JavaScript). */
const EndRelationship = ({ context, view }: { context: PageContext; view: ClientRecordView }) => {
  const { t } = context;
  return (
    <details className="confirm-disclosure end-relationship" id="end">
      <Button asChild size="3">
        <summary>
          <span className="when-closed">{t('seller.end.trigger')}</span>
          <span className="when-open">{t('seller.end.cancel')}</span>
        </summary>
      </Button>
      <Card size="3" className="confirm-panel" role="group" aria-labelledby="end-heading">
        <Flex direction="column" gap="4">
          <Heading as="h2" size="5" id="end-heading">
            {t('seller.end.heading')}
          </Heading>
          <EndRelationshipForm context={context} clientId={view.client.id} cars={view.cars} />
        </Flex>
      </Card>
    </details>
  );
};

/** The buttons of what the advisor may do now, each a form (works without JavaScript). */
export const RecordActions = ({
  context,
  view,
}: {
  context: PageContext;
  view: ClientRecordView;
}) => {
  const { t } = context;
  const { client } = view;
  return (
    <Flex gap="3" wrap="wrap" align="start">
      {view.can.accept ? (
        <form method="post" action={`/seller/client/${client.id}/accept`}>
          <CsrfField token={context.csrfToken} />
          <Button type="submit" size="3">
            {/* A be-back coming back is taken back by their advisor, not accepted anew (issue 13). */}
            {client.status === 'beBack' ? t('seller.record.returning') : t('seller.record.accept')}
          </Button>
        </form>
      ) : null}
      {view.can.take ? (
        <form method="post" action={`/seller/client/${client.id}/take`}>
          <CsrfField token={context.csrfToken} />
          <Button type="submit" size="3">
            {t('seller.record.take')}
          </Button>
        </form>
      ) : null}
      {view.can.extraTime ? (
        <form method="post" action={`/seller/client/${client.id}/extra-time`}>
          <CsrfField token={context.csrfToken} />
          <Button type="submit" size="3" variant="soft">
            {t('seller.record.extraTime')}
          </Button>
        </form>
      ) : null}
      {view.can.end ? <EndRelationship context={context} view={view} /> : null}
    </Flex>
  );
};
