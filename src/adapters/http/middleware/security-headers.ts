import { randomFillSync } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { VIDEO_EMBED_ORIGINS } from '#domain/trainings/video-link.ts';
import { isPageForm } from '#adapters/http/api/forms.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { nodeAnswerOf } from '#adapters/http/node-answer.ts';

/** Stands for the request's nonce in a policy: `'nonce-…'` once drawn. */
const NONCE = '\u0000nonce';

/**
 * The CSP allows only our own origin and, for scripts, a nonce drawn per request: an injected
 * inline script or handler cannot run (XSS), no third-party origin can be loaded, and the pages
 * cannot be framed (clickjacking).
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'", NONCE],
  scriptSrcAttr: ["'none'"],
  // Our stylesheet, and the <style> Radix's scroll lock injects with the request's nonce.
  styleSrc: ["'self'", NONCE],
  // Radix Themes sets CSS variables through style attributes; attributes cannot run code.
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  // Training videos on YouTube or Vimeo play in those sites' privacy-enhanced players, and
  // only there: no other page can be framed (docs/decisions/023).
  frameSrc: [...VIDEO_EMBED_ORIGINS],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
};

/**
 * The API reference's own CSP (Swagger UI, docs/decisions/056), for its path only: scripts from our
 * origin alone (Swagger UI's bundle and its set-up file), but the inline styles Swagger UI sets and
 * the data: images of its stylesheet. Nothing else of the app is loosened.
 */
const API_DOCS_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
};

/**
 * The API's answers are data, never a document to run: nothing may load from them, nor frame them.
 * Without a nonce, the headers are the same on every answer, made once (docs/decisions/109).
 */
const API_SECURITY_POLICY = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

type Policy = Record<string, readonly string[]>;
type Header = readonly [name: string, value: string];

/** `scriptSrcAttr` is written `script-src-attr`, as the CSP names its directives. */
const directiveName = (key: string) =>
  key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const policyText = (policy: Policy) =>
  Object.entries(policy)
    .map(([key, values]) => [directiveName(key), ...values].join(' '))
    .join('; ');

/**
 * Every answer's security headers under one CSP, made once: the CSP's nonce, when it has one, is
 * the only part drawn per request. What Hono's `secureHeaders` sent with our options, which this
 * replaces (docs/decisions/143), without its per-answer rewriting of the finished response's headers.
 */
const headersWith = (policy: Policy, options: { https: boolean }) => {
  // Over HTTPS, a stray http:// subresource is fetched over HTTPS too.
  const csp = policyText(options.https ? { ...policy, upgradeInsecureRequests: [] } : policy);
  const fixed: Header[] = [
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // Over HTTPS only: browsers then keep to HTTPS for a year.
    ...(options.https
      ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const]
      : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    // The same rule as the CSP's frame-ancestors 'none', for browsers that only know this header.
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
  return { fixed, csp, nonced: csp.includes(NONCE) };
};

type AnswerHeaders = ReturnType<typeof headersWith>;

const NONCE_BYTES = 16;
// Drawn 256 nonces at a time: one call into the random source per 256 pages, not one per page.
const pool = Buffer.alloc(NONCE_BYTES * 256);
let drawn = pool.length;

/** 16 random bytes in base64, as the nonce of one answer; each is drawn once, never reused. */
const drawNonce = () => {
  if (drawn === pool.length) {
    randomFillSync(pool);
    drawn = 0;
  }
  const nonce = pool.toString('base64', drawn, drawn + NONCE_BYTES);
  drawn += NONCE_BYTES;
  return nonce;
};

/**
 * The headers go straight to Node's answer when there is one (node-answer.ts): an answer's own
 * header of the same name would win; none sets one. Without Node's answer (`app.request` in the
 * tests), they are set on the finished response, over its own.
 */
const withHeaders = (headers: AnswerHeaders) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const nonce = headers.nonced ? drawNonce() : undefined;
    if (nonce) c.set('secureHeadersNonce', nonce);
    const csp = nonce ? headers.csp.replaceAll(NONCE, `'nonce-${nonce}'`) : headers.csp;
    const outgoing = nodeAnswerOf(c);
    if (outgoing) {
      for (const [name, value] of headers.fixed) outgoing.setHeader(name, value);
      outgoing.setHeader('Content-Security-Policy', csp);
      return next();
    }
    await next();
    for (const [name, value] of headers.fixed) c.res.headers.set(name, value);
    c.res.headers.set('Content-Security-Policy', csp);
  });

/**
 * Security headers on every response; `docsPath` and below get the API reference's CSP, the API's
 * calls the API's (a form's post excepted: its answer may be a page), the pages theirs with a nonce.
 */
export const securityHeaders = (options: { https: boolean; docsPath: string }) => {
  const app = withHeaders(headersWith(CONTENT_SECURITY_POLICY, options));
  const docs = withHeaders(headersWith(API_DOCS_SECURITY_POLICY, options));
  const api = withHeaders(headersWith(API_SECURITY_POLICY, options));
  const isDocs = (path: string) =>
    path === options.docsPath || path.startsWith(`${options.docsPath}/`);
  return createMiddleware<AppEnv>((c, next) => {
    const path = c.req.path;
    if (isDocs(path)) return docs(c, next);
    // A page's form posts to the API (no JavaScript needed), which may answer with the page again.
    const data = path.startsWith('/api/') && !isPageForm(c);
    return (data ? api : app)(c, next);
  });
};
