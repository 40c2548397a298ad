import { describe, expect, it } from 'vitest';
import { createClient } from '#tests/fixtures/http-client.ts';
import { ok, sessionUser } from '#tests/fixtures/api.ts';
import * as suite from '#tests/fixtures/suites/users.ts';

suite.setUp();

describe('GET /api/users and the account lists', () => {
  it("lists a dealership's members, without kiosks or another dealership's people", async () => {
    const owner = await suite.as('owner@demo.test');
    const members = await ok(owner.api.GET('/api/users'));
    expect(suite.emails(members)).toEqual([
      'admin@demo.test',
      'owner@demo.test',
      ...[1, 2, 3, 4, 5, 6].map((n) => `seller${n}@demo.test`),
    ]);
    expect(members[0]).not.toHaveProperty('passwordHash');
  });

  it('covers every assigned dealership for a BPM, or the one asked for', async () => {
    const bpm = await suite.as('bpm@demo.test');
    const all = await ok(bpm.api.GET('/api/users'));
    expect(suite.emails(all)).toContain('seller7@demo.test');
    expect(suite.emails(all)).toContain('seller1@demo.test');
    const second = await suite.concessionIdOf('owner2@demo.test');
    const one = await ok(bpm.api.GET('/api/users', { params: { query: { concession: second } } }));
    expect(suite.emails(one)).toEqual([
      'owner2@demo.test',
      'seller7@demo.test',
      'seller8@demo.test',
    ]);
  });

  it("answers 404 for another tenant's dealership, as for one that does not exist", async () => {
    const owner = await suite.as('owner@demo.test');
    const second = await suite.concessionIdOf('owner2@demo.test');
    const foreign = await owner.request(`/api/users?concession=${second}`);
    expect(foreign.status).toBe(404);
    expect(await suite.failure(foreign)).toEqual({
      code: 'USERS.CONCESSION_NOT_FOUND',
      message: 'Cette concession n’existe pas ou vous n’y avez pas accès.',
    });
    const unknown = await owner.request(
      '/api/users?concession=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
  });

  it('refuses a malformed concession with the validation shape', async () => {
    const owner = await suite.as('owner@demo.test');
    const response = await owner.request('/api/users?concession=nope');
    expect(response.status).toBe(400);
    expect((await suite.failure(response)).issues).toEqual([
      { path: 'query.concession', message: 'L’identifiant n’est pas valide.' },
    ]);
  });

  it('lists the kiosk accounts, owners and BPMs of the dealership', async () => {
    const admin = await suite.as('admin@demo.test');
    expect(suite.emails(await ok(admin.api.GET('/api/users/client')))).toEqual(['kiosk@demo.test']);
    expect(suite.emails(await ok(admin.api.GET('/api/users/service')))).toEqual([
      'service@demo.test',
    ]);
    expect(suite.emails(await ok(admin.api.GET('/api/users/owner')))).toEqual(['owner@demo.test']);
    expect(suite.emails(await ok(admin.api.GET('/api/users/bpm')))).toEqual(['bpm@demo.test']);
    const bpm = await suite.as('bpm@demo.test');
    // The BPM's three demo dealerships (Laval's owner is still setting it up).
    expect(suite.emails(await ok(bpm.api.GET('/api/users/owner')))).toEqual([
      'owner2@demo.test',
      'owner3@demo.test',
      'owner@demo.test',
    ]);
  });
});

describe('POST /api/users', () => {
  it('creates a member without a password and queues the account-creation email', async () => {
    const owner = await suite.as('owner@demo.test');
    const { data: body, response } = await owner.api.POST('/api/users', {
      body: {
        email: 'Camille.Roy@demo.test',
        role: 'seller',
        firstName: 'Camille',
        lastName: 'Roy',
        phone: '(514) 555-0199',
      },
    });
    expect(response.status).toBe(201);
    const created = body?.data;
    expect(created).toMatchObject({
      email: 'camille.roy@demo.test',
      role: 'seller',
      phone: '5145550199',
      hasPassword: false,
      signedContract: false,
      concession: await suite.concessionIdOf('owner@demo.test'),
      psychometricQuestionnaire: { complete: false },
    });
    const email = await suite.database.db
      .selectFrom('outboxMessages')
      .select(['template', 'language', 'subject', 'bodyText'])
      .where('toAddress', '=', 'camille.roy@demo.test')
      .executeTakeFirstOrThrow();
    expect(email).toMatchObject({ template: 'accountInvite', language: 'fr' });
    expect(email.bodyText).toContain('/auth/invite?token=');
    const invite = await suite.database.db
      .selectFrom('passwordResetTokens')
      .select('purpose')
      .where('userId', '=', created?.id ?? '')
      .executeTakeFirstOrThrow();
    expect(invite.purpose).toBe('invite');
  });

  it('refuses an email already in use, whatever its case', async () => {
    const admin = await suite.as('admin@demo.test');
    const response = await admin.json('POST', '/api/users', {
      email: 'SELLER1@demo.test',
      role: 'seller',
      firstName: 'Double',
      lastName: 'Emploi',
    });
    expect(response.status).toBe(409);
    expect(await suite.failure(response)).toEqual({
      code: 'USERS.EMAIL_IN_USE',
      message: 'Ce courriel est peut-être déjà utilisé par un autre compte.',
    });
  });

  it('answers in English when this device asks for it', async () => {
    const admin = await suite.as('admin@demo.test');
    // The browser's language comes after the user's own (docs/spec/product-spec.md section 1): this device
    // switches to English explicitly.
    const response = await admin.request('/api/users?lang=en', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en-CA,en;q=0.8',
        'x-csrf-token': await admin.csrfToken(),
      },
      body: JSON.stringify({
        email: 'owner@demo.test',
        role: 'seller',
        firstName: 'A',
        lastName: 'B',
      }),
    });
    expect((await suite.failure(response)).message).toBe(
      'This email may already be used by another account.',
    );
  });

  it('lists each invalid field', async () => {
    const owner = await suite.as('owner@demo.test');
    const response = await owner.json('POST', '/api/users', {
      email: 'not-an-email',
      role: 'prAdmin',
      firstName: '  ',
      lastName: 'Roy',
      phone: '123',
    });
    expect(response.status).toBe(400);
    const body = await suite.failure(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.issues?.map((issue) => issue.path).sort()).toEqual([
      'json.email',
      'json.firstName',
      'json.phone',
      'json.role',
    ]);
    expect(body.issues).toContainEqual({
      path: 'json.phone',
      message: 'Entrez un numéro de téléphone à 10 chiffres, par exemple (514) 555-0123.',
    });
  });

  it('keeps a role above the creator out of reach', async () => {
    const admin = await suite.as('admin@demo.test');
    const response = await admin.json('POST', '/api/users', {
      email: 'new.owner@demo.test',
      role: 'owner',
      firstName: 'Nouveau',
      lastName: 'Proprio',
    });
    expect(response.status).toBe(403);
    expect(await suite.failure(response)).toMatchObject({ code: 'USERS.ROLE_NOT_ALLOWED' });
  });

  it('lets a BPM create an owner in an assigned dealership, which must be named', async () => {
    const bpm = await suite.as('bpm@demo.test');
    const body = {
      email: 'co.owner@demo.test',
      role: 'owner',
      firstName: 'Co',
      lastName: 'Owner',
    } as const;
    const unnamed = await bpm.json('POST', '/api/users', body);
    expect(unnamed.status).toBe(400);
    expect((await suite.failure(unnamed)).issues).toEqual([
      { path: 'json.concession', message: 'Choisissez la concession du nouveau membre.' },
    ]);
    const second = await suite.concessionIdOf('owner2@demo.test');
    const created = await ok(bpm.api.POST('/api/users', { body: { ...body, concession: second } }));
    expect(created).toMatchObject({ role: 'owner', concession: second });
  });

  it("answers 404 for another tenant's dealership", async () => {
    const owner = await suite.as('owner@demo.test');
    const response = await owner.json('POST', '/api/users', {
      email: 'intrus@demo.test',
      role: 'seller',
      firstName: 'In',
      lastName: 'Trus',
      concession: await suite.concessionIdOf('owner2@demo.test'),
    });
    expect(response.status).toBe(404);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('removes a member, ends their sessions, and frees their email', async () => {
    const victim = createClient(suite.runtime);
    await victim.signIn('seller3@demo.test');
    const id = await suite.userIdOf('seller3@demo.test');
    const owner = await suite.as('owner@demo.test');
    expect(await ok(owner.api.DELETE('/api/users/{id}', { params: { path: { id } } }))).toEqual({
      id,
    });

    expect(await sessionUser(victim)).toBeUndefined();
    expect((await owner.request(`/api/users/${id}`)).status).toBe(404);
    const again = await owner.json('POST', '/api/users', {
      email: 'seller3@demo.test',
      role: 'seller',
      firstName: 'Sophie',
      lastName: 'Lavoie',
    });
    expect(again.status).toBe(201);
  });

  it('refuses to delete oneself', async () => {
    const owner = await suite.as('owner@demo.test');
    const response = await owner.json(
      'DELETE',
      `/api/users/${await suite.userIdOf('owner@demo.test')}`,
    );
    expect(response.status).toBe(422);
    expect(await suite.failure(response)).toEqual({
      code: 'USERS.CANNOT_DELETE_SELF',
      message: 'Vous ne pouvez pas supprimer votre propre compte.',
    });
  });

  it('keeps the last owner of a dealership, and owners out of an administrator’s reach', async () => {
    const bpm = await suite.as('bpm@demo.test');
    const last = await bpm.json('DELETE', `/api/users/${await suite.userIdOf('owner@demo.test')}`);
    expect(last.status).toBe(409);
    expect(await suite.failure(last)).toMatchObject({ code: 'USERS.LAST_OWNER' });
    const admin = await suite.as('admin@demo.test');
    const above = await admin.json(
      'DELETE',
      `/api/users/${await suite.userIdOf('owner@demo.test')}`,
    );
    expect(above.status).toBe(403);
  });

  it('lets a BPM remove one of two owners', async () => {
    const bpm = await suite.as('bpm@demo.test');
    // co.owner@demo.test joined the second dealership in the POST tests above.
    const response = await bpm.json(
      'DELETE',
      `/api/users/${await suite.userIdOf('co.owner@demo.test')}`,
    );
    expect(response.status).toBe(200);
  });

  it("answers 404 for another tenant's member", async () => {
    const owner = await suite.as('owner@demo.test');
    const response = await owner.json(
      'DELETE',
      `/api/users/${await suite.userIdOf('seller8@demo.test')}`,
    );
    expect(response.status).toBe(404);
  });
});
