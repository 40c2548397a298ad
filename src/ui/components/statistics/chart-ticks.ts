/**
 * Where the performance chart puts its ticks: both axes at regular, round intervals (issue 13: the
 * dates under the bars were evenly spread by rounding, 7, 8, 7, 7 days apart, which reads as a
 * mistake).
 */
export type ChartGranularity = 'day' | 'week' | 'month';

/** Round label steps, in bars, for each bar size: days by the week, weeks by the month, months by the quarter. */
const LABEL_STEPS: Record<ChartGranularity, readonly number[]> = {
  day: [1, 2, 7, 14, 28],
  week: [1, 2, 4, 13, 26, 52],
  month: [1, 2, 3, 6, 12],
};

/** The round step between two labelled bars that shows at most `most` labels. */
export const labelStep = (count: number, most: number, granularity: ChartGranularity): number => {
  const steps = LABEL_STEPS[granularity];
  const fitting = steps.find((step) => Math.ceil(count / step) <= most);
  if (fitting !== undefined) return fitting;
  // Longer than the steps go (years of days): a multiple of the largest step.
  const largest = steps.at(-1) ?? 1;
  return largest * Math.ceil(count / (most * largest));
};

/** Which bars get a date under them: the first, then every `labelStep` bars. */
export const labelledBars = (
  count: number,
  most: number,
  granularity: ChartGranularity,
): Set<number> => {
  if (count <= 0) return new Set();
  const step = labelStep(count, most, granularity);
  return new Set(Array.from({ length: Math.ceil(count / step) }, (_, index) => index * step));
};

/** A round step for the vertical axis: 1, 2 or 5 times a power of ten, about four lines. */
const valueStep = (max: number) => {
  const rough = Math.max(1, max / 4);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((value) => value >= rough);
  return Math.max(1, Math.ceil(step ?? rough));
};

/** The vertical axis' lines, from 0 to the first multiple of the step at or above `max`. */
export const valueTicks = (max: number): number[] => {
  const step = valueStep(max);
  const ceiling = Math.max(1, Math.ceil(max / step)) * step;
  return Array.from({ length: ceiling / step + 1 }, (_, index) => index * step);
};
