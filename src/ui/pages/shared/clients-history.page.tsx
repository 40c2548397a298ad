import { Card, Container, DataList, Flex, Heading, Link, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { ClientStatus, VisitPurpose } from '#domain/client-flow/index.ts';
import type { Language } from '#domain/locale/language.ts';
import {
  DATE_RANGE_KEYS,
  type DateRangeError,
  type DateRangeKey,
} from '#domain/statistics/date-ranges.ts';
import { HISTORY_STATUSES, type HistoryStatus } from '#domain/statistics/history.ts';
import { ComponentIsland } from '#ui/components/component-islands.ts';
import { DataTable, type DataTableColumn } from '#ui/components/data-table.tsx';
import { dateRangeErrorMessage } from '#ui/components/date-range-filter.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { IslandFamily } from '#ui/page-context.ts';
import type { PageRender } from '#ui/document.tsx';
import type { Translate } from '#ui/i18n/translator.ts';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { Presence, type StaffFrame } from '#ui/pages/seller/home.page.tsx';
import { formatDateTime } from '#ui/pages/seller/seller-view.ts';
import { StatusBadge, StatusTimeline, type TimelineEntry } from './client-status.tsx';

/** A client of the history list, as the screens show them (no database row reaches the page). */
export type PastClientRow = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  status: ClientStatus;
  /** The advisor's name; null when no advisor took the client. */
  seller: string | null;
  sequence: VisitPurpose;
  createdAt: string;
  statusAt: string;
};

/**
 * Who looks: an advisor (their own clients, the seller app's heartbeat on the page) or a manager
 * (every advisor of the dealership, with a filter by advisor).
 */
export type HistoryAudience = { kind: 'seller'; sellerId: string } | { kind: 'manager' };

export type ClientsHistoryView = {
  /** `/seller/clients-history` or `/admin/clients-history`: the list and its records live under it. */
  basePath: string;
  audience: HistoryAudience;
  timeZone: string;
  rows: readonly PastClientRow[];
  filter: {
    range: DateRangeKey;
    from?: string;
    to?: string;
    status?: HistoryStatus;
    seller?: string;
  };
  rangeError?: DateRangeError;
  period: { firstDay: string | null; lastDay: string | null };
  /** Managers' advisor filter. */
  sellers: readonly { id: string; name: string }[];
  pagination: { page: number; pageCount: number; pageSize: number; total: number };
};

export type PastClientView = {
  basePath: string;
  audience: HistoryAudience;
  timeZone: string;
  client: PastClientRow & {
    language: Language;
    feedback: { outcome: 'sold' | 'notSold' | 'beBack'; comment: string } | null;
  };
  timeline: readonly TimelineEntry[];
  flash?: Flash;
};

const day = (iso: string, timeZone: string) => formatDateTime(iso, timeZone).slice(0, 10);

/** The client's name, or the day they came (the kiosk does not ask for names). */
const pastClientName = (
  t: Translate,
  client: Pick<PastClientRow, 'firstName' | 'lastName' | 'createdAt'>,
  timeZone: string,
) => {
  const name = [client.firstName, client.lastName].filter(Boolean).join(' ');
  return name !== '' ? name : t('history.visitor', { date: day(client.createdAt, timeZone) });
};

/** The family whose script hydrates the page's islands (the period filter, the heartbeat). */
const familyOf = (audience: HistoryAudience): IslandFamily =>
  audience.kind === 'seller' ? 'seller' : 'admin';

const HistoryFrame = ({
  context,
  frame,
  audience,
  flash,
  size,
  children,
}: {
  context: PageContext;
  frame: StaffFrame;
  audience: HistoryAudience;
  flash?: Flash | undefined;
  /** The list is wide (a table); a record reads better narrower. */
  size: '3' | '4';
  children: ReactNode;
}) => (
  <AppLayout context={context} {...frame} flash={flash}>
    <Container size={size} px="4" py="6">
      <Flex direction="column" gap="6">
        {children}
        {audience.kind === 'seller' ? (
          <Presence context={context} sellerId={audience.sellerId} />
        ) : null}
      </Flex>
    </Container>
  </AppLayout>
);

