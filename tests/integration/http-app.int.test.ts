import { describe, expect, it } from 'vitest';
import { failure, openApiDocument } from '#tests/fixtures/api.ts';
import { createJsonLogger } from '#adapters/logging/json-logger.ts';
import type { Runtime } from '#composition/index.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import { test } from '#tests/fixtures/integration.ts';

let runtime: Runtime;
const logLines: Record<string, unknown>[] = [];

// The migrated tables only, and every log line kept for the assertions below.
test.override({
  template: 'empty',
  env: { SEED_DEMO: 'false' },
  logger: createJsonLogger({
    level: 'debug',
    write: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>),
  }),
});

test.beforeAll(({ runtime: given }) => {
  runtime = given;
});

const request = (path: string, init?: RequestInit) => runtime.app.request(path, init);

describe('system routes', () => {
  it('answers liveness and readiness with the { data } envelope', async () => {
    const health = await request('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ data: { status: 'ok' } });

    const ready = await request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ data: { ready: true, checks: { database: 'ok' } } });
  });
});

describe('POST /api/logging', () => {
  it('writes the entry to the server log, marked as coming from the browser, and answers 204', async () => {
    const response = await createClient(runtime).request('/api/logging', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'kiosk-test' },
      body: JSON.stringify({ level: 'warn', msg: 'Accept failed', data: { clientId: 'c1' } }),
    });
    expect(response.status).toBe(204);
    expect(logLines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'Accept failed',
        source: 'client',
        userAgent: 'kiosk-test',
        data: { clientId: 'c1' },
      }),
    );
  });

  it('refuses a bad entry with the one validation shape, in the language asked for', async () => {
    const response = await createClient(runtime).request('/api/logging', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-CA' },
      body: JSON.stringify({ level: 'loud', msg: '' }),
    });
    expect(response.status).toBe(400);
    const body = await failure(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toBe('Some of the data sent is invalid.');
    expect(body.issues?.map((issue) => issue.path).sort()).toEqual(['json.level', 'json.msg']);
  });

  it('refuses a body over the limit with 413 and the error shape', async () => {
    const response = await request('/api/logging', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ level: 'info', msg: 'x', data: 'y'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  // Issue 19: the log is not an open door.
  const report = (data: unknown) =>
    createClient(runtime).request('/api/logging', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ level: 'info', msg: 'report', data }),
    });

  it('takes anonymous reports only from our own pages', async () => {
    const response = await request('/api/logging', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ level: 'error', msg: 'flood' }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'CSRF' });
    expect(logLines).not.toContainEqual(expect.objectContaining({ msg: 'flood' }));
  });

  it('caps the body at 16 KB and cuts long data', async () => {
    expect((await report('z'.repeat(20 * 1024))).status).toBe(413);
    expect((await report({ detail: 'y'.repeat(5000) })).status).toBe(204);
    const logged = logLines.findLast((line) => line['msg'] === 'report');
    expect(JSON.stringify(logged?.['data']).length).toBeLessThan(2100);
    expect(logged?.['data']).toMatchObject({ truncated: expect.stringContaining('yyyy') });
  });

  it('limits reports per address: the 31st in a minute is refused', async () => {
    let status = 204;
    let sent = 0;
    while (status === 204 && sent < 40) {
      status = (await report(null)).status;
      sent += 1;
    }
    expect(status).toBe(429);
    // Earlier tests of this file reported from the same address too.
    expect(sent).toBeLessThanOrEqual(30);
  });
});

describe('errors and documents', () => {
  it('answers an unknown API path with a JSON 404 in French by default', async () => {
    const response = await request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: 'La ressource demandée n’existe pas.',
      code: 'NOT_FOUND',
    });
  });

  it('sends API answers the data CSP (nothing loads, nothing frames), without a nonce', async () => {
    const api = await request('/api/nothing-here');
    const csp = api.headers.get('content-security-policy');
    expect(csp).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('x-frame-options')).toBe('DENY');
    // Pages keep theirs, with a nonce drawn for each answer; so does a page's form posted to the
    // API, whose answer may be the page again.
    const page = await request('/');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+'/);
    const form = await request('/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=',
    });
    expect(form.headers.get('content-security-policy')).toContain("form-action 'self'");
  });

  it('draws a new nonce of 16 random bytes for each page, past a refill of its pool', async () => {
    const nonces = new Set<string>();
    // The nonces are drawn 256 at a time (security-headers.ts): 300 pages cross a refill.
    for (let batch = 0; batch < 6; batch += 1) {
      const pages = await Promise.all(Array.from({ length: 50 }, () => request('/login')));
      for (const page of pages) {
        const csp = page.headers.get('content-security-policy') ?? '';
        const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
        expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
        nonces.add(nonce);
      }
    }
    expect(nonces.size).toBe(300);
  });

  it('serves an OpenAPI 3.1 document declaring every response of every route', async () => {
    const response = await request('/api/openapi.json');
    const document = await openApiDocument(response);
    expect(document.openapi).toBe('3.1.0');
    // Every module adds its routes; these are the app's own.
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/logging', '/healthz', '/readyz']),
    );
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '500']));
      }
    }
    expect(Object.keys(document.paths['/readyz']?.get?.responses ?? {})).toContain('503');
  });
});

describe('pages', () => {
  it('renders the home page in French with security headers and no script', async () => {
    const response = await request('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Le bon conseiller pour chaque client');
    expect(html).not.toContain('<script');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('follows ?lang=, remembers it in a cookie, and reads Accept-Language otherwise', async () => {
    const switched = await request('/?lang=en');
    expect(await switched.text()).toContain('<html lang="en">');
    expect(switched.headers.get('set-cookie')).toMatch(/lang=en;.*HttpOnly/);

    const remembered = await request('/', { headers: { cookie: 'lang=en' } });
    expect(await remembered.text()).toContain('The right advisor for every customer');

    const browser = await request('/', { headers: { 'accept-language': 'en-US,fr;q=0.5' } });
    expect(await browser.text()).toContain('<html lang="en">');

    const unsupported = await request('/', { headers: { 'accept-language': 'es' } });
    expect(await unsupported.text()).toContain('<html lang="fr">');
  });

  it('links the language switch of a form re-rendered after a post to the page the form was on', async () => {
    const browser = createClient(runtime);
    const fields = { email: 'nobody@demo.test', password: 'Wrong1234' };
    const fromLogin = await browser.request('/api/auth/callback/credentials', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        referer: 'http://localhost:3000/login?callbackUrl=%2Fseller',
      },
      body: new URLSearchParams({ ...fields, csrfToken: await browser.csrfToken() }).toString(),
    });
    const html = await fromLogin.text();
    expect(html).toContain('href="/login?callbackUrl=%2Fseller&amp;lang=en"');
    expect(html).not.toContain('href="/api/auth/callback/credentials?lang=en"');

    // A Referer from another site is not followed: the posted address stays.
    const elsewhere = await browser.request('/api/auth/callback/credentials', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        referer: 'https://evil.example/login',
      },
      body: new URLSearchParams({ ...fields, csrfToken: await browser.csrfToken() }).toString(),
    });
    expect(await elsewhere.text()).not.toContain('evil.example');
  });

  it('shows the 404 page with a 404 status', async () => {
    const response = await request('/nowhere?lang=en');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This page does not exist or has moved.');
  });
});
