import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCreateInvite } from '#application/auth/invite.ts';
import { createTokenService } from '#adapters/auth/token-service.ts';
import { createJobQueue } from '#adapters/jobs/graphile-job-queue.ts';
import { createEmailRenderer } from '#adapters/messaging/email-templates.ts';
import { createEmailOutbox } from '#adapters/persistence/email-outbox.repository.ts';
import { createResetTokenStore } from '#adapters/persistence/reset-tokens.repository.ts';
import type { Runtime } from '#composition/index.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { test } from '#tests/fixtures/integration.ts';
import { jobsDone } from '#tests/fixtures/wait-for.ts';

let database: Database;
let runtime: Runtime;

// Behind a proxy, so tests can speak from different addresses (rate limits per address); the job
// worker sends what "forgot password" queued.
test.override({ env: { TRUST_PROXY: 'true' }, worker: true });

test.beforeAll(async ({ runtime: given }) => {
  runtime = given;
  database = given.database;
});

const WEAK =
  'Le mot de passe doit contenir de 8 à 100 caractères, dont une lettre minuscule, une lettre majuscule et un chiffre.';

const userIdOf = async (email: string) =>
  (
    await database.db
      .selectFrom('users')
      .select(['id', 'concessionId'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;
const concessionOf = async (email: string) =>
  (
    await database.db
      .selectFrom('users')
      .select('concessionId')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).concessionId ?? '';

/** The emails written to the outbox for an address, oldest first, once queued resets are sent. */
const outboxFor = async (to: string) => {
  await jobsDone(database.db, 'send-password-reset');
  return database.db
    .selectFrom('outboxMessages')
    .select(['template', 'subject', 'bodyText', 'language'])
    .where('toAddress', '=', to)
    .orderBy('createdAt')
    .execute();
};

/** The link path (`/auth/...?token=...`) in the newest email to an address. */
const linkIn = async (to: string) => {
  const messages = await outboxFor(to);
  const text = messages.at(-1)?.bodyText ?? '';
  const url = /https?:\/\/\S+?(\/auth\/[a-z-]+\?token=\S+)/.exec(text)?.[1];
  if (!url) throw new Error(`no link in the email to ${to}`);
  return url;
};

/** Whether a copied session cookie still opens the session. */
const sessionWorks = async (token: string | undefined) => {
  const response = await runtime.app.request('/api/auth/session', {
    headers: { cookie: `bp_session=${token}` },
  });
  return 'user' in ((await response.json()) as object);
};

const signInFails = async (email: string, password: string) => {
  const response = await createClient(runtime).json('POST', '/api/auth/callback/credentials', {
    email,
    password,
  });
  return response.status === 401;
};

describe('invitation and the first password', () => {
  const email = 'new.seller@demo.test';
  let userId = '';
  // The browser the invitation is opened in, signed in by it.
  let invited: ReturnType<typeof createClient>;

  beforeAll(async () => {
    invited = createClient(runtime);
    const concessionId = await concessionOf('seller1@demo.test');
    userId = (
      await database.db
        .insertInto('users')
        .values({ email, role: 'seller', concessionId, firstName: 'Nadia', lastName: 'Nouvelle' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    // What the Users API does when it creates an account, in its transaction.
    await database.db.transaction().execute(async (trx) =>
      makeCreateInvite({ tokens: createTokenService(), clock: { now: () => new Date() } })(
        {
          userId,
          email,
          name: 'Nadia Nouvelle',
          role: 'seller',
          language: 'fr',
          concessionId,
          concessionName: 'Demo',
        },
        {
          resetTokens: createResetTokenStore(trx),
          outbox: createEmailOutbox(trx, {
            render: createEmailRenderer('http://localhost:3000'),
            jobs: createJobQueue(trx),
          }),
        },
      ),
    );
  });

  it('opens with the invitation link, signs in, and leads to the create-password page', async () => {
    const [invite] = await outboxFor(email);
    expect(invite).toMatchObject({ template: 'accountInvite', language: 'fr' });
    const link = await linkIn(email);
    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
    const client = invited;
    // Opening the link spends nothing (mail scanners open links too).
    const page = await client.request(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Bonjour Nadia Nouvelle');
    expect((await client.request(link)).status).toBe(200);

    const accepted = await client.form('/api/auth/invite', { token });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe('/seller/create-password');
    expect((await client.request('/seller')).headers.get('location')).toBe(
      '/seller/create-password',
    );
    const form = await client.request('/seller/create-password');
    expect(form.status).toBe(200);
    expect(await form.text()).toContain(`action="/api/users/${userId}/password"`);

    // The link worked once.
    const again = await createClient(runtime).request(link);
    expect(await again.text()).toContain('Lien d&#x27;invitation invalide');
  });

  it('shows each problem next to its field, then creates the password and moves on', async () => {
    // A reset link asked for meanwhile stops working once the password exists.
    await createClient(runtime).json('POST', '/api/auth/forgot-password', { email });
    const reset = await linkIn(email);
    expect(reset).toContain('/auth/reset-password?token=');

    const post = (fields: Record<string, string>) =>
      invited.form(`/api/users/${userId}/password`, fields);
    const cases: [Record<string, string>, string][] = [
      [{ password: '', confirmation: '' }, 'Le mot de passe est requis.'],
      [{ password: 'weak', confirmation: 'weak' }, WEAK],
      [{ password: 'Secret123', confirmation: '' }, 'La confirmation du mot de passe est requise.'],
      [
        { password: 'Secret123', confirmation: 'Secret124' },
        'Les mots de passe ne correspondent pas.',
      ],
    ];
    for (const [fields, message] of cases) {
      const response = await post(fields);
      expect(response.status).toBe(422);
      const html = (await response.text()).replaceAll('&#x27;', "'");
      expect(html).toContain(message);
      expect(html).toContain('aria-invalid="true"');
    }

    const created = await post({ password: 'Secret123', confirmation: 'Secret123' });
    expect(created.status).toBe(303);
    expect(created.headers.get('location')).toBe('/seller/sign-contract');

    // A password exists now: creating one again is refused, and the page sends on.
    const again = await invited.json('POST', `/api/users/${userId}/password`, {
      password: 'Other1234',
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      message: 'Ce compte a déjà un mot de passe.',
      code: 'PASSWORD.ALREADY_SET',
    });
    const page = await invited.request('/seller/create-password');
    expect(page.headers.get('location')).toBe('/seller/sign-contract');
    expect(await createClient(runtime).signIn(email, 'Secret123')).toBe('/seller/sign-contract');
    // The reset link asked for before the password was created no longer works.
    expect(await (await createClient(runtime).request(reset)).text()).toContain(
      'Lien de réinitialisation invalide',
    );
  });

  it('answers JSON callers with the validation shape, and refuses someone else’s account', async () => {
    const client = createClient(runtime);
    await client.signIn('seller3@demo.test');
    const other = await client.json('POST', `/api/users/${userId}/password`, {
      password: 'Secret123',
    });
    expect(other.status).toBe(404);
    const own = await client.json(
      'POST',
      `/api/users/${await userIdOf('seller3@demo.test')}/password`,
      {
        password: 'Secret123',
      },
    );
    expect(own.status).toBe(409);
  });
});

describe('PUT /api/users/{id}/password (change)', () => {
  it('refuses a wrong old password (422) and a weak new one (400, policy message)', async () => {
    const client = createClient(runtime);
    await client.signIn('seller4@demo.test');
    const id = await userIdOf('seller4@demo.test');
    // seller4 works in English; `?lang=fr` switches this device to French (the switch wins).
    const wrong = await client.json('PUT', `/api/users/${id}/password?lang=fr`, {
      oldPassword: 'Wrong1234',
      newPassword: 'Better123',
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({
      message: 'Vérifiez votre mot de passe.',
      code: 'PASSWORD.WRONG',
    });
    const weak = await client.json('PUT', `/api/users/${id}/password`, {
      oldPassword: 'Demo1234',
      newPassword: 'weak',
    });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'json.newPassword', message: WEAK }],
    });
    const english = await client.json('PUT', `/api/users/${id}/password?lang=en`, {
      oldPassword: 'Wrong1234',
      newPassword: 'Better123',
    });
    expect(await english.json()).toMatchObject({ message: 'Check your password.' });
  });

  it('ends every session of the user and keeps this browser signed in with a new one', async () => {
    const tablet = createClient(runtime);
    await tablet.signIn('seller6@demo.test');
    const client = createClient(runtime);
    await client.signIn('seller6@demo.test');
    const before = client.cookies.get('bp_session');
    const id = await userIdOf('seller6@demo.test');
    const changed = await client.json('PUT', `/api/users/${id}/password`, {
      oldPassword: 'Demo1234',
      newPassword: 'Changed123',
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ data: { id } });
    expect(await sessionWorks(tablet.cookies.get('bp_session'))).toBe(false);
    expect(await sessionWorks(before)).toBe(false);
    expect(client.cookies.get('bp_session')).not.toBe(before);
    expect(await sessionWorks(client.cookies.get('bp_session'))).toBe(true);
    expect(await signInFails('seller6@demo.test', 'Demo1234')).toBe(true);
    expect(await createClient(runtime).signIn('seller6@demo.test', 'Changed123')).toBe('/seller');
  });

  it('is one’s own only, and not for kiosks', async () => {
    const client = createClient(runtime);
    await client.signIn('admin@demo.test');
    const other = await client.json(
      'PUT',
      `/api/users/${await userIdOf('seller1@demo.test')}/password`,
      {
        oldPassword: 'Demo1234',
        newPassword: 'Changed123',
      },
    );
    expect(other.status).toBe(404);
    const kiosk = createClient(runtime);
    await kiosk.signIn('kiosk@demo.test');
    const refused = await kiosk.json(
      'PUT',
      `/api/users/${await userIdOf('kiosk@demo.test')}/password`,
      {
        oldPassword: 'Demo1234',
        newPassword: 'Changed123',
      },
    );
    expect(refused.status).toBe(403);
  });
});

describe('DELETE /api/users/{id}/password (a manager resets a member)', () => {
  it('stops the password, ends the member’s sessions and emails a reset link', async () => {
    const member = createClient(runtime);
    await member.signIn('seller5@demo.test');
    const owner = createClient(runtime);
    await owner.signIn('owner@demo.test');
    const id = await userIdOf('seller5@demo.test');
    const reset = await owner.json('DELETE', `/api/users/${id}/password`);
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ data: { id } });
    expect(await sessionWorks(member.cookies.get('bp_session'))).toBe(false);
    expect(await signInFails('seller5@demo.test', 'Demo1234')).toBe(true);
    const [email] = await outboxFor('seller5@demo.test');
    expect(email).toMatchObject({
      template: 'passwordResetByManager',
      subject: 'Votre mot de passe Best Pairing a été réinitialisé',
    });

    // The emailed link sets a new password.
    const link = await linkIn('seller5@demo.test');
    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
    const done = await createClient(runtime).form('/api/auth/reset-password', {
      token,
      password: 'Fresh1234',
      confirmation: 'Fresh1234',
    });
    expect(done.headers.get('location')).toBe('/login?notice=passwordReset');
    expect(await createClient(runtime).signIn('seller5@demo.test', 'Fresh1234')).toBe('/seller');
  });

  it('answers 404 for another dealership’s member, 409 for a kiosk, 403 above one’s rank or for an advisor', async () => {
    const owner2 = createClient(runtime);
    await owner2.signIn('owner2@demo.test');
    const foreign = await owner2.json(
      'DELETE',
      `/api/users/${await userIdOf('seller1@demo.test')}/password`,
    );
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: 'USER.NOT_FOUND' });
    const owner = createClient(runtime);
    await owner.signIn('owner@demo.test');
    const kiosk = await owner.json(
      'DELETE',
      `/api/users/${await userIdOf('kiosk@demo.test')}/password`,
    );
    expect(kiosk.status).toBe(409);
    const admin = createClient(runtime);
    await admin.signIn('admin@demo.test');
    const above = await admin.json(
      'DELETE',
      `/api/users/${await userIdOf('owner@demo.test')}/password`,
    );
    expect(above.status).toBe(403);
    expect(await above.json()).toEqual({
      message: "Vous n'avez pas accès à ce membre.",
      code: 'USERS.MEMBER_NOT_MANAGEABLE',
    });
    const seller = createClient(runtime);
    await seller.signIn('seller1@demo.test');
    const refused = await seller.json(
      'DELETE',
      `/api/users/${await userIdOf('seller2@demo.test')}/password`,
    );
    expect(refused.status).toBe(403);
  });
});

describe('forgot password and the reset link', () => {
  /** The forgot-password form, posted from a given address (behind the trusted proxy). */
  const ask = async (email: string, address: string) => {
    const client = createClient(runtime);
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
    expect(await outboxFor('nobody@demo.test')).toEqual([]);
    expect(await outboxFor('admin@demo.test')).toMatchObject([{ template: 'passwordReset' }]);
    // Kiosk accounts have no personal password to reset.
    await ask('kiosk@demo.test', '10.0.1.1');
    expect(await outboxFor('kiosk@demo.test')).toEqual([]);

    const page = await createClient(runtime).request('/auth/forgot-password?sent=1');
    expect(await page.text()).toContain('Si un compte existe pour cette adresse');
    const json = createClient(runtime);
    const a = await json.json('POST', '/api/auth/forgot-password', { email: 'owner@demo.test' });
    const b = await json.json('POST', '/api/auth/forgot-password', { email: 'ghost@demo.test' });
    expect(await a.json()).toEqual(await b.json());
  });

  it('asks for the email when it is missing', async () => {
    const form = await ask('', '10.0.2.1');
    expect(form.status).toBe(422);
    expect(await form.text()).toContain('Le courriel est requis.');
    const json = await createClient(runtime).json('POST', '/api/auth/forgot-password', {
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
    const signedIn = createClient(runtime);
    await signedIn.signIn('seller2@demo.test');
    await ask('seller2@demo.test', '10.0.5.1');
    const link = await linkIn('seller2@demo.test');
    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
    const client = createClient(runtime);
    const page = await client.request(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Choisissez un nouveau mot de passe');

    const weak = await client.form('/api/auth/reset-password', {
      token,
      password: 'weak',
      confirmation: 'weak',
    });
    expect(weak.status).toBe(422);
    expect((await weak.text()).replaceAll('&#x27;', "'")).toContain(WEAK);
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
    expect(await sessionWorks(signedIn.cookies.get('bp_session'))).toBe(false);
    expect(await signInFails('seller2@demo.test', 'Demo1234')).toBe(true);
    expect(await createClient(runtime).signIn('seller2@demo.test', 'Reset1234')).toBe('/seller');

    // Used: the "invalid" screen, with a way to ask again; posting it again changes nothing.
    const used = await (await createClient(runtime).request(link)).text();
    expect(used).toContain('Lien de réinitialisation invalide');
    expect(used).toContain('href="/auth/forgot-password"');
    const replay = await client.form('/api/auth/reset-password', {
      token,
      password: 'Other1234',
      confirmation: 'Other1234',
    });
    expect(replay.status).toBe(422);
    expect(await replay.text()).toContain('Lien de réinitialisation invalide');
    expect(await signInFails('seller2@demo.test', 'Other1234')).toBe(true);
  });

  it('shows the "expired or invalid" screen after an hour, and "invalid" for a made-up link', async () => {
    await ask('seller3@demo.test', '10.0.6.1');
    const link = await linkIn('seller3@demo.test');
    await sql`update password_reset_tokens set expires_at = now() - interval '1 second'
      where user_id = ${await userIdOf('seller3@demo.test')}`.execute(database.db);
    const expired = await createClient(runtime).request(link);
    expect(expired.status).toBe(200);
    expect(await expired.text()).toContain('Lien de réinitialisation expiré ou invalide');
    const english = await createClient(runtime).request(`${link}&lang=en`);
    expect(await english.text()).toContain('Reset link expired or invalid');

    const json = await createClient(runtime).json('POST', '/api/auth/reset-password', {
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
      expect(await (await createClient(runtime).request(made)).text()).toContain(
        'Lien de réinitialisation invalide',
      );
    }
  });
});

describe('kiosk station passwords', () => {
  it('lets the kiosk sign in with the new password only, and signs its tablets out', async () => {
    const tablet = createClient(runtime);
    await tablet.signIn('kiosk@demo.test');
    const admin = createClient(runtime);
    await admin.signIn('admin@demo.test');
    const concessionId = await concessionOf('admin@demo.test');
    const weak = await admin.json('PUT', `/api/concessions/${concessionId}/client-password`, {
      password: 'kiosk',
    });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ issues: [{ path: 'json.password', message: WEAK }] });

    const set = await admin.json('PUT', `/api/concessions/${concessionId}/client-password`, {
      password: 'Kiosk2026',
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ data: { id: concessionId } });
    expect(await sessionWorks(tablet.cookies.get('bp_session'))).toBe(false);
    expect(await signInFails('kiosk@demo.test', 'Demo1234')).toBe(true);
    expect(await createClient(runtime).signIn('kiosk@demo.test', 'Kiosk2026')).toBe('/client');
    // The other station keeps its own password.
    expect(await createClient(runtime).signIn('service@demo.test', 'Demo1234')).toBe('/service');

    const service = await admin.json('PUT', `/api/concessions/${concessionId}/service-password`, {
      password: 'Survey2026',
    });
    expect(service.status).toBe(200);
    expect(await createClient(runtime).signIn('service@demo.test', 'Survey2026')).toBe('/service');
  });

  it('answers 404 for another dealership and 403 for an advisor', async () => {
    const owner2 = createClient(runtime);
    await owner2.signIn('owner2@demo.test');
    const concessionId = await concessionOf('owner@demo.test');
    const foreign = await owner2.json('PUT', `/api/concessions/${concessionId}/client-password`, {
      password: 'Kiosk2027',
    });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: 'CONCESSION.NOT_FOUND' });
    const seller = createClient(runtime);
    await seller.signIn('seller1@demo.test');
    const refused = await seller.json('PUT', `/api/concessions/${concessionId}/client-password`, {
      password: 'Kiosk2027',
    });
    expect(refused.status).toBe(403);
  });
});

describe('the OpenAPI document', () => {
  it('declares every password route with its action and errors', async () => {
    const document = (await (await runtime.app.request('/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { 'x-action'?: string; responses: Record<string, unknown> }>
      >;
    };
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
