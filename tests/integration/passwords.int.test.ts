import { beforeAll, describe, expect, it } from 'vitest';
import { makeCreateInvite } from '#application/auth/invite.ts';
import { createTokenService } from '#adapters/auth/token-service.ts';
import { createJobQueue } from '#adapters/jobs/graphile-job-queue.ts';
import { createEmailRenderer } from '#adapters/messaging/email-templates.ts';
import { createEmailOutbox } from '#adapters/persistence/email-outbox.repository.ts';
import { createResetTokenStore } from '#adapters/persistence/reset-tokens.repository.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import * as suite from '#tests/fixtures/suites/passwords.ts';

suite.setUp();

describe('invitation and the first password', () => {
  const email = 'new.seller@demo.test';
  let userId = '';
  // The browser the invitation is opened in, signed in by it.
  let invited: ReturnType<typeof createClient>;

  beforeAll(async () => {
    invited = createClient(suite.runtime);
    const concessionId = await suite.concessionIdOf('seller1@demo.test');
    userId = (
      await suite.database.db
        .insertInto('users')
        .values({ email, role: 'seller', concessionId, firstName: 'Nadia', lastName: 'Nouvelle' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    // What the Users API does when it creates an account, in its transaction.
    await suite.database.db.transaction().execute(async (trx) =>
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
    const [invite] = await suite.outboxFor(email);
    expect(invite).toMatchObject({ template: 'accountInvite', language: 'fr' });
    const link = await suite.linkIn(email);
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
    const again = await createClient(suite.runtime).request(link);
    expect(await again.text()).toContain('Lien d’invitation invalide');
  });

  it('shows each problem next to its field, then creates the password and moves on', async () => {
    // A reset link asked for meanwhile stops working once the password exists.
    await createClient(suite.runtime).json('POST', '/api/auth/forgot-password', { email });
    const reset = await suite.linkIn(email);
    expect(reset).toContain('/auth/reset-password?token=');

    const post = (fields: Record<string, string>) =>
      invited.form(`/api/users/${userId}/password`, fields);
    const cases: [Record<string, string>, string][] = [
      [{ password: '', confirmation: '' }, 'Le mot de passe est requis.'],
      [{ password: 'weak', confirmation: 'weak' }, suite.WEAK],
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
    expect(await createClient(suite.runtime).signIn(email, 'Secret123')).toBe(
      '/seller/sign-contract',
    );
    // The reset link asked for before the password was created no longer works.
    expect(await (await createClient(suite.runtime).request(reset)).text()).toContain(
      'Lien de réinitialisation invalide',
    );
  });

  it('answers JSON callers with the validation shape, and refuses someone else’s account', async () => {
    const client = createClient(suite.runtime);
    await client.signIn('seller3@demo.test');
    const other = await client.json('POST', `/api/users/${userId}/password`, {
      password: 'Secret123',
    });
    expect(other.status).toBe(404);
    const own = await client.json(
      'POST',
      `/api/users/${await suite.userIdOf('seller3@demo.test')}/password`,
      {
        password: 'Secret123',
      },
    );
    expect(own.status).toBe(409);
  });
});

describe('PUT /api/users/{id}/password (change)', () => {
  it('refuses a wrong old password (422) and a weak new one (400, policy message)', async () => {
    const client = createClient(suite.runtime);
    await client.signIn('seller4@demo.test');
    const id = await suite.userIdOf('seller4@demo.test');
    // seller4 works in English; a request asking for French is answered in French (decision 075).
    const wrong = await client.json('PUT', `/api/users/${id}/password?lang=fr`, {
      oldPassword: 'Wrong1234',
      newPassword: 'Better123',
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({
      message: 'Vérifiez votre mot de passe.',
      code: 'PASSWORD.WRONG',
    });
    const weak = await client.json('PUT', `/api/users/${id}/password?lang=fr`, {
      oldPassword: 'Demo1234',
      newPassword: 'weak',
    });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'json.newPassword', message: suite.WEAK }],
    });
    const english = await client.json('PUT', `/api/users/${id}/password?lang=en`, {
      oldPassword: 'Wrong1234',
      newPassword: 'Better123',
    });
    expect(await english.json()).toMatchObject({ message: 'Check your password.' });
  });

  it('ends every session of the user and keeps this browser signed in with a new one', async () => {
    const tablet = createClient(suite.runtime);
    await tablet.signIn('seller6@demo.test');
    const client = createClient(suite.runtime);
    await client.signIn('seller6@demo.test');
    const before = client.cookies.get('bp_session');
    const id = await suite.userIdOf('seller6@demo.test');
    const changed = await client.json('PUT', `/api/users/${id}/password`, {
      oldPassword: 'Demo1234',
      newPassword: 'Changed123',
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ data: { id } });
    expect(await suite.sessionWorks(tablet.cookies.get('bp_session'))).toBe(false);
    expect(await suite.sessionWorks(before)).toBe(false);
    expect(client.cookies.get('bp_session')).not.toBe(before);
    expect(await suite.sessionWorks(client.cookies.get('bp_session'))).toBe(true);
    expect(await suite.signInFails('seller6@demo.test', 'Demo1234')).toBe(true);
    expect(await createClient(suite.runtime).signIn('seller6@demo.test', 'Changed123')).toBe(
      '/seller',
    );
  });

  it('is one’s own only, and not for kiosks', async () => {
    const client = createClient(suite.runtime);
    await client.signIn('admin@demo.test');
    const other = await client.json(
      'PUT',
      `/api/users/${await suite.userIdOf('seller1@demo.test')}/password`,
      {
        oldPassword: 'Demo1234',
        newPassword: 'Changed123',
      },
    );
    expect(other.status).toBe(404);
    const kiosk = createClient(suite.runtime);
    await kiosk.signIn('kiosk@demo.test');
    const refused = await kiosk.json(
      'PUT',
      `/api/users/${await suite.userIdOf('kiosk@demo.test')}/password`,
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
    const member = createClient(suite.runtime);
    await member.signIn('seller5@demo.test');
    const owner = createClient(suite.runtime);
    await owner.signIn('owner@demo.test');
    const id = await suite.userIdOf('seller5@demo.test');
    const reset = await owner.json('DELETE', `/api/users/${id}/password`);
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ data: { id } });
    expect(await suite.sessionWorks(member.cookies.get('bp_session'))).toBe(false);
    expect(await suite.signInFails('seller5@demo.test', 'Demo1234')).toBe(true);
    const [email] = await suite.outboxFor('seller5@demo.test');
    expect(email).toMatchObject({
      template: 'passwordResetByManager',
      subject: 'Votre mot de passe Best Pairing a été réinitialisé',
    });

    // The emailed link sets a new password.
    const link = await suite.linkIn('seller5@demo.test');
    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
    const done = await createClient(suite.runtime).form('/api/auth/reset-password', {
      token,
      password: 'Fresh1234',
      confirmation: 'Fresh1234',
    });
    expect(done.headers.get('location')).toBe('/login?notice=passwordReset');
    expect(await createClient(suite.runtime).signIn('seller5@demo.test', 'Fresh1234')).toBe(
      '/seller',
    );
  });

  it('answers 404 for another dealership’s member, 409 for a kiosk, 403 above one’s rank or for an advisor', async () => {
    const owner2 = createClient(suite.runtime);
    await owner2.signIn('owner2@demo.test');
    const foreign = await owner2.json(
      'DELETE',
      `/api/users/${await suite.userIdOf('seller1@demo.test')}/password`,
    );
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: 'USER.NOT_FOUND' });
    const owner = createClient(suite.runtime);
    await owner.signIn('owner@demo.test');
    const kiosk = await owner.json(
      'DELETE',
      `/api/users/${await suite.userIdOf('kiosk@demo.test')}/password`,
    );
    expect(kiosk.status).toBe(409);
    const admin = createClient(suite.runtime);
    await admin.signIn('admin@demo.test');
    const above = await admin.json(
      'DELETE',
      `/api/users/${await suite.userIdOf('owner@demo.test')}/password`,
    );
    expect(above.status).toBe(403);
    expect(await above.json()).toEqual({
      message: 'Vous n’avez pas accès à ce membre.',
      code: 'USERS.MEMBER_NOT_MANAGEABLE',
    });
    const seller = createClient(suite.runtime);
    await seller.signIn('seller1@demo.test');
    const refused = await seller.json(
      'DELETE',
      `/api/users/${await suite.userIdOf('seller2@demo.test')}/password`,
    );
    expect(refused.status).toBe(403);
  });
});
