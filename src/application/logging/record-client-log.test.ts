import { describe, expect, it } from 'vitest';
import type { Logger } from '#application/ports/logger.port.ts';
import { fakeClock } from '#tests/fakes/clock.ts';
import { createMemoryWorld } from '#tests/fakes/auth.ts';
import { boundedData, CLIENT_LOG_DATA_MAX, makeRecordClientLog } from './record-client-log.ts';

const setUp = () => {
  const lines: { msg: string; context: unknown }[] = [];
  const keep = (msg: string, context?: unknown) => void lines.push({ msg, context });
  const logger = { debug: keep, info: keep, warn: keep, error: keep } as unknown as Logger;
  const world = createMemoryWorld({ users: [] });
  const record = makeRecordClientLog({
    logger,
    rateLimiter: world.rateLimiter,
    clock: fakeClock('2026-11-24T10:00:00Z'),
  });
  return { lines, record };
};

describe('boundedData', () => {
  it('keeps small data as it is and cuts long data to the maximum', () => {
    expect(boundedData({ clientId: 'c1' })).toEqual({ clientId: 'c1' });
    expect(boundedData(undefined)).toBeUndefined();
    const cut = boundedData({ detail: 'x'.repeat(10_000) }) as { truncated: string };
    expect(cut.truncated).toHaveLength(CLIENT_LOG_DATA_MAX);
    expect(cut.truncated.startsWith('{"detail":"xxx')).toBe(true);
  });
});

describe('recordClientLog', () => {
  it('logs until the address has reported 30 times in the minute, then refuses', async () => {
    const { lines, record } = setUp();
    const report = () => record({ level: 'warn', msg: 'failed', address: '203.0.113.5' });
    for (let index = 0; index < 30; index += 1) expect((await report()).ok).toBe(true);
    const refused = await report();
    expect(refused).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
    expect(lines).toHaveLength(30);
    // Another address still reports.
    expect((await record({ level: 'warn', msg: 'other', address: '203.0.113.6' })).ok).toBe(true);
  });

  it('counts a signed-in reporter on every address', async () => {
    const { record } = setUp();
    for (let index = 0; index < 30; index += 1) {
      await record({ level: 'info', msg: 'm', userId: 'u1', address: `198.51.100.${index}` });
    }
    const refused = await record({
      level: 'info',
      msg: 'm',
      userId: 'u1',
      address: '198.51.100.99',
    });
    expect(refused.ok).toBe(false);
  });
});
