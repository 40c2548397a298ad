import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLookups } from '#tests/fixtures/api.ts';
import {
  allMoved,
  generationMoves,
  heartbeat,
  rewriteTests,
  type NamedWrites,
} from '#tests/fixtures/row-changes.ts';
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/test-database.ts';

// Which writes tell the session reads' cache (docs/decisions/137): each row the session read
// answers, and none of the kiosk's or the heartbeats'. The cache's side is cached-viewers.int.test.ts.
describe('the changes the session read hears of', () => {
  let database: TestDatabase;
  const { userIdOf: idOf } = accountLookups(() => database);
  let sellerId: string;

  beforeAll(async () => {
    database = await createTestDatabase({ template: 'demo' });
    sellerId = await idOf('seller1@demo.test');
  });
  afterAll(() => database.drop());

  const sellerConcessionId = async () => {
    const { concessionId } = await database.db
      .selectFrom('users')
      .select('concessionId')
      .where('id', '=', sellerId)
      .executeTakeFirstOrThrow();
    if (!concessionId) throw new Error('the demo advisor has a dealership');
    return concessionId;
  };
  const renameSeller = (firstName: string) =>
    database.db.updateTable('users').set({ firstName }).where('id', '=', sellerId).execute();
  const told = (writes: NamedWrites) => generationMoves(() => database.viewerChanges, writes);

  it('is told of every row the read answers', async () => {
    const concessionId = await sellerConcessionId();
    const writes: NamedWrites = [
      ['a user', () => renameSeller('Élodie')],
      [
        'a seller profile',
        () =>
          database.db
            .updateTable('sellerProfiles')
            .set({ showEndQuestionnaire: false })
            .where('userId', '=', sellerId)
            .execute(),
      ],
      [
        'a dealership',
        () =>
          database.db
            .updateTable('concessions')
            .set((eb) => ({ name: eb.ref('name') }))
            .where('id', '=', concessionId)
            .execute(),
      ],
      [
        'a subscription',
        () =>
          database.db
            .updateTable('subscriptions')
            .set((eb) => ({ status: eb.ref('status') }))
            .where('concessionId', '=', concessionId)
            .execute(),
      ],
      [
        'an advisor test',
        () =>
          database.db
            .updateTable('psychometricTests')
            .set({ completedAt: new Date() })
            .where('userId', '=', sellerId)
            .where('completedAt', 'is not', null)
            .execute(),
      ],
      [
        'a contract version',
        () =>
          database.db
            .updateTable('contractVersions')
            .set({ version: sql`version` })
            .execute(),
      ],
      [
        'a bpm assignment',
        () =>
          database.db
            .deleteFrom('bpmAssignments')
            .where(sql<boolean>`false`)
            .execute(),
      ],
      [
        'a sale in progress',
        () =>
          database.db
            .updateTable('clients')
            .set({ status: 'withAdvisor', sellerId, holdExpiresAt: new Date() })
            .where('id', '=', (eb) =>
              eb
                .selectFrom('clients')
                .select('id')
                .where('concessionId', '=', concessionId)
                .where(sql<boolean>`status is distinct from 'withAdvisor'`)
                .limit(1),
            )
            .execute(),
      ],
    ];
    // The advisor's own sale, if the demo gave them one, ends first: one sale per advisor.
    await database.db
      .updateTable('clients')
      .set({ deletedAt: new Date() })
      .where('sellerId', '=', sellerId)
      .where('status', '=', 'withAdvisor')
      .execute();
    expect(await told(writes)).toEqual(allMoved(writes, true));
  });

  it('is not told of a kiosk visit’s writes nor of an advisor’s heartbeat', async () => {
    const concessionId = await sellerConcessionId();
    const writes: NamedWrites = [
      [
        "a kiosk's answers",
        () =>
          database.db
            .updateTable('clients')
            .set({ questionnaire: sql`questionnaire` })
            .where('concessionId', '=', concessionId)
            .where('status', '!=', 'withAdvisor')
            .execute(),
      ],
      ["an advisor's heartbeat", () => heartbeat(database.db, sellerId)],
      ["a buyer's test", () => rewriteTests(database.db, 'buyers')],
    ];
    expect(await told(writes)).toEqual(allMoved(writes, false));
  });
});
