import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Grid,
  Heading,
  Text,
  VisuallyHidden,
} from '@radix-ui/themes';
import type { Language } from '#domain/locale/language.ts';
import type { DateRangeError, DateRangeKey } from '#domain/statistics/date-ranges.ts';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { DataTable } from '#ui/components/data-table.tsx';
import { DateRangeFilter } from '#ui/components/date-range-filter.tsx';
import { EmptyState } from '#ui/components/empty-state.tsx';
import { Icon } from '#ui/components/icons.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { Translate } from '#ui/i18n/translator.ts';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { Presence, type StaffFrame } from './home.page.tsx';

export type ChartGranularity = 'day' | 'week' | 'month';
export type ChartPoint = {
  start: string;
  sales: number;
  notSold: number;
  closingRate: number | null;
};

export type PerformanceNumbersView = {
  closingRate: number | null;
  beBackRate: number | null;
  sales: number;
  counts: { sold: number; notSold: number; beBacks: number; cameBack: number };
  series: { granularity: ChartGranularity; points: readonly ChartPoint[] };
  period: { firstDay: string | null; lastDay: string | null };
  timeZone: string;
};

export type PerformanceView = {
  sellerId: string;
  access: 'notGranted' | 'requested' | 'granted';
  /** What the filter asked for, echoed back. */
  filter: { range: DateRangeKey; from?: string; to?: string };
  rangeError?: DateRangeError;
  /** The numbers, once access is granted and the range is valid. */
  numbers?: PerformanceNumbersView;
  flash?: Flash;
};

const LOCALES: Record<Language, string> = { fr: 'fr-CA', en: 'en-CA' };

/** 45 % in French (with the no-break space of fr-CA), 45% in English; "—" when nothing to divide. */
export const formatRate = (rate: number | null, language: Language) =>
  rate === null
    ? '—'
    : new Intl.NumberFormat(LOCALES[language], {
        style: 'percent',
        maximumFractionDigits: 0,
      }).format(rate);

const formatCount = (count: number, language: Language) =>
  new Intl.NumberFormat(LOCALES[language]).format(count);

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

/**
 * Two drawings of the same chart: text in an SVG scales with it, so a phone gets its own narrower
 * drawing (readable labels, fewer of them) instead of the desktop one shrunk; CSS shows one.
 */
const LAYOUTS = {
  wide: { width: 640, height: 260, top: 16, right: 12, bottom: 40, left: 40, labels: 5 },
  narrow: { width: 320, height: 220, top: 12, right: 8, bottom: 36, left: 30, labels: 3 },
} as const;
export type ChartLayout = keyof typeof LAYOUTS;
/** About the width of a `YYYY-MM-DD` label at the chart's font size. */
const LABEL_WIDTH = 80;

/** Which bars get a date under them: the first, the last, and evenly spaced ones between. */
export const labelledBars = (count: number, most: number): Set<number> => {
  if (count <= 0) return new Set();
  const shown = Math.min(count, most);
  if (shown === 1) return new Set([count - 1]);
  return new Set(
    Array.from({ length: shown }, (_, index) => Math.round((index * (count - 1)) / (shown - 1))),
  );
};

/** A round step for the vertical axis: 1, 2 or 5 times a power of ten, about four lines. */
const niceStep = (max: number) => {
  const rough = Math.max(1, max / 4);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((value) => value >= rough);
  return Math.max(1, Math.ceil(step ?? rough));
};

/** The label of a bar: the day, or the month (`YYYY-MM`) for monthly bars. */
const barLabel = (point: ChartPoint, granularity: ChartGranularity) =>
  granularity === 'month' ? point.start.slice(0, 7) : point.start;

/**
 * A stacked bar chart drawn on the server as SVG (no chart library, no script): sales at the bottom
 * of each bar, customers not sold on top. The picture is one image for assistive technologies
 * (`role="img"` with its title and description); the exact figures are in the data table under it.
 */
