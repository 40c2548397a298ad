import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { test } from '#tests/fixtures/integration.ts';

let database: Database;
let runtime: Runtime;

test.beforeAll(async ({ runtime: given }) => {
  runtime = given;
  database = given.database;
});

type Client = ReturnType<typeof createClient>;
type UserBody = Record<string, unknown> & { id: string; email: string };
type ErrorBody = { message: string; code: string; issues?: { path: string; message: string }[] };

// Every sign-in counts against the per-address limit (50 in 15 minutes): one client per account.
const clients = new Map<string, Client>();
const as = async (email: string) => {
  const known = clients.get(email);
  if (known) return known;
  const client = createClient(runtime);
  await client.signIn(email);
  clients.set(email, client);
  return client;
};

const userId = async (email: string) =>
  (
    await database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .where('deletedAt', 'is', null)
      .executeTakeFirstOrThrow()
  ).id;
const concessionIdOf = async (email: string) =>
  (
    await database.db
      .selectFrom('users')
      .select('concessionId')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).concessionId ?? '';

const data = async <T>(response: Response) => ((await response.json()) as { data: T }).data;
const failure = async (response: Response) => (await response.json()) as ErrorBody;
const emails = (users: UserBody[]) => users.map((user) => user.email).sort();

/** A sign-in for an account created through the API, which has no password yet. */
const giveDemoPassword = async (email: string) => {
  const { passwordHash } = await database.db
    .selectFrom('users')
    .select('passwordHash')
    .where('email', '=', 'owner@demo.test')
    .executeTakeFirstOrThrow();
  await database.db.updateTable('users').set({ passwordHash }).where('email', '=', email).execute();
};

// Real tiny images: every stored picture is decoded and re-encoded (decision 021).
const tiny = sharp({ create: { width: 8, height: 8, channels: 3, background: '#8a5a44' } });
const PNG = new Uint8Array(await tiny.clone().png().toBuffer());
const JPEG = new Uint8Array(await tiny.clone().jpeg().toBuffer());

const multipart = async (
  client: Client,
  method: 'PUT',
  url: string,
  fields: Record<string, string | File>,
) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return client.request(url, {
    method,
    headers: { 'x-csrf-token': await client.csrfToken() },
    body: form,
  });
};

const profile = { firstName: 'Élodie', lastName: 'Bouchard', language: 'fr' };

