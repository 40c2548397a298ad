import { webcrypto } from 'node:crypto';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Cookies } from '#adapters/http/cookies.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { isPageForm } from '#adapters/http/api/forms.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN = /^[a-z2-7]{32}$/;
const encoder = new TextEncoder();

const newToken = () => {
  const bytes = new Uint8Array(20);
  webcrypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
};

const presentedToken = async (c: Context): Promise<string | undefined> => {
  const header = c.req.header('x-csrf-token');
  if (header) return header;
  if (isPageForm(c)) {
    const value = (await c.req.parseBody())['csrfToken'];
    return typeof value === 'string' ? value : undefined;
  }
  if ((c.req.header('content-type') ?? '').startsWith('application/json')) {
    const body: unknown = await c.req.json().catch(() => undefined);
    const value = (body as { csrfToken?: unknown } | undefined)?.csrfToken;
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
};

/** The origin (`scheme://host[:port]`) of a header's URL; null when absent, `null` or not a URL. */
const originOf = (value: string | undefined): URL | null => {
  if (!value || value === 'null') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
};

/**
 * Browsers send Origin on every write (the Referer stands in only where a client sends no Origin at
 * all). A write with neither, or with a `null` (sandboxed frames) or malformed Origin, cannot be
 * shown to come from our pages and is refused, never parsed into a crash (decision 030).
 */
export const fromOurPages = (c: Context, allowedOrigins: readonly string[]) => {
  const origin = c.req.header('origin');
  const source = originOf(origin ?? c.req.header('referer'));
  if (!source) return false;
  return source.host === c.req.header('host') || allowedOrigins.includes(source.origin);
};

export type CsrfOptions = {
  cookies: Cookies;
  /** Origins our own pages are served from; a write whose Origin header is another is refused. */
  allowedOrigins: readonly string[];
  /** Paths that take no cookie-authenticated writes (signed webhooks, browser log reports). */
  exempt: (path: string) => boolean;
  refuse: (c: Context<AppEnv>) => Response | Promise<Response>;
};

/**
 * Cross-site request forgery protection for every cookie-authenticated write, sign-in included: the
 * Origin header (or, without one, the Referer) must be ours, and the request must echo the token of our HttpOnly cookie
 * (form field `csrfToken`, JSON `csrfToken`, or header `x-csrf-token`). Another site can make the
 * browser send the cookie, never read it, so it cannot forge the echo (double-submit pattern, on top
 * of SameSite=Lax). Bearer requests without a session cookie are not cookie-authenticated and skip it.
 */
export const csrfProtection = (options: CsrfOptions) =>
  createMiddleware<AppEnv>(async (c, next) => {
    let token = options.cookies.csrf.get(c);
    if (!token || !TOKEN.test(token)) {
      token = newToken();
      options.cookies.csrf.set(c, token);
    }
    c.set('csrfToken', token);
    if (SAFE_METHODS.has(c.req.method) || options.exempt(c.req.path)) return next();
    // A program with an API token and no session cookie has nothing a forged request could ride on
    // (another site cannot set the Authorization header); with a session cookie, CSRF still applies.
    if (c.get('bearer') && !options.cookies.session.get(c)) return next();

    if (!fromOurPages(c, options.allowedOrigins)) return options.refuse(c);
    const presented = await presentedToken(c);
    if (!presented || !constantTimeEqual(encoder.encode(presented), encoder.encode(token))) {
      return options.refuse(c);
    }
    return next();
  });
