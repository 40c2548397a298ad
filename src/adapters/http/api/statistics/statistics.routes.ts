import type { makeGetSellerStatistics } from '#application/statistics/get-seller-statistics.ts';
import type { makeSetStatisticsStatus } from '#application/statistics/set-statistics-status.ts';
import { parseDateRangeQuery } from '#domain/statistics/date-ranges.ts';
import { callerOf } from '#adapters/http/api/caller.ts';
import { apiRoutes, createApiRouter } from '#adapters/http/api/openapi.ts';
import { dateRangeError, respond } from './statistics.errors.ts';
import {
  SellerStatisticsSchema,
  StatisticsAccessSchema,
  StatisticsQuery,
  StatisticsStatusBody,
  toStatisticsBody,
} from './statistics.schemas.ts';
import { jsonBody } from '#adapters/http/api/forms.ts';

export type StatisticsRouteDeps = {
  getSellerStatistics: ReturnType<typeof makeGetSellerStatistics>;
  setStatisticsStatus: ReturnType<typeof makeSetStatisticsStatus>;
};

const statistics = apiRoutes('Statistics');

const statisticsRoute = statistics.get('/api/sellers/{id}/statistics', 'statistics.read', {
  summary: 'An advisor’s closing rate, be-back rate and number of sales over a date range',
  description:
    'Numbers of docs/spec/decisions.md section 9 over whole days of the dealership’s time zone, with bars per day (per week beyond 62 days, per month beyond 400). An advisor reads their own only once access is granted (403 STATISTICS.NOT_GRANTED before).',
  request: { query: StatisticsQuery },
  success: { description: 'The numbers and the chart’s bars', schema: SellerStatisticsSchema },
  errors: [403],
});

const statusRoute = statistics.put(
  '/api/sellers/{id}/statistics-status',
  'sellers.statisticsStatus.write',
  {
    summary: 'Ask for statistics access (advisor), or grant, refuse or take it back (managers)',
    description:
      'notGranted -> requested -> granted (docs/spec/product-spec.md section 4). An advisor may only ask for their own (`requested`); owners, administrators and the platform’s managers within reach set any status.',
    request: { body: jsonBody(StatisticsStatusBody) },
    success: { description: 'The advisor’s access now', schema: StatisticsAccessSchema },
    errors: [403, 409],
  },
);

/** `/api/sellers/{id}/statistics` and `/api/sellers/{id}/statistics-status`. */
export const makeStatisticsRoutes = (deps: StatisticsRouteDeps) =>
  createApiRouter()
    .openapi(statisticsRoute, async (c) => {
      const query = c.req.valid('query');
      const selection = parseDateRangeQuery(query, 'last30Days');
      if (!selection.ok) return dateRangeError(c, selection.error);
      const result = await deps.getSellerStatistics(
        callerOf(c),
        c.req.valid('param').id,
        selection.value,
      );
      return respond(c, result, toStatisticsBody);
    })
    .openapi(statusRoute, async (c) => {
      const result = await deps.setStatisticsStatus(
        callerOf(c),
        c.req.valid('param').id,
        c.req.valid('json').statisticsStatus,
      );
      return respond(c, result, (access) => access);
    });
