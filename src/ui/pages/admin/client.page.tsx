import { Badge, Button, Card, Flex, Text } from '#ui/components/primitives.tsx';
import type { ClientStatus, SelectionMode, VisitPurpose } from '#domain/client-flow/index.ts';
import type { Language } from '#domain/locale/language.ts';
import type { SellerState } from '#domain/matching/index.ts';
import { IconCallout } from '#ui/components/icon-callout.tsx';
import { LabelledSection } from '#ui/components/labelled-section.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { describedBy, FieldError, fieldIdOf } from '#ui/components/form-field.tsx';
import { DetailItem, DetailList } from '#ui/components/detail-list.tsx';
import { ErrorCallout } from '#ui/components/error-callout.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { PageRender } from '#ui/document.tsx';
import {
  ClientRecordHeading,
  HistorySection,
  type TimelineEntry,
} from '#ui/pages/shared/client-status.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { StaffFrame } from '#ui/pages/seller/seller-frame.tsx';
import { formatDateTime } from '#ui/pages/seller/seller-view.ts';

export type PairingSeller = {
  id: string;
  name: string;
  state: SellerState;
  /** The match with this client, for available advisors once the client's profile is known. */
  score: number | null;
};

export type AdminClientView = {
  /** The page group's root: /admin or /owner. */
  base: string;
  timeZone: string;
  client: {
    id: string;
    name: string;
    status: ClientStatus | null;
    sale: 'none' | 'active' | 'expired';
    sequence: VisitPurpose;
    language: Language;
    createdAt: string;
    seller: { id: string; name: string } | null;
    selectionMode: SelectionMode | null;
    matchScore: number | null;
    holdExpiresAt: string | null;
  };
  /** Every advisor of the dealership, available ones first (best match first). */
  sellers: readonly PairingSeller[];
  /** A client may be paired while their questionnaire is completed or they wait. */
  pairable: boolean;
  history: readonly TimelineEntry[];
  error?: string;
  flash?: Flash;
};

const STATE_COLOURS: Record<SellerState, 'green' | 'amber' | 'gray'> = {
  available: 'green',
  withClient: 'amber',
  away: 'gray',
  noLicence: 'gray',
};

/** One advisor to pick: a native radio button on a tile, with their state and match. */
const SellerChoice = ({
  context,
  seller,
  current,
}: {
  context: PageContext;
  seller: PairingSeller;
  current: boolean;
}) => {
  const { t } = context;
  return (
    <label className="choice-option" data-seller={seller.id}>
      <input type="radio" name="seller" value={seller.id} defaultChecked={current} />
      <Flex as="span" direction="column" gap="1">
        <Text as="span" weight="bold">
          {seller.name}
        </Text>
        <Flex as="span" gap="1" wrap="wrap">
          <Badge color={STATE_COLOURS[seller.state]} variant="soft" highContrast>
            {t(`clients.pairing.states.${seller.state}`)}
          </Badge>
          {seller.score !== null ? (
            <Badge color="brown" variant="outline">
              {t('clients.pairing.score')}{' '}
              {t('clients.pairing.scoreValue', { score: seller.score })}
            </Badge>
          ) : null}
          {current ? (
            <Badge color="gray" variant="outline">
              {t('clients.pairing.current')}
            </Badge>
          ) : null}
        </Flex>
      </Flex>
    </label>
  );
};

/**
 * The manual pairing screen (/admin/client/{id}, docs/spec/product-spec.md section 2; docs/spec/decisions.md section 5:
 * "whatever the mode, an admin can pair manually"): the client's summary, status and advisor, and
 * the dealership's advisors to choose from, available ones first with their availability shown. A
 * plain form: it posts the chosen advisor and comes back here.
 */
