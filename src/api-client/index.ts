import createFetchClient, { type Middleware } from 'openapi-fetch';
import type { components, operations, paths } from '../../openapi/schema.d.ts';

/*
 * The typed client of the Best Pairing API (docs/decisions/055): openapi-fetch over the `paths` that
 * openapi-typescript generates from the committed OpenAPI document (openapi/schema.d.ts). Its
 * requests and answers are those of the contract; a body the contract refuses does not compile.
 */

export type { components, operations, paths };
/** The named schemas of the contract: `Schemas['Client']`, `Schemas['KioskAnswers']`... */
export type Schemas = components['schemas'];

export type ApiClientOptions = {
  /** The installation, e.g. `https://app.example.com`; none in a browser (same origin). */
  baseUrl?: string;
  /** The fetch the calls go through (default: the global one). */
  fetch?: (request: Request) => Promise<Response>;
  /** An API token, sent as `Authorization: Bearer`: no cookie and no CSRF header. */
  token?: string;
  /**
   * With the session cookie instead: the CSRF token writes echo in `x-csrf-token` (a page hands its
   * own); without one, each write first reads `GET /api/auth/csrf`.
   */
  csrfToken?: string;
};

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

const bearer = (token: string): Middleware => ({
  onRequest: ({ request }) => {
    request.headers.set('authorization', `Bearer ${token}`);
    return request;
  },
});

const csrf = (readToken: () => Promise<string>): Middleware => ({
  onRequest: async ({ request }) => {
    if (SAFE.has(request.method) || request.headers.has('x-csrf-token')) return request;
    request.headers.set('x-csrf-token', await readToken());
    return request;
  },
});

/** A client of the API: `api.GET('/api/clients')`, `api.PUT('/api/clients/{id}/feedback', ...)`. */
export const createApiClient = (options: ApiClientOptions = {}) => {
  const { baseUrl = '', token, csrfToken } = options;
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createFetchClient<paths>({ baseUrl, fetch: send });
  const readToken = async () => {
    if (csrfToken) return csrfToken;
    const { data } = await createFetchClient<paths>({ baseUrl, fetch: send }).GET('/api/auth/csrf');
    return data?.csrfToken ?? '';
  };
  client.use(token ? bearer(token) : csrf(readToken));
  return client;
};

/**
 * A fetch that keeps the session as a browser does, for a program signed in with a password: the
 * cookies the server sets go back with each call, and writes carry the `Origin` of `baseUrl`.
 */
export const sessionFetch = (
  baseUrl: string,
  send: (request: Request) => Promise<Response> = (request) => globalThis.fetch(request),
) => {
  const jar = new Map<string, string>();
  const origin = new URL(baseUrl).origin;
  return async (request: Request) => {
    const headers = new Headers(request.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    if (!SAFE.has(request.method) && !headers.has('origin')) headers.set('origin', origin);
    const response = await send(new Request(request, { headers }));
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const value = pair.slice(index + 1);
      if (value === '' || /max-age=0/i.test(line)) jar.delete(pair.slice(0, index));
      else jar.set(pair.slice(0, index), value);
    }
    return response;
  };
};
