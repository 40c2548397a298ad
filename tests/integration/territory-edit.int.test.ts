import { describe, expect, it } from 'vitest';
import { ok } from '#tests/fixtures/api.ts';
import * as suite from '#tests/fixtures/suites/users.ts';

/*
 * Editing a territory (decision 105) through the API and the page: what stays (its dealerships),
 * what changes at once (its bpm's reach), the refusals in French and English and who may edit;
 * and the calendar of a bpm's performance (decision 106).
 */

suite.setUp();

const MONTREAL = 'Montréal';
const PAGE = '/pr-admin/settings/territories';

const territoryOf = async (name: string) =>
  suite.database.db
    .selectFrom('territories')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();

/** A dealership the PR admin adds to the territory: no bpm created it (no assignment). */
const addDealership = async (territory: string) => {
  const admin = await suite.as('pradmin@demo.test');
  const { id: manufacturer } = await suite.database.db
    .selectFrom('manufacturers')
    .select('id')
    .orderBy('name')
    .executeTakeFirstOrThrow();
  const response = await admin.json('POST', '/api/concessions', {
    name: 'Concession du territoire',
    language: 'fr',
    territory,
    manufacturers: [manufacturer],
    ownerEmail: 'territory.owner@example.test',
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
};

const territoryIdOfDealership = async (id: string) =>
  (
    await suite.database.db
      .selectFrom('concessions')
      .select('territoryId')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).territoryId;

describe('editing a territory (PUT /api/territories/{id}, decision 105)', () => {
  it('renames it and changes its regions and bpm; its dealerships stay, the bpm’s reach follows', async () => {
    const admin = await suite.as('pradmin@demo.test');
    const bpm = await suite.as('bpm@demo.test');
    const { id } = await territoryOf(MONTREAL);
    const dealership = { id: await addDealership(id) };
    expect((await bpm.request(`/api/concessions/${dealership.id}`)).status).toBe(200);

    const put = (body: object) =>
      admin.api.PUT('/api/territories/{id}', {
        params: { path: { id } },
        body: { name: 'Grand Montréal', regions: [], bpms: [], ...body },
      });
    // Quebec leaves the regions and the bpm leaves the territory.
    const edited = await ok(put({ regions: [{ country: 'CA', state: 'ON' }] }));
    expect(edited).toMatchObject({ name: 'Grand Montréal', bpms: [] });
    expect(edited.regions).toEqual([{ country: 'CA', state: 'ON' }]);
    expect(edited.concessions.map((each) => each.id)).toContain(dealership.id);
    expect(await territoryIdOfDealership(dealership.id)).toBe(id);
    // Its next request: the dealership is out of its reach, as any other.
    expect((await bpm.request(`/api/concessions/${dealership.id}`)).status).toBe(404);

    const bpmId = await suite.userIdOf('bpm@demo.test');
    const restored = await ok(
      put({ name: MONTREAL, regions: [{ country: 'CA', state: 'QC' }], bpms: [bpmId] }),
    );
    expect(restored.bpms.map((each) => each.id)).toEqual([bpmId]);
    expect((await bpm.request(`/api/concessions/${dealership.id}`)).status).toBe(200);
  });

  it('refuses invalid fields with 400 in the caller’s language, taken ones with 409', async () => {
    const admin = await suite.as('pradmin@demo.test');
    const { id } = await territoryOf(MONTREAL);
    const invalid = { name: '', regions: [{ country: 'FR', state: 'QC' }], bpms: ['nope'] };
    const french = await admin.json('PUT', `/api/territories/${id}`, invalid);
    expect(french.status).toBe(400);
    const failure = await suite.failure(french);
    expect(failure.code).toBe('VALIDATION_ERROR');
    expect(failure.issues?.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['json.name', 'json.regions.0.country']),
    );
    expect(failure.issues?.find((issue) => issue.path === 'json.name')?.message).toBe(
      'Indiquez un nom d’au plus 100 caractères.',
    );

    const other = await ok(
      admin.api.POST('/api/territories', {
        body: { name: 'Ontario', regions: [{ country: 'CA', state: 'ON' }], bpms: [] },
      }),
    );
    const taken = await admin.json('PUT', `/api/territories/${other.id}`, {
      name: 'Ontario',
      regions: [{ country: 'CA', state: 'QC' }],
      bpms: [],
    });
    expect(taken.status).toBe(409);
    expect(await suite.failure(taken)).toMatchObject({ code: 'TERRITORIES.REGION_TAKEN' });
    const sameName = await admin.json('PUT', `/api/territories/${other.id}`, {
      name: 'montréal',
      regions: [],
      bpms: [],
    });
    expect(sameName.status).toBe(409);
    expect(await suite.failure(sameName)).toMatchObject({
      code: 'TERRITORIES.NAME_TAKEN',
      message: 'Un territoire porte déjà ce nom.',
    });
    const unknown = await admin.json('PUT', `/api/territories/${crypto.randomUUID()}`, {
      name: 'Nulle part',
      regions: [],
      bpms: [],
    });
    expect(unknown.status).toBe(404);
    expect(await suite.failure(unknown)).toMatchObject({ code: 'TERRITORIES.NOT_FOUND' });
  });

  it('answers 403 to a bpm and an owner; the edit page sends a bpm away', async () => {
    const { id } = await territoryOf(MONTREAL);
    const body = { name: 'Pris', regions: [], bpms: [] };
    for (const email of ['bpm@demo.test', 'owner@demo.test']) {
      const caller = await suite.as(email);
      const refused = await caller.json('PUT', `/api/territories/${id}`, body);
      expect(refused.status).toBe(403);
      expect(await suite.failure(refused)).toMatchObject({ code: 'FORBIDDEN' });
    }
    const bpm = await suite.as('bpm@demo.test');
    expect([302, 403, 404]).toContain((await bpm.request(`${PAGE}/${id}/edit`)).status);
    expect((await territoryOf(MONTREAL)).id).toBe(id);
  });
});

describe('the territory edit page (no JavaScript)', () => {
  it('says what becomes of its dealerships, sends the form back with its messages, then saves', async () => {
    const admin = await suite.as('pradmin@demo.test');
    const { id } = await territoryOf(MONTREAL);
    const page = await (await admin.request(`${PAGE}/${id}/edit`)).text();
    expect(page).toContain('data-edit-note');
    expect(page).toContain('Ses concessions y restent');

    const refused = await admin.form(`${PAGE}/${id}/edit`, { name: '', regions: 'CA-QC' });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('Indiquez un nom d’au plus 100 caractères.');
    expect(html).toMatch(/value="CA-QC"[^>]*checked|checked[^>]*value="CA-QC"/);

    const saved = await admin.form(`${PAGE}/${id}/edit`, {
      name: 'Montréal',
      regions: 'CA-QC',
      bpms: await suite.userIdOf('bpm@demo.test'),
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`${PAGE}?flash=saved#territory-${id}`);
    const list = await (await admin.request(`${PAGE}?flash=saved`)).text();
    expect(list).toContain('Territoire enregistré.');
  });
});

describe('a bpm’s performance calendar (decision 106)', () => {
  it('is its dealerships’ time zone, not Toronto’s', async () => {
    const admin = await suite.as('pradmin@demo.test');
    const bpmId = await suite.userIdOf('bpm@demo.test');
    await suite.database.db
      .updateTable('concessions')
      .set({ timeZone: 'America/Vancouver' })
      .where('deletedAt', 'is', null)
      .execute();
    const html = await (await admin.request(`/pr-admin/bpm/${bpmId}?tab=performance`)).text();
    expect(html).toContain('Fuseau horaire : America/Vancouver');
    expect(html).not.toContain('Toronto');
  });
});
