import { z } from '@hono/zod-openapi';
import type { SellerStatistics } from '#application/statistics/get-seller-statistics.ts';
import { STATISTICS_STATUSES } from '#domain/statistics/access.ts';
import { DATE_RANGE_KEYS } from '#domain/statistics/date-ranges.ts';
import { text } from '#adapters/http/validation/text.ts';

const Timestamp = z.iso.datetime({ offset: true });
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Rate = z
  .number()
  .min(0)
  .max(1)
  .nullable()
  .openapi({ description: 'Between 0 and 1; null when there is nothing to divide by' });

export const StatisticsQuery = z.object({
  range: z
    .enum(DATE_RANGE_KEYS as [string, ...string[]])
    .default('last30Days')
    .openapi({
      description: 'A date range of docs/spec/product-spec.md section 3 (default last30Days)',
    }),
  from: text({ max: 10 })
    .optional()
    .openapi({ description: 'First day of a custom range (YYYY-MM-DD)', example: '2026-11-01' }),
  to: text({ max: 10 })
    .optional()
    .openapi({ description: 'Last day of a custom range, included', example: '2026-11-30' }),
});

export const SellerStatisticsSchema = z
  .object({
    seller: z.object({
      id: z.uuid(),
      name: z.string(),
      statisticsStatus: z.enum(STATISTICS_STATUSES),
    }),
    range: z.object({
      range: z.enum(DATE_RANGE_KEYS as [string, ...string[]]),
      from: Timestamp.nullable().openapi({ description: 'First instant (null for all dates)' }),
      to: Timestamp.nullable().openapi({ description: 'End of the range, excluded' }),
      firstDay: Day.nullable(),
      lastDay: Day.nullable(),
      timeZone: z.string().openapi({ example: 'America/Toronto' }),
    }),
    closingRate: Rate.openapi({
      description: 'sold / (sold + notSold) over the clients closed in the range',
    }),
    beBackRate: Rate.openapi({
      description:
        'Clients who became be-back in the range and came back / clients who became be-back in the range',
    }),
    sales: z.number().int().openapi({ description: 'Clients sold in the range' }),
    counts: z.object({
      sold: z.number().int(),
      notSold: z.number().int(),
      beBacks: z.number().int(),
      cameBack: z.number().int(),
    }),
    series: z.object({
      granularity: z.enum(['day', 'week', 'month']),
      points: z.array(
        z.object({
          start: Day.openapi({ description: 'First day of the bar' }),
          sales: z.number().int(),
          notSold: z.number().int(),
          closingRate: Rate,
        }),
      ),
    }),
  })
  .openapi('SellerStatistics');

export const toStatisticsBody = (statistics: SellerStatistics) => {
  const { seller, range, numbers, series } = statistics;
  return {
    seller: {
      id: seller.id,
      name: [seller.firstName, seller.lastName].filter(Boolean).join(' ') || seller.email,
      statisticsStatus: seller.statisticsStatus,
    },
    range: {
      range: range.selection.key,
      from: range.bounds.from,
      to: range.bounds.to,
      firstDay: range.firstDay,
      lastDay: range.lastDay,
      timeZone: range.timeZone,
    },
    closingRate: numbers.closingRate,
    beBackRate: numbers.beBackRate,
    sales: numbers.sales,
    counts: {
      sold: numbers.sold,
      notSold: numbers.notSold,
      beBacks: numbers.beBacks,
      cameBack: numbers.cameBack,
    },
    series: { granularity: series.granularity, points: series.points },
  };
};

export const StatisticsStatusBody = z
  .object({ statisticsStatus: z.enum(STATISTICS_STATUSES) })
  .strict()
  .openapi('StatisticsStatusChange', { example: { statisticsStatus: 'requested' } });

export const StatisticsAccessSchema = z
  .object({ id: z.uuid(), statisticsStatus: z.enum(STATISTICS_STATUSES) })
  .openapi('StatisticsAccess');