/** The filter's fields: the date range (the shared island), the status, and for managers the advisor. */
const Filters = ({ t, view }: { t: Translate; view: ClientsHistoryView }) => (
  <>
    <ComponentIsland
      name="date-range-fields"
      props={{
        id: 'history-period',
        options: DATE_RANGE_KEYS.map((key) => ({
          value: key,
          label: t(`components.dateRange.presets.${key}`),
        })),
        value: view.filter.range,
        from: view.filter.from ?? '',
        to: view.filter.to ?? '',
        labels: {
          range: t('components.dateRange.label'),
          from: t('components.dateRange.from'),
          to: t('components.dateRange.to'),
          customHint: t('components.dateRange.customHint'),
        },
        errors: view.rangeError
          ? { [view.rangeError.field]: dateRangeErrorMessage(t, view.rangeError) }
          : {},
      }}
    />
    <FormField
      as="select"
      name="status"
      id="history-status"
      label={t('history.list.status')}
      placeholder={t('history.list.allStatuses')}
      options={HISTORY_STATUSES.map((status) => ({
        value: status,
        label: t(`clients.statuses.${status}`),
      }))}
      defaultValue={view.filter.status ?? ''}
    />
    {view.audience.kind === 'manager' ? (
      <FormField
        as="select"
        name="seller"
        id="history-seller"
        label={t('history.list.seller')}
        placeholder={t('history.list.allSellers')}
        options={view.sellers.map((seller) => ({ value: seller.id, label: seller.name }))}
        defaultValue={view.filter.seller ?? ''}
      />
    ) : null}
  </>
);

/**
 * The history list: clients sold, not sold, archived or be-back, newest status change first, with
 * the spec's date ranges (in the dealership's time zone) and statuses as a GET form, and pages.
 */
const HistoryTable = ({ context, view }: { context: PageContext; view: ClientsHistoryView }) => {
  const { t } = context;
  const columns: DataTableColumn<PastClientRow>[] = [
    {
      key: 'client',
      header: t('history.columns.client'),
      rowHeader: true,
      cell: (row) => (
        <Link href={`${view.basePath}/${row.id}`} weight="medium">
          {pastClientName(t, row, view.timeZone)}
        </Link>
      ),
    },
    {
      key: 'date',
      header: t('history.columns.date'),
      cell: (row) => (
        <time dateTime={row.statusAt} className="tabular">
          {formatDateTime(row.statusAt, view.timeZone)}
        </time>
      ),
    },
    {
      key: 'status',
      header: t('history.columns.status'),
      cell: (row) => <StatusBadge t={t} status={row.status} />,
    },
    ...(view.audience.kind === 'manager'
      ? [
          {
            key: 'seller',
            header: t('history.columns.seller'),
            cell: (row: PastClientRow) => row.seller ?? t('history.noSeller'),
          },
        ]
      : []),
    {
      key: 'purpose',
      header: t('history.columns.purpose'),
      cell: (row) => t(`clients.purposes.${row.sequence}`),
    },
  ];
  return (
    <DataTable
      t={t}
      caption={t('history.list.caption')}
      columns={columns}
      rows={view.rows}
      rowKey={(row) => row.id}
      empty={{
        title: t('history.list.emptyTitle'),
        text: t('history.list.emptyText'),
        icon: 'calendar',
      }}
      filters={{
        action: view.basePath,
        resetHref: view.basePath,
        fields: <Filters t={t} view={view} />,
      }}
      pagination={{ path: context.path, ...view.pagination }}
    />
  );
};

/** /seller/clients-history and /admin/clients-history. */
export const clientsHistoryPage = (
  context: PageContext,
  frame: StaffFrame,
  view: ClientsHistoryView,
): PageRender => {
  const { t } = context;
  return {
    title: t('history.list.title'),
    family: familyOf(view.audience),
    body: (
      <HistoryFrame context={context} frame={frame} audience={view.audience} size="4">
        <Flex direction="column" gap="2">
          <Heading as="h1" size="8">
            {t('history.list.title')}
          </Heading>
          <Text as="p" color="gray" size="3">
            {view.audience.kind === 'seller'
              ? t('history.list.sellerIntro')
              : t('history.list.adminIntro')}
          </Text>
          {view.period.firstDay && view.period.lastDay ? (
            <Text as="p" size="2" color="gray" data-period="">
              {t('history.list.period', { from: view.period.firstDay, to: view.period.lastDay })}
            </Text>
          ) : null}
        </Flex>
        <HistoryTable context={context} view={view} />
      </HistoryFrame>
    ),
  };
};

