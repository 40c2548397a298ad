import type { Language } from '../domain/locale/language.ts';
import { createTranslator } from './i18n/translator.ts';
import type { PageContext } from './page-context.ts';

/** A page context as the server builds it, for component and page tests. */
export const testContext = (language: Language = 'fr', path = '/'): PageContext => ({
  language,
  t: createTranslator(language),
  path,
  nonce: 'n0nce',
  assets: { styles: [], scriptFor: () => undefined },
  csrfToken: 'token-123',
});

/** The attributes of every `<name ...>` opening tag in server-rendered HTML, in document order. */
export const elements = (html: string, name: string): Record<string, string>[] =>
  [...html.matchAll(new RegExp(`<${name}(\\s[^>]*)?/?>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((attribute) => [
        attribute[1] ?? '',
        attribute[2] ?? '',
      ]),
    ),
  );