describe('GET /api/users and the account lists', () => {
  it("lists a dealership's members, without kiosks or another dealership's people", async () => {
    const owner = await as('owner@demo.test');
    const response = await owner.request('/api/users');
    expect(response.status).toBe(200);
    const members = await data<UserBody[]>(response);
    expect(emails(members)).toEqual([
      'admin@demo.test',
      'owner@demo.test',
      ...[1, 2, 3, 4, 5, 6].map((n) => `seller${n}@demo.test`),
    ]);
    expect(members[0]).not.toHaveProperty('passwordHash');
  });

  it('covers every assigned dealership for a BPM, or the one asked for', async () => {
    const bpm = await as('bpm@demo.test');
    const all = await data<UserBody[]>(await bpm.request('/api/users'));
    expect(emails(all)).toContain('seller7@demo.test');
    expect(emails(all)).toContain('seller1@demo.test');
    const second = await concessionIdOf('owner2@demo.test');
    const one = await data<UserBody[]>(await bpm.request(`/api/users?concession=${second}`));
    expect(emails(one)).toEqual(['owner2@demo.test', 'seller7@demo.test', 'seller8@demo.test']);
  });

  it("answers 404 for another tenant's dealership, as for one that does not exist", async () => {
    const owner = await as('owner@demo.test');
    const second = await concessionIdOf('owner2@demo.test');
    const foreign = await owner.request(`/api/users?concession=${second}`);
    expect(foreign.status).toBe(404);
    expect(await failure(foreign)).toEqual({
      code: 'USERS.CONCESSION_NOT_FOUND',
      message: "Cette concession n'existe pas ou vous n'y avez pas accès.",
    });
    const unknown = await owner.request(
      '/api/users?concession=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
  });

  it('refuses a malformed concession with the validation shape', async () => {
    const owner = await as('owner@demo.test');
    const response = await owner.request('/api/users?concession=nope');
    expect(response.status).toBe(400);
    expect((await failure(response)).issues).toEqual([
      { path: 'query.concession', message: "L'identifiant n'est pas valide." },
    ]);
  });

  it('lists the kiosk accounts, owners and BPMs of the dealership', async () => {
    const admin = await as('admin@demo.test');
    expect(emails(await data(await admin.request('/api/users/client')))).toEqual([
      'kiosk@demo.test',
    ]);
    expect(emails(await data(await admin.request('/api/users/service')))).toEqual([
      'service@demo.test',
    ]);
    expect(emails(await data(await admin.request('/api/users/owner')))).toEqual([
      'owner@demo.test',
    ]);
    expect(emails(await data(await admin.request('/api/users/bpm')))).toEqual(['bpm@demo.test']);
    const bpm = await as('bpm@demo.test');
    expect(emails(await data(await bpm.request('/api/users/owner')))).toEqual([
      'owner2@demo.test',
      'owner@demo.test',
    ]);
  });
});

describe('GET /api/users/{id}', () => {
  it('gives the "User (me)" fields of one\'s own account', async () => {
    const seller = await as('seller1@demo.test');
    const id = await userId('seller1@demo.test');
    const withClient = await database.db
      .selectFrom('clients')
      .select('id')
      .where('sellerId', '=', id)
      .where('status', '=', 'withAdvisor')
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    const response = await seller.request(`/api/users/${id}`);
    expect(response.status).toBe(200);
    const user = await data<UserBody>(response);
    expect(user).toMatchObject({
      id,
      role: 'seller',
      email: 'seller1@demo.test',
      hasPassword: true,
      signedContract: true,
      infoValidated: true,
      withTheClient: withClient?.id ?? null,
      showEndQuestionnaire: false,
      concession: await concessionIdOf('seller1@demo.test'),
      psychometricQuestionnaire: { complete: true },
      language: 'fr',
      pictureUrl: null,
    });
    expect(user['profileNumber']).toEqual(expect.any(Number));
  });

  it('tells which client an advisor is with', async () => {
    const row = await database.db
      .selectFrom('clients')
      .innerJoin('users', 'users.id', 'clients.sellerId')
      .select(['clients.id', 'users.email'])
      .where('clients.status', '=', 'withAdvisor')
      .where('clients.deletedAt', 'is', null)
      .executeTakeFirstOrThrow();
    const admin = await as('admin@demo.test');
    const user = await data<UserBody>(await admin.request(`/api/users/${await userId(row.email)}`));
    expect(user['withTheClient']).toBe(row.id);
  });

  it("answers 404 for a colleague's account to an advisor and for another tenant's user", async () => {
    const seller = await as('seller1@demo.test');
    const colleague = await seller.request(`/api/users/${await userId('seller2@demo.test')}`);
    expect(colleague.status).toBe(404);
    expect(await failure(colleague)).toMatchObject({ code: 'USERS.NOT_FOUND' });
    const owner = await as('owner@demo.test');
    const foreign = await owner.request(`/api/users/${await userId('seller7@demo.test')}`);
    expect(foreign.status).toBe(404);
  });

  it('lets a BPM read their own account and the people of assigned dealerships', async () => {
    const bpm = await as('bpm@demo.test');
    expect((await bpm.request(`/api/users/${await userId('bpm@demo.test')}`)).status).toBe(200);
    expect((await bpm.request(`/api/users/${await userId('owner2@demo.test')}`)).status).toBe(200);
    expect((await bpm.request(`/api/users/${await userId('pradmin@demo.test')}`)).status).toBe(404);
  });
});

describe('POST /api/users', () => {
  it('creates a member without a password and queues the account-creation email', async () => {
    const owner = await as('owner@demo.test');
    const response = await owner.json('POST', '/api/users', {
      email: 'Camille.Roy@demo.test',
      role: 'seller',
      firstName: 'Camille',
      lastName: 'Roy',
      phone: '(514) 555-0199',
    });
    expect(response.status).toBe(201);
    const created = await data<UserBody>(response);
    expect(created).toMatchObject({
      email: 'camille.roy@demo.test',
      role: 'seller',
      phone: '5145550199',
      hasPassword: false,
      signedContract: false,
      concession: await concessionIdOf('owner@demo.test'),
      psychometricQuestionnaire: { complete: false },
    });
    const email = await database.db
      .selectFrom('outboxMessages')
      .select(['template', 'language', 'subject', 'bodyText'])
      .where('toAddress', '=', 'camille.roy@demo.test')
      .executeTakeFirstOrThrow();
    expect(email).toMatchObject({ template: 'accountInvite', language: 'fr' });
    expect(email.bodyText).toContain('/auth/invite?token=');
    const invite = await database.db
      .selectFrom('passwordResetTokens')
      .select('purpose')
      .where('userId', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(invite.purpose).toBe('invite');
  });

  it('refuses an email already in use, whatever its case', async () => {
    const admin = await as('admin@demo.test');
    const response = await admin.json('POST', '/api/users', {
      email: 'SELLER1@demo.test',
      role: 'seller',
      firstName: 'Double',
      lastName: 'Emploi',
    });
    expect(response.status).toBe(409);
    expect(await failure(response)).toEqual({
      code: 'USERS.EMAIL_IN_USE',
      message: 'Ce courriel est peut-être déjà utilisé par un autre compte.',
    });
  });

  it('answers in English when this device asks for it', async () => {
    const admin = await as('admin@demo.test');
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
    expect((await failure(response)).message).toBe(
      'This email may already be used by another account.',
    );
  });

  it('lists each invalid field', async () => {
    const owner = await as('owner@demo.test');
    const response = await owner.json('POST', '/api/users', {
      email: 'not-an-email',
      role: 'prAdmin',
      firstName: '  ',
      lastName: 'Roy',
      phone: '123',
    });
    expect(response.status).toBe(400);
    const body = await failure(response);
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
    const admin = await as('admin@demo.test');
    const response = await admin.json('POST', '/api/users', {
      email: 'new.owner@demo.test',
      role: 'owner',
      firstName: 'Nouveau',
      lastName: 'Proprio',
    });
    expect(response.status).toBe(403);
    expect(await failure(response)).toMatchObject({ code: 'USERS.ROLE_NOT_ALLOWED' });
  });

  it('lets a BPM create an owner in an assigned dealership, which must be named', async () => {
    const bpm = await as('bpm@demo.test');
    const body = { email: 'co.owner@demo.test', role: 'owner', firstName: 'Co', lastName: 'Owner' };
    const unnamed = await bpm.json('POST', '/api/users', body);
    expect(unnamed.status).toBe(400);
    expect((await failure(unnamed)).issues).toEqual([
      { path: 'json.concession', message: 'Choisissez la concession du nouveau membre.' },
    ]);
    const second = await concessionIdOf('owner2@demo.test');
    const created = await bpm.json('POST', '/api/users', { ...body, concession: second });
    expect(created.status).toBe(201);
    expect(await data(created)).toMatchObject({ role: 'owner', concession: second });
  });

  it("answers 404 for another tenant's dealership", async () => {
    const owner = await as('owner@demo.test');
    const response = await owner.json('POST', '/api/users', {
      email: 'intrus@demo.test',
      role: 'seller',
      firstName: 'In',
      lastName: 'Trus',
      concession: await concessionIdOf('owner2@demo.test'),
    });
    expect(response.status).toBe(404);
  });
});

describe('PUT /api/users/{id} and /picture', () => {
  it('updates the profile with a picture served back under its own type', async () => {
    const seller = await as('seller4@demo.test');
    const id = await userId('seller4@demo.test');
    const response = await multipart(seller, 'PUT', `/api/users/${id}`, {
      ...profile,
      firstName: 'Karim',
      lastName: 'Haddad',
      phone: '514.555.0177',
      language: 'en',
      picture: new File([PNG], 'me.png', { type: 'image/png' }),
    });
    expect(response.status).toBe(200);
    const user = await data<UserBody & { pictureUrl: string }>(response);
    expect(user).toMatchObject({ phone: '5145550177', language: 'en' });
    expect(user.pictureUrl).toMatch(/^\/uploads\/pictures\/[0-9a-f-]{36}\.png$/);

    const picture = await runtime.app.request(user.pictureUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
    const served = await sharp(new Uint8Array(await picture.arrayBuffer())).metadata();
    expect(served).toMatchObject({ format: 'png', width: 8, height: 8 });
  });

  it('keeps the picture when the file input is left empty', async () => {
    const seller = await as('seller4@demo.test');
    const id = await userId('seller4@demo.test');
    const before = await data<UserBody>(await seller.request(`/api/users/${id}`));
    const response = await multipart(seller, 'PUT', `/api/users/${id}`, {
      ...profile,
      firstName: 'Karim',
      lastName: 'Haddad',
      picture: new File([], ''),
    });
    expect(response.status).toBe(200);
    expect((await data<UserBody>(response))['pictureUrl']).toBe(before['pictureUrl']);
  });

  it('refuses a picture over 2 MB, or one that is not a JPG or PNG whatever its name', async () => {
    const seller = await as('seller5@demo.test');
    const url = `/api/users/${await userId('seller5@demo.test')}/picture`;
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooLarge = await multipart(seller, 'PUT', url, {
      picture: new File([big], 'big.png', { type: 'image/png' }),
    });
    expect(tooLarge.status).toBe(400);
    expect((await failure(tooLarge)).issues).toEqual([
      { path: 'form.picture', message: 'L’image doit faire au plus 2 Mo.' },
    ]);
    const html = new TextEncoder().encode('<svg onload="alert(1)"></svg>');
    const disguised = await multipart(seller, 'PUT', url, {
      picture: new File([html], 'innocent.png', { type: 'image/png' }),
    });
    expect(disguised.status).toBe(400);
    expect((await failure(disguised)).issues?.[0]?.message).toBe(
      'L’image doit être au format JPG ou PNG.',
    );
    const huge = await multipart(seller, 'PUT', url, {
      picture: new File([new Uint8Array(3 * 1024 * 1024)], 'huge.png'),
    });
    expect(huge.status).toBe(413);
    expect(await failure(huge)).toEqual({
      code: 'UPLOAD.TOO_LARGE',
      message: 'L’image doit faire au plus 2 Mo.',
    });
    const missing = await multipart(seller, 'PUT', url, {});
    expect(missing.status).toBe(400);
    expect((await failure(missing)).issues?.[0]).toMatchObject({ path: 'form.picture' });
  });

  it('refuses an invalid phone and missing names field by field', async () => {
    const seller = await as('seller5@demo.test');
    const response = await multipart(
      seller,
      'PUT',
      `/api/users/${await userId('seller5@demo.test')}`,
      { firstName: '', lastName: 'Fortin', phone: '555-01', language: 'de' },
    );
    expect(response.status).toBe(400);
    expect((await failure(response)).issues?.map((issue) => issue.path).sort()).toEqual([
      'form.firstName',
      'form.language',
      'form.phone',
    ]);
  });

  it("replaces a member's picture for a manager and removes the previous file", async () => {
    const admin = await as('admin@demo.test');
    const url = `/api/users/${await userId('seller2@demo.test')}/picture`;
    const first = await data<{ pictureUrl: string }>(
      await multipart(admin, 'PUT', url, { picture: new File([PNG], 'a.png') }),
    );
    const second = await data<{ pictureUrl: string }>(
      await multipart(admin, 'PUT', url, { picture: new File([JPEG], 'b.jpg') }),
    );
    expect(second.pictureUrl).toMatch(/\.jpg$/);
    expect((await runtime.app.request(second.pictureUrl)).headers.get('content-type')).toBe(
      'image/jpeg',
    );
    expect((await runtime.app.request(first.pictureUrl)).status).toBe(404);
  });

  it('refuses an account above the manager, and another tenant with 404', async () => {
    const admin = await as('admin@demo.test');
    const above = await multipart(admin, 'PUT', `/api/users/${await userId('owner@demo.test')}`, {
      ...profile,
    });
    expect(above.status).toBe(403);
    expect(await failure(above)).toMatchObject({ code: 'USERS.MEMBER_NOT_MANAGEABLE' });
    const foreign = await multipart(
      admin,
      'PUT',
      `/api/users/${await userId('seller7@demo.test')}`,
      { ...profile },
    );
    expect(foreign.status).toBe(404);
  });

  it('serves nothing but stored files: no listing, no way out of the folder', async () => {
    for (const probe of [
      '/uploads/',
      '/uploads/pictures/',
      '/uploads/pictures/..%2F..%2Fpackage.json',
      '/uploads/../package.json',
      '/uploads/pictures/00000000-0000-4000-8000-000000000000.png',
    ]) {
      const response = await runtime.app.request(probe);
      expect(response.status, probe).toBe(404);
    }
  });
});

describe('PUT /api/users/{id}/language', () => {
  it('changes the language the session reports', async () => {
    const seller = await as('seller6@demo.test');
    const id = await userId('seller6@demo.test');
    const response = await seller.json('PUT', `/api/users/${id}/language`, { language: 'fr' });
    expect(response.status).toBe(200);
    const session = (await (await seller.request('/api/auth/session')).json()) as {
      user: { language: string };
    };
    expect(session.user.language).toBe('fr');
  });

  it("refuses another user's language and an unknown language", async () => {
    const seller = await as('seller6@demo.test');
    const other = await seller.json(
      'PUT',
      `/api/users/${await userId('seller1@demo.test')}/language`,
      { language: 'en' },
    );
    expect(other.status).toBe(404);
    const unknown = await seller.json(
      'PUT',
      `/api/users/${await userId('seller6@demo.test')}/language`,
      { language: 'de' },
    );
    expect(unknown.status).toBe(400);
    expect((await failure(unknown)).issues).toEqual([
      { path: 'json.language', message: 'Choisissez le français ou l’anglais.' },
    ]);
  });
});

describe('signing the contract and the privacy policy', () => {
  /** A member created by a manager, who has just created their password. */
  const newcomer = async (email: string, role: 'seller' | 'admin') => {
    const owner = await as('owner@demo.test');
    const created = await owner.json('POST', '/api/users', {
      email,
      role,
      firstName: 'Nouvelle',
      lastName: 'Recrue',
    });
    expect(created.status).toBe(201);
    await giveDemoPassword(email);
    const client = createClient(runtime);
    const destination = await client.signIn(email);
    return { client, destination, id: (await data<UserBody>(created)).id };
  };

  it('shows the published contract and moves an advisor on to the personality test', async () => {
    const { client, destination } = await newcomer('recrue.conseil@demo.test', 'seller');
    expect(destination).toBe('/seller/sign-contract');
    const page = await client.request('/seller/sign-contract');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('1. Objet');
    expect(html).toContain('J’ai lu et j’accepte ce document');
    expect(html).toContain('name="csrfToken"');
    expect(html).toContain('type="checkbox"');
    expect(html).not.toContain('<script');

    const token = await client.csrfToken();
    const post = (body: Record<string, string>) =>
      client.request('/seller/sign-contract', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body).toString(),
      });
    const unticked = await post({ csrfToken: token });
    expect(unticked.status).toBe(422);
    expect(await unticked.text()).toContain(
      'Cochez la case pour confirmer que vous acceptez le document.',
    );
    const forged = await post({ accept: 'yes' });
    expect(forged.status).toBe(403);

    const accepted = await post({ csrfToken: token, accept: 'yes' });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe('/seller/questionnaire');
    // Done: the guard now sends the advisor to their next step instead.
    const again = await client.request('/seller/sign-contract');
    expect(again.headers.get('location')).toBe('/seller/questionnaire');
  });

  it('shows the privacy policy to an administrator in English, then the home page', async () => {
    const { client, destination } = await newcomer('recrue.admin@demo.test', 'admin');
    expect(destination).toBe('/admin/sign-privacy-policy');
    const page = await client.request('/admin/sign-privacy-policy?lang=en');
    expect(await page.text()).toContain('1. Information collected');
    const accepted = await client.request('/admin/sign-privacy-policy', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken: await client.csrfToken(), accept: 'yes' }).toString(),
    });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe('/admin');
    const stored = await database.db
      .selectFrom('users')
      .innerJoin('contractVersions', 'contractVersions.id', 'users.signedPrivacyPolicyVersionId')
      .select(['contractVersions.kind', 'contractVersions.version'])
      .where('users.email', '=', 'recrue.admin@demo.test')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ kind: 'privacyPolicy', version: 1 });
  });

  it('signs through the API during onboarding, which refuses other writes meanwhile', async () => {
    const { client, id } = await newcomer('recrue.api@demo.test', 'seller');
    const blocked = await multipart(client, 'PUT', `/api/users/${id}`, { ...profile });
    expect(blocked.status).toBe(403);
    expect(await failure(blocked)).toMatchObject({ code: 'onboarding_required' });

    const wrongKind = await client.json('PUT', `/api/users/${id}/contract`, {
      kind: 'privacyPolicy',
    });
    expect(wrongKind.status).toBe(422);
    const signed = await client.json('PUT', `/api/users/${id}/contract`, {});
    expect(signed.status).toBe(200);
    expect(await data(signed)).toMatchObject({ signedContract: true });
    const session = (await (await client.request('/api/auth/session')).json()) as {
      user: { destination: string };
    };
    expect(session.user.destination).toBe('/seller/questionnaire');
  });
});

