import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/test-database.ts';
import { createArgon2PasswordHasher } from '#adapters/auth/argon2-password-hasher.ts';
import {
  buildLambda,
  scoreTest,
  validateAnswers,
  type FormId,
} from '#domain/psychometrics/index.ts';
import { createClientStore } from '#adapters/persistence/clients.repository.ts';
import { seedDemo } from './seed-demo.ts';

const NOW = new Date('2026-11-22T15:00:00Z');
const DEMO = 'Best Pairing Demo';
const SECOND = 'Best Pairing Demo Québec';

/** docs/spec/decisions.md section 11, written out independently of the seed's own tables. */
const EXPECTED_ACCOUNTS = [
  { email: 'pradmin@demo.test', role: 'prAdmin', concession: null },
  { email: 'bpm@demo.test', role: 'bpm', concession: null },
  { email: 'owner@demo.test', role: 'owner', concession: DEMO },
  { email: 'admin@demo.test', role: 'admin', concession: DEMO },
  { email: 'seller1@demo.test', role: 'seller', concession: DEMO },
  { email: 'seller2@demo.test', role: 'seller', concession: DEMO },
  { email: 'seller3@demo.test', role: 'seller', concession: DEMO },
  { email: 'seller4@demo.test', role: 'seller', concession: DEMO },
  { email: 'seller5@demo.test', role: 'seller', concession: DEMO },
  { email: 'seller6@demo.test', role: 'seller', concession: DEMO },
  { email: 'kiosk@demo.test', role: 'client', concession: DEMO },
  { email: 'service@demo.test', role: 'service', concession: DEMO },
  { email: 'owner2@demo.test', role: 'owner', concession: SECOND },
  { email: 'seller7@demo.test', role: 'seller', concession: SECOND },
  { email: 'seller8@demo.test', role: 'seller', concession: SECOND },
];
const STAFF_WITH_TESTS = [
  'bpm@demo.test',
  ...EXPECTED_ACCOUNTS.filter((account) => account.role === 'seller').map(
    (account) => account.email,
  ),
];

const TABLES = [
  'territories',
  'contract_versions',
  'concessions',
  'users',
  'bpm_assignments',
  'seller_profiles',
  'lambda_versions',
  'manufacturers',
  'concession_manufacturers',
  'cars',
  'car_images',
  'clients',
  'client_status_changes',
  'client_car_interests',
  'psychometric_tests',
  'trainings',
  'plans',
  'catalogue_products',
  'subscriptions',
  'licences',
  'invoices',
];

/** What the domain scores for a stored answer sheet, with the starting norms of version 1. */
const expectedScore = (form: FormId, answers: Record<string, number>) => {
  const validated = validateAnswers(form, answers, { prepareOnly: false });
  if (!validated.ok) throw new Error('stored answers do not fit the form');
  return scoreTest(form, validated.value, buildLambda(1, { seller40: [], client16: [] }));
};

const countRows = async (database: TestDatabase) =>
  Object.fromEntries(
    await Promise.all(
      TABLES.map(async (table) => {
        const { rows } = await sql<{
          count: number;
        }>`select count(*)::int as count from ${sql.table(table)}`.execute(database.db);
        return [table, rows[0]?.count ?? 0] as const;
      }),
    ),
  );

