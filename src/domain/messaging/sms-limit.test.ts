import { describe, expect, it } from 'vitest';
import { checkSmsDailyLimit, SMS_DAILY_LIMIT } from './sms-limit.ts';

describe('the SMS daily limit (spec section 9: 2 a day per phone)', () => {
  it('is 2', () => {
    expect(SMS_DAILY_LIMIT).toBe(2);
  });

  it('lets the first and the second message of the day leave', () => {
    expect(checkSmsDailyLimit(0)).toEqual({ ok: true, value: { remainingAfter: 1 } });
    expect(checkSmsDailyLimit(1)).toEqual({ ok: true, value: { remainingAfter: 0 } });
  });

  it('refuses the third and any later one, naming the limit', () => {
    const refusal = { ok: false, error: { code: 'SMS.DAILY_LIMIT_REACHED', limit: 2 } };
    expect(checkSmsDailyLimit(2)).toEqual(refusal);
    expect(checkSmsDailyLimit(5)).toEqual(refusal);
  });

  it('takes another limit when given one', () => {
    expect(checkSmsDailyLimit(2, 3).ok).toBe(true);
    expect(checkSmsDailyLimit(3, 3)).toEqual({
      ok: false,
      error: { code: 'SMS.DAILY_LIMIT_REACHED', limit: 3 },
    });
  });
});
