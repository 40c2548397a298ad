import { Link, Text } from '#ui/components/primitives.tsx';
import { DATE_RANGE_KEYS } from '#domain/statistics/date-ranges.ts';
import { HISTORY_STATUSES } from '#domain/statistics/history.ts';
import { ComponentIsland } from '#ui/components/component-islands.ts';
import { DataTable, type DataTableColumn } from '#ui/components/data-table.tsx';
import { dateRangeErrorMessage } from '#ui/components/date-range-filter.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { Translate } from '#ui/i18n/translator.ts';
import type { PageContext } from '#ui/page-context.ts';
import type { StaffFrame } from '#ui/pages/seller/home.page.tsx';
import { formatDateTime } from '#ui/pages/seller/seller-view.ts';
import { StatusBadge } from './client-status.tsx';
import {
  familyOf,
  HistoryFrame,
  pastClientName,
  type ClientsHistoryView,
  type PastClientRow,
} from './clients-history-frame.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';

/** The filter's fields: the date range (the shared island), the status, and for managers the advisor. */
const Filters = ({ t, view }: { t: Translate; view: ClientsHistoryView }) => (
  <>
    {Object.entries(view.list?.keep ?? {}).map(([name, value]) => (
      <input key={name} type="hidden" name={name} value={value} />
    ))}
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
export const HistoryTable = ({
  context,
  view,
}: {
  context: PageContext;
  view: ClientsHistoryView;
}) => {
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
        action: view.list?.path ?? view.basePath,
        resetHref: view.list
          ? `${view.list.path}?${new URLSearchParams(view.list.keep).toString()}`
          : view.basePath,
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
        <PageIntro
          heading={t('history.list.title')}
          lead={
            view.audience.kind === 'seller'
              ? t('history.list.sellerIntro')
              : t('history.list.adminIntro')
          }
          leadSize="3"
        >
          {view.period.firstDay && view.period.lastDay ? (
            <Text as="p" size="2" color="gray" data-period="">
              {t('history.list.period', { from: view.period.firstDay, to: view.period.lastDay })}
            </Text>
          ) : null}
        </PageIntro>
        <HistoryTable context={context} view={view} />
      </HistoryFrame>
    ),
  };
};
