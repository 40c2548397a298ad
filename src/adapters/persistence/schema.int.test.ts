import { NO_MIGRATIONS, sql, type Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/test-database.ts';
import type { Clients, Users } from './db.generated.ts';
import { createMigrator, migrateToLatest } from './migrate.ts';

const EXPECTED_TABLES = [
  'bpm_assignments',
  'car_images',
  'cars',
  'catalogue_products',
  'client_car_interests',
  'client_status_changes',
  'clients',
  'comments',
  'concession_manufacturers',
  'concessions',
  'contract_versions',
  'invoices',
  'known_devices',
  'lambda_recalculations',
  'lambda_versions',
  'licences',
  'manufacturers',
  'outbox_messages',
  'password_reset_tokens',
  'payment_events',
  'plans',
  'psychometric_tests',
  'rate_limits',
  'seller_profiles',
  'sessions',
  'sms_log',
  'subscriptions',
  'support_tickets',
  'surveys',
  'territories',
  'trainings',
  'users',
  'worker_heartbeats',
];

type DatabaseError = { code?: string; constraint?: string };

/** The error the database raised for `statement`; fails the test if it was accepted. */
const refusal = async (statement: Promise<unknown>): Promise<DatabaseError> => {
  try {
    await statement;
  } catch (error) {
    return error as DatabaseError;
  }
  throw new Error('the database accepted a statement it should refuse');
};
const CHECK_VIOLATION = { code: '23514' };
const UNIQUE_VIOLATION = { code: '23505' };
const FOREIGN_KEY_VIOLATION = { code: '23503' };
// `on delete restrict` reports foreign_key_violation up to PostgreSQL 17, restrict_violation since 18.
const RESTRICT_VIOLATION_CODES = ['23503', '23001'];

const publicTables = async (database: TestDatabase) =>
  (
    await sql<{ tableName: string }>`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like 'kysely_%'
      order by table_name
    `.execute(database.db)
  ).rows.map((row) => row.tableName);

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
  let database: TestDatabase;
  let sequence = 0;
  const unique = (label: string) => `${label}-${(sequence += 1)}`;

  const createConcession = async (values: { name?: string } = {}) =>
    (
      await database.db
        .insertInto('concessions')
        .values({ name: values.name ?? unique('Concession') })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  const createUser = async (values: Partial<Insertable<Users>> & Pick<Insertable<Users>, 'role'>) =>
    (
      await database.db
        .insertInto('users')
        .values({ email: `${unique('user')}@schema.test`, ...values })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  const createSeller = async (concessionId: string) => {
    const userId = await createUser({ role: 'seller', concessionId });
    await database.db.insertInto('sellerProfiles').values({ userId }).execute();
    return userId;
  };

  const insertClient = (values: Partial<Insertable<Clients>> & { concessionId: string }) =>
    database.db
      .insertInto('clients')
      .values({ sequence: 'buyCar', ...values })
      .returning('id')
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

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

  describe('clients', () => {
    it('refuse an unknown status or visit purpose', async () => {
      const concessionId = await createConcession();
      const completed = { questionnaireCompletedAt: new Date() };
      expect(
        await refusal(insertClient({ concessionId, ...completed, status: 'foo' as never })),
      ).toMatchObject(CHECK_VIOLATION);
      expect(
        await refusal(insertClient({ concessionId, sequence: 'lookAround' as never })),
      ).toMatchObject(CHECK_VIOLATION);
    });

    it('start the status flow only once the questionnaire is complete', async () => {
      const concessionId = await createConcession();
      await expect(insertClient({ concessionId })).resolves.toBeDefined();
      expect(await refusal(insertClient({ concessionId, status: 'waitingRoom' }))).toMatchObject({
        constraint: 'clients_status_after_questionnaire',
      });
    });

    it('let an advisor hold one sale at a time, and only with an advisor and a hold', async () => {
      const concessionId = await createConcession();
      const sellerId = await createSeller(concessionId);
      const now = new Date();
      const withAdvisor = {
        concessionId,
        status: 'withAdvisor' as const,
        questionnaireCompletedAt: now,
        acceptedAt: now,
        holdExpiresAt: new Date(now.getTime() + 4 * 3_600_000),
      };
      expect(await refusal(insertClient(withAdvisor))).toMatchObject({
        constraint: 'clients_relationship_has_seller',
      });
      expect(
        await refusal(insertClient({ ...withAdvisor, sellerId, holdExpiresAt: null })),
      ).toMatchObject({ constraint: 'clients_with_advisor_has_hold' });

      await insertClient({ ...withAdvisor, sellerId });
      expect(await refusal(insertClient({ ...withAdvisor, sellerId }))).toMatchObject({
        ...UNIQUE_VIOLATION,
        constraint: 'clients_one_sale_per_seller_key',
      });
      await expect(
        insertClient({ ...withAdvisor, sellerId, status: 'beBack', beBackAt: now }),
      ).resolves.toBeDefined();
    });

    it('record status changes with known statuses and actor roles only', async () => {
      const concessionId = await createConcession();
      const { id: clientId } = await insertClient({ concessionId });
      const change = { clientId, concessionId, toStatus: 'questionnaireCompleted' as const };
      await expect(
        database.db
          .insertInto('clientStatusChanges')
          .values({ ...change, actorRole: 'client' })
          .execute(),
      ).resolves.toBeDefined();
      expect(
        await refusal(
          database.db
            .insertInto('clientStatusChanges')
            .values({ ...change, actorRole: 'robot' as never })
            .execute(),
        ),
      ).toMatchObject(CHECK_VIOLATION);
      expect(
        await refusal(
          database.db
            .insertInto('clientStatusChanges')
            .values({ ...change, actorRole: 'system', fromStatus: 'questionnaireCompleted' })
            .execute(),
        ),
      ).toMatchObject(CHECK_VIOLATION);
    });
  });

  describe('psychometric tests', () => {
    it('belong to exactly one user or client, with the form that fits', async () => {
      const concessionId = await createConcession();
      const userId = await createUser({ role: 'seller', concessionId });
      const { id: clientId } = await insertClient({ concessionId });
      expect(
        await refusal(
          database.db
            .insertInto('psychometricTests')
            .values({ userId, clientId, form: 'client16' })
            .execute(),
        ),
      ).toMatchObject({ constraint: 'psychometric_tests_one_subject' });
      expect(
        await refusal(
          database.db
            .insertInto('psychometricTests')
            .values({ clientId, form: 'seller40' })
            .execute(),
        ),
      ).toMatchObject({ constraint: 'psychometric_tests_form_matches_subject' });
      await database.db
        .insertInto('psychometricTests')
        .values({ userId, form: 'seller40' })
        .execute();
      expect(
        await refusal(
          database.db
            .insertInto('psychometricTests')
            .values({ userId, form: 'seller40' })
            .execute(),
        ),
      ).toMatchObject(UNIQUE_VIOLATION);
    });

    it('store scores all together, within the scale of the form', async () => {
      const concessionId = await createConcession();
      const { id: lambdaVersionId } = await database.db
        .insertInto('lambdaVersions')
        .values({ version: 1, norms: '{}', counts: '{}', weights: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const scored = (raw: number) => ({
        form: 'seller40' as const,
        completedAt: new Date(),
        rawE: raw,
        rawA: 30,
        rawC: 30,
        rawI: 30,
        zE: 0,
        zA: 0,
        zC: 0,
        zI: 0,
        scoreE: 55,
        scoreA: 55,
        scoreC: 55,
        scoreI: 55,
        profileNumber: 1,
        descriptors: ['outgoing' as const],
        lambdaVersionId,
        scoredAt: new Date(),
      });
      const insert = async (values: object) => {
        const userId = await createUser({ role: 'seller', concessionId });
        return database.db
          .insertInto('psychometricTests')
          .values({ userId, ...scored(30), ...values })
          .execute();
      };
      await expect(insert({})).resolves.toBeDefined();
      expect(await refusal(insert({ rawE: 51 }))).toMatchObject({
        constraint: 'psychometric_tests_raw_range',
      });
      expect(await refusal(insert({ profileNumber: null }))).toMatchObject({
        constraint: 'psychometric_tests_scored_together',
      });
      expect(await refusal(insert({ profileNumber: 13 }))).toMatchObject(CHECK_VIOLATION);
      expect(await refusal(insert({ descriptors: ['grumpy'] }))).toMatchObject(CHECK_VIOLATION);
    });

    it('allow one running lambda recalculation at a time', async () => {
      const { id: lambdaVersionId } = await database.db
        .insertInto('lambdaVersions')
        .values({ version: 2, norms: '{}', counts: '{}', weights: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const start = () =>
        database.db
          .insertInto('lambdaRecalculations')
          .values({ lambdaVersionId, total: 10 })
          .returning('id')
          .executeTakeFirstOrThrow();
      const { id } = await start();
      expect(await refusal(start())).toMatchObject(UNIQUE_VIOLATION);
      expect(
        await refusal(
          database.db
            .updateTable('lambdaRecalculations')
            .set({ processed: 11 })
            .where('id', '=', id)
            .execute(),
        ),
      ).toMatchObject(CHECK_VIOLATION);
      await database.db
        .updateTable('lambdaRecalculations')
        .set({ status: 'completed', processed: 10, finishedAt: new Date() })
        .where('id', '=', id)
        .execute();
      await expect(start()).resolves.toBeDefined();
    });
  });

  describe('vehicles, trainings and billing', () => {
    it('keep one image per colour of a car, in the five colours, and protect used manufacturers', async () => {
      const { id: manufacturerId } = await database.db
        .insertInto('manufacturers')
        .values({ name: unique('Maker') })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: carId } = await database.db
        .insertInto('cars')
        .values({ manufacturerId, model: 'Model', year: 2026, type: 'suv' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const image = (colour: string) =>
        database.db
          .insertInto('carImages')
          .values({ carId, colour: colour as never, fileName: `maker-model_${colour}.png` })
          .execute();
      await image('grey');
      expect(await refusal(image('grey'))).toMatchObject(UNIQUE_VIOLATION);
      expect(await refusal(image('green'))).toMatchObject(CHECK_VIOLATION);
      expect(
        await refusal(
          database.db
            .insertInto('cars')
            .values({ manufacturerId, model: 'Other', year: 2026, type: 'limousine' as never })
            .execute(),
        ),
      ).toMatchObject(CHECK_VIOLATION);
      const restricted = await refusal(
        database.db.deleteFrom('manufacturers').where('id', '=', manufacturerId).execute(),
      );
      expect(RESTRICT_VIOLATION_CODES).toContain(restricted.code);
    });

    it('give a training exactly one video, a file or a URL', async () => {
      const insert = (video: { videoFile?: string; videoUrl?: string }) =>
        database.db
          .insertInto('trainings')
          .values({ name: unique('Training'), ...video })
          .execute();
      await expect(insert({ videoUrl: 'https://vimeo.com/1' })).resolves.toBeDefined();
      await expect(insert({ videoFile: 'trainings/a.mp4' })).resolves.toBeDefined();
      expect(await refusal(insert({}))).toMatchObject({ constraint: 'trainings_one_video' });
      expect(
        await refusal(insert({ videoUrl: 'https://vimeo.com/1', videoFile: 'trainings/a.mp4' })),
      ).toMatchObject({ constraint: 'trainings_one_video' });
    });

    it('accept the stored subscription statuses only, one subscription per concession', async () => {
      const concessionId = await createConcession();
      expect(
        await refusal(
          database.db
            .insertInto('subscriptions')
            .values({ concessionId, status: 'trialing' as never })
            .execute(),
        ),
      ).toMatchObject(CHECK_VIOLATION);
      await database.db
        .insertInto('subscriptions')
        .values({ concessionId, status: 'pending_set_up' })
        .execute();
      expect(
        await refusal(
          database.db
            .insertInto('subscriptions')
            .values({ concessionId, status: 'active' })
            .execute(),
        ),
      ).toMatchObject(UNIQUE_VIOLATION);
    });

    it('give a user one licence at most, of a known kind', async () => {
      const concessionId = await createConcession();
      const userId = await createSeller(concessionId);
      const licence = (kind: string) =>
        database.db
          .insertInto('licences')
          .values({ concessionId, kind: kind as never, userId, assignedAt: new Date() })
          .execute();
      await licence('seller');
      expect(await refusal(licence('supplementarySeller'))).toMatchObject(UNIQUE_VIOLATION);
      expect(await refusal(licence('platinum'))).toMatchObject(CHECK_VIOLATION);
    });

    it('store a payment provider event once', async () => {
      const event = {
        provider: 'stripe' as const,
        providerEventId: 'evt_1',
        type: 'x',
        payload: '{}',
      };
      await database.db.insertInto('paymentEvents').values(event).execute();
      expect(
        await refusal(database.db.insertInto('paymentEvents').values(event).execute()),
      ).toMatchObject(UNIQUE_VIOLATION);
    });

    it('refuse unknown feedback categories', async () => {
      const concessionId = await createConcession();
      expect(
        await refusal(
          database.db
            .insertInto('comments')
            .values({ concessionId, category: 'rant' as never, message: 'Hello' })
            .execute(),
        ),
      ).toMatchObject(CHECK_VIOLATION);
      await expect(
        database.db
          .insertInto('supportTickets')
          .values({
            concessionId,
            category: 'howTo',
            personsConcerned: ['admin'],
            subject: 'Question',
            description: 'How do I add a member?',
            attachmentPath: 'support/screenshot.PNG',
          })
          .execute(),
      ).resolves.toBeDefined();
    });
  });

  it('has the indexes that lists, tenant scoping and scheduled jobs use', async () => {
    const { rows } = await sql<{ indexname: string }>`
      select indexname from pg_indexes where schemaname = 'public'
    `.execute(database.db);
    const names = rows.map((row) => row.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'users_email_key',
        'users_concession_id_role_idx',
        'clients_concession_id_status_idx',
        'clients_seller_id_status_idx',
        'clients_be_back_at_idx',
        'clients_hold_expires_at_idx',
        'client_status_changes_concession_id_at_idx',
        'sessions_user_id_idx',
        'sessions_expires_at_idx',
        'outbox_messages_status_created_at_idx',
        'sms_log_to_phone_sent_on_idx',
      ]),
    );
  });
});
