import type { Context } from 'hono';
import type { DateRangeError } from '#domain/statistics/date-ranges.ts';
import type { Translate } from '#ui/i18n/translator.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { errorTable, refuse } from '#adapters/http/api/error-table.ts';
import { invalidFields } from '#adapters/http/api/errors.ts';
import { responder } from '#adapters/http/api/respond.ts';

/** The statistics calls' business errors, each answered one way. */
const TABLE = {
  'SELLER.NOT_FOUND': refuse(404, 'statistics.errors.sellerNotFound'),
  'STATISTICS.NOT_GRANTED': refuse(403, 'statistics.errors.notGranted'),
  'STATISTICS.MANAGER_DECISION': refuse(403, 'statistics.errors.managerDecision'),
  'STATISTICS.ALREADY_GRANTED': refuse(409, 'statistics.errors.alreadyGranted'),
  'STATISTICS.CHANGED': refuse(409, 'statistics.errors.changed'),
} as const;

export type StatisticsErrorCode = keyof typeof TABLE;
const statisticsError = errorTable<StatisticsErrorCode>(TABLE);

/** The message of an error, for pages that show it after a redirect (`?error=`). */
export const statisticsErrorMessage = (t: Translate, code: string) =>
  Object.hasOwn(TABLE, code) ? t(TABLE[code as StatisticsErrorCode].message) : undefined;

/** A bad custom range, on the date it is about (the same shape as every validation error). */
export const dateRangeError = (c: Context<AppEnv>, error: DateRangeError) =>
  invalidFields(c, [
    {
      path: `query.${error.field}`,
      message: c.get('t')(
        error.code === 'DATE_RANGE.END_BEFORE_START'
          ? 'components.dateRange.errors.endBeforeStart'
          : 'components.dateRange.errors.invalidDate',
      ),
    },
  ]);

/** The module's answer to a use case's result: `{ data }`, or the error table (api/respond.ts). */
export const respond = responder(statisticsError);
