import { describe, expect, it } from 'vitest';
import { createClient } from '#tests/fixtures/http-client.ts';
import { ok } from '#tests/fixtures/api.ts';
import * as suite from '#tests/fixtures/suites/users.ts';

/*
 * Bpm accounts and territories (issue 16, decisions 076 and 080): the PR admin's calls, their
 * refusals, who may call them, and a bpm reaching a territory's dealerships.
 */

suite.setUp();

const NEW_BPM = { email: 'Julie.Tremblay@demo.test', firstName: 'Julie', lastName: 'Tremblay' };
let bpmId = '';

const territoryIdOf = async (name: string) =>
  (
    await suite.database.db
      .selectFrom('territories')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

describe('POST /api/bpm', () => {
  it('creates a bpm without a password and queues its invitation', async () => {
    const admin = await suite.as('pradmin@demo.test');
    const { data: body, response } = await admin.api.POST('/api/bpm', {
      body: { ...NEW_BPM, phone: '(514) 555-0142' },
    });
    expect(response.status).toBe(201);
    expect(body?.data).toMatchObject({
      email: 'julie.tremblay@demo.test',
      firstName: 'Julie',
      phone: '5145550142',
      hasPassword: false,
      territories: [],
    });
    bpmId = body?.data.id ?? '';
    const email = await suite.database.db
      .selectFrom('outboxMessages')
      .select(['template', 'language', 'bodyText'])
      .where('toAddress', '=', 'julie.tremblay@demo.test')
      .executeTakeFirstOrThrow();
    expect(email).toMatchObject({ template: 'accountInvite', language: 'fr' });
    expect(email.bodyText).toContain('/auth/invite?token=');
  });

  it('refuses an email in use and invalid fields, in the caller’s language', async () => {
    const admin = await suite.as('pradmin@demo.test');
    const taken = await admin.json('POST', '/api/bpm', { ...NEW_BPM, email: 'SELLER1@demo.test' });
    expect(taken.status).toBe(409);
    expect(await suite.failure(taken)).toMatchObject({ code: 'BPMS.EMAIL_IN_USE' });
    const invalid = await admin.json('POST', '/api/bpm', { email: 'nope', firstName: '' });
    expect(invalid.status).toBe(400);
    const paths = (await suite.failure(invalid)).issues?.map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining(['json.email', 'json.firstName', 'json.lastName']),
    );
  });

  it('is the PR admin’s alone: others are refused, and a bpm id is not found through them', async () => {
    for (const email of ['bpm@demo.test', 'owner@demo.test', 'seller1@demo.test']) {
      const other = await suite.as(email);
      expect((await other.json('POST', '/api/bpm', NEW_BPM)).status).toBe(403);
      expect((await other.request('/api/bpm')).status).toBe(403);
      expect((await other.request(`/api/bpm/${bpmId}`)).status).toBe(403);
    }
  });
});

describe('GET, PUT and DELETE /api/bpm', () => {
  it('lists the bpm by name, searched and paged, with the total in a header', async () => {
    const admin = await suite.as('pradmin@demo.test');
    const all = await ok(admin.api.GET('/api/bpm', { params: { query: { all: 'true' } } }));
    // By name: the demo bpm's first name comes before Julie.
    expect(all.map((bpm) => bpm.email)).toEqual(['bpm@demo.test', 'julie.tremblay@demo.test']);
    const { data, response } = await admin.api.GET('/api/bpm', {
      params: { query: { q: 'TREMB', limit: 1 } },
    });
    expect(data?.data.map((bpm) => bpm.email)).toEqual(['julie.tremblay@demo.test']);
    expect(response.headers.get('x-total-count')).toBe('1');
    const page = await ok(
      admin.api.GET('/api/bpm', { params: { query: { limit: 1, offset: 1 } } }),
    );
    expect(page.map((bpm) => bpm.email)).toEqual(['julie.tremblay@demo.test']);
    const wrong = await admin.request('/api/bpm?limit=0');
    expect(wrong.status).toBe(400);
  });

  it('reads one bpm with its dealerships; another role’s id is not found', async () => {
    const admin = await suite.as('pradmin@demo.test');
    const demoBpm = await suite.userIdOf('bpm@demo.test');
    const one = await ok(admin.api.GET('/api/bpm/{id}', { params: { path: { id: demoBpm } } }));
    expect(one.concessions.map((concession) => concession.name)).toContain('Best Pairing Demo');
    const seller = await suite.userIdOf('seller1@demo.test');
    const missing = await admin.request(`/api/bpm/${seller}`);
    expect(missing.status).toBe(404);
    expect(await suite.failure(missing)).toEqual({
      code: 'BPMS.NOT_FOUND',
      message: 'Ce gestionnaire n’existe pas.',
    });
  });

  it('changes names, phone and language', async () => {
    const admin = await suite.as('pradmin@demo.test');
    const changed = await ok(
      admin.api.PUT('/api/bpm/{id}', {
        params: { path: { id: bpmId } },
        body: { firstName: 'Julie-Anne', lastName: 'Tremblay', language: 'en' },
      }),
    );
    expect(changed).toMatchObject({ firstName: 'Julie-Anne', language: 'en', phone: null });
  });
});

