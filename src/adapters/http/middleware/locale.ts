import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import {
  languagesFromAcceptHeader,
  parseLanguage,
  resolveLanguage,
} from '../../../domain/locale/language.ts';
import { createTranslator } from '../../../ui/i18n/translator.ts';
import type { AppEnv } from '../env.ts';

const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * Picks the language of the request: a `?lang=` switch (remembered in a cookie), the remembered
 * choice, then the browser's language; French otherwise (product-spec section 1).
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
  const language = resolveLanguage({
    explicitChoice: requested ?? getCookie(c, LANGUAGE_COOKIE),
    browserLanguages: languagesFromAcceptHeader(c.req.header('accept-language')),
  });
  c.set('language', language);
  c.set('t', createTranslator(language));
  await next();
});