export const PerformanceChart = ({
  t,
  language,
  granularity,
  points,
  layout = 'wide',
}: {
  t: Translate;
  language: Language;
  granularity: ChartGranularity;
  points: readonly ChartPoint[];
  layout?: ChartLayout;
}) => {
  const { width, height, top, right, bottom, left, labels } = LAYOUTS[layout];
  const id = `performance-chart-${layout}`;
  const plotWidth = width - left - right;
  const plotHeight = height - top - bottom;
  const max = Math.max(1, ...points.map((point) => point.sales + point.notSold));
  const step = niceStep(max);
  const ceiling = Math.ceil(max / step) * step;
  const ticks = Array.from({ length: ceiling / step + 1 }, (_, index) => index * step);
  const slot = plotWidth / points.length;
  const barWidth = Math.max(2, Math.min(36, slot * 0.7));
  const y = (value: number) => top + plotHeight - (value / ceiling) * plotHeight;
  const labelled = labelledBars(points.length, labels);
  const totals = points.reduce(
    (sum, point) => ({ sales: sum.sales + point.sales, notSold: sum.notSold + point.notSold }),
    { sales: 0, notSold: 0 },
  );
  const first = points[0];
  const last = points.at(-1);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className={`performance-chart performance-chart-${layout}`}
      data-chart={layout}
      data-bars={points.length}
    >
      <title id={`${id}-title`}>{t(`statistics.chart.title.${granularity}`)}</title>
      <desc id={`${id}-desc`}>
        {t('statistics.chart.description', {
          count: points.length,
          first: first ? barLabel(first, granularity) : '',
          last: last ? barLabel(last, granularity) : '',
          sales: formatCount(totals.sales, language),
          notSold: formatCount(totals.notSold, language),
          max: formatCount(max, language),
        })}
      </desc>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={left}
            x2={width - right}
            y1={y(tick)}
            y2={y(tick)}
            className={tick === 0 ? 'chart-axis' : 'chart-grid'}
          />
          <text x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end" className="chart-label">
            {formatCount(tick, language)}
          </text>
        </g>
      ))}
      {points.map((point, index) => {
        const x = left + slot * index + (slot - barWidth) / 2;
        const soldTop = y(point.sales);
        const allTop = y(point.sales + point.notSold);
        return (
          <g key={point.start} data-bar={point.start}>
            <title>
              {`${barLabel(point, granularity)} · ${t('statistics.chart.sold')} ${point.sales} · ${t('statistics.chart.notSold')} ${point.notSold}`}
            </title>
            {point.sales > 0 ? (
              <rect
                x={x}
                y={soldTop}
                width={barWidth}
                height={y(0) - soldTop}
                rx={Math.min(3, barWidth / 4)}
                className="chart-bar-sold"
              />
            ) : null}
            {point.notSold > 0 ? (
              <rect
                x={x}
                y={allTop}
                width={barWidth}
                height={soldTop - allTop}
                rx={Math.min(3, barWidth / 4)}
                className="chart-bar-not-sold"
              />
            ) : null}
            {labelled.has(index) ? (
              <text
                x={left + slot * index + slot / 2}
                y={height - bottom + 20}
                textAnchor={
                  // Wide bars hold their date centred; narrow ones keep the end dates inside.
                  slot >= LABEL_WIDTH || points.length === 1
                    ? 'middle'
                    : index === 0
                      ? 'start'
                      : index === points.length - 1
                        ? 'end'
                        : 'middle'
                }
                className="chart-label"
              >
                {barLabel(point, granularity)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
};

const Legend = ({ t }: { t: Translate }) => (
  <Flex gap="4" wrap="wrap" aria-hidden="true" className="chart-legend">
    <Flex gap="2" align="center">
      <span className="chart-swatch chart-swatch-sold" />
      <Text size="2">{t('statistics.chart.sold')}</Text>
    </Flex>
    <Flex gap="2" align="center">
      <span className="chart-swatch chart-swatch-not-sold" />
      <Text size="2">{t('statistics.chart.notSold')}</Text>
    </Flex>
  </Flex>
);

const Numbers = ({
  context,
  numbers,
}: {
  context: PageContext;
  numbers: PerformanceNumbersView;
}) => {
  const { t, language } = context;
  const { counts, series } = numbers;
  const closed = counts.sold + counts.notSold;
  return (
    <Flex direction="column" gap="6">
      <section aria-labelledby="numbers-heading">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="6" id="numbers-heading">
            {t('statistics.numbers.heading')}
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
                      sold: formatCount(counts.sold, language),
                      closed: formatCount(closed, language),
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
                      back: formatCount(counts.cameBack, language),
                      total: formatCount(counts.beBacks, language),
                    })
              }
            />
            <NumberCard
              id="sales"
              label={t('statistics.numbers.sales')}
              value={formatCount(numbers.sales, language)}
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
                          cell: (point) => formatCount(point.sales, language),
                        },
                        {
                          key: 'notSold',
                          header: t('statistics.chart.notSold'),
                          align: 'right',
                          cell: (point) => formatCount(point.notSold, language),
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

/** Not granted: what the page will show, and the request (a form: works without JavaScript). */
const RequestAccess = ({ context }: { context: PageContext }) => {
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

const Requested = ({ t }: { t: Translate }) => (
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

/**
 * "My statistics" (/seller/performances): the period filter, the three numbers of docs/spec/decisions.md
 * section 9 and their chart, once a manager granted access; before that, the request or the wait
 * (docs/spec/product-spec.md section 4).
 */
export const performancesPage = (
  context: PageContext,
  frame: StaffFrame,
  view: PerformanceView,
): PageRender => {
  const { t } = context;
  return {
    title: t('statistics.page.title'),
    family: 'seller',
    body: (
      <AppLayout context={context} {...frame} flash={view.flash}>
        <Container size="3" px="4" py="6">
          <Flex direction="column" gap="6">
            <Flex direction="column" gap="2">
              <Heading as="h1" size="8">
                {t('statistics.page.title')}
              </Heading>
              <Text as="p" color="gray" size="3">
                {t('statistics.page.intro')}
              </Text>
            </Flex>
            {view.access === 'notGranted' ? <RequestAccess context={context} /> : null}
            {view.access === 'requested' ? <Requested t={t} /> : null}
            {view.access === 'granted' ? (
              <>
                <Card size="3">
                  <DateRangeFilter
                    t={t}
                    id="period"
                    action="/seller/performances"
                    value={view.filter}
                    error={view.rangeError}
                  />
                </Card>
                {view.numbers ? <Numbers context={context} numbers={view.numbers} /> : null}
              </>
            ) : null}
            <Presence context={context} sellerId={view.sellerId} />
          </Flex>
        </Container>
      </AppLayout>
    ),
  };
};
