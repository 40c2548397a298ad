/** The three numbers of the statistics page, their chart and its data table. */
import { Grid, VisuallyHidden } from '@radix-ui/themes';
import { formatNumber, formatRate } from '#domain/locale/format.ts';
import { Box, Card, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import { DataTable } from '#ui/components/data-table.tsx';
import { EmptyState } from '#ui/components/empty-state.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { ChartGranularity } from './chart-ticks.ts';
import { barLabel, Legend, PerformanceChart, type ChartPoint } from './performances-chart.tsx';

export type PerformanceNumbersView = {
  closingRate: number | null;
  beBackRate: number | null;
  sales: number;
  counts: { sold: number; notSold: number; beBacks: number; cameBack: number };
  series: { granularity: ChartGranularity; points: readonly ChartPoint[] };
  period: { firstDay: string | null; lastDay: string | null };
  timeZone: string;
};

/** One of the three numbers: a big figure, what it is, and what it is made of. */
const NumberCard = ({
  id,
  label,
  value,
  detail,
  empty,
  noData,
}: {
  id: string;
  label: string;
  value: string;
  detail: string;
  empty: boolean;
  noData: string;
}) => (
  <Card size="3" className="stat-card" data-stat={id}>
    <Flex direction="column" gap="2">
      <Text as="p" size="3" weight="medium" color="gray">
        {label}
      </Text>
      <Text
        as="p"
        size={{ initial: '8', sm: '9' }}
        weight="bold"
        className="stat-value tabular"
        data-stat-value=""
      >
        {empty ? (
          <>
            <span aria-hidden="true">—</span>
            <VisuallyHidden>{noData}</VisuallyHidden>
          </>
        ) : (
          value
        )}
      </Text>
      <Text as="p" size="2" color="gray">
        {detail}
      </Text>
    </Flex>
  </Card>
);

export const Numbers = ({
  context,
  numbers,
  heading,
}: {
  context: PageContext;
  numbers: PerformanceNumbersView;
  /** The section's title; "Your numbers" on the advisor's page. */
  heading?: string;
}) => {
  const { t, language } = context;
  const { counts, series } = numbers;
  const closed = counts.sold + counts.notSold;
  return (
    <Flex direction="column" gap="6">
      <section aria-labelledby="numbers-heading">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="6" id="numbers-heading">
            {heading ?? t('statistics.numbers.heading')}
          </Heading>
          <Text as="p" size="2" color="gray" data-period="">
            {numbers.period.firstDay && numbers.period.lastDay
              ? t('statistics.page.period', {
                  from: numbers.period.firstDay,
                  to: numbers.period.lastDay,
                })
              : t('statistics.page.allDates')}
            {' · '}
            {t('statistics.page.timeZone', { zone: numbers.timeZone })}
          </Text>
          <Grid columns={{ initial: '1', sm: '3' }} gap="4">
            <NumberCard
              id="closingRate"
              label={t('statistics.numbers.closingRate')}
              value={formatRate(numbers.closingRate, language)}
              empty={numbers.closingRate === null}
              noData={t('statistics.numbers.none')}
              detail={
                closed === 0
                  ? t('statistics.numbers.closingRateEmpty')
                  : t('statistics.numbers.closingRateDetail', {
                      sold: formatNumber(counts.sold, language),
                      closed: formatNumber(closed, language),
                    })
              }
            />
            <NumberCard
              id="beBackRate"
              label={t('statistics.numbers.beBackRate')}
              value={formatRate(numbers.beBackRate, language)}
              empty={numbers.beBackRate === null}
              noData={t('statistics.numbers.none')}
              detail={
                counts.beBacks === 0
                  ? t('statistics.numbers.beBackRateEmpty')
                  : t('statistics.numbers.beBackRateDetail', {
                      back: formatNumber(counts.cameBack, language),
                      total: formatNumber(counts.beBacks, language),
                    })
              }
            />
            <NumberCard
              id="sales"
              label={t('statistics.numbers.sales')}
              value={formatNumber(numbers.sales, language)}
              empty={false}
              noData={t('statistics.numbers.none')}
              detail={t('statistics.numbers.salesDetail')}
            />
          </Grid>
        </Flex>
      </section>

      <section aria-labelledby="chart-heading">
        <Card size="3">
          <Flex direction="column" gap="4">
            <Flex justify="between" align="center" gap="3" wrap="wrap">
              <Heading as="h2" size="5" id="chart-heading">
                {t('statistics.chart.heading')}
              </Heading>
              {series.points.length > 0 ? <Legend t={t} /> : null}
            </Flex>
            {series.points.every((point) => point.sales + point.notSold === 0) ? (
              <EmptyState icon="inbox" title={t('statistics.chart.empty')} />
            ) : (
              <>
                <Box className="chart-frame">
                  {(['wide', 'narrow'] as const).map((layout) => (
                    <PerformanceChart
                      key={layout}
                      t={t}
                      language={language}
                      granularity={series.granularity}
                      points={series.points}
                      layout={layout}
                    />
                  ))}
                </Box>
                <details className="chart-data">
                  <summary>
                    <Text size="2" weight="medium">
                      {t('statistics.chart.showData')}
                    </Text>
                  </summary>
                  <Box pt="3">
                    <DataTable
                      t={t}
                      caption={t('statistics.chart.caption')}
                      rows={series.points}
                      rowKey={(point) => point.start}
                      empty={{ title: t('statistics.chart.empty') }}
                      columns={[
                        {
                          key: 'period',
                          header: t(`statistics.chart.period.${series.granularity}`),
                          rowHeader: true,
                          cell: (point) => barLabel(point, series.granularity),
                        },
                        {
                          key: 'sales',
                          header: t('statistics.chart.sold'),
                          align: 'right',
                          cell: (point) => formatNumber(point.sales, language),
                        },
                        {
                          key: 'notSold',
                          header: t('statistics.chart.notSold'),
                          align: 'right',
                          cell: (point) => formatNumber(point.notSold, language),
                        },
                        {
                          key: 'closingRate',
                          header: t('statistics.chart.closingRate'),
                          align: 'right',
                          cell: (point) => formatRate(point.closingRate, language),
                        },
                      ]}
                    />
                  </Box>
                </details>
              </>
            )}
          </Flex>
        </Card>
      </section>
    </Flex>
  );
};
