import type { JobHelpers } from 'graphile-worker';
import { describe, expect, it } from 'vitest';
import { buildTaskList } from './tasks.ts';

const helpers = { job: { attempts: 1, max_attempts: 5 } } as unknown as JobHelpers;

describe('buildTaskList', () => {
  it('runs a scheduled task with the payload the crontab gives it (`_cron`)', async () => {
    const payloads: unknown[] = [];
    const tasks = buildTaskList({
      'archive-be-backs': async (payload) => {
        payloads.push(payload);
      },
    });
    const cronPayload = { _cron: { ts: '2026-11-22T14:00:00.000Z', backfilled: false } };
    await tasks['archive-be-backs']?.(cronPayload, helpers);
    await tasks['archive-be-backs']?.(undefined, helpers);
    expect(payloads).toEqual([{}, {}]);
  });

  it('refuses a malformed payload before the handler runs', async () => {
    let ran = false;
    const tasks = buildTaskList({
      'deliver-email': async () => {
        ran = true;
      },
      'expire-sale-holds': async () => {
        ran = true;
      },
    });
    await expect(tasks['deliver-email']?.({ messageId: 'nope' }, helpers)).rejects.toThrow();
    await expect(tasks['expire-sale-holds']?.({ surprise: 1 }, helpers)).rejects.toThrow();
    expect(ran).toBe(false);
  });

  it('passes the attempt in progress to the handler', async () => {
    const attempts: unknown[] = [];
    const tasks = buildTaskList({
      'deliver-sms': async (_payload, job) => {
        attempts.push(job);
      },
    });
    await tasks['deliver-sms']?.({ messageId: '7d0c3f8e-51a1-4c47-9d8e-0a4f5e3b2c1d' }, helpers);
    expect(attempts).toEqual([{ attempt: 1, maxAttempts: 5 }]);
  });
});
