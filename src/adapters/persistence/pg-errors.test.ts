import { describe, expect, it } from 'vitest';
import { isDatabaseBusy, isUniqueViolation } from './pg-errors.ts';

/** An error as pg reports one from the server: a message and PostgreSQL's SQLSTATE. */
const serverError = (code: string, message = 'server error') =>
  Object.assign(new Error(message), { code });

describe('the database out of time (docs/decisions/042-timeouts.md)', () => {
  it.each([
    ['the statement timeout (query_canceled)', serverError('57014')],
    ['the lock timeout (lock_not_available)', serverError('55P03')],
    ['no pooled connection in time', new Error('timeout exceeded when trying to connect')],
    [
      'a new connection not made in time',
      new Error('Connection terminated due to connection timeout'),
    ],
    ['a busy error wrapped by another', new Error('wrapped', { cause: serverError('55P03') })],
  ])('is %s', (_name, error) => {
    expect(isDatabaseBusy(error)).toBe(true);
  });

  it.each([
    ['a unique violation', serverError('23505')],
    ['a syntax error', serverError('42601')],
    ['an error without a code', new Error('boom')],
    ['a message that merely mentions a timeout', new Error('timeout exceeded')],
    ['not an error', 'timeout exceeded when trying to connect'],
    ['nothing', undefined],
  ])('is not %s', (_name, error) => {
    expect(isDatabaseBusy(error)).toBe(false);
  });

  it('stops following causes that loop', () => {
    const looped: Error & { cause?: unknown } = new Error('a');
    looped.cause = looped;
    expect(isDatabaseBusy(looped)).toBe(false);
  });
});

describe('a unique violation', () => {
  it('is recognised by its constraint', () => {
    const error = Object.assign(serverError('23505'), { constraint: 'users_email_key' });
    expect(isUniqueViolation(error, 'users_email_key')).toBe(true);
    expect(isUniqueViolation(error, 'other')).toBe(false);
  });
});
