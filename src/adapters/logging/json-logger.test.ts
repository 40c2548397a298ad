import { describe, expect, it } from 'vitest';
import { createJsonLogger, redactSecrets } from './json-logger.ts';

const capture = (level: 'debug' | 'info' = 'debug') => {
  const lines: Record<string, unknown>[] = [];
  const logger = createJsonLogger({
    level,
    now: () => new Date('2026-11-25T10:00:00.000Z'),
    write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  return { lines, logger };
};

describe('createJsonLogger', () => {
  it('writes one JSON object per line with the time, the level by name, the message and the fields', () => {
    const { lines, logger } = capture();
    logger.child({ requestId: 'r1' }).warn('Accept failed', { clientId: 'c1' });
    expect(lines).toEqual([
      {
        time: '2026-11-25T10:00:00.000Z',
        level: 'warn',
        msg: 'Accept failed',
        requestId: 'r1',
        clientId: 'c1',
      },
    ]);
  });

  it('drops the lines under its level', () => {
    const { lines, logger } = capture('info');
    logger.debug('GET /assets/app.js');
    logger.info('request');
    expect(lines.map((line) => line['msg'])).toEqual(['request']);
  });

  it('redacts emails, passwords, tokens, cookies and authorization headers, nested too', () => {
    const { lines, logger } = capture();
    logger.info('sign-in', {
      email: 'owner@demo.test',
      password: 'Demo1234',
      user: { email: 'seller1@demo.test', id: 'u1' },
      headers: {
        authorization: 'Bearer bp_secret',
        cookie: 'session=abc',
        'x-csrf-token': 'csrf-value-1',
      },
      request: { body: { token: 'reset-token', newPassword: 'Other1234' } },
    });
    const text = JSON.stringify(lines);
    for (const secret of [
      '@demo.test',
      'Demo1234',
      'bp_secret',
      'abc',
      'csrf-value-1',
      'reset-token',
      'Other1234',
    ])
      expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({
      email: '[redacted]',
      user: { email: '[redacted]', id: 'u1' },
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
    });
  });

  it('censors secrets in arrays, two levels down, and leaves the caller’s fields as they were', () => {
    const fields = {
      users: [{ email: 'a@demo.test', id: 'u1' }],
      deep: { a: { b: { token: 't' } } },
    };
    expect(redactSecrets(fields)).toEqual({
      users: [{ email: '[redacted]', id: 'u1' }],
      deep: { a: { b: { token: 't' } } },
    });
    expect(fields.users[0]?.email).toBe('a@demo.test');
  });

  it('returns a line without secrets as it is, and an error untouched', () => {
    const line = { requestId: 'r1', method: 'GET', path: '/api/auth/session', status: 200, ms: 1 };
    expect(redactSecrets(line)).toBe(line);
    const error = Object.assign(new Error('boom'), { code: 'E_BOOM' });
    expect(redactSecrets({ error }).error).toBe(error);
  });

  it('keeps what helps to debug an error: its name, message and stack', () => {
    const { lines, logger } = capture();
    logger.error('Shutdown failed', { error: new TypeError('boom') });
    expect(lines[0]?.['error']).toMatchObject({
      type: 'TypeError',
      message: 'boom',
      stack: expect.stringContaining('boom'),
    });
  });
});
