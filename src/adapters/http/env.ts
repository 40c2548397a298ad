import type { SecureHeadersVariables } from 'hono/secure-headers';
import type { Viewer } from '#application/auth/load-viewer.ts';
import type { Scope } from '#domain/access/policy.ts';
import type { Language } from '#domain/locale/language.ts';
import type { Translate } from '#ui/i18n/translator.ts';

/** Request-scoped values only: who asks, in which language, under which CSP nonce. */
export type AppEnv = {
  Variables: SecureHeadersVariables & {
    requestId: string;
    language: Language;
    t: Translate;
    /** The signed-in user, or null. */
    viewer: Viewer | null;
    /** The presented session token, when the viewer is signed in. */
    sessionToken: string | undefined;
    /** The double-submit token that forms and API writes must send back. */
    csrfToken: string;
    /** The scope the policy table grants the viewer for this route's action. */
    scope: Scope;
  };
};
