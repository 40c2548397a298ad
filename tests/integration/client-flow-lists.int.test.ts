import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAdapters } from '#composition/adapters.ts';
import { buildClientFlow } from '#composition/client-flow.ts';
import { buildPsychometrics } from '#composition/psychometrics.ts';
import { parseConfig } from '#src/config.ts';
import { clearFloor, completedClient, heartbeat, signedIn } from '#tests/fixtures/client-flow.ts';
import type { operations } from '#src/api-client/index.ts';
import { ok } from '#tests/fixtures/api.ts';
import * as suite from '#tests/fixtures/suites/client-flow.ts';

suite.setUp();

type ClientsQuery = NonNullable<operations['getClients']['parameters']['query']>;

describe('the visit purpose', () => {
  it('changes freely before answering, and only with confirmation after, losing the answers', async () => {
    const draft = await ok(
      suite.kiosk.api.POST('/api/clients', { body: { language: 'fr', sequence: 'buyCar' } }),
    );
    const params = { path: { id: draft.id } };
    const free = await ok(
      suite.kiosk.api.PUT('/api/clients/{id}/questionnaire', {
        params,
        body: { questionnaire: {}, sequence: 'testDrive' },
      }),
    );
    expect(free).toMatchObject({ sequence: 'testDrive' });
    await suite.kiosk.json('PUT', `/api/clients/${draft.id}/questionnaire`, {
      questionnaire: { colour: 'red' },
      personality: { lifeOfTheParty: 4 },
    });
    const unconfirmed = await suite.kiosk.json('PUT', `/api/clients/${draft.id}/questionnaire`, {
      questionnaire: {},
      sequence: 'chooseCar',
    });
    expect(unconfirmed.status).toBe(409);
    expect(await unconfirmed.json()).toMatchObject({
      code: 'CLIENT.PURPOSE_CHANGE_NEEDS_CONFIRMATION',
    });
    const confirmed = await ok(
      suite.kiosk.api.PUT('/api/clients/{id}/questionnaire', {
        params,
        body: { questionnaire: {}, sequence: 'chooseCar', confirmPurposeChange: true },
      }),
    );
    expect(confirmed).toMatchObject({
      sequence: 'chooseCar',
      questionnaire: { answers: {}, personality: {} },
    });
  });

  it('a kiosk reset cancels the visit in progress (soft delete)', async () => {
    const draft = await ok(
      suite.kiosk.api.POST('/api/clients', { body: { language: 'fr', sequence: 'buyCar' } }),
    );
    expect((await suite.kiosk.json('DELETE', `/api/clients/${draft.id}`)).status).toBe(200);
    expect((await suite.admin.request(`/api/clients/${draft.id}`)).status).toBe(404);
    const row = await suite.database.db
      .selectFrom('clients')
      .select('deletedAt')
      .where('id', '=', draft.id)
      .executeTakeFirstOrThrow();
    expect(row.deletedAt).not.toBeNull();
  });
});

