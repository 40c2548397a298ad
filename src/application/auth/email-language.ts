import { resolveLanguage, type Language } from '#domain/locale/language.ts';
import type { CredentialHolder } from '#application/ports/credential-store.port.ts';

/** Emails are read away from any browser: the user's language, else the concession's, else French. */
export const emailLanguageOf = (
  holder: Pick<CredentialHolder, 'language' | 'concessionLanguage'>,
): Language =>
  resolveLanguage({ userLanguage: holder.language, concessionLanguage: holder.concessionLanguage });
