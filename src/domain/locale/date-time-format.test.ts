import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './date-time-format.ts';

describe('a date format built once per locale and options', () => {
  it('is the same format for the same locale and options, and formats as Intl does', () => {
    const options = { timeZone: 'America/Toronto', hour: '2-digit', minute: '2-digit' } as const;
    const format = dateTimeFormat('en-CA', options);
    expect(dateTimeFormat('en-CA', { ...options })).toBe(format);
    const instant = new Date('2026-11-27T15:04:00Z');
    expect(format.format(instant)).toBe(new Intl.DateTimeFormat('en-CA', options).format(instant));
  });

  it('is another format for another zone or locale', () => {
    const toronto = dateTimeFormat('en-CA', { timeZone: 'America/Toronto', hour: 'numeric' });
    expect(dateTimeFormat('en-CA', { timeZone: 'America/Vancouver', hour: 'numeric' })).not.toBe(
      toronto,
    );
    expect(dateTimeFormat('fr-CA', { timeZone: 'America/Toronto', hour: 'numeric' })).not.toBe(
      toronto,
    );
  });
});