describe('lists', () => {
  it('filters by repeated statuses, cars and advisors within the dealership', async () => {
    const list = async (query: ClientsQuery) =>
      ok(suite.admin.api.GET('/api/clients', { params: { query: { limit: 200, ...query } } }));
    const closed = await list({ status: ['sold', 'notSold'] });
    expect(closed.length).toBeGreaterThan(0);
    expect(new Set(closed.map((client) => client.status))).toEqual(new Set(['sold', 'notSold']));
    const car = (
      await suite.database.db
        .selectFrom('clientCarInterests as i')
        .innerJoin('clients as c', 'c.id', 'i.clientId')
        .select('i.carId')
        .where('c.concessionId', '=', suite.admin.concession ?? '')
        .where('c.deletedAt', 'is', null)
        .limit(1)
        .executeTakeFirstOrThrow()
    ).carId;
    const withCar = await list({ cars: car });
    expect(withCar.length).toBeGreaterThan(0);
    const mine = await ok(
      suite.seller(1).api.GET('/api/clients', {
        params: { query: { limit: 200, seller: suite.seller(1).id } },
      }),
    );
    expect(mine.every((client) => client.seller?.id === suite.seller(1).id)).toBe(true);
    // Another dealership's clients never show.
    const all = await list({});
    const foreignIds = await suite.database.db
      .selectFrom('clients')
      .select('id')
      .where('concessionId', '=', suite.owner2.concession ?? '')
      .execute();
    expect(all.some((client) => foreignIds.some((row) => row.id === client.id))).toBe(false);
  });

  it('keeps each filter exact, alone or combined, and pages without gaps (decision 133)', async () => {
    const list = async (query: ClientsQuery) =>
      ok(suite.admin.api.GET('/api/clients', { params: { query: { limit: 200, ...query } } }));
    const all = await list({});
    const car = all.find((client) => client.cars.interested.length > 0)?.cars.interested[0] ?? '';
    const withCar = await list({ cars: [car, '00000000-0000-4000-8000-000000000000'] });
    const carsOf = (client: (typeof all)[number]) => [
      ...client.cars.interested,
      ...client.cars.viewed,
      ...client.cars.sold,
    ];
    expect(withCar.map((client) => client.id)).toEqual(
      all.filter((client) => carsOf(client).includes(car)).map((client) => client.id),
    );
    const seller = suite.seller(1).id;
    const mineOrNone = await list({ seller: [seller, 'none'] });
    expect(mineOrNone.map((client) => client.id)).toEqual(
      all
        .filter((client) => client.seller === null || client.seller.id === seller)
        .map((client) => client.id),
    );
    expect(mineOrNone.some((client) => client.seller === null)).toBe(true);
    expect(mineOrNone.some((client) => client.seller?.id === seller)).toBe(true);
    const waitingNone = await list({ status: ['waitingRoom', 'beBack'], seller: 'none' });
    expect(waitingNone.map((client) => client.id)).toEqual(
      all
        .filter((client) => ['waitingRoom', 'beBack'].includes(client.status ?? ''))
        .filter((client) => client.seller === null)
        .map((client) => client.id),
    );
    const pages = [await list({ limit: 3 }), await list({ limit: 3, offset: 3 })];
    expect(pages.flat().map((client) => client.id)).toEqual(all.slice(0, 6).map((c) => c.id));
    const inOwn = await list({ concession: suite.admin.concession ?? '', status: 'sold' });
    expect(inOwn.map((client) => client.id)).toEqual(
      all.filter((client) => client.status === 'sold').map((client) => client.id),
    );
  });

  it('reads statuses status by status, yet pages them as one list, newest first (decision 135)', async () => {
    const list = async (query: ClientsQuery) =>
      ok(suite.admin.api.GET('/api/clients', { params: { query: { limit: 200, ...query } } }));
    const all = await list({});
    const statuses = ['sold', 'notSold', 'beBack', 'archived'] as const;
    const expected = all.filter((client) => statuses.some((status) => status === client.status));
    expect(new Set(expected.map((client) => client.status)).size).toBe(statuses.length);
    const paged = [];
    for (let offset = 0; offset < expected.length + 3; offset += 3) {
      paged.push(...(await list({ status: [...statuses], limit: 3, offset })));
    }
    expect(paged.map((client) => client.id)).toEqual(expected.map((client) => client.id));
    const seller = suite.seller(1).id;
    const car = expected.find((client) => client.cars.viewed.length > 0)?.cars.viewed[0] ?? '';
    const narrowed = await list({ status: [...statuses], seller: [seller, 'none'], cars: car });
    expect(narrowed.map((client) => client.id)).toEqual(
      expected
        .filter((client) => client.seller === null || client.seller.id === seller)
        .filter((client) =>
          [...client.cars.interested, ...client.cars.viewed, ...client.cars.sold].includes(car),
        )
        .map((client) => client.id),
    );
  });

  it('lists the clients of every dealership reached, one, several or all (decision 133)', async () => {
    const { db } = suite.database;
    const newestFirst = (concessionIds: string[] | null) => {
      let query = db
        .selectFrom('clients')
        .select('id')
        .where('deletedAt', 'is', null)
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .limit(200);
      if (concessionIds) query = query.where('concessionId', 'in', concessionIds);
      return query.execute().then((rows) => rows.map((row) => row.id));
    };
    const listed = async (email: string) => {
      const account = await signedIn(suite.runtime, email);
      const list = await ok(account.api.GET('/api/clients', { params: { query: { limit: 200 } } }));
      return list.map((client) => client.id);
    };
    const { id: bpmId } = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'bpm@demo.test')
      .executeTakeFirstOrThrow();
    const reached = await db
      .selectFrom('bpmAssignments')
      .select('concessionId')
      .where('bpmUserId', '=', bpmId)
      .union(
        db
          .selectFrom('concessions as k')
          .innerJoin('territoryBpms as t', 't.territoryId', 'k.territoryId')
          .select('k.id as concessionId')
          .where('t.bpmUserId', '=', bpmId),
      )
      .execute();
    expect(reached.length).toBeGreaterThan(1);
    expect(await listed('bpm@demo.test')).toEqual(
      await newestFirst(reached.map((row) => row.concessionId)),
    );
    expect(await listed('pradmin@demo.test')).toEqual(await newestFirst(null));
    expect(await listed('admin@demo.test')).toEqual(
      await newestFirst([suite.admin.concession ?? '']),
    );
  });

  it('shows each client as its own read does, without the answers (decision 124)', async () => {
    const [first] = await ok(
      suite.admin.api.GET('/api/clients', { params: { query: { status: ['sold'], limit: 1 } } }),
    );
    if (!first) throw new Error('the demo data has a sold client');
    const whole = await ok(
      suite.admin.api.GET('/api/clients/{id}', { params: { path: { id: first.id } } }),
    );
    expect(first).not.toHaveProperty('questionnaire');
    expect(Object.keys(whole.questionnaire.answers).length).toBeGreaterThan(0);
    const onlyWhole = ['questionnaire', 'history', 'profile', 'carNames'];
    const listed = Object.entries(whole).filter(([field]) => !onlyWhole.includes(field));
    expect(first).toEqual(Object.fromEntries(listed));
    expect(first.cars.sold.length).toBeGreaterThan(0);
    expect(first.feedback).toMatchObject({ sale: true });
  });
});

