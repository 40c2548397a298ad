import type { OpenAPIHono } from '@hono/zod-openapi';

/**
 * The contract's stable parts (docs/decisions/055): operation ids, security schemes and servers.
 */

const words = (segment: string) =>
  segment === '{id}' ? ['by', 'id'] : segment.split(/[-_.]/).filter(Boolean);
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The operation id of a route, from its method and path alone so it never changes while the route
 * does not: `PUT /api/clients/{id}/feedback` -> `putClientsByIdFeedback`.
 */
export const operationIdOf = (method: string, path: string) =>
  method.toLowerCase() +
  path
    .replace(/^\/api\//, '/')
    .split('/')
    .flatMap(words)
    .map(capitalized)
    .join('');

/** The names of the security schemes, as operations and the API reference name them. */
const SECURITY_SCHEMES = {
  session: 'sessionCookie',
  csrf: 'csrfToken',
  bearer: 'bearerAuth',
} as const;

const SAFE = new Set(['get', 'head', 'options']);

/** The session cookie, with the CSRF header on writes. */
export const sessionSecurityOf = (method: string): Record<string, string[]>[] => {
  const session: Record<string, string[]> = { [SECURITY_SCHEMES.session]: [] };
  if (!SAFE.has(method.toLowerCase())) session[SECURITY_SCHEMES.csrf] = [];
  return [session];
};

/**
 * Who may call an operation: a route of the policy table takes the session cookie (with the CSRF
 * header on writes) or a bearer token; a public write (signing in) still echoes the CSRF token; a
 * public read needs nothing.
 */
export const securityOf = (
  method: string,
  action: string | undefined,
): Record<string, string[]>[] => {
  if (!action) return SAFE.has(method.toLowerCase()) ? [] : [{ [SECURITY_SCHEMES.csrf]: [] }];
  return [...sessionSecurityOf(method), { [SECURITY_SCHEMES.bearer]: [] }];
};

/** Declares the security schemes in the document's components. */
export const registerSecuritySchemes = (
  app: Pick<OpenAPIHono, 'openAPIRegistry'>,
  sessionCookieName: string,
  bearerDescription: string,
) => {
  const registry = app.openAPIRegistry;
  registry.registerComponent('securitySchemes', SECURITY_SCHEMES.session, {
    type: 'apiKey',
    in: 'cookie',
    name: sessionCookieName,
    description:
      'The session a sign-in (`POST /api/auth/callback/credentials`) sets. Writes also need the CSRF header.',
  });
  registry.registerComponent('securitySchemes', SECURITY_SCHEMES.csrf, {
    type: 'apiKey',
    in: 'header',
    name: 'x-csrf-token',
    description:
      'With the session cookie, every write echoes the token `GET /api/auth/csrf` answers (`csrfToken`).',
  });
  registry.registerComponent('securitySchemes', SECURITY_SCHEMES.bearer, {
    type: 'http',
    scheme: 'bearer',
    description: bearerDescription,
  });
};

/** The document's head: title, version and the server it is served from (the public URL). */
export const openApiConfig = (publicUrl: string, version: string) => ({
  openapi: '3.1.0',
  info: {
    title: 'Best Pairing API',
    version,
    description:
      'Every call of the Best Pairing web application. Success bodies are `{ data }`; errors are `{ message, code }`.',
  },
  servers: [{ url: new URL(publicUrl).origin, description: 'This installation' }],
});
