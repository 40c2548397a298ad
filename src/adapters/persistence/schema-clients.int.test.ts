import { describe, expect, it } from 'vitest';
import {
  CHECK_VIOLATION,
  createConcession,
  createSeller,
  createUser,
  database,
  insertClient,
  refusal,
  setUp,
  UNIQUE_VIOLATION,
} from '#tests/fixtures/suites/schema.ts';

describe('schema constraints', () => {
  setUp();

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
});
