import type { SecureHeadersVariables } from 'hono/secure-headers';
import type { Language } from '../../domain/locale/language.ts';
import type { Translate } from '../../ui/i18n/translator.ts';

/** Request-scoped values only: who asks, in which language, under which CSP nonce. */
export type AppEnv = {
  Variables: SecureHeadersVariables & {
    requestId: string;
    language: Language;
    t: Translate;
  };
};
