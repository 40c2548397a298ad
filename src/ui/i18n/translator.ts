import rosetta from 'rosetta';
import type { Language } from '#domain/locale/language.ts';
import { catalogues as tables, type Messages } from './catalogues.ts';

/** Dot paths of every string in the catalogue, e.g. `errors.server.text`. */
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Paths<Messages>;
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const catalogues = rosetta<Messages>(tables);

// A message without parameters reads the same every time: kept once looked up (a page asks for
// dozens; rosetta walks the key's path on each call). Bounded by the catalogue's keys.
const plain: Record<Language, Map<string, string>> = { fr: new Map(), en: new Map() };

export const createTranslator = (language: Language): Translate => {
  const known = plain[language];
  return (key, params) => {
    if (params) return catalogues.t(key, params, language);
    let text = known.get(key);
    if (text === undefined) {
      text = catalogues.t(key, {}, language);
      if (text !== '') known.set(key, text);
    }
    return text;
  };
};

/** Whether a string names a message of the catalogue (a schema's own message is a key). */
export const isMessageKey = (value: string): value is MessageKey => {
  let node: unknown = tables.fr;
  for (const part of value.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
};