describe('seedDemo', () => {
  const hasher = createArgon2PasswordHasher();
  let database: TestDatabase;
  let firstRun: boolean;

  beforeAll(async () => {
    database = await createTestDatabase();
    firstRun = await seedDemo(database.db, { hasher, now: NOW });
  });
  afterAll(async () => {
    await database.drop();
  });

  it('seeds an empty database, then does nothing the second time', async () => {
    expect(firstRun).toBe(true);
    const before = await countRows(database);
    for (const table of TABLES) expect(before[table], table).toBeGreaterThan(0);

    const secondRun = await seedDemo(database.db, { hasher, now: new Date(NOW.getTime() + 1) });
    expect(secondRun).toBe(false);
    expect(await countRows(database)).toEqual(before);
  });

  it('creates every demo account with its role and concession', async () => {
    const accounts = await database.db
      .selectFrom('users')
      .leftJoin('concessions', 'concessions.id', 'users.concessionId')
      .select(['users.email', 'users.role', 'concessions.name as concession'])
      .execute();
    const byEmail = (a: { email: string }, b: { email: string }) => (a.email < b.email ? -1 : 1);
    expect(accounts.sort(byEmail)).toEqual([...EXPECTED_ACCOUNTS].sort(byEmail));
  });

  it('signs people in with Demo1234, kiosks through their station passwords', async () => {
    const users = await database.db
      .selectFrom('users')
      .select(['email', 'role', 'passwordHash'])
      .execute();
    for (const user of users) {
      if (user.role === 'client' || user.role === 'service') {
        expect(user.passwordHash, user.email).toBeNull();
        continue;
      }
      expect(user.passwordHash, user.email).toMatch(/^\$argon2id\$/);
      expect(await hasher.verify(user.passwordHash ?? '', 'Demo1234'), user.email).toBe(true);
    }
    const stations = await database.db
      .selectFrom('concessions')
      .select(['clientStationPasswordHash', 'serviceStationPasswordHash'])
      .execute();
    expect(stations).toHaveLength(2);
    for (const station of stations) {
      expect(await hasher.verify(station.clientStationPasswordHash ?? '', 'Demo1234')).toBe(true);
      expect(await hasher.verify(station.serviceStationPasswordHash ?? '', 'Demo1234')).toBe(true);
      expect(await hasher.verify(station.clientStationPasswordHash ?? '', 'Demo12345')).toBe(false);
    }
  });

  it('sets the demo concession up completely, with an active subscription', async () => {
    const concession = await database.db
      .selectFrom('concessions')
      .innerJoin('subscriptions', 'subscriptions.concessionId', 'concessions.id')
      .innerJoin('plans', 'plans.id', 'subscriptions.planId')
      .select([
        'concessions.id',
        'concessions.infoValidated',
        'concessions.configurationValidated',
        'concessions.connectionValidated',
        'concessions.sellerChoiceMode',
        'concessions.wifiNetworks',
        'concessions.ownerContactEmail',
        'subscriptions.status',
        'plans.code as plan',
      ])
      .where('concessions.name', '=', DEMO)
      .executeTakeFirstOrThrow();
    expect(concession).toMatchObject({
      infoValidated: true,
      configurationValidated: true,
      connectionValidated: true,
      sellerChoiceMode: 'clientChoosesBetweenTwo',
      ownerContactEmail: 'owner@demo.test',
      status: 'active',
      plan: 'monthly',
    });
    expect(concession.wifiNetworks).toEqual([
      { title: expect.any(String), ssid: expect.any(String) },
    ]);

    const licences = await database.db
      .selectFrom('licences')
      .innerJoin('users', 'users.id', 'licences.userId')
      .select(['users.email', 'licences.kind'])
      .where('licences.concessionId', '=', concession.id)
      .execute();
    const licenceOf = (email: string) => licences.find((licence) => licence.email === email)?.kind;
    expect(licenceOf('kiosk@demo.test')).toBe('client');
    expect(licenceOf('service@demo.test')).toBe('service');
    expect(licenceOf('admin@demo.test')).toBe('admin');
    for (const index of [1, 2, 3, 4, 5, 6]) {
      expect(['seller', 'supplementarySeller']).toContain(licenceOf(`seller${index}@demo.test`));
    }
  });

  it('assigns the bpm to both concessions', async () => {
    const assigned = await database.db
      .selectFrom('bpmAssignments')
      .innerJoin('users', 'users.id', 'bpmAssignments.bpmUserId')
      .innerJoin('concessions', 'concessions.id', 'bpmAssignments.concessionId')
      .select(['users.email', 'concessions.name'])
      .orderBy('concessions.name')
      .execute();
    expect(assigned).toEqual([
      { email: 'bpm@demo.test', name: DEMO },
      { email: 'bpm@demo.test', name: SECOND },
    ]);
  });

  it('completes every advisor profile: contract, 3 hobbies, experience and a scored test', async () => {
    const sellers = await database.db
      .selectFrom('users')
      .innerJoin('sellerProfiles', 'sellerProfiles.userId', 'users.id')
      .select([
        'users.email',
        'users.signedContractAt',
        'users.signedContractVersionId',
        'sellerProfiles.hobbies',
        'sellerProfiles.carSellerStartedYear',
        'sellerProfiles.carSellerStartedMonth',
        'sellerProfiles.concessionSellerStartedYear',
        'sellerProfiles.concessionSellerStartedMonth',
      ])
      .execute();
    expect(sellers.map((seller) => seller.email).sort()).toEqual(
      STAFF_WITH_TESTS.filter((email) => email.startsWith('seller')).sort(),
    );
    for (const seller of sellers) {
      expect(seller.signedContractAt, seller.email).not.toBeNull();
      expect(seller.signedContractVersionId, seller.email).not.toBeNull();
      expect(new Set(seller.hobbies).size, seller.email).toBe(3);
      expect(seller.carSellerStartedYear, seller.email).toBeLessThanOrEqual(NOW.getUTCFullYear());
      expect(seller.carSellerStartedMonth, seller.email).not.toBeNull();
      expect(seller.concessionSellerStartedYear, seller.email).not.toBeNull();
      expect(seller.concessionSellerStartedMonth, seller.email).not.toBeNull();
    }

    const tests = await database.db
      .selectFrom('psychometricTests')
      .innerJoin('users', 'users.id', 'psychometricTests.userId')
      .innerJoin('lambdaVersions', 'lambdaVersions.id', 'psychometricTests.lambdaVersionId')
      .select([
        'users.email',
        'psychometricTests.form',
        'psychometricTests.answers',
        'psychometricTests.completedAt',
        'psychometricTests.profileNumber',
        'psychometricTests.descriptors',
        'psychometricTests.zE',
        'lambdaVersions.version',
      ])
      .execute();
    expect(tests.map((test) => test.email).sort()).toEqual([...STAFF_WITH_TESTS].sort());
    const answerSheets = new Set<string>();
    for (const test of tests) {
      const answers = Object.values(test.answers as Record<string, number>);
      expect(answers, test.email).toHaveLength(40);
      expect(
        answers.every((answer) => answer >= 1 && answer <= 5),
        test.email,
      ).toBe(true);
      answerSheets.add(JSON.stringify(test.answers));
      const expected = expectedScore('seller40', test.answers as Record<string, number>);
      expect(test).toMatchObject({
        form: 'seller40',
        completedAt: expect.any(Date),
        profileNumber: expected.profileNumber,
        descriptors: [...expected.descriptors],
        zE: expected.z.E,
        version: 1,
      });
    }
    // Varied answers: no two staff members answered alike.
    expect(answerSheets.size).toBe(tests.length);
  });

  it('scores every walk-in client test on the 16-item form', async () => {
    const tests = await database.db
      .selectFrom('psychometricTests')
      .select(['form', 'answers', 'profileNumber', 'scoreE', 'scoreI'])
      .where('clientId', 'is not', null)
      .execute();
    expect(tests.length).toBeGreaterThan(10);
    for (const test of tests) {
      const answers = test.answers as Record<string, number>;
      expect(Object.keys(answers)).toHaveLength(16);
      const expected = expectedScore('client16', answers);
      expect(test).toMatchObject({
        form: 'client16',
        profileNumber: expected.profileNumber,
        scoreE: expected.scores.E,
        scoreI: expected.scores.I,
      });
    }
  });

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
