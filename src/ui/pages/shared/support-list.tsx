import { Badge, Flex, Link, Text } from '#ui/components/primitives.tsx';
import type { FeedbackCategory } from '#domain/feedback/categories.ts';
import type { SupportTicketState } from '#domain/support/ticket.ts';
import { DataTable, type DataTableColumn } from '#ui/components/data-table.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import type { Translate } from '#ui/i18n/translator.ts';
import { supportCategoryOptions } from './support-form.tsx';
import { sentColumn } from './comments.tsx';

/** One ticket as the lists show it. */
export type SupportRow = {
  id: string;
  href: string;
  category: FeedbackCategory;
  subject: string;
  state: SupportTicketState;
  createdAt: Date;
  author: { name: string | null; email: string } | null;
  concessionName: string | null;
};

export type SupportFilterView = {
  action: string;
  category: FeedbackCategory | null;
  concessionId: string | null;
  state: SupportTicketState | null;
  concessions: readonly { id: string; name: string }[];
};

export type SupportListView = {
  rows: readonly SupportRow[];
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  filter?: SupportFilterView;
};

export const StateBadge = ({ t, state }: { t: Translate; state: SupportTicketState }) => (
  <Badge color={state === 'open' ? 'amber' : 'green'} variant="soft" highContrast>
    {t(`support.states.${state}`)}
  </Badge>
);

const Filters = ({ t, filter }: { t: Translate; filter: SupportFilterView }) => (
  <>
    <FormField
      as="select"
      name="category"
      id="filter-category"
      label={t('support.columns.category')}
      placeholder={t('support.inbox.anyCategory')}
      options={supportCategoryOptions(t)}
      defaultValue={filter.category ?? ''}
    />
    {filter.concessions.length > 0 ? (
      <FormField
        as="select"
        name="concession"
        id="filter-concession"
        label={t('support.columns.concession')}
        placeholder={t('support.inbox.anyConcession')}
        options={filter.concessions.map((c) => ({ value: c.id, label: c.name }))}
        defaultValue={filter.concessionId ?? ''}
      />
    ) : null}
    <FormField
      as="select"
      name="state"
      id="filter-state"
      label={t('support.columns.state')}
      placeholder={t('support.inbox.anyState')}
      options={(['open', 'closed'] as const).map((s) => ({
        value: s,
        label: t(`support.states.${s}`),
      }))}
      defaultValue={filter.state ?? ''}
    />
  </>
);

/** Tickets in a paged table, newest first; the subject opens the ticket. */
export const SupportTable = ({
  t,
  path,
  caption,
  list,
  withAuthor,
  empty,
}: {
  t: Translate;
  path: string;
  caption: string;
  list: SupportListView;
  withAuthor: boolean;
  empty: { title: string; text: string };
}) => {
  const columns: DataTableColumn<SupportRow>[] = [
    sentColumn(t, t('support.columns.sent')),
    {
      key: 'subject',
      header: t('support.columns.subject'),
      rowHeader: true,
      cell: (row) => (
        <Link href={row.href} style={{ overflowWrap: 'anywhere' }}>
          {row.subject}
        </Link>
      ),
    },
    ...(withAuthor
      ? [
          {
            key: 'author',
            header: t('support.columns.author'),
            cell: (row: SupportRow) =>
              row.author ? (
                <Flex direction="column">
                  <Text size="2">{row.author.name ?? row.author.email}</Text>
                  <Text size="1" color="gray">
                    {row.concessionName ?? t('support.inbox.platform')}
                  </Text>
                </Flex>
              ) : (
                <Text color="gray">{t('support.inbox.deletedAuthor')}</Text>
              ),
          },
        ]
      : []),
    {
      key: 'state',
      header: t('support.columns.state'),
      cell: (row) => <StateBadge t={t} state={row.state} />,
    },
  ];
  const { filter } = list;
  return (
    <DataTable
      t={t}
      caption={caption}
      columns={columns}
      rows={list.rows}
      rowKey={(row) => row.id}
      stackOnPhone
      empty={{ ...empty, icon: 'inbox', level: 3 }}
      filters={
        filter
          ? {
              action: filter.action,
              resetHref: filter.action,
              fields: <Filters t={t} filter={filter} />,
            }
          : undefined
      }
      pagination={{
        path,
        page: list.page,
        pageCount: list.pageCount,
        pageSize: list.pageSize,
        total: list.total,
      }}
    />
  );
};
