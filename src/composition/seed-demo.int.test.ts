import { describe, expect, it } from 'vitest';
import { seedDemo } from './seed-demo.ts';
import {
  countRows,
  database,
  DEMO,
  EXPECTED_ACCOUNTS,
  expectedScore,
  firstRun,
  hasher,
  NOT_SET_UP,
  NOW,
  SECOND,
  setUp,
  STAFF_WITH_TESTS,
  TABLES,
} from '#tests/fixtures/suites/seed-demo.ts';

describe('seedDemo', () => {
  setUp();

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
      .where('name', '!=', NOT_SET_UP)
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

  it('leaves the third dealership to its owner’s set-up wizard: nothing validated, no station', async () => {
    const concession = await database.db
      .selectFrom('concessions')
      .select([
        'infoValidated',
        'configurationValidated',
        'connectionValidated',
        'clientStationPasswordHash',
        'wifiNetworks',
      ])
      .where('name', '=', NOT_SET_UP)
      .executeTakeFirstOrThrow();
    expect(concession).toEqual({
      infoValidated: false,
      configurationValidated: false,
      connectionValidated: false,
      clientStationPasswordHash: null,
      wifiNetworks: [],
    });
  });

  it('assigns the bpm to every concession', async () => {
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
      { email: 'bpm@demo.test', name: NOT_SET_UP },
    ]);
  });

  it("gives the bpm the demo dealership's territory, covering its province (decision 076)", async () => {
    const covered = await database.db
      .selectFrom('territoryBpms')
      .innerJoin('users', 'users.id', 'territoryBpms.bpmUserId')
      .innerJoin('territories', 'territories.id', 'territoryBpms.territoryId')
      .innerJoin('territoryRegions', 'territoryRegions.territoryId', 'territories.id')
      .innerJoin('concessions', 'concessions.territoryId', 'territories.id')
      .select([
        'users.email',
        'territoryRegions.country',
        'territoryRegions.state',
        'concessions.name',
      ])
      .execute();
    expect(covered).toEqual([{ email: 'bpm@demo.test', country: 'CA', state: 'QC', name: DEMO }]);
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
});
