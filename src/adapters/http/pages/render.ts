import type { Context } from 'hono';
import { renderDocument, type PageRender } from '#ui/document.tsx';
import type { AssetLinks, PageContext } from '#ui/page-context.ts';
import type { AppEnv } from '#adapters/http/env.ts';

export type PageStatus = 200 | 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 503;

/**
 * The page a response shows, for links back to it (the language switch). A form re-rendered with
 * its errors answers a POST whose address may have no page: the page is the one the form was on
 * (the same-origin Referer), else the posted address.
 */
const pagePathOf = (c: Context<AppEnv>) => {
  const url = new URL(c.req.url);
  if (c.req.method !== 'GET') {
    const referer = c.req.header('referer');
    const from = referer && URL.canParse(referer) ? new URL(referer) : null;
    if (from?.host === url.host) return from.pathname + from.search;
  }
  return url.pathname + url.search;
};

/** Turns a request into the context pages render with, and a page into an HTML response. */
export const makePageRenderer = (assets: AssetLinks) => {
  const pageContext = (c: Context<AppEnv>): PageContext => ({
    language: c.get('language'),
    t: c.get('t'),
    path: pagePathOf(c),
    nonce: c.get('secureHeadersNonce'),
    assets,
    csrfToken: c.get('csrfToken'),
  });
  const render = (c: Context<AppEnv>, page: PageRender, status: PageStatus = 200) =>
    c.html(renderDocument(pageContext(c), page), status);
  return { pageContext, render };
};

export type PageRenderer = ReturnType<typeof makePageRenderer>;
