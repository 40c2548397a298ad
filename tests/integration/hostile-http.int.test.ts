import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { startServer } from '#adapters/http/server.ts';
import type { Runtime } from '#composition/index.ts';
import { failure, sessionUser } from '#tests/fixtures/api.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import { test } from '#tests/fixtures/integration.ts';

/*
 * Hostile headers and bodies (decision 030): refused with the API's `{ message, code }` or the
 * page's own message, never a 500, never a reset connection.
 */
let runtime: Runtime;
let server: ReturnType<typeof startServer>;
let port: number;

test.override({ env: { TRUST_PROXY: 'true' } });

test.beforeAll(async ({ runtime: given }) => {
  runtime = given;
  port = await new Promise<number>((resolve) => {
    server = startServer(runtime.app.fetch, { port: 0, hostname: '127.0.0.1' }, resolve);
  });
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const CSRF_MESSAGE = 'Le formulaire a expiré. Rechargez la page et réessayez.';

describe('the Origin of a write', () => {
  it.each([
    ['null', 'null'],
    ['not a URL', 'not a url'],
    ['another site', 'https://evil.example'],
    ['a non-HTTP scheme', 'file://localhost'],
  ])('%s is refused with the CSRF message', async (_name, origin) => {
    const client = createClient(runtime);
    await client.signIn('owner@demo.test');
    const response = await client.request('/api/auth/signout', {
      method: 'POST',
      headers: { origin, 'x-csrf-token': await client.csrfToken() },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: CSRF_MESSAGE, code: 'CSRF' });
  });

  it('is required: a write without Origin (nor Referer) is refused', async () => {
    const client = createClient(runtime);
    const token = await client.csrfToken();
    const response = await runtime.app.request('/api/auth/callback/credentials', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': token,
        cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify({ email: 'owner@demo.test', password: 'Demo1234' }),
    });
    expect(response.status).toBe(403);
    expect((await failure(response)).code).toBe('CSRF');
  });
});

describe('a forwarded address that is not an IP', () => {
  // Headers cannot carry a NUL: its URL-encoded form stands in for it.
  it.each(['unknown', 'x'.repeat(400), '%00', "1.2.3.4'); drop table users; --"])(
    'is ignored on sign-in, forgot-password and the heartbeat (%#)',
    async (forwarded) => {
      const client = createClient(runtime);
      const headers = { 'x-forwarded-for': forwarded };
      const signIn = await client.request('/api/auth/callback/credentials', {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'x-csrf-token': await client.csrfToken(),
        },
        body: JSON.stringify({ email: 'seller1@demo.test', password: 'Demo1234' }),
      });
      expect(signIn.status).toBe(200);
      const forgot = await client.request('/api/auth/forgot-password', {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'x-csrf-token': await client.csrfToken(),
        },
        body: JSON.stringify({ email: 'nobody@demo.test' }),
      });
      expect(forgot.status).toBe(200);
      const me = await sessionUser(client);
      const presence = await client.request(`/api/sellers/${me?.id}/presence`, {
        method: 'POST',
        headers: { ...headers, 'x-csrf-token': await client.csrfToken() },
      });
      expect(presence.status).toBe(200);
    },
  );
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; reused: boolean };

/** One request over a real socket, through `agent` (keep-alive: the next request reuses it). */
const send = (
  agent: http.Agent,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
) =>
  new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            reused: request.reusedSocket,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });

const multipart = (fields: Record<string, string>, file: Buffer) => {
  const boundary = '----hostile-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
};

describe('bodies over their limit, on a real connection', () => {
  it('a photo over 2 MB on /seller/me goes back to the page, and the connection stays usable', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const { body, type } = multipart({ csrfToken: 'x' }, Buffer.alloc(3 * 1024 * 1024, 1));
    const refused = await send(agent, '/seller/me?form=photo', {
      method: 'POST',
      headers: { 'content-type': type, 'content-length': String(body.length) },
      body,
    });
    expect(refused.status).toBe(303);
    expect(refused.headers.location).toBe('/seller/me?error=pictureTooLarge');
    const next = await send(agent, '/readyz');
    expect(next.status).toBe(200);
    expect(next.reused).toBe(true);
    agent.destroy();
  });

  it('an API body over 1 MB is a translated 413, and the connection stays usable', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const body = Buffer.from(JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }));
    const refused = await send(agent, '/api/auth/forgot-password', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(body.length),
        'accept-language': 'en',
      },
      body,
    });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({
      message: 'The request is too large.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    const next = await send(agent, '/readyz');
    expect(next.status).toBe(200);
    expect(next.reused).toBe(true);
    agent.destroy();
  });

  it('a URL over 16 KB is a 431 with { message, code }', async () => {
    const agent = new http.Agent({ keepAlive: false });
    const refused = await send(agent, `/api/users?q=${'a'.repeat(17 * 1024)}`);
    expect(refused.status).toBe(431);
    expect(JSON.parse(refused.body)).toEqual({
      message: 'L’adresse ou les en-têtes de la requête sont trop longs.',
      code: 'HEADERS_TOO_LARGE',
    });
    agent.destroy();
  });
});

describe('bodies that do not parse', () => {
  it('a truncated multipart post to a kiosk page is a 400 page, not a 500', async () => {
    const kiosk = createClient(runtime);
    await kiosk.signIn('kiosk@demo.test');
    const { body, type } = multipart({ csrfToken: await kiosk.csrfToken() }, Buffer.alloc(10));
    const response = await kiosk.request('/client', {
      method: 'POST',
      headers: { 'content-type': type },
      body: body.subarray(0, body.length - 20),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  });

  it.each([
    ['JSON', 'application/json', '{"email": '],
    ['multipart', 'multipart/form-data; boundary=nope', '--x\r\nbroken'],
    ['multipart without boundary', 'multipart/form-data', 'a=b'],
  ])('malformed %s on the API is a 400 in the validation shape', async (_name, type, body) => {
    const client = createClient(runtime);
    const response = await client.request('/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'content-type': type, 'x-csrf-token': await client.csrfToken() },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'body' }],
    });
  });
});

// Through Node's server the headers go onto Node's answer before it is made (decision 143); in
// process (`app.request`) onto the finished response: both send the same ones.
describe('security headers through the server', () => {
  const SECURITY =
    /^(content-security-policy|cross-origin-|origin-agent|permissions-|referrer-|strict-transport|x-(content-type|dns|download|frame|permitted|xss))/;
  const securityOf = (headers: Headers) =>
    [...headers]
      .filter(([name]) => SECURITY.test(name))
      .map(([name, value]) => [name, value.replace(/'nonce-[^']+'/g, "'nonce'")]);

  it.each(['/api/nothing-here', '/login', '/api/docs'])(
    '%s carries the same twelve headers as in process',
    async (path) => {
      const served = await fetch(`http://127.0.0.1:${port}${path}`);
      const inProcess = await runtime.app.request(path);
      expect(securityOf(served.headers).map(([name]) => name)).toEqual([
        'content-security-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'origin-agent-cluster',
        'permissions-policy',
        'referrer-policy',
        'x-content-type-options',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-frame-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]);
      expect(securityOf(served.headers)).toEqual(securityOf(inProcess.headers));
    },
  );

  it("draws a page's nonce per answer, the one its script carries", async () => {
    const nonces = await Promise.all(
      [1, 2].map(async () => {
        const served = await fetch(`http://127.0.0.1:${port}/login`);
        const csp = served.headers.get('content-security-policy') ?? '';
        const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
        expect(await served.text()).toContain(`nonce="${nonce}"`);
        return nonce;
      }),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});
