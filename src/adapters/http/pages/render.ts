import type { Context } from 'hono';
import { renderDocument, type PageRender } from '../../../ui/document.tsx';
import type { AssetLinks, PageContext } from '../../../ui/page-context.ts';
import type { AppEnv } from '../env.ts';

export type PageStatus = 200 | 401 | 403 | 404 | 409 | 422 | 429 | 500;

/** Turns a request into the context pages render with, and a page into an HTML response. */
export const makePageRenderer = (assets: AssetLinks) => {
  const pageContext = (c: Context<AppEnv>): PageContext => ({
    language: c.var.language,
    t: c.var.t,
    path: c.req.path + new URL(c.req.url).search,
    nonce: c.var.secureHeadersNonce,
    assets,
    csrfToken: c.var.csrfToken,
  });
  const render = (c: Context<AppEnv>, page: PageRender, status: PageStatus = 200) =>
    c.html(renderDocument(pageContext(c), page), status);
  return { pageContext, render };
};

export type PageRenderer = ReturnType<typeof makePageRenderer>;
