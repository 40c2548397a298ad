import type { Clock } from '#application/ports/clock.port.ts';

/** A clock the test moves by hand. */
export const fakeClock = (start: string) => {
  let now = new Date(start);
  return {
    now: () => now,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  } satisfies Clock & { advance: (ms: number) => void };
};