describe('territories', () => {
  it('gives a bpm the dealerships of its territory (GET /api/users?concession=)', async () => {
    const admin = await suite.as('pradmin@demo.test');
    const second = await suite.concessionIdOf('owner2@demo.test');
    const created = await ok(
      admin.api.POST('/api/territories', {
        body: { name: 'Test Est', regions: [{ country: 'CA', state: 'nb' }], bpms: [bpmId] },
      }),
    );
    expect(created).toMatchObject({
      name: 'Test Est',
      regions: [{ country: 'CA', state: 'NB' }],
      bpms: [{ id: bpmId, name: 'Julie-Anne Tremblay' }],
    });
    await suite.giveDemoPassword('julie.tremblay@demo.test');
    const julie = createClient(suite.runtime);
    await julie.signIn('julie.tremblay@demo.test');
    expect((await julie.request(`/api/users?concession=${second}`)).status).toBe(404);

    // The second demo dealership joins the territory: its people are now within reach.
    await suite.database.db
      .updateTable('concessions')
      .set({ territoryId: created.id })
      .where('id', '=', second)
      .execute();
    const reached = await ok(
      julie.api.GET('/api/users', { params: { query: { concession: second } } }),
    );
    expect(suite.emails(reached)).toContain('seller7@demo.test');
    const detail = await ok(admin.api.GET('/api/bpm/{id}', { params: { path: { id: bpmId } } }));
    expect(detail.territories.map((territory) => territory.name)).toEqual(['Test Est']);
    expect(detail.concessions.map((concession) => concession.id)).toEqual([second]);
  });

  it('refuses a region another territory holds, naming it (409)', async () => {
    const admin = await suite.as('pradmin@demo.test');
    const taken = await admin.json('POST', '/api/territories', {
      name: 'Maritimes',
      regions: [
        { country: 'CA', state: 'NS' },
        { country: 'CA', state: 'NB' },
      ],
    });
    expect(taken.status).toBe(409);
    expect(await suite.failure(taken)).toEqual({
      code: 'TERRITORIES.REGION_TAKEN',
      message: 'La région CA-NB fait déjà partie du territoire Test Est.',
    });
    const unknownState = await admin.json('POST', '/api/territories', {
      name: 'Nulle part',
      regions: [{ country: 'CA', state: 'NY' }],
    });
    expect(unknownState.status).toBe(400);
    const sameName = await admin.json('POST', '/api/territories', {
      name: 'test est',
      regions: [],
    });
    expect(sameName.status).toBe(409);
    const notBpm = await admin.json('POST', '/api/territories', {
      name: 'Sans gestionnaire',
      regions: [],
      bpms: [await suite.userIdOf('seller1@demo.test')],
    });
    expect(notBpm.status).toBe(400);
  });

  it('updates a territory keeping its own regions, and deletes it', async () => {
    const admin = await suite.as('pradmin@demo.test');
    const id = await territoryIdOf('Test Est');
    const updated = await ok(
      admin.api.PUT('/api/territories/{id}', {
        params: { path: { id } },
        body: {
          name: 'Test Est',
          regions: [
            { country: 'CA', state: 'NB' },
            { country: 'CA', state: 'PE' },
          ],
          bpms: [],
        },
      }),
    );
    expect(updated.regions.map((region) => region.state)).toEqual(['NB', 'PE']);
    expect(updated.bpms).toEqual([]);
    const listed = await ok(admin.api.GET('/api/territories'));
    expect(listed.map((territory) => territory.name)).toContain('Test Est');
    const owner = await suite.as('owner@demo.test');
    expect((await owner.request('/api/territories')).status).toBe(403);
    expect(
      (
        await admin.request(`/api/territories/${id}`, {
          method: 'DELETE',
          headers: { 'x-csrf-token': await admin.csrfToken() },
        })
      ).status,
    ).toBe(200);
    expect((await admin.request(`/api/territories/${id}`)).status).toBe(404);
  });

  it('deletes a bpm: signed out, not listed, not found', async () => {
    const admin = await suite.as('pradmin@demo.test');
    const deleted = await admin.request(`/api/bpm/${bpmId}`, {
      method: 'DELETE',
      headers: { 'x-csrf-token': await admin.csrfToken() },
    });
    expect(deleted.status).toBe(200);
    expect((await admin.request(`/api/bpm/${bpmId}`)).status).toBe(404);
    const all = await ok(admin.api.GET('/api/bpm', { params: { query: { all: 'true' } } }));
    expect(all.map((bpm) => bpm.email)).toEqual(['bpm@demo.test']);
  });
});
