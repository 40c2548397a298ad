import { describe, expect, it } from 'vitest';
import { HEARTBEAT_WINDOW_MS, heartbeatCutoff } from './availability.ts';

describe('heartbeatCutoff', () => {
  it('is two minutes before now', () => {
    expect(HEARTBEAT_WINDOW_MS).toBe(120_000);
    expect(heartbeatCutoff(new Date('2026-11-22T12:00:00Z'))).toEqual(
      new Date('2026-11-22T11:58:00Z'),
    );
  });
});