describe('sellers and general settings', () => {
  beforeEach(async () => {
    await clearFloor(suite.runtime);
  });

  it('lists available advisors by default, all of them on request, of the own dealership only', async () => {
    await heartbeat(suite.seller(1));
    const available = await ok(suite.kiosk.api.GET('/api/sellers'));
    expect(available.map((s) => s.id)).toEqual([suite.seller(1).id]);
    const all = await ok(
      suite.kiosk.api.GET('/api/sellers', { params: { query: { all: 'true' } } }),
    );
    expect(all).toHaveLength(6);
    const ids = [suite.seller(1).id, suite.seller(2).id, suite.seller(7).id];
    const two = await ok(
      suite.kiosk.api.GET('/api/sellers', { params: { query: { all: 'true', ids } } }),
    );
    expect(two.map((s) => s.id).sort()).toEqual([suite.seller(1).id, suite.seller(2).id].sort());
    // Availability comes with the list whichever way it is chosen (decision 116).
    const availability = (list: typeof all) =>
      Object.fromEntries(list.map((seller) => [seller.id, seller.available]));
    expect(availability(two)).toEqual({
      [suite.seller(1).id]: true,
      [suite.seller(2).id]: false,
    });
    expect(availability(all)[suite.seller(1).id]).toBe(true);
    expect(Object.values(availability(all)).filter(Boolean)).toHaveLength(1);
    const platform = await signedIn(suite.runtime, 'pradmin@demo.test');
    const everyone = await ok(
      platform.api.GET('/api/sellers', { params: { query: { all: 'true' } } }),
    );
    expect(availability(everyone)[suite.seller(1).id]).toBe(true);
    expect(availability(everyone)[suite.seller(7).id]).toBe(false);
    expect((await suite.kiosk.request(`/api/sellers/${suite.seller(7).id}`)).status).toBe(404);
    expect(
      (await suite.kiosk.request(`/api/sellers?concession=${suite.owner2.concession}`)).status,
    ).toBe(404);
    const card = await ok(
      suite.kiosk.api.GET('/api/sellers/{id}', { params: { path: { id: suite.seller(1).id } } }),
    );
    expect(card).toMatchObject({ connected: true, available: true, name: 'Élodie Bouchard' });
    expect(card.yearsOfExperience).toBeGreaterThanOrEqual(11);
    // One advisor's card reads its availability in the same query (decision 122).
    const cardOf = (n: number) =>
      ok(
        suite.kiosk.api.GET('/api/sellers/{id}', { params: { path: { id: suite.seller(n).id } } }),
      );
    expect((await cardOf(2)).available).toBe(false);
    const id = await completedClient(suite.kiosk);
    await suite.kiosk.json('POST', `/api/clients/${id}/seller`, { seller: suite.seller(1).id });
    expect((await suite.seller(1).json('POST', `/api/clients/${id}/accept`)).status).toBe(200);
    expect(await cardOf(1)).toMatchObject({ connected: true, available: false });
  });

  it('an advisor sees and signals only themself', async () => {
    const own = await ok(
      suite.seller(1).api.GET('/api/sellers', { params: { query: { all: 'true' } } }),
    );
    expect(own.map((s) => s.id)).toEqual([suite.seller(1).id]);
    // The heartbeat as the presence island sends it: no body, the page's CSRF token.
    const beat = await ok(
      suite.seller(1).api.POST('/api/sellers/{id}/presence', {
        params: { path: { id: suite.seller(1).id } },
      }),
    );
    expect(typeof beat.available).toBe('boolean');
    expect(
      (await suite.seller(1).json('POST', `/api/sellers/${suite.seller(2).id}/presence`)).status,
    ).toBe(404);
    expect(
      (await suite.kiosk.json('POST', `/api/sellers/${suite.seller(2).id}/presence`)).status,
    ).toBe(403);
  });

  it('confirms availability only without unfinished sales', async () => {
    await suite.setMode('advisorPicks');
    const id = await completedClient(suite.kiosk);
    await suite.kiosk.json('POST', `/api/clients/${id}/seller`, { seller: null });
    const confirmed = await ok(
      suite.seller(3).api.POST('/api/sellers/{id}/confirm-availability', {
        params: { path: { id: suite.seller(3).id } },
        body: { clientId: id },
      }),
    );
    expect(confirmed).toMatchObject({ seller: { available: true }, client: { id } });
    await suite.seller(3).json('POST', `/api/clients/${id}/accept`);
    const refused = await suite
      .seller(3)
      .json('POST', `/api/sellers/${suite.seller(3).id}/confirm-availability`, {});
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      code: 'SELLER.UNFINISHED_SALES',
      message:
        'La confirmation de disponibilité n’a pas pu être faite : terminez toutes vos ventes et cliquez de nouveau sur le lien.',
    });
  });

  it('general settings: owner and admin of the dealership only, values checked', async () => {
    const path = `/api/concessions/${suite.admin.concession}/general-settings`;
    expect(
      (await suite.seller(1).json('PUT', path, { sellerChoiceMode: 'bestMatch' })).status,
    ).toBe(403);
    expect((await suite.owner2.json('PUT', path, { sellerChoiceMode: 'bestMatch' })).status).toBe(
      404,
    );
    expect((await suite.admin.json('PUT', path, { sellerChoiceMode: 'lottery' })).status).toBe(400);
    expect((await suite.admin.json('PUT', path, { archiveDelayWeeks: 0 })).status).toBe(400);
    const settings = { params: { path: { id: suite.admin.concession ?? '' } } };
    const saved = await ok(
      suite.admin.api.PUT('/api/concessions/{id}/general-settings', {
        ...settings,
        body: { sellerChoiceMode: 'roundRobin', saleHoldHours: 3 },
      }),
    );
    expect(saved).toEqual({
      sellerChoiceMode: 'roundRobin',
      saleHoldHours: 3,
      alertDelayWeeks: 2,
      archiveDelayWeeks: 2,
    });
    expect(
      await ok(suite.kiosk.api.GET('/api/concessions/{id}/general-settings', settings)),
    ).toMatchObject({
      sellerChoiceMode: 'roundRobin',
    });
    await suite.admin.json('PUT', path, { saleHoldHours: 4 });
  });
});

