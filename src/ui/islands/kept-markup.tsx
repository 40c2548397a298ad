import { Theme } from '@radix-ui/themes';
import { renderToString } from 'react-dom/server';
import type { DeferredIsland } from './island.tsx';
import { themeProps } from './providers.tsx';

/** Markups kept at most: an advisor's home is a few kilobytes per session and state of its lists. */
const MAX_KEPT = 200;

/**
 * The markup of kept islands (island.tsx), made once per name and props (docs/decisions/141). It
 * is rendered inside a theme like the page's, so the island's own theme renders as nested, as it
 * does inline; that outer theme's element is then cut off. The oldest markup goes first when full.
 */
export const keptIslandMarkup = (max = MAX_KEPT) => {
  const kept = new Map<string, string>();
  return (island: DeferredIsland): string => {
    const known = kept.get(island.key);
    if (known !== undefined) return known;
    const whole = renderToString(<Theme {...themeProps}>{island.root}</Theme>);
    const markup = whole.slice(whole.indexOf('>') + 1, whole.lastIndexOf('</div>'));
    if (kept.size >= max) kept.delete(kept.keys().next().value as string);
    kept.set(island.key, markup);
    return markup;
  };
};
