import type { Behaviour } from '#ui/islands/behaviour.ts';

export type IdleResetIslandProps = {
  /** Seconds without a touch, a key or a scroll before the kiosk starts over. */
  seconds: number;
  resetUrl: string;
  /** The form posted instead of going to `resetUrl`: the server ends the visit left behind. */
  formId: string | undefined;
};

const ACTIVITY = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'input'] as const;

/**
 * The kiosk tablet is shared by walk-in customers: when someone walks away mid-questionnaire, the
 * next person must not see their answers. After `seconds` of inactivity it posts the idle form
 * (the server cancels or hands on the visit and restores the language), or goes to `resetUrl`.
 * With JavaScript off the page simply stays (the server's kiosk session ends anyway).
 */
export const behaviour: Behaviour = (_element, props) => {
  const { seconds, resetUrl, formId } = props as IdleResetIslandProps;
  const reset = () => {
    const form = formId ? document.getElementById(formId) : null;
    if (form instanceof HTMLFormElement) form.submit();
    else window.location.assign(resetUrl);
  };
  let timer = window.setTimeout(reset, seconds * 1000);
  const restart = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(reset, seconds * 1000);
  };
  for (const event of ACTIVITY) {
    window.addEventListener(event, restart, { passive: true, capture: true });
  }
};
