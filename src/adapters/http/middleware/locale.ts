import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import {
  languagesFromAcceptHeader,
  parseLanguage,
  resolveLanguage,
} from '#domain/locale/language.ts';
import { createTranslator } from '#ui/i18n/translator.ts';
import type { AppEnv } from '#adapters/http/env.ts';

const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * Picks the language of the request: a `?lang=` switch (remembered in a cookie on this device), then
 * the signed-in user's language, their dealership's, the browser's; French otherwise.
 */
export const localeMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const requested = parseLanguage(c.req.query('lang'));
  if (requested) {
    setCookie(c, LANGUAGE_COOKIE, requested, {
      path: '/',
      maxAge: ONE_YEAR_SECONDS,
      sameSite: 'Lax',
      httpOnly: true,
    });
  }
  // The switch's choice on this device first, then the user's language, the dealership's, the
  // browser's (docs/spec/product-spec.md section 1; the session middleware has already read the user).
  const record = c.var.viewer?.record;
  const language = resolveLanguage({
    role: record?.role,
    explicitChoice: requested ?? getCookie(c, LANGUAGE_COOKIE),
    userLanguage: record?.language,
    concessionLanguage: record?.concession?.language,
    browserLanguages: languagesFromAcceptHeader(c.req.header('accept-language')),
  });
  c.set('language', language);
  c.set('t', createTranslator(language));
  await next();
});
