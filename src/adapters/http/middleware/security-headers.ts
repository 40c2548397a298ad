import { createMiddleware } from 'hono/factory';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { VIDEO_EMBED_ORIGINS } from '#domain/trainings/video-link.ts';
import { isPageForm } from '#adapters/http/api/forms.ts';

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

type Policy = NonNullable<
  NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']
>;

const headersWith = (policy: Policy, options: { https: boolean }) =>
  secureHeaders({
    // Over HTTPS, a stray http:// subresource is fetched over HTTPS too.
    contentSecurityPolicy: options.https ? { ...policy, upgradeInsecureRequests: [] } : policy,
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
    // The same rule as the CSP's frame-ancestors 'none', for browsers that only know this header.
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });

/**
 * Security headers on every response; `docsPath` and below get the API reference's CSP, the API's
 * calls the API's (a form's post excepted: its answer may be a page), the pages theirs with a nonce.
 */
export const securityHeaders = (options: { https: boolean; docsPath: string }) => {
  const app = headersWith(CONTENT_SECURITY_POLICY, options);
  const docs = headersWith(API_DOCS_SECURITY_POLICY, options);
  const api = headersWith(API_SECURITY_POLICY, options);
  const isDocs = (path: string) =>
    path === options.docsPath || path.startsWith(`${options.docsPath}/`);
  return createMiddleware((c, next) => {
    const path = c.req.path;
    if (isDocs(path)) return docs(c, next);
    // A page's form posts to the API (no JavaScript needed), which may answer with the page again.
    const data = path.startsWith('/api/') && !isPageForm(c);
    return (data ? api : app)(c, next);
  });
};
