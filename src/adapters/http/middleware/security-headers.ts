import { NONCE, secureHeaders } from 'hono/secure-headers';
import { VIDEO_EMBED_ORIGINS } from '#domain/trainings/video-link.ts';

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

/** Security headers on every response. */
export const securityHeaders = (options: { https: boolean }) =>
  secureHeaders({
    // Over HTTPS, a stray http:// subresource is fetched over HTTPS too.
    contentSecurityPolicy: options.https
      ? { ...CONTENT_SECURITY_POLICY, upgradeInsecureRequests: [] }
      : CONTENT_SECURITY_POLICY,
    strictTransportSecurity: options.https ? 'max-age=31536000; includeSubDomains' : false,
    // The same rule as the CSP's frame-ancestors 'none', for browsers that only know this header.
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
