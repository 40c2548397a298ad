import { Hono } from 'hono';
import type { makeSetUserLanguage } from '#application/users/set-user-language.ts';
import { scopeOf } from '#domain/access/policy.ts';
import { homeOf } from '#domain/access/roles.ts';
import { parseLanguage } from '#domain/locale/language.ts';
import { LANGUAGE_PATH } from '#ui/layouts/app-layout.tsx';
import type { AppEnv } from '#adapters/http/env.ts';
import { rememberLanguageChoice } from '#adapters/http/middleware/locale.ts';

/** A path of this site only: `//host`, `/\host` or a full address never lead off it. */
const pathOnThisSite = (value: unknown) =>
  typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : undefined;

/**
 * The staff pages' language switch: a signed-in person's language is their account's (spec
 * section 1: the user's, then the dealership's, then the browser's), so switching saves it there;
 * for a visitor without an account (the style guide) it is this device's choice, as a `?lang=`
 * link makes it. Then back to the page it was made on. A form post with the CSRF token.
 */
export const makeLanguagePages = (deps: {
  setUserLanguage: ReturnType<typeof makeSetUserLanguage>;
}) => {
  const router = new Hono<AppEnv>();
  router.post(LANGUAGE_PATH, async (c) => {
    const viewer = c.get('viewer');
    const body = await c.req.parseBody();
    const language = parseLanguage(typeof body['language'] === 'string' ? body['language'] : '');
    const back = pathOnThisSite(body['next']) ?? (viewer ? homeOf(viewer.role) : '/');
    const scope = viewer ? scopeOf(viewer.role, 'users.language.write') : null;
    if (language && viewer && scope) {
      await deps.setUserLanguage({ actor: viewer, scope, userId: viewer.userId, language });
    } else if (language) {
      rememberLanguageChoice(c, language);
    }
    return c.redirect(back, 303);
  });
  return router;
};
