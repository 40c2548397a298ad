export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** Reads a language code ("en", "en-CA", "EN") as a supported language, or undefined. */
export const parseLanguage = (value: string | null | undefined): Language | undefined => {
  const code = value?.trim().slice(0, 2).toLowerCase();
  return LANGUAGES.find((language) => language === code);
};

/** Any unsupported or missing language falls back to French (docs/spec/product-spec.md section 1). */
export const toLanguage = (value: string | null | undefined): Language =>
  parseLanguage(value) ?? DEFAULT_LANGUAGE;

/** The languages of an Accept-Language header, by preference (q values), first two letters each. */
export const languagesFromAcceptHeader = (header: string | null | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag.slice(0, 2).toLowerCase());

export type LocaleSources = {
  role?: string | undefined;
  /** Set when a page asks for the walk-in client's language first (kiosk screens, client records). */
  clientFirst?: boolean;
  clientLanguage?: string | null | undefined;
  /** The service kiosk keeps the language chosen for the survey on the tablet. */
  serviceStoredLanguage?: string | null | undefined;
  /** This request's own `?lang=`: the caller asks for this answer in a language. */
  requested?: string | null | undefined;
  /** This device's language switch (its cookie), for who has no account of their own here. */
  deviceChoice?: string | null | undefined;
  userLanguage?: string | null | undefined;
  concessionLanguage?: string | null | undefined;
  browserLanguages?: readonly string[];
};

/**
 * The locale resolution of docs/spec/product-spec.md section 1: the client's language for client screens (or when
 * client-first is asked), the stored survey language for the service kiosk, otherwise the user's
 * language, then the concession's, then the browser's; anything unsupported falls back to French.
 * A device's language switch speaks for whoever uses the device without an account of their own
 * (a visitor signed out, the kiosks); a signed-in person's language is their account's, except
 * for an answer whose request asks for another (`?lang=`).
 */
export const resolveLanguage = (sources: LocaleSources): Language => {
  const kiosk = sources.role === 'client' || sources.role === 'service';
  if (sources.role === 'client' || sources.clientFirst) {
    const client = parseLanguage(sources.clientLanguage);
    if (client) return client;
  }
  if (sources.role === 'service') {
    const stored = parseLanguage(sources.serviceStoredLanguage);
    if (stored) return stored;
  }
  const own = kiosk ? undefined : parseLanguage(sources.userLanguage);
  const ordered = [
    sources.requested,
    own ?? sources.deviceChoice,
    sources.userLanguage,
    sources.concessionLanguage,
    ...(sources.browserLanguages ?? []).slice(0, 1),
  ];
  for (const candidate of ordered) {
    const language = parseLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
};