describe('scheduled work', () => {
  it('archives be-back clients once the archive delay has passed, as the system', async () => {
    const later = new Date(Date.now() + 5 * 7 * 24 * 3_600_000);
    const adapters = createAdapters(suite.database, {
      config: parseConfig({}),
      logger: suite.logger,
      clock: { now: () => later },
    });
    const flow = buildClientFlow(adapters, buildPsychometrics(adapters));
    const due = await sql<{ id: string }>`select c.id from clients c
      where c.status = 'beBack' and c.deleted_at is null`.execute(suite.database.db);
    expect(due.rows.length).toBeGreaterThan(0);
    const { archived } = await flow.archiveBeBacks();
    expect(archived).toBe(due.rows.length);
    // One of the administrator's own dealership, whose history they read.
    const { rows: own } = await sql<{ id: string }>`select c.id from clients c
      join users u on u.concession_id = c.concession_id
      where u.email = 'admin@demo.test' and c.id in (${sql.join(due.rows.map((row) => row.id))})`.execute(
      suite.database.db,
    );
    const id = own[0]?.id ?? '';
    const history = (await suite.getClient(id)).history;
    expect(history.at(-1)).toMatchObject({
      from: 'beBack',
      to: 'archived',
      actor: { role: 'system', id: null },
    });
    // Running again finds nothing to do.
    expect((await flow.archiveBeBacks()).archived).toBe(0);
  });
});
