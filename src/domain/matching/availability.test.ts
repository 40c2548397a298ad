import { describe, expect, it } from 'vitest';
import { HEARTBEAT_WINDOW_MS, heartbeatCutoff, nextAvailabilityLapse } from './availability.ts';

describe('heartbeatCutoff', () => {
  it('is two minutes before now', () => {
    expect(HEARTBEAT_WINDOW_MS).toBe(120_000);
    expect(heartbeatCutoff(new Date('2026-11-22T12:00:00Z'))).toEqual(
      new Date('2026-11-22T11:58:00Z'),
    );
  });
});

describe('nextAvailabilityLapse', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const at = (time: string) => new Date(`2026-11-22T${time}Z`);
  const seller = (
    available: boolean,
    lastHeartbeatAt: Date | null,
    lastOnSiteHeartbeatAt: Date | null = null,
  ) => ({ available, lastHeartbeatAt, lastOnSiteHeartbeatAt });

  it('is when the oldest heartbeat of an available advisor turns two minutes old', () => {
    expect(
      nextAvailabilityLapse(
        [seller(true, at('11:59:30')), seller(true, at('11:58:40')), seller(true, at('11:59:59'))],
        now,
      ),
    ).toEqual(at('12:00:40'));
  });

  it('leaves out unavailable advisors, whose heartbeats time cannot make count', () => {
    expect(
      nextAvailabilityLapse([seller(false, at('11:59:50')), seller(true, at('11:59:00'))], now),
    ).toEqual(at('12:01:00'));
    expect(nextAvailabilityLapse([seller(false, at('11:59:50'))], now)).toBeNull();
    expect(nextAvailabilityLapse([], now)).toBeNull();
  });

  it('takes the earlier of two heartbeats that both count, never one already too old', () => {
    expect(nextAvailabilityLapse([seller(true, at('11:59:50'), at('11:58:30'))], now)).toEqual(
      at('12:00:30'),
    );
    // An on-site heartbeat too old to count is not the one that keeps the advisor available.
    expect(nextAvailabilityLapse([seller(true, at('11:59:50'), at('11:50:00'))], now)).toEqual(
      at('12:01:50'),
    );
    expect(nextAvailabilityLapse([seller(true, null, at('11:59:10'))], now)).toEqual(
      at('12:01:10'),
    );
  });
});
