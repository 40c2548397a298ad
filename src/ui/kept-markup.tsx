import { Theme } from '@radix-ui/themes';
import { createContext, createElement, useContext, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { themeProps } from './islands/providers.tsx';

/**
 * A part of a page made from plain data alone (docs/decisions/141): the page's render leaves a
 * placeholder where it goes, and the document puts there the part's markup, made once per key.
 */
export type DeferredMarkup = {
  /** What the part is made from: the same key, the same markup. */
  key: string;
  /** Called only when the key's markup is not kept yet. */
  root: () => ReactElement;
};

/** The parts a page's render leaves to the document (renderDocument provides it). */
export const DeferredMarkups = createContext<DeferredMarkup[] | null>(null);

/**
 * A placeholder, replaced whole by its part's markup: no element of its own stays. A comment inside
 * it: React escapes every text and attribute it writes, so only a placeholder's raw HTML makes one.
 */
const PLACEHOLDER_TAG = 'kept-part';
const PLACEHOLDER = /<kept-part><!--kept:(\d+)--><\/kept-part>/g;

type KeptProps = {
  /** Tells this part's keys from other parts'. */
  name: string;
  /** Everything `children` renders from, as plain data (or its JSON text, if the caller has it). */
  data: unknown;
  /** The part; its root is an element (text next to a parent's text would join it). */
  children: () => ReactElement;
};

/**
 * A part made from `data` alone, so its markup is kept per `data`; rendered where it stands when the
 * page is not rendered by the document.
 */
export const Kept = ({ name, data, children }: KeptProps) => {
  const deferred = useContext(DeferredMarkups);
  if (!deferred) return children();
  const json = typeof data === 'string' ? data : JSON.stringify(data);
  const index = deferred.push({ key: `${name}\u0000${json}`, root: children }) - 1;
  return createElement(PLACEHOLDER_TAG, {
    dangerouslySetInnerHTML: { __html: `<!--kept:${index}-->` },
  });
};

/**
 * Characters kept at most, keys and markups together (a few megabytes): a staff page's header is
 * about 5,000, an advisor's lists of 100 waiting and 100 current clients about 170,000.
 */
const MAX_KEPT_LENGTH = 4_000_000;

/**
 * The markup of deferred parts, made once per key and kept, the oldest going first when full. A
 * part is rendered inside a theme like the page's (a theme within it renders nested, as it does
 * inline), whose own element is then cut off: the markup is what the page's render would have made
 * in its place.
 */
export const keptMarkup = (maxLength = MAX_KEPT_LENGTH) => {
  const kept = new Map<string, string>();
  let length = 0;
  const keep = (key: string, markup: string) => {
    const size = key.length + markup.length;
    if (size > maxLength) return;
    for (const [oldKey, oldMarkup] of kept) {
      if (length + size <= maxLength) break;
      kept.delete(oldKey);
      length -= oldKey.length + oldMarkup.length;
    }
    kept.set(key, markup);
    length += size;
  };
  return (part: DeferredMarkup): string => {
    const known = kept.get(part.key);
    if (known !== undefined) return known;
    const whole = renderToString(<Theme {...themeProps}>{part.root()}</Theme>);
    const markup = whole.slice(whole.indexOf('>') + 1, whole.lastIndexOf('</div>'));
    keep(part.key, markup);
    return markup;
  };
};

/** The page's HTML with each deferred part's markup in its placeholder's place. */
export const fillDeferred = (
  html: string,
  deferred: readonly DeferredMarkup[],
  markupOf: (part: DeferredMarkup) => string,
) =>
  deferred.length === 0
    ? html
    : html.replace(PLACEHOLDER, (_placeholder, index: string) =>
        markupOf(deferred[Number(index)] as DeferredMarkup),
      );
