import { Skeleton, VisuallyHidden } from '@radix-ui/themes';
import { Button, Card, Flex, Link, Text } from '#ui/components/primitives.tsx';
import type { ReactNode } from 'react';
import type { Translate } from '#ui/i18n/translator.ts';
import { EmptyState, type EmptyStateProps } from './empty-state.tsx';
import { Pagination } from './pagination.tsx';

export type DataTableColumn<Row> = {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts line up on the right. */
  align?: 'left' | 'right';
  /** The column that names the row (a person, a dealership): read as the row's header. */
  rowHeader?: boolean;
};

export type DataTableProps<Row> = {
  t: Translate;
  /** Names the table for screen readers ("Dealership members"). */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Skeleton rows while an island fetches the data. */
  loading?: boolean;
  empty: EmptyStateProps;
  /** Filter fields, sent as a GET form so a filtered list has its own address. */
  filters?: { action: string; fields: ReactNode; resetHref: string };
  /** `path` is the current request's path and query (`PageContext.path`). */
  pagination?: { path: string; page: number; pageCount: number; pageSize: number; total: number };
  /**
   * On a phone each row becomes a card of "header: value" lines instead of a table wider than
   * the screen (data-table.css). The table keeps its roles explicitly, since a table drawn as
   * blocks loses them in some browsers.
   */
  stackOnPhone?: boolean;
};

const SKELETON_ROWS = 4;

/**
 * A server-rendered list: filters are a GET form (the page re-renders with `?filter=...`), pages are
 * links (`?page=N`, filters kept), and an empty result shows an empty state instead of a bare table.
 */
export const DataTable = <Row,>({
  t,
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  empty,
  filters,
  pagination,
  stackOnPhone = false,
}: DataTableProps<Row>) => {
  const role = (name: string) => (stackOnPhone ? name : undefined);
  /** A body cell's content; stacked, with its column's header to show before it on a phone. */
  const content = (column: DataTableColumn<Row>, row: Row) =>
    stackOnPhone ? <div className="data-table-value">{column.cell(row)}</div> : column.cell(row);
  const label = (column: DataTableColumn<Row>) => (stackOnPhone ? column.header : undefined);
  const alignClass = (column: DataTableColumn<Row>) =>
    column.align === 'right' ? 'cell-right' : undefined;
  const bodyRows = loading
    ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <tr key={index}>
          {columns.map((column) => (
            <td key={column.key} className={alignClass(column)}>
              <Skeleton height="1rem" width={column.align === 'right' ? '4rem' : '70%'} />
            </td>
          ))}
        </tr>
      ))
    : rows.map((row) => (
        <tr key={rowKey(row)} role={role('row')}>
          {columns.map((column) =>
            column.rowHeader ? (
              <th
                key={column.key}
                scope="row"
                className={alignClass(column)}
                role={role('rowheader')}
                data-label={label(column)}
              >
                {content(column, row)}
              </th>
            ) : (
              <td
                key={column.key}
                className={alignClass(column)}
                role={role('cell')}
                data-label={label(column)}
              >
                {content(column, row)}
              </td>
            ),
          )}
        </tr>
      ));
  // A plain table in a natively scrolling frame: Radix's Table.Root wraps it in a ScrollArea that
  // injects an inline <style>, which the strict CSP (style-src 'self') refuses. The frame is a
  // named region a keyboard can focus, so a table wider than the screen scrolls without a mouse.
  const table =
    !loading && rows.length === 0 ? (
      <Card size="3" className="data-table-empty">
        <EmptyState {...empty} />
      </Card>
    ) : (
      <div
        className={stackOnPhone ? 'data-table-frame data-table-stacked' : 'data-table-frame'}
        role="region"
        aria-label={caption}
        tabIndex={0}
      >
        <table
          className="data-table-grid"
          aria-busy={loading || undefined}
          role={role('table')}
          aria-label={stackOnPhone ? caption : undefined}
        >
          <VisuallyHidden asChild>
            <caption>{caption}</caption>
          </VisuallyHidden>
          <thead role={role('rowgroup')}>
            <tr role={role('row')}>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={alignClass(column)}
                  role={role('columnheader')}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role={role('rowgroup')}>{bodyRows}</tbody>
        </table>
      </div>
    );
  const first = pagination ? (pagination.page - 1) * pagination.pageSize + 1 : 0;
  return (
    <Flex direction="column" gap="4" className="data-table">
      {filters ? (
        <form
          method="get"
          action={filters.action}
          role="search"
          aria-label={t('components.table.filters')}
        >
          <Flex gap="3" align="end" wrap="wrap" className="data-table-filters">
            {filters.fields}
            <Flex gap="3" align="center" className="data-table-filter-actions">
              <Button type="submit" size="3" variant="soft">
                {t('components.table.apply')}
              </Button>
              <Link href={filters.resetHref} size="2">
                {t('components.table.reset')}
              </Link>
            </Flex>
          </Flex>
        </form>
      ) : null}
      {loading ? <VisuallyHidden role="status">{t('components.loading')}</VisuallyHidden> : null}
      {table}
      {pagination && !loading && rows.length > 0 ? (
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Text size="2" color="gray">
            {t('components.pagination.summary', {
              from: first,
              to: first + rows.length - 1,
              total: pagination.total,
            })}
          </Text>
          <Pagination
            t={t}
            path={pagination.path}
            page={pagination.page}
            pageCount={pagination.pageCount}
          />
        </Flex>
      ) : null}
    </Flex>
  );
};
