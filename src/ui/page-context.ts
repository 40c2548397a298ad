import type { Language } from '#domain/locale/language.ts';
import type { Translate } from './i18n/translator.ts';

/** The role families that each ship one client entry (only when a page uses one of its islands). */
export type IslandFamily = 'public' | 'dev' | 'pr-admin' | 'client' | 'seller' | 'admin';

export type AssetLinks = {
  styles: readonly string[];
  scriptFor: (family: IslandFamily) => string | undefined;
};

/** What every server-rendered page knows about the request it answers. */
export type PageContext = {
  language: Language;
  t: Translate;
  /** The request path and query, used to build language-switch links back to the same page. */
  path: string;
  nonce?: string | undefined;
  assets: AssetLinks;
  /** Echoed by every form that posts (hidden field `csrfToken`). */
  csrfToken: string;
};
