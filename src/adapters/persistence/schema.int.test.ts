import { NO_MIGRATIONS, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/test-database.ts';
import { createMigrator, migrateToLatest } from './migrate.ts';
import {
  CHECK_VIOLATION,
  createConcession,
  createSeller,
  createUser,
  database,
  EXPECTED_TABLES,
  FOREIGN_KEY_VIOLATION,
  insertClient,
  publicTables,
  refusal,
  setUp,
  unique,
  UNIQUE_VIOLATION,
} from '#tests/fixtures/suites/schema.ts';

describe('migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('create every table of the product', async () => {
    expect(await publicTables(database)).toEqual(EXPECTED_TABLES);
  });

  it('go down to nothing and up again', async () => {
    const down = await createMigrator(database.db).migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await publicTables(database)).toEqual([]);
    const functions = await sql`select 1 from pg_proc where proname = 'set_updated_at'`.execute(
      database.db,
    );
    expect(functions.rows).toHaveLength(0);

    const applied = await migrateToLatest(database.db);
    expect(applied.length).toBeGreaterThan(0);
    expect(await publicTables(database)).toEqual(EXPECTED_TABLES);
  });
});

describe('schema constraints', () => {
  setUp();

  describe('concessions', () => {
    it('keep alert and archive delays between 1 and 100 weeks', async () => {
      for (const weeks of [0, 101, -1]) {
        expect(
          await refusal(
            database.db
              .insertInto('concessions')
              .values({ name: unique('Delays'), alertDelayWeeks: weeks })
              .execute(),
          ),
        ).toMatchObject(CHECK_VIOLATION);
        expect(
          await refusal(
            database.db
              .insertInto('concessions')
              .values({ name: unique('Delays'), archiveDelayWeeks: weeks })
              .execute(),
          ),
        ).toMatchObject(CHECK_VIOLATION);
      }
      const row = await database.db
        .insertInto('concessions')
        .values({ name: unique('Delays'), alertDelayWeeks: 1, archiveDelayWeeks: 100 })
        .returning(['alertDelayWeeks', 'archiveDelayWeeks', 'saleHoldHours', 'timeZone'])
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        alertDelayWeeks: 1,
        archiveDelayWeeks: 100,
        saleHoldHours: 4,
        timeZone: 'America/Toronto',
      });
    });

    it('refuse an unknown choice mode or language and a phone that is not 10 digits', async () => {
      const insert = (values: Record<string, unknown>) =>
        refusal(
          database.db
            .insertInto('concessions')
            .values({ name: unique('Bad'), ...values })
            .execute(),
        );
      expect(await insert({ sellerChoiceMode: 'lottery' })).toMatchObject(CHECK_VIOLATION);
      expect(await insert({ language: 'de' })).toMatchObject(CHECK_VIOLATION);
      expect(await insert({ phone: '514-555-0100' })).toMatchObject(CHECK_VIOLATION);
      expect(await insert({ phone: '51455501000' })).toMatchObject(CHECK_VIOLATION);
    });

    it('store egress networks as CIDRs and refuse anything else', async () => {
      const row = await database.db
        .insertInto('concessions')
        .values({ name: unique('Network'), egressNetworks: ['203.0.113.0/24', '198.51.100.7'] })
        .returning('egressNetworks')
        .executeTakeFirstOrThrow();
      expect(row.egressNetworks).toEqual(['203.0.113.0/24', '198.51.100.7/32']);
      await expect(
        database.db
          .insertInto('concessions')
          .values({ name: unique('Network'), egressNetworks: ['not-an-ip'] })
          .execute(),
      ).rejects.toThrow();
    });
  });

  describe('users', () => {
    it('refuse an unknown role', async () => {
      const concessionId = await createConcession();
      expect(await refusal(createUser({ role: 'superuser' as never, concessionId }))).toMatchObject(
        CHECK_VIOLATION,
      );
    });

    it('tie platform roles to no concession and the other roles to one', async () => {
      const concessionId = await createConcession();
      expect(await refusal(createUser({ role: 'prAdmin', concessionId }))).toMatchObject({
        constraint: 'users_concession_matches_role',
      });
      expect(await refusal(createUser({ role: 'seller' }))).toMatchObject({
        constraint: 'users_concession_matches_role',
      });
      await expect(createUser({ role: 'bpm' })).resolves.toEqual(expect.any(String));
    });

    it('keep emails unique whatever their case, and free the email of a deleted account', async () => {
      const concessionId = await createConcession();
      const id = await createUser({
        role: 'admin',
        concessionId,
        email: 'Same.Person@Schema.test',
      });
      expect(
        await refusal(
          createUser({ role: 'owner', concessionId, email: 'same.person@schema.TEST' }),
        ),
      ).toMatchObject({ ...UNIQUE_VIOLATION, constraint: 'users_email_key' });

      await database.db
        .updateTable('users')
        .set({ deletedAt: new Date() })
        .where('id', '=', id)
        .execute();
      await expect(
        createUser({ role: 'owner', concessionId, email: 'same.person@schema.test' }),
      ).resolves.toEqual(expect.any(String));
    });

    it('give kiosk accounts no password of their own, one of each kind per concession', async () => {
      const concessionId = await createConcession();
      expect(
        await refusal(createUser({ role: 'client', concessionId, passwordHash: '$argon2id$x' })),
      ).toMatchObject({ constraint: 'users_kiosk_without_password' });
      await createUser({ role: 'client', concessionId });
      expect(await refusal(createUser({ role: 'client', concessionId }))).toMatchObject({
        ...UNIQUE_VIOLATION,
        constraint: 'users_one_kiosk_per_concession_key',
      });
      await expect(createUser({ role: 'service', concessionId })).resolves.toEqual(
        expect.any(String),
      );
    });

    it('refuse a concession that does not exist and follow a deleted concession', async () => {
      expect(
        await refusal(
          createUser({ role: 'seller', concessionId: '00000000-0000-4000-8000-000000000000' }),
        ),
      ).toMatchObject(FOREIGN_KEY_VIOLATION);

      const concessionId = await createConcession();
      const sellerId = await createSeller(concessionId);
      await insertClient({ concessionId });
      await database.db.deleteFrom('concessions').where('id', '=', concessionId).execute();
      const users = await database.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', sellerId)
        .execute();
      const clients = await database.db
        .selectFrom('clients')
        .select('id')
        .where('concessionId', '=', concessionId)
        .execute();
      expect(users).toEqual([]);
      expect(clients).toEqual([]);
    });

    it('move updated_at on update unless the statement sets it', async () => {
      const concessionId = await createConcession();
      const past = new Date('2020-01-01T00:00:00Z');
      const id = await createUser({
        role: 'admin',
        concessionId,
        createdAt: past,
        updatedAt: past,
      });
      const read = () =>
        database.db
          .selectFrom('users')
          .select('updatedAt')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
      await database.db
        .updateTable('users')
        .set({ firstName: 'Ana' })
        .where('id', '=', id)
        .execute();
      expect((await read()).updatedAt.getTime()).toBeGreaterThan(past.getTime());

      const chosen = new Date('2021-06-01T12:00:00Z');
      await database.db
        .updateTable('users')
        .set({ lastName: 'Lee', updatedAt: chosen })
        .where('id', '=', id)
        .execute();
      expect((await read()).updatedAt).toEqual(chosen);
    });
  });

  describe('seller profiles', () => {
    const saveHobbies = async (hobbies: string[]) => {
      const concessionId = await createConcession();
      const userId = await createUser({ role: 'seller', concessionId });
      return database.db
        .insertInto('sellerProfiles')
        .values({ userId, hobbies: hobbies as never })
        .execute();
    };

    it('accept up to 3 distinct hobbies of the spec', async () => {
      await expect(saveHobbies(['reading', 'highTechnology', 'sculpture'])).resolves.toBeDefined();
      await expect(saveHobbies([])).resolves.toBeDefined();
    });

    it('refuse a 4th hobby, an unknown hobby or a repeated one', async () => {
      expect(await refusal(saveHobbies(['reading', 'music', 'travel', 'chess']))).toMatchObject(
        CHECK_VIOLATION,
      );
      expect(await refusal(saveHobbies(['reading', 'music', 'travel', 'dance']))).toMatchObject(
        CHECK_VIOLATION,
      );
      expect(await refusal(saveHobbies(['reading', 'chess']))).toMatchObject(CHECK_VIOLATION);
      expect(await refusal(saveHobbies(['reading', 'music', 'reading']))).toMatchObject(
        CHECK_VIOLATION,
      );
    });

    it('refuse an unknown statistics status and a dealership start before the career start', async () => {
      const concessionId = await createConcession();
      const userId = await createUser({ role: 'seller', concessionId });
      expect(
        await refusal(
          database.db
            .insertInto('sellerProfiles')
            .values({ userId, statisticsStatus: 'pending' as never })
            .execute(),
        ),
      ).toMatchObject(CHECK_VIOLATION);
      expect(
        await refusal(
          database.db
            .insertInto('sellerProfiles')
            .values({
              userId,
              carSellerStartedYear: 2020,
              carSellerStartedMonth: 5,
              concessionSellerStartedYear: 2020,
              concessionSellerStartedMonth: 4,
            })
            .execute(),
        ),
      ).toMatchObject({ constraint: 'seller_profiles_experience_order' });
    });
  });
});
