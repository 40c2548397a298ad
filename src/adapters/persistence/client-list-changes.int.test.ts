import { sql, type UpdateObject } from 'kysely';
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
import { cacheClientLists } from './cached-client-lists.ts';
import { createClientReads } from './client-reads.ts';
import { createClientStore } from './clients.repository.ts';
import type { DB } from './db.generated.ts';

// Which writes tell the client lists' cache (docs/decisions/139): a client's listed columns, its
// cars, an advisor's name; and not a kiosk's answers, drafts or tests.
describe('the changes the client lists hear of', () => {
  let database: TestDatabase;
  const { userIdOf: idOf } = accountLookups(() => database);
  let sellerId: string;
  let concessionId: string;
  let clientId: string;

  beforeAll(async () => {
    database = await createTestDatabase({ template: 'demo' });
    sellerId = await idOf('seller1@demo.test');
    const client = await database.db
      .selectFrom('clients')
      .innerJoin('users', 'users.concessionId', 'clients.concessionId')
      .select(['clients.id', 'clients.concessionId'])
      .where('users.id', '=', sellerId)
      .where('clients.deletedAt', 'is', null)
      .limit(1)
      .executeTakeFirstOrThrow();
    clientId = client.id;
    concessionId = client.concessionId;
    await vi.waitFor(() => expect(database.clientListChanges.settled()).toBe(true));
  });
  afterAll(() => database.drop());

  const updateClient = (set: UpdateObject<DB, 'clients'>) =>
    database.db.updateTable('clients').set(set).where('id', '=', clientId).execute();

  it('is told of every row a list shows', async () => {
    const writes: NamedWrites = [
      [
        'a new client',
        () =>
          database.db
            .insertInto('clients')
            .values({ concessionId, language: 'fr', sequence: 'buyCar' })
            .execute(),
      ],
      ['a name', () => updateClient({ firstName: 'Mireille' })],
      ['a status', () => updateClient({ status: 'beBack', beBackAt: new Date() })],
      ['a deletion', () => updateClient({ deletedAt: new Date() })],
      [
        'a car',
        () =>
          database.db.deleteFrom('clientCarInterests').where('clientId', '=', clientId).execute(),
      ],
      [
        "an advisor's name",
        () =>
          database.db
            .updateTable('users')
            .set({ lastName: 'Bouchard-Roy' })
            .where('id', '=', sellerId)
            .execute(),
      ],
    ];
    expect(await generationMoves(() => database.clientListChanges, writes)).toEqual(
      allMoved(writes, true),
    );
  });

  it('is not told of answers, drafts, tests, nor of columns rewritten as they were', async () => {
    const writes: NamedWrites = [
      ['answers', () => updateClient({ questionnaire: sql`questionnaire` })],
      ['a draft', () => updateClient({ questionnaireDraft: sql`questionnaire_draft` })],
      [
        'the language and purpose as they were',
        () => updateClient({ language: sql`language`, sequence: sql`sequence` }),
      ],
      ['a test', () => rewriteTests(database.db, 'all')],
      ["an advisor's heartbeat", () => heartbeat(database.db, sellerId)],
    ];
    expect(await generationMoves(() => database.clientListChanges, writes)).toEqual(
      allMoved(writes, false),
    );
  });

  it("hears of a kiosk's save only when it changes the language or the purpose", async () => {
    const store = createClientStore(database.db);
    const stored = await store.find(clientId);
    const other = stored?.language === 'fr' ? 'en' : 'fr';
    const save = (input: { language?: 'fr' | 'en' }) => () =>
      store.saveAnswers(clientId, { questionnaire: { colour: 'blue' }, ...input }, new Date());
    expect(
      await generationMoves(
        () => database.clientListChanges,
        [
          ['answers alone', save({})],
          ['a new language', save({ language: other })],
        ],
      ),
    ).toEqual([
      ['answers alone', false],
      ['a new language', true],
    ]);
  });

  // Decision 144: an UPDATE that sets none of the columns a row trigger compares skips its condition.
  it("fires the clients' row triggers of updates on the columns they compare only", async () => {
    const { rows } = await sql<{ name: string; columns: number }>`
      select tgname as name, cardinality(tgattr::int2[]) as columns from pg_trigger
      where tgrelid = 'clients'::regclass and tgname like '%changes_update'
      order by tgname`.execute(database.db);
    expect(rows).toEqual([
      { name: 'clients_client_list_changes_update', columns: 23 },
      { name: 'clients_viewer_changes_update', columns: 4 },
    ]);
  });

  it('keeps a list until a row it shows changes, and reads while a change is being written', async () => {
    const reads = createClientReads(database.db);
    let trips = 0;
    const lists = cacheClientLists(
      { list: (filter) => ((trips += 1), reads.list(filter)) },
      database.clientListChanges,
      { now: () => 0 },
    );
    const filter = { concessionIds: [concessionId], limit: 200, offset: 0 };
    const nameIn = async () =>
      (await lists.list(filter)).find((client) => client.id === clientId)?.firstName;
    await updateClient({ deletedAt: null, firstName: 'Avant' });
    expect(await nameIn()).toBe('Avant');
    expect(await nameIn()).toBe('Avant');
    expect(trips).toBe(1);

    await updateClient({ firstName: 'Après' });
    expect(await nameIn()).toBe('Après');
    expect(trips).toBe(2);

    // Within a transaction that changed a row, the list is read again, and not kept after it.
    await database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('clients')
        .set({ firstName: 'Pendant' })
        .where('id', '=', clientId)
        .execute();
      expect(database.clientListChanges.settled()).toBe(false);
      // The embedded database has one connection, held by this transaction: nobody reads meanwhile.
      if (database.mode === 'embedded') return;
      expect(await nameIn()).toBe('Après');
      expect(await nameIn()).toBe('Après');
      expect(trips).toBe(4);
    });
    const before = trips;
    expect(await nameIn()).toBe('Pendant');
    expect(await nameIn()).toBe('Pendant');
    expect(trips).toBe(before + 1);
  });

  // One connection listens for every topic's channel (decision 139): a client list's change from
  // another process moves the lists' generation, and only once it is heard.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'hears of another process’s change on its own channel',
    async () => {
      const before = database.clientListChanges.generation();
      await writeFromAnotherProcess(
        database.connectionString,
        'update clients set first_name = $1 where id = $2',
        ['Ailleurs', clientId],
      );
      await vi.waitFor(() => expect(database.clientListChanges.generation()).not.toBe(before));
      expect(database.clientListChanges.settled()).toBe(true);
    },
  );
});
