import type { Behaviour } from '#ui/islands/behaviour.ts';

export type IdleResetIslandProps = {
  /** Seconds without a touch, a key or a scroll before the kiosk starts over. */
  seconds: number;
  resetUrl: string;
};

const ACTIVITY = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'input'] as const;

/**
 * The kiosk tablet is shared by walk-in customers: when someone walks away mid-questionnaire, the
 * next person must not see their answers. After `seconds` of inactivity it goes to `resetUrl`.
 * With JavaScript off the page simply stays (the server's kiosk session ends anyway).
 */
export const behaviour: Behaviour = (_element, props) => {
  const { seconds, resetUrl } = props as IdleResetIslandProps;
  const reset = () => window.location.assign(resetUrl);
  let timer = window.setTimeout(reset, seconds * 1000);
  const restart = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(reset, seconds * 1000);
  };
  for (const event of ACTIVITY) {
    window.addEventListener(event, restart, { passive: true, capture: true });
  }
};
