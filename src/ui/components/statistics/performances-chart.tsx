/** The performance chart: a stacked bar chart drawn on the server as SVG, and its legend. */
import { Flex, Text } from '#ui/components/primitives.tsx';
import { formatNumber } from '#domain/locale/format.ts';
import type { Language } from '#domain/locale/language.ts';
import type { Translate } from '#ui/i18n/translator.ts';
import { labelledBars, valueTicks, type ChartGranularity } from './chart-ticks.ts';

export type ChartPoint = {
  start: string;
  sales: number;
  notSold: number;
  closingRate: number | null;
};

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

/** A date centred under its bar, unless it would spill past either end of the chart. */
const labelAnchor = (index: number, count: number, slot: number) => {
  if (slot >= LABEL_WIDTH || count === 1) return 'middle';
  const half = LABEL_WIDTH / 2 - slot / 2;
  if (index * slot < half) return 'start';
  if ((count - 1 - index) * slot < half) return 'end';
  return 'middle';
};

/** The label of a bar: the day, or the month (`YYYY-MM`) for monthly bars. */
export const barLabel = (point: ChartPoint, granularity: ChartGranularity) =>
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
  const ticks = valueTicks(max);
  const ceiling = ticks.at(-1) ?? 1;
  const slot = plotWidth / points.length;
  const barWidth = Math.max(2, Math.min(36, slot * 0.7));
  const y = (value: number) => top + plotHeight - (value / ceiling) * plotHeight;
  const labelled = labelledBars(points.length, labels, granularity);
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
          sales: formatNumber(totals.sales, language),
          notSold: formatNumber(totals.notSold, language),
          max: formatNumber(max, language),
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
            {formatNumber(tick, language)}
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
                textAnchor={labelAnchor(index, points.length, slot)}
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

export const Legend = ({ t }: { t: Translate }) => (
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
