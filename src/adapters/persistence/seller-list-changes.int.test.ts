import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountLookups } from '#tests/fixtures/api.ts';
import {
  allMoved,
  generationMoves,
  rewriteTests,
  heartbeat,
  writeFromAnotherProcess,
  type NamedWrites,
} from '#tests/fixtures/row-changes.ts';
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/test-database.ts';
import { cacheSellerLists } from './cached-seller-lists.ts';
import { createSellerStore } from './sellers.repository.ts';

// Which writes tell the advisors' lists' cache (docs/decisions/142): an advisor's account, profile
// and heartbeats, licence and test, a dealership, a sale in progress; not a buyer's test.
describe("the changes the advisors' lists hear of", () => {
  let database: TestDatabase;
  const { userIdOf: idOf } = accountLookups(() => database);
  let sellerId: string;
  let concessionId: string;

  beforeAll(async () => {
    database = await createTestDatabase({ template: 'demo' });
    sellerId = await idOf('seller1@demo.test');
    const seller = await database.db
      .selectFrom('users')
      .select('concessionId')
      .where('id', '=', sellerId)
      .executeTakeFirstOrThrow();
    concessionId = seller.concessionId ?? '';
    await vi.waitFor(() => expect(database.sellerListChanges.settled()).toBe(true));
  });
  afterAll(() => database.drop());

  const heartbeatAt = (at: Date) => heartbeat(database.db, sellerId, { at, onSite: true });

  it('is told of every row a list rests on', async () => {
    const writes: NamedWrites = [
      [
        "an advisor's name",
        () =>
          database.db
            .updateTable('users')
            .set({ lastName: 'Bouchard-Roy' })
            .where('id', '=', sellerId)
            .execute(),
      ],
      ["an advisor's heartbeat", () => heartbeatAt(new Date())],
      [
        'a licence',
        () =>
          database.db
            .updateTable('licences')
            .set({ assignedAt: sql`assigned_at` })
            .where('userId', '=', sellerId)
            .execute(),
      ],
      [
        "a dealership's networks",
        () =>
          database.db
            .updateTable('concessions')
            .set({ egressNetworks: sql`egress_networks` })
            .where('id', '=', concessionId)
            .execute(),
      ],
      ["an advisor's test", () => rewriteTests(database.db, { userId: sellerId })],
      [
        'a sale in progress',
        () =>
          database.db
            .updateTable('clients')
            .set({ sellerId: sql`seller_id`, status: sql`status`, firstName: 'Vendu' })
            .where('concessionId', '=', concessionId)
            .where('status', '=', 'withAdvisor')
            .execute(),
      ],
    ];
    expect(await generationMoves(() => database.sellerListChanges, writes)).toEqual(
      allMoved(writes, true),
    );
  });

  it("is not told of a buyer's test nor of a kiosk's answers", async () => {
    const writes: NamedWrites = [
      ["a buyer's test", () => rewriteTests(database.db, 'buyers')],
      [
        "a buyer's answers",
        () =>
          database.db
            .updateTable('clients')
            .set({ questionnaire: sql`questionnaire` })
            .where('concessionId', '=', concessionId)
            .execute(),
      ],
    ];
    expect(await generationMoves(() => database.sellerListChanges, writes)).toEqual(
      allMoved(writes, false),
    );
  });

  it('keeps a list and an advisor until a heartbeat changes them, and no later than it ages out', async () => {
    const store = createSellerStore(database.db);
    let trips = 0;
    let clock = Date.now();
    const lists = cacheSellerLists(
      {
        list: (filter, now) => ((trips += 1), store.list(filter, now)),
        findWithAvailability: (id, now) => ((trips += 1), store.findWithAvailability(id, now)),
      },
      database.sellerListChanges,
      { now: () => clock },
    );
    const availableNow = async () => {
      const listed = await lists.list({ concessionIds: [concessionId] }, new Date(clock));
      const alone = await lists.findWithAvailability(sellerId, new Date(clock));
      // The advisor read alone (their home page) says what the list says, kept alike.
      expect(alone?.available).toBe(listed.find((seller) => seller.id === sellerId)?.available);
      return alone?.available;
    };
    await heartbeatAt(new Date(clock - 100_000));
    expect(await availableNow()).toBe(true);
    expect(await availableNow()).toBe(true);
    expect(trips).toBe(2);

    // Two minutes after that heartbeat, the advisor is no longer available: both are read again.
    clock += 20_000;
    expect(await availableNow()).toBe(false);
    expect(trips).toBe(4);

    await heartbeatAt(new Date(clock));
    expect(await availableNow()).toBe(true);
    expect(trips).toBe(6);
  });

  // The advisors' lists have a channel of their own (decision 142): another process's heartbeat
  // moves their generation once it is heard.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'hears of another process’s change on its own channel',
    async () => {
      const before = database.sellerListChanges.generation();
      await writeFromAnotherProcess(
        database.connectionString,
        'update seller_profiles set last_heartbeat_at = now() where user_id = $1',
        [sellerId],
      );
      await vi.waitFor(() => expect(database.sellerListChanges.generation()).not.toBe(before));
      expect(database.sellerListChanges.settled()).toBe(true);
    },
  );
});
