import { describe, expect, it } from 'vitest';
import { formatPhone, parsePhone, phoneHref } from './phone.ts';

describe('parsePhone', () => {
  it.each([
    '5145550123',
    '514 555-0123',
    '(514) 555-0123',
    '514.555.0123',
    '+1 514 555 0123',
    '1-514-555-0123',
  ])('stores %j as 10 digits', (input) => {
    expect(parsePhone(input)).toEqual({ ok: true, value: '5145550123' });
  });

  it.each([
    '',
    '555-0123',
    '514 555 01234',
    '2 514 555 0123',
    '(114) 555-0123',
    '(514) 055-0123',
    '514-555-CALL',
  ])('refuses %j', (input) => {
    expect(parsePhone(input)).toEqual({ ok: false, error: { code: 'PHONE.INVALID' } });
  });
});

describe('formatPhone', () => {
  it('shows stored digits as (xxx) xxx-xxxx', () => {
    expect(formatPhone('5145550123')).toBe('(514) 555-0123');
  });

  it('shows anything else unchanged', () => {
    expect(formatPhone('555-0123')).toBe('555-0123');
  });

  it('round-trips with parsePhone', () => {
    const parsed = parsePhone(formatPhone('4185550199'));
    expect(parsed).toEqual({ ok: true, value: '4185550199' });
  });

  it('links to the international form', () => {
    expect(phoneHref('5145550123')).toBe('tel:+15145550123');
  });
});
