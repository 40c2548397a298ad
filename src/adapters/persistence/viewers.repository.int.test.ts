import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLookups } from '#tests/fixtures/api.ts';
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/test-database.ts';
import { createViewerStore } from './viewers.repository.ts';

// The session read filters nothing in SQL: deletions and a bpm's dealerships are read around it
// (docs/decisions/114-session-read-by-key.md).
describe('the viewer store', () => {
  let database: TestDatabase;
  const { userIdOf: idOf } = accountLookups(() => database);
  const sessionFor = async (userId: string, id: string) => {
    const now = Date.now();
    await database.db
      .insertInto('sessions')
      .values({
        id,
        userId,
        secretHash: Buffer.alloc(32, 1),
        expiresAt: new Date(now + 3_600_000),
        absoluteExpiresAt: new Date(now + 7_200_000),
      })
      .execute();
    return id;
  };

  beforeAll(async () => {
    database = await createTestDatabase({ template: 'demo' });
  });
  afterAll(() => database.drop());

  it('gives a bpm the dealerships assigned to it and those of its territories, in order', async () => {
    const store = createViewerStore(database.db);
    const bpmId = await idOf('bpm@demo.test');
    const assigned = await database.db
      .selectFrom('bpmAssignments')
      .select('concessionId as id')
      .where('bpmUserId', '=', bpmId)
      .union(
        database.db
          .selectFrom('concessions')
          .innerJoin('territoryBpms', 'territoryBpms.territoryId', 'concessions.territoryId')
          .select('concessions.id')
          .where('territoryBpms.bpmUserId', '=', bpmId)
          .where('concessions.deletedAt', 'is', null),
      )
      .execute();
    expect(assigned.length).toBeGreaterThan(0);
    const session = await store.findBySession(await sessionFor(bpmId, 'b'.repeat(64)));
    expect(session?.viewer.assignedConcessionIds).toEqual(assigned.map(({ id }) => id).sort());
    expect((await store.load(bpmId))?.assignedConcessionIds).toEqual(
      session?.viewer.assignedConcessionIds,
    );
    const owner = await store.load(await idOf('owner@demo.test'));
    expect(owner?.assignedConcessionIds).toEqual([]);
    expect(owner?.concession).not.toBeNull();
  });

  it('reads the latest published contract and privacy policy for the signatures', async () => {
    const store = createViewerStore(database.db);
    const ownerId = await idOf('owner@demo.test');
    const before = await store.load(ownerId);
    const published = await database.db
      .selectFrom('contractVersions')
      .select(['id', 'kind', 'version'])
      .where('publishedAt', 'is not', null)
      .orderBy('version', 'desc')
      .execute();
    const contract = published.find(({ kind }) => kind === 'contract');
    if (!contract) throw new Error('the demo data publishes a contract');
    await database.db
      .updateTable('users')
      .set({ signedContractVersionId: contract.id, signedContractAt: new Date() })
      .where('id', '=', ownerId)
      .execute();
    expect((await store.load(ownerId))?.signedContract).toBe(true);
    await database.db
      .insertInto('contractVersions')
      .values({
        kind: 'contract',
        version: contract.version + 1,
        bodyFr: 'Contrat',
        bodyEn: 'Contract',
        publishedAt: new Date(),
      })
      .execute();
    expect((await store.load(ownerId))?.signedContract).toBe(false);
    expect((await store.load(ownerId))?.signedPrivacyPolicy).toBe(before?.signedPrivacyPolicy);
  });

  it('reads an advisor’s sale in progress with the session, and its end-questionnaire flag', async () => {
    const store = createViewerStore(database.db);
    const sellerId = await idOf('seller4@demo.test');
    const sessionId = await sessionFor(sellerId, 'd'.repeat(64));
    const before = await store.findBySession(sessionId);
    expect(before?.viewer.sale).toBeNull();
    expect((await store.load(await idOf('owner@demo.test')))?.sale).toBeNull();
    const client = await database.db
      .selectFrom('clients')
      .select('id')
      .where('concessionId', '=', before?.viewer.concession?.id ?? '')
      .where('status', '=', 'questionnaireCompleted')
      .executeTakeFirstOrThrow();
    const holdExpiresAt = new Date(Date.now() + 3_600_000);
    await database.db
      .updateTable('clients')
      .set({ status: 'withAdvisor', sellerId, acceptedAt: new Date(), holdExpiresAt })
      .where('id', '=', client.id)
      .execute();
    await database.db
      .updateTable('sellerProfiles')
      .set({ showEndQuestionnaire: true })
      .where('userId', '=', sellerId)
      .execute();
    const sale = { clientId: client.id, holdExpiresAt, showEndQuestionnaire: true };
    expect((await store.findBySession(sessionId))?.viewer.sale).toEqual(sale);
    expect((await store.load(sellerId))?.sale).toEqual(sale);
    // A deleted client is no sale in progress.
    await database.db
      .updateTable('clients')
      .set({ deletedAt: new Date() })
      .where('id', '=', client.id)
      .execute();
    expect((await store.findBySession(sessionId))?.viewer.sale).toBeNull();
  });

  it('knows no deleted user, and no deleted dealership of a user', async () => {
    const store = createViewerStore(database.db);
    const sellerId = await idOf('seller3@demo.test');
    const sessionId = await sessionFor(sellerId, 'c'.repeat(64));
    const seller = await store.findBySession(sessionId);
    const concessionId = seller?.viewer.concession?.id;
    expect(concessionId).toBeDefined();
    await database.db
      .updateTable('concessions')
      .set({ deletedAt: new Date() })
      .where('id', '=', concessionId ?? '')
      .execute();
    expect((await store.findBySession(sessionId))?.viewer.concession).toBeNull();
    await database.db
      .updateTable('users')
      .set({ deletedAt: new Date() })
      .where('id', '=', sellerId)
      .execute();
    expect(await store.findBySession(sessionId)).toBeNull();
    expect(await store.load(sellerId)).toBeNull();
  });

  // The reads arrive as one JSON value (decision 130): times and bytes must come back as written.
  it('reads a session’s times and secret, and an API token’s, as they were written', async () => {
    const store = createViewerStore(database.db);
    const ownerId = await idOf('owner@demo.test');
    const secretHash = Buffer.from(Array.from({ length: 32 }, (_, index) => index * 7));
    const expiresAt = new Date('2030-01-02T03:04:05.678Z');
    const absoluteExpiresAt = new Date('2030-02-03T04:05:06.789Z');
    await database.db
      .insertInto('sessions')
      .values({ id: 'e'.repeat(64), userId: ownerId, secretHash, expiresAt, absoluteExpiresAt })
      .execute();
    const session = await store.findBySession('e'.repeat(64));
    expect(session).toMatchObject({ userId: ownerId, expiresAt, absoluteExpiresAt, role: 'owner' });
    expect(session?.secretHash).toEqual(new Uint8Array(secretHash));
    expect(session?.viewer.id).toBe(ownerId);

    const lastUsedAt = new Date('2029-12-31T23:59:59.001Z');
    const token = {
      lookupId: 'f'.repeat(64),
      secretHash,
      createdBy: ownerId,
      name: 'JSON read',
      scopeRole: 'owner' as const,
      createdAt: new Date(),
      expiresAt,
    };
    await database.db.insertInto('apiTokens').values(token).execute();
    expect(await store.findByApiToken(token.lookupId)).toMatchObject({
      scope: 'owner',
      expiresAt,
      lastUsedAt: null,
      revokedAt: null,
      secretHash: new Uint8Array(secretHash),
    });
    await database.db
      .updateTable('apiTokens')
      .set({ lastUsedAt, revokedAt: absoluteExpiresAt })
      .where('lookupId', '=', token.lookupId)
      .execute();
    expect(await store.findByApiToken(token.lookupId)).toMatchObject({
      lastUsedAt,
      revokedAt: absoluteExpiresAt,
    });
  });
});