/** /seller/clients-history/{id} and /admin/clients-history/{id}: the summary and the timeline. */
export const pastClientPage = (
  context: PageContext,
  frame: StaffFrame,
  view: PastClientView,
): PageRender => {
  const { t } = context;
  const { client, timeZone } = view;
  const name = pastClientName(t, client, timeZone);
  return {
    title: `${t('navigation.pages.pastClient')} · ${name}`,
    family: familyOf(view.audience),
    body: (
      <HistoryFrame
        context={context}
        frame={frame}
        audience={view.audience}
        flash={view.flash}
        size="3"
      >
        <Flex direction="column" gap="2">
          <Flex gap="4" wrap="wrap">
            <Link href={view.basePath} size="2">
              {t('history.detail.back')}
            </Link>
            {/* Managers open the client record, where they can also pair the client by hand. */}
            {view.audience.kind === 'manager' ? (
              <Link href={`/admin/client/${client.id}`} size="2">
                {t('history.detail.record')}
              </Link>
            ) : null}
          </Flex>
          <Heading as="h1" size="8">
            {name}
          </Heading>
          <Flex gap="2">
            <StatusBadge t={t} status={client.status} wrap />
          </Flex>
        </Flex>
        <div className="history-detail">
          <section aria-labelledby="summary-heading">
            <Card size="3">
              <Heading as="h2" size="5" mb="4" id="summary-heading">
                {t('history.detail.summaryHeading')}
              </Heading>
              <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
                <DataList.Item>
                  <DataList.Label minWidth="10rem">{t('history.detail.status')}</DataList.Label>
                  <DataList.Value>{t(`clients.statuses.${client.status}`)}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label minWidth="10rem">{t('history.detail.statusDate')}</DataList.Label>
                  <DataList.Value>
                    <time dateTime={client.statusAt}>
                      {formatDateTime(client.statusAt, timeZone)}
                    </time>
                  </DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label minWidth="10rem">{t('history.detail.seller')}</DataList.Label>
                  <DataList.Value>{client.seller ?? t('history.noSeller')}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label minWidth="10rem">{t('history.detail.purpose')}</DataList.Label>
                  <DataList.Value>{t(`clients.purposes.${client.sequence}`)}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label minWidth="10rem">{t('history.detail.language')}</DataList.Label>
                  <DataList.Value>{t(`seller.record.languages.${client.language}`)}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label minWidth="10rem">{t('history.detail.arrived')}</DataList.Label>
                  <DataList.Value>
                    <time dateTime={client.createdAt}>
                      {formatDateTime(client.createdAt, timeZone)}
                    </time>
                  </DataList.Value>
                </DataList.Item>
                {client.feedback ? (
                  <>
                    <DataList.Item>
                      <DataList.Label minWidth="10rem">
                        {t('history.detail.outcome')}
                      </DataList.Label>
                      <DataList.Value>
                        {t(`seller.end.outcomes.${client.feedback.outcome}`)}
                      </DataList.Value>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.Label minWidth="10rem">
                        {t('history.detail.comment')}
                      </DataList.Label>
                      <DataList.Value>
                        {client.feedback.comment || t('history.detail.noComment')}
                      </DataList.Value>
                    </DataList.Item>
                  </>
                ) : null}
              </DataList.Root>
            </Card>
          </section>
          <section aria-labelledby="timeline-heading">
            <Card size="3">
              <Heading as="h2" size="5" mb="1" id="timeline-heading">
                {t('history.detail.timelineHeading')}
              </Heading>
              <Text as="p" size="2" color="gray" mb="4">
                {t('history.detail.timelineIntro')}
              </Text>
              <StatusTimeline t={t} timeline={view.timeline} timeZone={timeZone} />
            </Card>
          </section>
        </div>
      </HistoryFrame>
    ),
  };
};