describe('DELETE /api/users/{id}', () => {
  it('removes a member, ends their sessions, and frees their email', async () => {
    const victim = createClient(runtime);
    await victim.signIn('seller3@demo.test');
    const id = await userId('seller3@demo.test');
    const owner = await as('owner@demo.test');
    const response = await owner.json('DELETE', `/api/users/${id}`);
    expect(response.status).toBe(200);
    expect(await data(response)).toEqual({ id });

    expect(await (await victim.request('/api/auth/session')).json()).toEqual({});
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
    const owner = await as('owner@demo.test');
    const response = await owner.json('DELETE', `/api/users/${await userId('owner@demo.test')}`);
    expect(response.status).toBe(422);
    expect(await failure(response)).toEqual({
      code: 'USERS.CANNOT_DELETE_SELF',
      message: 'Vous ne pouvez pas supprimer votre propre compte.',
    });
  });

  it('keeps the last owner of a dealership, and owners out of an administrator’s reach', async () => {
    const bpm = await as('bpm@demo.test');
    const last = await bpm.json('DELETE', `/api/users/${await userId('owner@demo.test')}`);
    expect(last.status).toBe(409);
    expect(await failure(last)).toMatchObject({ code: 'USERS.LAST_OWNER' });
    const admin = await as('admin@demo.test');
    const above = await admin.json('DELETE', `/api/users/${await userId('owner@demo.test')}`);
    expect(above.status).toBe(403);
  });

  it('lets a BPM remove one of two owners', async () => {
    const bpm = await as('bpm@demo.test');
    // co.owner@demo.test joined the second dealership in the POST tests above.
    const response = await bpm.json('DELETE', `/api/users/${await userId('co.owner@demo.test')}`);
    expect(response.status).toBe(200);
  });

  it("answers 404 for another tenant's member", async () => {
    const owner = await as('owner@demo.test');
    const response = await owner.json('DELETE', `/api/users/${await userId('seller8@demo.test')}`);
    expect(response.status).toBe(404);
  });
});
