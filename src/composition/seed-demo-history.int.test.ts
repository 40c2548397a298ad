import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/test-database.ts';
import { createClientStore } from '#adapters/persistence/clients.repository.ts';
import { seedDemo } from './seed-demo.ts';
import { database, DEMO, NOW, SECOND, setUp } from '#tests/fixtures/suites/seed-demo.ts';

describe('seedDemo', () => {
  setUp();

  it('stores lambda version 1 with the built-in starting norms', async () => {
    const lambda = await database.db
      .selectFrom('lambdaVersions')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(lambda.version).toBe(1);
    const norms = lambda.norms as Record<
      string,
      { factors: Record<string, { mean: number; sd: number }> }
    >;
    for (const factor of ['E', 'A', 'C', 'I']) {
      expect(norms.seller40?.factors[factor]).toEqual({ mean: 30, sd: 6 });
      expect(norms.client16?.factors[factor]?.mean).toBe(12);
      expect(norms.client16?.factors[factor]?.sd).toBeCloseTo(2.4, 10);
    }
  });

  it('keeps the two concessions apart: sellers, clients and histories', async () => {
    const crossTenant = await sql<{ count: number }>`
      select count(*)::int as count
      from clients c
      join users s on s.id = c.seller_id
      where s.concession_id <> c.concession_id
    `.execute(database.db);
    expect(crossTenant.rows[0]?.count).toBe(0);
    const crossHistory = await sql<{ count: number }>`
      select count(*)::int as count
      from client_status_changes h
      join clients c on c.id = h.client_id
      left join users s on s.id = h.seller_id
      where h.concession_id <> c.concession_id or s.concession_id <> c.concession_id
    `.execute(database.db);
    expect(crossHistory.rows[0]?.count).toBe(0);

    const sellersByConcession = await database.db
      .selectFrom('clients')
      .innerJoin('users', 'users.id', 'clients.sellerId')
      .innerJoin('concessions', 'concessions.id', 'clients.concessionId')
      .select(['concessions.name', 'users.email'])
      .distinct()
      .execute();
    const sellersOf = (name: string) =>
      sellersByConcession
        .filter((row) => row.name === name)
        .map((row) => row.email)
        .sort();
    expect(sellersOf(DEMO)).toEqual([1, 2, 3, 4, 5, 6].map((index) => `seller${index}@demo.test`));
    expect(sellersOf(SECOND)).toEqual(['seller7@demo.test', 'seller8@demo.test']);
  });

  it('creates four weeks of clients across every status, none dated after now', async () => {
    const statuses = await database.db.selectFrom('clients').select('status').distinct().execute();
    expect(statuses.map((row) => row.status).sort()).toEqual(
      [
        'archived',
        'beBack',
        'notSold',
        'questionnaireCompleted',
        'sold',
        'waitingRoom',
        'withAdvisor',
      ].sort(),
    );
    const range = await database.db
      .selectFrom('clientStatusChanges')
      .select((eb) => [eb.fn.min('at').as('first'), eb.fn.max('at').as('last')])
      .executeTakeFirstOrThrow();
    expect(new Date(range.last).getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(NOW.getTime() - new Date(range.first).getTime()).toBeGreaterThan(21 * 86_400_000);
    expect(NOW.getTime() - new Date(range.first).getTime()).toBeLessThan(29 * 86_400_000);
  });

  it('gives every client a history that leads, step by step, to its status', async () => {
    const clients = await database.db
      .selectFrom('clients')
      .select(['id', 'status', 'sellerId', 'questionnaireCompletedAt', 'acceptedAt', 'closedAt'])
      .execute();
    const changes = await database.db
      .selectFrom('clientStatusChanges')
      .select(['clientId', 'fromStatus', 'toStatus', 'at', 'actorRole'])
      .orderBy('at')
      .execute();
    for (const client of clients) {
      const history = changes.filter((change) => change.clientId === client.id);
      expect(history[0]?.fromStatus, client.id).toBeNull();
      expect(history[0]?.toStatus, client.id).toBe('questionnaireCompleted');
      expect(history[0]?.at, client.id).toEqual(client.questionnaireCompletedAt);
      history.forEach((change, index) => {
        if (index > 0) expect(change.fromStatus, client.id).toBe(history[index - 1]?.toStatus);
      });
      expect(history.at(-1)?.toStatus, client.id).toBe(client.status);
      if (client.status === 'sold' || client.status === 'notSold') {
        expect(client.closedAt, client.id).toEqual(history.at(-1)?.at);
        expect(client.sellerId, client.id).not.toBeNull();
      }
      if (client.status === 'archived') expect(history.at(-1)?.actorRole).toBe('system');
    }
    // Some be-backs came back to their advisor, which is what the be-back rate counts.
    expect(
      changes.some((change) => change.fromStatus === 'beBack' && change.toStatus === 'withAdvisor'),
    ).toBe(true);
  });

  it('reads each seeded ending with the outcome it was written with', async () => {
    const clients = await createClientStore(database.db).list({
      concessionIds: null,
      statuses: ['beBack', 'archived', 'sold', 'notSold'],
      limit: 1000,
      offset: 0,
    });
    expect(clients.some((client) => client.status === 'beBack')).toBe(true);
    for (const client of clients) {
      const expected = client.status === 'archived' ? 'beBack' : client.status;
      expect(client.feedback?.outcome, client.id).toBe(expected);
    }
  });

  it('adds current-year cars with a grey image named manufacturer-model_grey', async () => {
    const cars = await database.db
      .selectFrom('cars')
      .innerJoin('manufacturers', 'manufacturers.id', 'cars.manufacturerId')
      .leftJoin('carImages', (join) =>
        join.onRef('carImages.carId', '=', 'cars.id').on('carImages.colour', '=', 'grey'),
      )
      .select(['manufacturers.name', 'cars.model', 'cars.year', 'carImages.fileName'])
      .execute();
    expect(cars.length).toBeGreaterThanOrEqual(20);
    expect([...new Set(cars.map((car) => car.name))]).toEqual(
      expect.arrayContaining(['Toyota', 'Honda', 'Ford', 'Hyundai', 'Kia', 'Mazda']),
    );
    for (const car of cars) expect(car.year).toBe(NOW.getUTCFullYear());
    const crv = cars.find((car) => car.name === 'Honda' && car.model === 'CR-V');
    expect(crv?.fileName).toBe('honda-cr-v_grey.png');
    expect(cars.every((car) => car.fileName?.endsWith('_grey.png'))).toBe(true);
  });

  it('adds plans and trainings, platform-wide and for the demo concession', async () => {
    const plans = await database.db.selectFrom('plans').select(['code', 'billingPeriod']).execute();
    expect(plans.map((plan) => plan.billingPeriod).sort()).toEqual(['month', 'year']);
    const trainings = await database.db
      .selectFrom('trainings')
      .leftJoin('concessions', 'concessions.id', 'trainings.concessionId')
      .select(['trainings.name', 'concessions.name as concession'])
      .execute();
    expect(trainings.some((training) => training.concession === null)).toBe(true);
    expect(trainings.some((training) => training.concession === DEMO)).toBe(true);
  });
});

describe('seedDemo, again for the same now', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('is deterministic for a given now', async () => {
    // Reusing one hash keeps this test fast; the other suite checks real hashing.
    const hasher = { hash: async () => '$argon2id$fake', verify: async () => false };
    expect(await seedDemo(database.db, { hasher, now: NOW })).toBe(true);

    // Same `now`, same demo: delete the demo and seed again, the clients come back identical.
    const snapshot = () =>
      sql<{ line: string }>`
        select concat_ws('|', co.name, c.status, c.created_at, c.first_name, s.email) as line
        from clients c
        join concessions co on co.id = c.concession_id
        left join users s on s.id = c.seller_id
        order by line
      `
        .execute(database.db)
        .then((result) => result.rows.map((row) => row.line));
    const first = await snapshot();
    await sql`delete from psychometric_tests`.execute(database.db);
    await sql`delete from concessions`.execute(database.db);
    await sql`delete from users`.execute(database.db);
    await sql`delete from lambda_versions`.execute(database.db);
    expect(await seedDemo(database.db, { hasher, now: NOW })).toBe(true);
    expect(await snapshot()).toEqual(first);
  });
});
