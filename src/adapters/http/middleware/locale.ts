import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import {
  languagesFromAcceptHeader,
  type Language,
  parseLanguage,
  resolveLanguage,
} from '#domain/locale/language.ts';
import { createTranslator } from '#ui/i18n/translator.ts';
import type { AppEnv } from '#adapters/http/env.ts';

const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * The language of the request (resolveLanguage): the signed-in person's own, their dealership's,
 * the browser's; the device's switch (`?lang=`, then its cookie) for visitors and the kiosks.
 */
const setLocale = (
  c: Context<AppEnv>,
  requested: Language | undefined,
  clientLanguage?: Language,
) => {
  // docs/spec/product-spec.md section 1; the session middleware has already read the user.
  const record = c.get('viewer')?.record;
  const language = resolveLanguage({
    role: record?.role,
    clientFirst: clientLanguage !== undefined,
    clientLanguage,
    requested,
    deviceChoice: getCookie(c, LANGUAGE_COOKIE),
    userLanguage: record?.language,
    concessionLanguage: record?.concession?.language,
    browserLanguages: languagesFromAcceptHeader(c.req.header('accept-language')),
  });
  c.set('language', language);
  c.set('t', createTranslator(language));
};

/** This device's language switch, for whoever uses it without an account of their own. */
export const rememberLanguageChoice = (c: Context<AppEnv>, language: Language) => {
  setCookie(c, LANGUAGE_COOKIE, language, {
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
    sameSite: 'Lax',
    httpOnly: true,
  });
};

/** Picks the language of the request; a `?lang=` switch is remembered in a cookie on this device. */
export const localeMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const requested = parseLanguage(c.req.query('lang'));
  if (requested) rememberLanguageChoice(c, requested);
  setLocale(c, requested);
  await next();
});

/**
 * An answer made before the locale middleware ran (the session's lookup failed) still speaks the
 * request's language: the switch, the cookie or the browser's.
 */
export const ensureLocale = (c: Context<AppEnv>) => {
  if (!c.get('t')) setLocale(c, parseLanguage(c.req.query('lang')));
};

/**
 * Client-first (docs/spec/product-spec.md section 1): a page a walk-in client reads on a staff
 * member's device (the advisor filling in the buyer's questionnaire) speaks the client's language.
 */
export const speakClientLanguage = (c: Context<AppEnv>, clientLanguage: Language) => {
  setLocale(c, parseLanguage(c.req.query('lang')), clientLanguage);
};

/** Forgets this device's language switch: the next page speaks the account's language again. */
export const forgetLanguageChoice = (c: Context<AppEnv>) => {
  deleteCookie(c, LANGUAGE_COOKIE, { path: '/' });
};
