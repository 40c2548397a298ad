import { sql } from 'kysely';
import { openApiDocument } from '#tests/fixtures/api.ts';
import { describe, expect, it } from 'vitest';
import { createClient } from '#tests/fixtures/http-client.ts';
import * as suite from '#tests/fixtures/suites/passwords.ts';

suite.setUp();

describe('forgot password and the reset link', () => {
  /** The forgot-password form, posted from a given address (behind the trusted proxy). */
  const ask = async (email: string, address: string) => {
    const client = createClient(suite.runtime);
    const csrfToken = await client.csrfToken();
    return client.request('/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
      body: new URLSearchParams({ email, csrfToken }).toString(),
    });
  };

  it('answers the same whether or not the email has an account, and emails only a real one', async () => {
    const known = await ask('admin@demo.test', '10.0.1.1');
    const unknown = await ask('nobody@demo.test', '10.0.1.1');
    expect(known.status).toBe(303);
    expect(unknown.status).toBe(303);
    expect(known.headers.get('location')).toBe('/auth/forgot-password?sent=1');
    expect(unknown.headers.get('location')).toBe(known.headers.get('location'));
    expect(await suite.outboxFor('nobody@demo.test')).toEqual([]);
    expect(await suite.outboxFor('admin@demo.test')).toMatchObject([{ template: 'passwordReset' }]);
    // Kiosk accounts have no personal password to reset.
    await ask('kiosk@demo.test', '10.0.1.1');
    expect(await suite.outboxFor('kiosk@demo.test')).toEqual([]);

    const page = await createClient(suite.runtime).request('/auth/forgot-password?sent=1');
    expect(await page.text()).toContain('Si un compte existe pour cette adresse');
    const json = createClient(suite.runtime);
    const a = await json.json('POST', '/api/auth/forgot-password', { email: 'owner@demo.test' });
    const b = await json.json('POST', '/api/auth/forgot-password', { email: 'ghost@demo.test' });
    expect(await a.json()).toEqual(await b.json());
  });

  it('asks for the email when it is missing', async () => {
    const form = await ask('', '10.0.2.1');
    expect(form.status).toBe(422);
    expect(await form.text()).toContain('Le courriel est requis.');
    const json = await createClient(suite.runtime).json('POST', '/api/auth/forgot-password', {
      email: '',
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({
      issues: [{ path: 'json.email', message: 'Le courriel est requis.' }],
    });
  });

  it('limits requests per email and per address, with a clear message', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await ask('someone@demo.test', '10.0.3.1')).status).toBe(303);
    }
    const perEmail = await ask('someone@demo.test', '10.0.3.1');
    expect(perEmail.status).toBe(429);
    expect(Number(perEmail.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await perEmail.text()).toContain('Trop de tentatives. Réessayez dans 60 minute(s).');
    // Whoever used up those 5 did not use up the owner's, who asks from elsewhere (issue 19).
    expect((await ask('someone@demo.test', '10.0.3.99')).status).toBe(303);

    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await ask(`probe${attempt}@demo.test`, '10.0.4.1')).status).toBe(303);
    }
    const limited = await ask('probe-last@demo.test', '10.0.4.1');
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('Trop de tentatives.');
    // Another address is not affected.
    expect((await ask('probe-last@demo.test', '10.0.4.2')).status).toBe(303);
  });

  it('resets with the link: messages next to the fields, sessions end, sign in with the new one', async () => {
    const signedIn = createClient(suite.runtime);
    await signedIn.signIn('seller2@demo.test');
    await ask('seller2@demo.test', '10.0.5.1');
    const link = await suite.linkIn('seller2@demo.test');
    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
    const client = createClient(suite.runtime);
    const page = await client.request(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Choisissez un nouveau mot de passe');

    const weak = await client.form('/api/auth/reset-password', {
      token,
      password: 'weak',
      confirmation: 'weak',
    });
    expect(weak.status).toBe(422);
    expect((await weak.text()).replaceAll('&#x27;', "'")).toContain(suite.WEAK);
    const mismatch = await client.form('/api/auth/reset-password', {
      token,
      password: 'Reset1234',
      confirmation: 'Reset12345',
    });
    expect(await mismatch.text()).toContain('Les mots de passe ne correspondent pas.');

    const done = await client.form('/api/auth/reset-password', {
      token,
      password: 'Reset1234',
      confirmation: 'Reset1234',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/login?notice=passwordReset');
    const login = await client.request('/login?notice=passwordReset');
    expect(await login.text()).toContain('Votre mot de passe a été modifié.');
    expect(await suite.sessionWorks(signedIn.cookies.get('bp_session'))).toBe(false);
    expect(await suite.signInFails('seller2@demo.test', 'Demo1234')).toBe(true);
    expect(await createClient(suite.runtime).signIn('seller2@demo.test', 'Reset1234')).toBe(
      '/seller',
    );

    // Used: the "invalid" screen, with a way to ask again; posting it again changes nothing.
    const used = await (await createClient(suite.runtime).request(link)).text();
    expect(used).toContain('Lien de réinitialisation invalide');
    expect(used).toContain('href="/auth/forgot-password"');
    const replay = await client.form('/api/auth/reset-password', {
      token,
      password: 'Other1234',
      confirmation: 'Other1234',
    });
    expect(replay.status).toBe(422);
    expect(await replay.text()).toContain('Lien de réinitialisation invalide');
    expect(await suite.signInFails('seller2@demo.test', 'Other1234')).toBe(true);
  });

  it('shows the "expired or invalid" screen after an hour, and "invalid" for a made-up link', async () => {
    await ask('seller3@demo.test', '10.0.6.1');
    const link = await suite.linkIn('seller3@demo.test');
    await sql`update password_reset_tokens set expires_at = now() - interval '1 second'
      where user_id = ${await suite.userIdOf('seller3@demo.test')}`.execute(suite.database.db);
    const expired = await createClient(suite.runtime).request(link);
    expect(expired.status).toBe(200);
    expect(await expired.text()).toContain('Lien de réinitialisation expiré ou invalide');
    const english = await createClient(suite.runtime).request(`${link}&lang=en`);
    expect(await english.text()).toContain('Reset link expired or invalid');

    const json = await createClient(suite.runtime).json('POST', '/api/auth/reset-password', {
      token: new URL(link, 'http://x').searchParams.get('token'),
      password: 'Reset1234',
      confirmation: 'Reset1234',
    });
    expect(json.status).toBe(422);
    expect(await json.json()).toEqual({
      message: 'Lien de réinitialisation expiré ou invalide',
      code: 'LINK.EXPIRED',
    });
    for (const made of ['/auth/reset-password', '/auth/reset-password?token=abc.def']) {
      expect(await (await createClient(suite.runtime).request(made)).text()).toContain(
        'Lien de réinitialisation invalide',
      );
    }
  });
});

describe('kiosk station passwords', () => {
  it('lets the kiosk sign in with the new password only, and signs its tablets out', async () => {
    const tablet = createClient(suite.runtime);
    await tablet.signIn('kiosk@demo.test');
    const admin = createClient(suite.runtime);
    await admin.signIn('admin@demo.test');
    const concessionId = await suite.concessionIdOf('admin@demo.test');
    const weak = await admin.json('PUT', `/api/concessions/${concessionId}/client-password`, {
      password: 'kiosk',
    });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({
      issues: [{ path: 'json.password', message: suite.WEAK }],
    });

    const set = await admin.json('PUT', `/api/concessions/${concessionId}/client-password`, {
      password: 'Kiosk2026',
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ data: { id: concessionId } });
    expect(await suite.sessionWorks(tablet.cookies.get('bp_session'))).toBe(false);
    expect(await suite.signInFails('kiosk@demo.test', 'Demo1234')).toBe(true);
    expect(await createClient(suite.runtime).signIn('kiosk@demo.test', 'Kiosk2026')).toBe(
      '/client',
    );
    // The other station keeps its own password.
    expect(await createClient(suite.runtime).signIn('service@demo.test', 'Demo1234')).toBe(
      '/service',
    );

    const service = await admin.json('PUT', `/api/concessions/${concessionId}/service-password`, {
      password: 'Survey2026',
    });
    expect(service.status).toBe(200);
    expect(await createClient(suite.runtime).signIn('service@demo.test', 'Survey2026')).toBe(
      '/service',
    );
  });

  it('answers 404 for another dealership and 403 for an advisor', async () => {
    const owner2 = createClient(suite.runtime);
    await owner2.signIn('owner2@demo.test');
    const concessionId = await suite.concessionIdOf('owner@demo.test');
    const foreign = await owner2.json('PUT', `/api/concessions/${concessionId}/client-password`, {
      password: 'Kiosk2027',
    });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: 'CONCESSION.NOT_FOUND' });
    const seller = createClient(suite.runtime);
    await seller.signIn('seller1@demo.test');
    const refused = await seller.json('PUT', `/api/concessions/${concessionId}/client-password`, {
      password: 'Kiosk2027',
    });
    expect(refused.status).toBe(403);
  });
});

describe('the OpenAPI document', () => {
  it('declares every password route with its action and errors', async () => {
    const document = await openApiDocument(await suite.runtime.app.request('/api/openapi.json'));
    const password = document.paths['/api/users/{id}/password'];
    expect(password?.['post']?.['x-action']).toBe('users.password.create');
    expect(password?.['put']?.['x-action']).toBe('users.password.change');
    expect(Object.keys(password?.['put']?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '422', '429', '500']),
    );
    expect(password?.['delete']?.['x-action']).toBe('users.password.reset');
    expect(document.paths['/api/concessions/{id}/client-password']?.['put']?.['x-action']).toBe(
      'concessions.stationPasswords.write',
    );
    for (const path of [
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/auth/invite',
    ]) {
      expect(document.paths[path]?.['post']).toBeDefined();
    }
  });
});
