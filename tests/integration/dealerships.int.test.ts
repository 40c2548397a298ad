import { describe, expect, it } from 'vitest';
import { answer, failure, sessionUser } from '#tests/fixtures/api.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import * as suite from '#tests/fixtures/suites/users.ts';

suite.setUp();

/*
 * The platform's dealerships (issue 16, docs/decisions/076-078): the list and its filters, creation
 * with the owner's invitation, a bpm kept to its territories, and deletion that keeps statistics.
 */

const territoryIdOf = async (name: string) =>
  (
    await suite.database.db
      .selectFrom('territories')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

const manufacturerIdOf = async (name: string) =>
  (
    await suite.database.db
      .selectFrom('manufacturers')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

const listOf = async (client: Awaited<ReturnType<typeof suite.as>>, query = '') =>
  answer(await client.request(`/api/concessions${query}`), '/api/concessions', 'get');

/**
 * bpm@demo.test keeps only the Laval territory: no assignment, so it reaches Best Pairing Laval
 * and nothing else (decision 076).
 */
const bpmCoversLavalOnly = async () => {
  const bpmId = await suite.userIdOf('bpm@demo.test');
  await suite.database.db.deleteFrom('bpmAssignments').where('bpmUserId', '=', bpmId).execute();
  await suite.database.db.deleteFrom('territoryBpms').where('bpmUserId', '=', bpmId).execute();
  await suite.database.db
    .insertInto('territoryBpms')
    .values({ territoryId: await territoryIdOf('Laval'), bpmUserId: bpmId })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
};

describe('GET /api/concessions', () => {
  it('lists every dealership to the PR admin, by name, with filters and pages', async () => {
    const admin = await suite.as('pradmin@demo.test');
    const all = await listOf(admin);
    expect(all.concessions.map((concession) => concession.name)).toEqual(
      [...all.concessions.map((concession) => concession.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.states).toContain('QC');
    const searched = await listOf(admin, '?q=laval');
    expect(searched.concessions.map((concession) => concession.name)).toEqual([
      'Best Pairing Laval',
    ]);
    const toyota = await listOf(admin, `?manufacturer=${await manufacturerIdOf('Toyota')}`);
    expect(toyota.concessions.every((row) => row.manufacturers.includes('Toyota'))).toBe(true);
    expect(toyota.total).toBeGreaterThan(0);
    const nowhere = await listOf(admin, '?state=NY');
    expect(nowhere).toMatchObject({ concessions: [], total: 0, page: 1, pageCount: 1 });
    const paged = await listOf(admin, '?pageSize=1&page=2');
    expect(paged).toMatchObject({ page: 2, pageSize: 1, pageCount: all.total });
    expect(paged.concessions[0]?.name).toBe(all.concessions[1]?.name);
  });

  it('refuses a bad page in the caller’s language, and the accounts of a dealership', async () => {
    const admin = await suite.as('pradmin@demo.test');
    const fr = await failure(await admin.request('/api/concessions?page=0&lang=fr'));
    expect(fr.code).toBe('VALIDATION_ERROR');
    expect(fr.issues?.[0]).toMatchObject({
      path: 'query.page',
      message: 'Indiquez un numéro de page (un nombre entier à partir de 1).',
    });
    const en = await failure(await admin.request('/api/concessions?pageSize=500&lang=en'));
    expect(en.issues?.[0]?.message).toBe('Enter a page size between 1 and 100.');
    const owner = await suite.as('owner@demo.test');
    expect((await owner.request('/api/concessions')).status).toBe(403);
  });
});

describe('a bpm and its territories', () => {
  it('lists, reads and writes only its territory’s dealerships; the others are not found', async () => {
    await bpmCoversLavalOnly();
    const bpm = await suite.as('bpm@demo.test');
    const listed = await listOf(bpm);
    expect(listed.concessions.map((concession) => concession.name)).toEqual(['Best Pairing Laval']);
    const demo = await suite.concessionIdOf('owner@demo.test');
    expect((await bpm.request(`/api/concessions/${demo}`)).status).toBe(404);
    expect((await bpm.request(`/bpm/concessions/${demo}`)).status).toBe(404);
    expect((await bpm.request(`/bpm/concessions/${demo}/edit`)).status).toBe(404);
    const write = await bpm.json('PUT', `/api/concessions/${demo}/general-settings`, {
      saleHoldHours: 4,
    });
    expect(write.status).toBe(404);
    const laval = await suite.concessionIdOf('owner3@demo.test');
    expect((await bpm.request(`/api/concessions/${laval}`)).status).toBe(200);
    expect((await bpm.request(`/bpm/concessions/${laval}?tab=dashboard`)).status).toBe(200);
    expect((await bpm.request(`/bpm/concessions/${laval}?tab=history`)).status).toBe(200);
  });

  it('creates only in a territory it covers, with its owner invited and a subscription to pay', async () => {
    await bpmCoversLavalOnly();
    const bpm = await suite.as('bpm@demo.test');
    const body = {
      name: 'Best Pairing Terrebonne',
      language: 'en',
      manufacturers: [await manufacturerIdOf('Honda')],
      ownerEmail: 'Owner.Terrebonne@example.test',
    };
    const elsewhere = await bpm.json('POST', '/api/concessions', {
      ...body,
      territory: await territoryIdOf('Montréal'),
    });
    expect(elsewhere.status).toBe(404);
    expect((await failure(elsewhere)).code).toBe('CONCESSION.TERRITORY_NOT_FOUND');
    expect((await bpm.json('POST', '/api/concessions', body)).status).toBe(404);

    const response = await bpm.json('POST', '/api/concessions', {
      ...body,
      territory: await territoryIdOf('Laval'),
    });
    expect(response.status).toBe(201);
    const created = await answer(response, '/api/concessions', 'post');
    expect(created).toMatchObject({
      name: 'Best Pairing Terrebonne',
      territory: { name: 'Laval' },
      manufacturers: ['Honda'],
      subscriptionStatus: 'neverCreated',
      infoValidated: false,
    });
    const owner = await suite.database.db
      .selectFrom('users')
      .select(['id', 'role', 'concessionId', 'passwordHash'])
      .where('email', '=', 'owner.terrebonne@example.test')
      .executeTakeFirstOrThrow();
    expect(owner).toMatchObject({ role: 'owner', concessionId: created.id, passwordHash: null });
    // Its two kiosk tablets' accounts come with it, signing in with the stations' passwords (101).
    const stations = await suite.database.db
      .selectFrom('users')
      .select(['role', 'email', 'passwordHash'])
      .where('concessionId', '=', created.id)
      .where('role', 'in', ['client', 'service'])
      .orderBy('role')
      .execute();
    const tail = created.id.replaceAll('-', '').slice(-12);
    expect(stations).toEqual([
      {
        role: 'client',
        email: `borne-${tail}@stations.best-pairing.invalid`,
        passwordHash: null,
      },
      {
        role: 'service',
        email: `service-${tail}@stations.best-pairing.invalid`,
        passwordHash: null,
      },
    ]);
    const assignment = await suite.database.db
      .selectFrom('bpmAssignments')
      .select('concessionId')
      .where('bpmUserId', '=', await suite.userIdOf('bpm@demo.test'))
      .execute();
    expect(assignment.map((row) => row.concessionId)).toContain(created.id);
    const invitations = await suite.database.db
      .selectFrom('outboxMessages')
      .select(['template', 'language', 'bodyText'])
      .where('toAddress', '=', 'owner.terrebonne@example.test')
      .execute();
    expect(invitations).toHaveLength(1);
    expect(invitations[0]).toMatchObject({ template: 'accountInvite', language: 'en' });
    expect(invitations[0]?.bodyText).toContain('Best Pairing Terrebonne');

    const again = await bpm.json('POST', '/api/concessions', {
      ...body,
      name: 'Another',
      territory: await territoryIdOf('Laval'),
      ownerEmail: 'owner.terrebonne@example.test',
    });
    expect(again.status).toBe(409);
    expect(await failure(again)).toMatchObject({ code: 'USERS.EMAIL_IN_USE' });
  });

  it('refuses a creation without a name or make with field messages in fr and en', async () => {
    const admin = await suite.as('pradmin@demo.test');
    const fr = await failure(
      await admin.json('POST', '/api/concessions?lang=fr', {
        name: ' ',
        language: 'fr',
        manufacturers: [],
        ownerEmail: 'nope',
      }),
    );
    expect(fr.code).toBe('VALIDATION_ERROR');
    const messages = Object.fromEntries(
      (fr.issues ?? []).map((issue) => [issue.path, issue.message]),
    );
    expect(messages).toMatchObject({
      'json.name': 'Indiquez le nom de la concession (120 caractères au plus).',
      'json.manufacturers': 'Choisissez au moins un constructeur.',
      'json.ownerEmail': 'Indiquez le courriel du propriétaire.',
    });
    const en = await failure(
      await admin.json('POST', '/api/concessions?lang=en', {
        name: 'Fine',
        language: 'de',
        manufacturers: [await manufacturerIdOf('Honda')],
        ownerEmail: 'fine@example.test',
      }),
    );
    expect(en.issues).toEqual([{ path: 'json.language', message: 'Choose French or English.' }]);
  });
});

describe('DELETE /api/concessions/{id}', () => {
  it('takes the dealership off every list, closes its accounts and keeps its statistics', async () => {
    const concessionId = await suite.concessionIdOf('owner2@demo.test');
    const clientsBefore = await suite.database.db
      .selectFrom('clients')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('concessionId', '=', concessionId)
      .executeTakeFirstOrThrow();
    const owner2 = await suite.as('owner2@demo.test');
    expect(await sessionUser(owner2)).toBeDefined();

    const bpm = await suite.as('bpm@demo.test');
    expect((await bpm.json('DELETE', `/api/concessions/${concessionId}`)).status).toBe(403);
    const admin = await suite.as('pradmin@demo.test');
    const deleted = await admin.json('DELETE', `/api/concessions/${concessionId}`);
    expect(await answer(deleted, '/api/concessions/{id}', 'delete')).toEqual({ id: concessionId });
    expect((await admin.json('DELETE', `/api/concessions/${concessionId}`)).status).toBe(404);

    const listed = await listOf(admin);
    expect(listed.concessions.map((concession) => concession.id)).not.toContain(concessionId);
    expect((await admin.request(`/api/concessions/${concessionId}`)).status).toBe(404);
    expect((await admin.request(`/pr-admin/concessions/${concessionId}`)).status).toBe(404);

    // Its people: signed out now, and no sign-in later.
    expect(await sessionUser(owner2)).toBeUndefined();
    const again = createClient(suite.runtime);
    await expect(again.signIn('seller7@demo.test')).rejects.toThrow();

    // Its rows stay for the statistics.
    const clientsAfter = await suite.database.db
      .selectFrom('clients')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('concessionId', '=', concessionId)
      .executeTakeFirstOrThrow();
    expect(Number(clientsAfter.count)).toBeGreaterThan(0);
    expect(clientsAfter.count).toBe(clientsBefore.count);
  });
});
