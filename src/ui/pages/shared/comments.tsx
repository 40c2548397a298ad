import { Badge, Button, Card, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import { FEEDBACK_CATEGORIES, type FeedbackCategory } from '#domain/feedback/categories.ts';
import { COMMENT_MESSAGE_MAX } from '#domain/feedback/comment.ts';
import { formatDate } from '#domain/locale/format.ts';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { DataTable, type DataTableColumn } from '#ui/components/data-table.tsx';
import { fieldErrorItems, FormErrors } from '#ui/components/form-errors.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import type { Translate } from '#ui/i18n/translator.ts';

/** One comment as the lists show it. */
export type CommentRow = {
  id: string;
  category: FeedbackCategory;
  message: string;
  createdAt: Date;
  author: { name: string | null; email: string } | null;
  concessionName: string | null;
};

export type CommentFormState = {
  values: { category: string; message: string };
  errors: { category?: string; message?: string };
};

export const EMPTY_COMMENT_FORM: CommentFormState = {
  values: { category: '', message: '' },
  errors: {},
};

const categoryOptions = (t: Translate) =>
  FEEDBACK_CATEGORIES.map((category) => ({
    value: category,
    label: t(`comments.categories.${category}`),
  }));

/**
 * "Send feedback": a category and a message, posted as a plain form. After a refused post the
 * server renders it again with what was typed and a message beside each field.
 */
export const CommentForm = ({
  t,
  action,
  csrfToken,
  state,
}: {
  t: Translate;
  action: string;
  csrfToken: string;
  state: CommentFormState;
}) => {
  const labels = { category: t('comments.form.category'), message: t('comments.form.message') };
  const summary = fieldErrorItems(labels, state.errors);
  return (
    <Card size="3" className="form-card">
      <form method="post" action={action} aria-labelledby="comment-form-heading">
        <CsrfField token={csrfToken} />
        <Flex direction="column" gap="4">
          <Heading as="h2" size="5" id="comment-form-heading">
            {t('comments.form.heading')}
          </Heading>
          <FormErrors t={t} errors={summary} />
          <FormField
            as="select"
            name="category"
            label={labels.category}
            placeholder={t('comments.form.categoryPlaceholder')}
            options={categoryOptions(t)}
            defaultValue={state.values.category}
            error={state.errors.category}
            required
          />
          <FormField
            as="textarea"
            name="message"
            label={labels.message}
            hint={t('comments.form.messageHint', { max: COMMENT_MESSAGE_MAX })}
            rows={6}
            defaultValue={state.values.message}
            error={state.errors.message}
            required
          />
          <Flex justify="end">
            <Button type="submit" size="3">
              {t('comments.form.submit')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
};

export type CommentListView = {
  rows: readonly CommentRow[];
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  /** The category filter shown above the table (the PR admin's list). */
  filter?: { action: string; category: FeedbackCategory | null };
};

/** A message as typed: line breaks kept, long words wrapped inside the cell. */
const Message = ({ text }: { text: string }) => (
  <Text as="p" size="2" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>
    {text}
  </Text>
);

/**
 * When a comment or a support ticket was sent, its category under the date: they share a column,
 * so the message or the subject keeps its room on a phone.
 */
export const sentColumn = <Row extends { createdAt: Date; category: FeedbackCategory }>(
  t: Translate,
  header: string,
): DataTableColumn<Row> => ({
  key: 'sent',
  header,
  cell: (row) => (
    <Flex direction="column" gap="1" align="start">
      <span className="tabular">{formatDate(row.createdAt)}</span>
      <Badge variant="soft" size="1" highContrast>
        {t(`comments.categories.${row.category}`)}
      </Badge>
    </Flex>
  ),
});

/**
 * Comments in a paged table, newest first: date, category and message, and for the PR admin who
 * wrote it from which dealership (`withAuthor`).
 */
export const CommentsTable = ({
  t,
  path,
  caption,
  list,
  withAuthor,
  empty,
}: {
  t: Translate;
  /** The current request's path and query, for the page links. */
  path: string;
  caption: string;
  list: CommentListView;
  withAuthor: boolean;
  empty: { title: string; text: string };
}) => {
  const columns: DataTableColumn<CommentRow>[] = [
    sentColumn(t, t('comments.columns.sent')),
    ...(withAuthor
      ? [
          {
            key: 'author',
            header: t('comments.columns.author'),
            rowHeader: true,
            cell: (row: CommentRow) =>
              row.author ? (
                <Flex direction="column">
                  <Text size="2" weight="medium">
                    {row.author.name ?? row.author.email}
                  </Text>
                  {row.author.name ? (
                    <Text size="1" color="gray">
                      {row.author.email}
                    </Text>
                  ) : null}
                </Flex>
              ) : (
                <Text color="gray">{t('comments.all.deletedAuthor')}</Text>
              ),
          },
          {
            key: 'concession',
            header: t('comments.columns.concession'),
            cell: (row: CommentRow) => row.concessionName ?? t('comments.all.platform'),
          },
        ]
      : []),
    {
      key: 'message',
      header: t('comments.columns.message'),
      cell: (row) => <Message text={row.message} />,
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
      empty={{ ...empty, icon: 'inbox', level: 3 }}
      filters={
        filter
          ? {
              action: filter.action,
              resetHref: filter.action,
              fields: (
                <FormField
                  as="select"
                  name="category"
                  id="filter-category"
                  label={t('comments.columns.category')}
                  placeholder={t('comments.all.anyCategory')}
                  options={categoryOptions(t)}
                  defaultValue={filter.category ?? ''}
                />
              ),
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
