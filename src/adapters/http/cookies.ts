import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { DEVICE_LIFETIME_MS } from '#domain/access/session-lifetime.ts';

/**
 * Cookie names and flags in one place. HttpOnly keeps scripts (and XSS) away from the tokens,
 * SameSite=Lax keeps other sites' forms from sending them, Secure keeps them off plain HTTP when the
 * product is served over HTTPS (then the `__Host-` prefix also pins them to our host).
 */
export const makeCookies = (options: { secure: boolean }) => {
  const prefix = options.secure ? '__Host-' : '';
  const names = {
    session: `${prefix}bp_session`,
    csrf: `${prefix}bp_csrf`,
    device: `${prefix}bp_device`,
  };
  const base = { path: '/', httpOnly: true, sameSite: 'Lax', secure: options.secure } as const;
  return {
    names,
    session: {
      get: (c: Context) => getCookie(c, names.session),
      set: (c: Context, token: string, expiresAt: Date) =>
        setCookie(c, names.session, token, { ...base, expires: expiresAt }),
      clear: (c: Context) => deleteCookie(c, names.session, base),
    },
    csrf: {
      get: (c: Context) => getCookie(c, names.csrf),
      set: (c: Context, token: string) => setCookie(c, names.csrf, token, base),
    },
    /** The browser's device token: accounts signed in here are not locked out by strangers. */
    device: {
      get: (c: Context) => getCookie(c, names.device),
      set: (c: Context, token: string) =>
        setCookie(c, names.device, token, { ...base, maxAge: DEVICE_LIFETIME_MS / 1000 }),
    },
  };
};

export type Cookies = ReturnType<typeof makeCookies>;
