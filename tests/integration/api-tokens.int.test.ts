import { describe, expect, it } from 'vitest';
import type { Runtime } from '#composition/index.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { test } from '#tests/fixtures/integration.ts';
import { createApiClient, type Schemas } from '#src/api-client/index.ts';
import { failure, ok, oneSignedInClientPerAccount } from '#tests/fixtures/api.ts';

/*
 * API tokens (decision 054): made, listed and revoked by managers; a program with only
 * `Authorization: Bearer` works under the policy table and tenancy, without cookies or CSRF.
 */

let database: Database;
let runtime: Runtime;

test.beforeAll(async ({ runtime: given }) => {
  runtime = given;
  database = given.database;
});

const as = oneSignedInClientPerAccount(() => runtime);

const create = async (email: string, body: Schemas['NewApiToken']) =>
  ok((await as(email)).api.POST('/api/api-tokens', { body }));

/** A partner's program: the typed client with only its bearer token (src/api-client). */
const partner = (secret: string) =>
  createApiClient({
    baseUrl: 'http://localhost:3000',
    token: secret,
    fetch: async (request) => runtime.app.request(request),
  });

/** The same program sending what the contract refuses: no cookie, Origin or CSRF token either. */
const program =
  (secret: string) =>
  (path: string, init: RequestInit = {}) =>
    runtime.app.request(`http://localhost:3000${path}`, {
      ...init,
      headers: { authorization: `Bearer ${secret}`, ...init.headers },
    });

const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const clientOf = async (ownerEmail: string) => {
  const row = await database.db
    .selectFrom('clients')
    .innerJoin('users', 'users.concessionId', 'clients.concessionId')
    .select('clients.id')
    .where('users.email', '=', ownerEmail)
    .executeTakeFirstOrThrow();
  return row.id;
};

