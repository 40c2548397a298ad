import { err, ok, type Result } from '#domain/shared/result.ts';

/**
 * At most 2 text messages of one kind go to one phone a day (docs/spec/product-spec.md section 9,
 * "SMS download-link limit: 2 per day"); the day is the dealership's, counted where the messages
 * are kept (the SMS log), at the instant the caller's clock gives.
 */
export const SMS_DAILY_LIMIT = 2;

export type SmsDailyLimitReached = { code: 'SMS.DAILY_LIMIT_REACHED'; limit: number };

/** Whether one more message may leave, given how many of its kind this phone got today. */
export const checkSmsDailyLimit = (
  sentToday: number,
  limit: number = SMS_DAILY_LIMIT,
): Result<{ remainingAfter: number }, SmsDailyLimitReached> =>
  sentToday < limit
    ? ok({ remainingAfter: limit - sentToday - 1 })
    : err({ code: 'SMS.DAILY_LIMIT_REACHED', limit });
