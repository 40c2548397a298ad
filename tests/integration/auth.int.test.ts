import { describe, expect, it } from 'vitest';
import { createRuntime } from '#composition/index.ts';
import { parseConfig } from '#src/config.ts';
import { sessionUser } from '#tests/fixtures/api.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import { credentialsPost, database, logger, runtime, setUp } from '#tests/fixtures/suites/auth.ts';

setUp();

describe('GET /api/auth/csrf, /providers, /session', () => {
  it('hands out the CSRF token in an HttpOnly, SameSite=Lax cookie', async () => {
    const { data, response } = await createClient(runtime).api.GET('/api/auth/csrf');
    const csrfToken = data?.csrfToken;
    expect(csrfToken).toMatch(/^[a-z2-7]{32}$/);
    expect(response.headers.get('set-cookie')).toMatch(
      new RegExp(`^bp_csrf=${csrfToken}; Path=/; HttpOnly; SameSite=Lax$`),
    );
  });

  it('lists the credentials provider and an empty session when signed out', async () => {
    const providers = await runtime.app.request('/api/auth/providers');
    expect(await providers.json()).toMatchObject({
      credentials: { id: 'credentials', type: 'credentials' },
    });
    const session = await runtime.app.request('/api/auth/session');
    expect(await session.json()).toEqual({});
  });
});

describe('POST /api/auth/callback/credentials', () => {
  it('signs in, sets a new HttpOnly session cookie, and tells where to go', async () => {
    const client = createClient(runtime);
    const response = await credentialsPost(client, {
      email: 'OWNER@demo.test',
      password: 'Demo1234',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: '/owner' });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('bp_session='));
    expect(cookie).toMatch(
      /^bp_session=[a-z2-7]{24}\.[a-z2-7]{24}; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/,
    );

    expect(await sessionUser(client)).toMatchObject({
      email: 'owner@demo.test',
      role: 'owner',
      destination: '/owner',
    });
  });

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    const client = createClient(runtime);
    const wrong = await credentialsPost(client, {
      email: 'admin@demo.test',
      password: 'Wrong1234',
    });
    const unknown = await credentialsPost(client, {
      email: 'nobody@demo.test',
      password: 'Demo1234',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await wrong.json(), await unknown.json()];
    expect(a).toEqual({
      message: 'Vérifiez votre courriel et votre mot de passe.',
      code: 'AUTH.INVALID_CREDENTIALS',
    });
    expect(b).toEqual(a);
    expect(client.cookies.has('bp_session')).toBe(false);
  });

  it('signs a kiosk in with its dealership station password', async () => {
    const client = createClient(runtime);
    expect(await client.signIn('kiosk@demo.test')).toBe('/client');
    expect(await client.signIn('service@demo.test')).toBe('/service');
  });

  it('follows a return path of the role, and ignores one of another site', async () => {
    const client = createClient(runtime);
    const own = await credentialsPost(client, {
      email: 'admin@demo.test',
      password: 'Demo1234',
      callbackUrl: '/admin/members?page=2',
    });
    expect(await own.json()).toEqual({ url: '/admin/members?page=2' });
    const foreign = await credentialsPost(client, {
      email: 'admin@demo.test',
      password: 'Demo1234',
      callbackUrl: '//evil.test/admin',
    });
    expect(await foreign.json()).toEqual({ url: '/admin' });
  });

  it('works as a plain form post: redirect on success, the form again with the reason on failure', async () => {
    const client = createClient(runtime);
    const token = await client.csrfToken();
    const form = (email: string, password: string) =>
      client.request('/api/auth/callback/credentials', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password, csrfToken: token }).toString(),
      });
    const failed = await form('seller1@demo.test', 'nope');
    expect(failed.status).toBe(401);
    const html = await failed.text();
    expect(html).toContain('Vérifiez votre courriel et votre mot de passe.');
    expect(html).toContain('value="seller1@demo.test"');

    const ok = await form('seller1@demo.test', 'Demo1234');
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/seller');
  });

  it('answers 400 with the validation shape when fields are missing', async () => {
    const client = createClient(runtime);
    const response = await credentialsPost(client, { email: '', password: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [
        { path: 'json.email', message: 'Le courriel est requis.' },
        { path: 'json.password', message: 'Le mot de passe est requis.' },
      ],
    });
  });
});