describe('a program with only a bearer token', () => {
  it("lists its dealership's clients, never another's, and cannot write beyond its role", async () => {
    const { secret } = await create('owner@demo.test', { name: 'CRM', scope: 'admin' });
    expect(secret).toMatch(/^bp_[a-z2-7]{24}\.[a-z2-7]{24}$/);
    const api = partner(secret);

    const { data: list, response } = await api.GET('/api/clients');
    expect(response.status).toBe(200);
    const clients = list?.data ?? [];
    expect(clients.length).toBeGreaterThan(0);
    const dealerships = await database.db
      .selectFrom('clients')
      .select('concessionId')
      .distinct()
      .where(
        'id',
        'in',
        clients.map((client) => client.id),
      )
      .execute();
    const owner = await database.db
      .selectFrom('users')
      .select('concessionId')
      .where('email', '=', 'owner@demo.test')
      .executeTakeFirstOrThrow();
    expect(dealerships).toEqual([{ concessionId: owner.concessionId }]);
    expect(response.headers.get('set-cookie') ?? '').not.toContain('bp_session');

    const elsewhere = await api.GET('/api/clients/{id}', {
      params: { path: { id: await clientOf('owner2@demo.test') } },
    });
    expect(elsewhere.response.status).toBe(404);

    // Creating a walk-in client is the kiosk's and the advisor's, not an administrator's.
    const write = await api.POST('/api/clients', { body: { language: 'fr', sequence: 'buyCar' } });
    expect(write.response.status).toBe(403);
    expect(write.error).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('writes what its role allows without a CSRF token or an Origin', async () => {
    const { secret } = await create('owner@demo.test', { name: 'Feedback bot', scope: 'owner' });
    const { response } = await partner(secret).POST('/api/comments', {
      body: { category: 'feature', message: 'Sent by a program.' },
    });
    expect(response.status).toBe(201);
  });

  it('acts with its scope, below its creator, and never manages tokens', async () => {
    const { secret } = await create('owner@demo.test', { name: 'Floor app', scope: 'seller' });
    const users = await partner(secret).GET('/api/users');
    expect(users.response.status).toBe(403);
    const manager = await create('owner@demo.test', { name: 'Manager app', scope: 'owner' });
    const minted = await partner(manager.secret).POST('/api/api-tokens', {
      body: { name: 'x', scope: 'seller' },
    });
    expect(minted.response.status).toBe(403);
    expect(minted.error).toMatchObject({ code: 'TOKENS.SESSION_REQUIRED' });
  });

  it('wins over a session cookie, and then the write still needs its CSRF token', async () => {
    const { secret } = await create('owner@demo.test', { name: 'Both', scope: 'seller' });
    const owner = await as('owner@demo.test');
    const read = await owner.request('/api/users', {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(read.status).toBe(403);
    const write = await owner.request('/api/comments', {
      ...postJson({ category: 'bug', message: 'Cookie and token.' }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    });
    expect(write.status).toBe(403);
    expect(await failure(write)).toMatchObject({ code: 'CSRF' });
  });
});

describe('refused tokens', () => {
  it('answers 401 with a code for a revoked, an expired or a forged token, in the language asked', async () => {
    const revoked = await create('owner@demo.test', { name: 'Revoked', scope: 'admin' });
    const owner = await as('owner@demo.test');
    const revoke = await owner.json('DELETE', `/api/api-tokens/${revoked.token.id}`);
    expect(revoke.status).toBe(204);
    const again = await owner.json('DELETE', `/api/api-tokens/${revoked.token.id}`);
    expect(again.status).toBe(404);
    const afterRevoke = await program(revoked.secret)('/api/clients', {
      headers: { 'accept-language': 'en' },
    });
    expect(afterRevoke.status).toBe(401);
    expect(await failure(afterRevoke)).toEqual({
      code: 'TOKEN_REVOKED',
      message: 'This API token was revoked.',
    });

    const expired = await create('owner@demo.test', { name: 'Expired', scope: 'admin' });
    await database.db
      .updateTable('apiTokens')
      .set({
        createdAt: new Date('2026-01-01T00:00:00Z'),
        expiresAt: new Date('2026-01-02T00:00:00Z'),
      })
      .where('id', '=', expired.token.id)
      .execute();
    const afterExpiry = await program(expired.secret)('/api/clients');
    expect(afterExpiry.status).toBe(401);
    expect(await failure(afterExpiry)).toMatchObject({ code: 'TOKEN_EXPIRED' });

    const forged = `${expired.secret.slice(0, -4)}aaaa`;
    for (const secret of [forged, 'nonsense', '']) {
      const response = await program(secret)('/api/clients');
      expect(response.status).toBe(401);
      expect(await failure(response)).toMatchObject({ code: 'TOKEN_INVALID' });
    }
  });
});

describe('managing tokens', () => {
  it('stores only hashes, lists with the last use, and emails the owner', async () => {
    const admin = await as('admin@demo.test');
    const { token, secret } = await ok(
      admin.api.POST('/api/api-tokens', {
        body: { name: 'Reporting', scope: 'seller', expiresInDays: 30 },
      }),
    );
    const [idPart = '', secretPart = ''] = secret.slice('bp_'.length).split('.');
    const row = await database.db
      .selectFrom('apiTokens')
      .selectAll()
      .where('id', '=', token.id)
      .executeTakeFirstOrThrow();
    const stored = JSON.stringify(row) + Buffer.from(row.secretHash).toString('latin1');
    expect(stored).not.toContain(idPart);
    expect(stored).not.toContain(secretPart);
    expect(row.secretHash).toHaveLength(32);

    await program(secret)('/api/clients');
    const list = await ok(admin.api.GET('/api/api-tokens'));
    const listed = list.find((item) => item.id === token.id);
    expect(listed).toMatchObject({
      name: 'Reporting',
      scope: 'seller',
      createdBy: { email: 'admin@demo.test' },
      revokedAt: null,
    });
    expect(listed?.lastUsedAt).not.toBeNull();

    const emails = await database.db
      .selectFrom('outboxMessages')
      .select(['toAddress', 'subject', 'bodyText'])
      .where('template', '=', 'apiTokenCreated')
      .execute();
    expect(
      emails.some(
        (email) => email.toAddress === 'owner@demo.test' && email.bodyText.includes('Reporting'),
      ),
    ).toBe(true);
  });

  it('refuses a scope above the creator and keeps each dealership to its own tokens', async () => {
    const admin = await as('admin@demo.test');
    const above = await admin.json('POST', '/api/api-tokens', { name: 'Too much', scope: 'owner' });
    expect(above.status).toBe(400);
    expect(await failure(above)).toMatchObject({ issues: [{ path: 'json.scope' }] });
    const seller = await (
      await as('seller1@demo.test')
    ).json('POST', '/api/api-tokens', {
      name: 'Mine',
      scope: 'seller',
    });
    expect(seller.status).toBe(403);

    const { token } = await create('owner@demo.test', { name: 'Ours', scope: 'admin' });
    const owner2 = await as('owner2@demo.test');
    const theirs = await ok(owner2.api.GET('/api/api-tokens'));
    expect(theirs.map((item) => item.id)).not.toContain(token.id);
    expect((await owner2.json('DELETE', `/api/api-tokens/${token.id}`)).status).toBe(404);
  });

  it("sees what the Best Pairing manager's session sees, for a manager's token", async () => {
    const { secret } = await create('bpm@demo.test', { name: 'Group report', scope: 'bpm' });
    const byToken = await ok(partner(secret).GET('/api/users'));
    const bySession = await ok((await as('bpm@demo.test')).api.GET('/api/users'));
    expect(byToken).toEqual(bySession);
  });
});

describe('the API tokens page', () => {
  it('creates a token by form, shows its secret once, and revokes it', async () => {
    const owner = await as('owner@demo.test');
    const page = await owner.request('/owner/settings/api-tokens');
    expect(page.status).toBe(200);

    const posted = await owner.form('/owner/settings/api-tokens', {
      name: 'Page token',
      scope: 'admin',
      expiresInDays: '7',
    });
    expect(posted.status).toBe(200);
    const html = await posted.text();
    const secret = /bp_[a-z2-7]{24}\.[a-z2-7]{24}/.exec(html)?.[0] ?? '';
    expect((await program(secret)('/api/clients')).status).toBe(200);
    expect(await (await owner.request('/owner/settings/api-tokens')).text()).not.toContain(secret);

    const refused = await owner.form('/owner/settings/api-tokens', {
      name: '',
      scope: 'prAdmin',
      expiresInDays: '0',
    });
    expect(refused.status).toBe(422);

    const row = await database.db
      .selectFrom('apiTokens')
      .select('id')
      .where('name', '=', 'Page token')
      .executeTakeFirstOrThrow();
    const revoked = await owner.form(`/owner/settings/api-tokens/${row.id}/revoke`);
    expect(revoked.status).toBe(303);
    expect(revoked.headers.get('location')).toBe('/owner/settings/api-tokens?flash=revoked');
    expect((await program(secret)('/api/clients')).status).toBe(401);
  });
});
