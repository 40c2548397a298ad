import type { SecureHeadersVariables } from 'hono/secure-headers';
import type { Viewer } from '#application/auth/load-viewer.ts';
import type { TokenRefusal } from '#domain/access/api-tokens.ts';
import type { Scope } from '#domain/access/policy.ts';
import type { SellerFocus } from '#domain/access/seller-focus.ts';
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
    /** Whether the request presents `Authorization: Bearer` (an API token; it wins over a cookie). */
    bearer: boolean;
    /** Why a presented API token was refused (answered 401 once the language is known). */
    tokenRefusal: TokenRefusal | undefined;
    /** The presented session token, when the viewer is signed in. */
    sessionToken: string | undefined;
    /** The double-submit token that forms and API writes must send back. */
    csrfToken: string;
    /** The scope the policy table grants the viewer for this route's action. */
    scope: Scope;
    /** An advisor's page: what keeps them on a client (set by the advisor's focus guard). */
    sellerFocus: SellerFocus | undefined;
  };
};