describe('CSRF', () => {
  it('refuses a write without the token, or with a wrong one', async () => {
    const client = createClient(runtime);
    await client.csrfToken();
    const missing = await client.request('/api/auth/callback/credentials', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@demo.test', password: 'Demo1234' }),
    });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toMatchObject({ code: 'CSRF' });
    const wrong = await client.request('/api/auth/callback/credentials', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'a'.repeat(32) },
      body: JSON.stringify({ email: 'owner@demo.test', password: 'Demo1234' }),
    });
    expect(wrong.status).toBe(403);
  });

  it('refuses a cross-site write even when it carries the cookie and a token', async () => {
    const victim = createClient(runtime);
    await victim.signIn('owner@demo.test');
    const token = await victim.csrfToken();
    const forged = await victim.request('/api/auth/signout', {
      method: 'POST',
      headers: {
        origin: 'https://evil.test',
        'content-type': 'application/json',
        'x-csrf-token': token,
      },
      body: '{}',
    });
    expect(forged.status).toBe(403);
    expect(await sessionUser(victim)).toBeDefined();
  });
});

describe('rate limit', () => {
  it('refuses further attempts on an account after 10 failures, with a clear message', async () => {
    const client = createClient(runtime);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await credentialsPost(client, {
        email: 'seller5@demo.test',
        password: 'Wrong1234',
      });
      expect(response.status).toBe(401);
    }
    const limited = await credentialsPost(client, {
      email: 'seller5@demo.test',
      password: 'Demo1234',
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      message: 'Trop de tentatives. Réessayez dans 15 minute(s).',
      code: 'AUTH.RATE_LIMITED',
    });
    // Another account from the same address is not locked out.
    expect(await client.signIn('seller4@demo.test')).toBe('/seller');
  });

  it('does not count successful sign-ins against the address: 60 in a row all get in', async () => {
    // Every request of this file comes from the same (unknown) address, like a dealership's staff.
    for (let attempt = 0; attempt < 60; attempt += 1) {
      expect(await createClient(runtime).signIn('seller6@demo.test')).toBe('/seller');
    }
  });
});

describe('shared devices', () => {
  it('keeps what a signed-in browser is answered out of caches, and frames out everywhere', async () => {
    const client = createClient(runtime);
    const signedOut = await client.request('/login');
    expect(signedOut.headers.get('x-frame-options')).toBe('DENY');
    await client.signIn('seller3@demo.test');
    for (const path of ['/seller', '/api/auth/session']) {
      const response = await client.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});

describe('sign-out', () => {
  it('ends the session on the server: the old cookie no longer works', async () => {
    const client = createClient(runtime);
    await client.signIn('bpm@demo.test');
    const stolen = client.cookies.get('bp_session');
    const response = await client.json('POST', '/api/auth/signout');
    expect(await response.json()).toEqual({ url: '/login' });
    expect(client.cookies.has('bp_session')).toBe(false);

    const replay = await runtime.app.request('/api/auth/session', {
      headers: { cookie: `bp_session=${stolen}` },
    });
    expect(await replay.json()).toEqual({});
  });
});

describe('page guards', () => {
  it('sends a signed-out visitor to sign in, and back after', async () => {
    const response = await runtime.app.request('/owner/settings?tab=billing');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      '/login?callbackUrl=%2Fowner%2Fsettings%3Ftab%3Dbilling',
    );
  });

  it('sends another role to the unauthorised page', async () => {
    const client = createClient(runtime);
    await client.signIn('seller2@demo.test');
    const response = await client.request('/owner');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/unauthorized');
  });
});

describe('over HTTPS', () => {
  it('marks cookies Secure and pins them to the host', async () => {
    const secure = await createRuntime(
      parseConfig({ SEED_DEMO: 'false', PUBLIC_URL: 'https://bestpairing.example' }),
      logger,
      { worker: false, database },
    );
    try {
      const client = createClient(secure, { origin: 'https://bestpairing.example' });
      await client.signIn('admin@demo.test');
      expect(client.cookies.has('__Host-bp_session')).toBe(true);
      const response = await client.request('/api/auth/csrf');
      expect(response.status).toBe(200);
      const signIn = await client.json('POST', '/api/auth/callback/credentials', {
        email: 'admin@demo.test',
        password: 'Demo1234',
      });
      expect(signIn.headers.getSetCookie().join('\n')).toMatch(/__Host-bp_session=.*; Secure/);
      expect(signIn.headers.get('strict-transport-security')).toContain('max-age=31536000');
    } finally {
      await secure.close();
    }
  });
});
