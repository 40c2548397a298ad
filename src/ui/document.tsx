import { Theme } from '@radix-ui/themes';
import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { IslandCollector } from './islands/island.tsx';
import { DeferredMarkups, fillDeferred, keptMarkup, type DeferredMarkup } from './kept-markup.tsx';
import { themeProps } from './islands/providers.tsx';
import type { IslandFamily, PageContext } from './page-context.ts';

export type PageRender = {
  title: string;
  body: ReactElement;
  /** The client entry that hydrates this page's islands, if it has any. */
  family?: IslandFamily;
};

const markupOf = keptMarkup();

/** Heads kept at most: one per page title, stylesheet set and script (titles name a few records). */
const MAX_HEADS = 1000;
const heads = new Map<string, string>();

/** A document's head, made once per title, stylesheets and script, and kept. */
const headOf = (title: string, styles: readonly string[], script: string | undefined) => {
  const key = [title, script ?? '', ...styles].join('\u0000');
  let head = heads.get(key);
  if (head === undefined) {
    head = renderToStaticMarkup(
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{title}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {script ? <link rel="modulepreload" href={script} /> : null}
      </head>,
    );
    if (heads.size >= MAX_HEADS) heads.clear();
    heads.set(key, head);
  }
  return head;
};

/**
 * Renders a whole HTML document. The body is rendered first so the islands it uses are known: a page
 * without islands ships no script at all, and a page with islands ships its family's entry, allowed
 * by the request's CSP nonce. Parts made from plain data alone (a staff page's header, kept islands)
 * are left out of the body's render and filled with their kept markup (docs/decisions/141).
 */
export const renderDocument = (context: PageContext, page: PageRender): string => {
  const islands = new Set<string>();
  const deferred: DeferredMarkup[] = [];
  const rendered = renderToString(
    <IslandCollector.Provider value={islands}>
      <DeferredMarkups.Provider value={deferred}>
        <Theme {...themeProps} className="app-theme">
          {page.body}
        </Theme>
      </DeferredMarkups.Provider>
    </IslandCollector.Provider>,
  );
  const body = fillDeferred(rendered, deferred, markupOf);
  const script =
    islands.size > 0 && page.family ? context.assets.scriptFor(page.family) : undefined;
  const head = headOf(`${page.title} · ${context.t('app.name')}`, context.assets.styles, script);
  const scriptTag = script
    ? renderToStaticMarkup(<script type="module" src={script} nonce={context.nonce} />)
    : '';
  return `<!doctype html><html lang="${context.language}">${head}<body>${body}${scriptTag}</body></html>`;
};
