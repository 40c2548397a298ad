/** The numbers of several people or dealerships side by side, their total last, and the CSV. */
import { Button, Flex, Heading, Link, Text } from '#ui/components/primitives.tsx';
import { formatNumber, formatRate } from '#domain/locale/format.ts';
import type { AdvisorRow } from '#domain/statistics/dashboard.ts';
import { DataTable } from '#ui/components/data-table.tsx';
import type { PageContext } from '#ui/page-context.ts';

const COLUMNS = [
  'sold',
  'notSold',
  'closingRate',
  'beBacks',
  'cameBack',
  'beBackRate',
  'sales',
] as const;

export type PerformanceTableProps = {
  context: PageContext;
  /** Names the section (`aria-labelledby`). */
  id: string;
  heading: string;
  caption: string;
  empty: string;
  /** The first column's header (advisor, dealership). */
  nameHeader: string;
  rows: readonly AdvisorRow[];
  total?: AdvisorRow;
  /** The row's own page; none: names without links. */
  hrefOf?: ((row: AdvisorRow) => string) | undefined;
  /** The CSV of the same rows and period. */
  csvHref: string;
};

/** The dashboard's table per advisor, a bpm's per dealership: one row each, the total in bold. */
export const PerformanceTable = (props: PerformanceTableProps) => {
  const { t, language } = props.context;
  const rows = props.total ? [...props.rows, props.total] : props.rows;
  return (
    <section aria-labelledby={props.id}>
      <Flex direction="column" gap="3">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="5" id={props.id}>
            {props.heading}
          </Heading>
          <Button asChild variant="outline">
            <a href={props.csvHref} download data-export-csv="">
              {t('dashboard.advisors.export')}
            </a>
          </Button>
        </Flex>
        <DataTable
          t={t}
          caption={props.caption}
          rows={rows}
          rowKey={(row) => row.id}
          empty={{ title: props.empty }}
          columns={[
            {
              key: 'name',
              header: props.nameHeader,
              rowHeader: true,
              cell: (row) =>
                row === props.total ? (
                  <Text weight="bold">{row.name}</Text>
                ) : props.hrefOf ? (
                  <Link href={props.hrefOf(row)}>{row.name}</Link>
                ) : (
                  <Text>{row.name}</Text>
                ),
            },
            ...COLUMNS.map((column) => ({
              key: column,
              header: t(`dashboard.advisors.columns.${column}`),
              align: 'right' as const,
              cell: (row: AdvisorRow) => {
                const value = row.numbers[column];
                return column === 'closingRate' || column === 'beBackRate'
                  ? formatRate(value, language)
                  : formatNumber(value ?? 0, language);
              },
            })),
          ]}
        />
      </Flex>
    </section>
  );
};