export const adminClientPage = (
  context: PageContext,
  frame: StaffFrame,
  view: AdminClientView,
): PageRender => {
  const { t } = context;
  const { client, timeZone } = view;
  const status = client.status ?? 'inProgress';
  const fieldId = fieldIdOf('seller');
  const described = describedBy(fieldId, { error: view.error });
  const { errorId } = described;
  const aria = {
    'aria-describedby': described['aria-describedby'],
    'aria-invalid': described['aria-invalid'],
  };
  return {
    title: `${t('clients.pairing.title')} · ${client.name}`,
    body: (
      <AppLayout context={context} {...frame} flash={view.flash}>
        <PageColumn size="3" gap="6">
          <ClientRecordHeading
            t={t}
            back={{ href: `${view.base}/clients-history`, label: t('clients.pairing.back') }}
            name={client.name}
            status={status}
            sale={client.sale}
          />

          <LabelledSection id="summary-heading" heading={t('clients.pairing.summaryHeading')}>
            <DetailList labelWidth="12rem">
              <DetailItem label={t('clients.pairing.purpose')}>
                {t(`clients.purposes.${client.sequence}`)}
              </DetailItem>
              <DetailItem label={t('clients.pairing.language')}>
                {t(`seller.record.languages.${client.language}`)}
              </DetailItem>
              <DetailItem label={t('clients.pairing.arrived')}>
                {formatDateTime(client.createdAt, timeZone)}
              </DetailItem>
              <DetailItem label={t('clients.pairing.seller')} data-current-seller="">
                {client.seller?.name ?? t('clients.pairing.noSeller')}
              </DetailItem>
              {client.selectionMode ? (
                <DetailItem label={t('clients.pairing.selection')}>
                  {t(`clients.modes.${client.selectionMode}`)}
                </DetailItem>
              ) : null}
              {client.matchScore !== null ? (
                <DetailItem label={t('clients.pairing.score')}>
                  {t('clients.pairing.scoreValue', { score: client.matchScore })}
                </DetailItem>
              ) : null}
              {client.sale !== 'none' && client.holdExpiresAt ? (
                <DetailItem label={t('clients.pairing.hold')}>
                  {formatDateTime(client.holdExpiresAt, timeZone)}
                </DetailItem>
              ) : null}
            </DetailList>
          </LabelledSection>

          <LabelledSection id="pair-heading" heading={t('clients.pairing.pairHeading')} mb="2">
            {!view.pairable ? (
              <Flex direction="column" gap="3">
                {view.error ? <ErrorCallout highContrast>{view.error}</ErrorCallout> : null}
                <IconCallout color="gray" icon="info" data-not-pairable="">
                  {t('clients.pairing.notPairable', {
                    status: t(`clients.statuses.${status}`),
                  })}
                </IconCallout>
              </Flex>
            ) : view.sellers.length === 0 ? (
              <Text as="p" color="gray">
                {t('clients.pairing.noSellers')}
              </Text>
            ) : (
              <Card size="3">
                <form method="post" action={`${view.base}/client/${client.id}/seller`} noValidate>
                  <CsrfField token={context.csrfToken} />
                  <Flex direction="column" gap="4">
                    <Text as="p" size="2" color="gray">
                      {t('clients.pairing.pairLead')}
                    </Text>
                    <fieldset id={fieldId} className="choice-group" role="radiogroup" {...aria}>
                      <legend className="choice-legend">
                        {t('clients.pairing.sellersLegend')}
                      </legend>
                      <div className="choice-grid">
                        {view.sellers.map((seller) => (
                          <SellerChoice
                            key={seller.id}
                            context={context}
                            seller={seller}
                            current={client.seller?.id === seller.id}
                          />
                        ))}
                      </div>
                      {view.error ? <FieldError id={errorId}>{view.error}</FieldError> : null}
                    </fieldset>
                    <Flex justify="end">
                      <Button type="submit" size="3">
                        {t('clients.pairing.submit')}
                      </Button>
                    </Flex>
                  </Flex>
                </form>
              </Card>
            )}
          </LabelledSection>

          <HistorySection
            t={t}
            heading={t('clients.pairing.historyHeading')}
            timeline={view.history}
            timeZone={timeZone}
          />
        </PageColumn>
      </AppLayout>
    ),
  };
};
