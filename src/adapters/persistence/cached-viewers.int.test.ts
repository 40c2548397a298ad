import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ViewerStore } from '#application/ports/viewer-store.port.ts';
import { accountLookups } from '#tests/fixtures/api.ts';
import { writeFromAnotherProcess } from '#tests/fixtures/row-changes.ts';
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/test-database.ts';
import { cacheViewers } from './cached-viewers.ts';
import type { DB } from './db.generated.ts';
import { createViewerStore } from './viewers.repository.ts';

// The session read is kept until a row it answers changes (docs/decisions/137): the triggers tell
// the writing connection at once, other processes by notification.
describe('the session reads kept in memory', () => {
  let database: TestDatabase;
  const { userIdOf: idOf } = accountLookups(() => database);
  let reads = 0;
  let answered = 0;
  /** What a read waits for once the database has answered it (none: it returns at once). */
  let gate: Promise<unknown> | undefined;
  let cached: ViewerStore;
  let sessionId: string;
  let sellerId: string;

  const openSession = () =>
    database.db
      .insertInto('sessions')
      .values({
        id: sessionId,
        userId: sellerId,
        secretHash: Buffer.alloc(32, 1),
        expiresAt: new Date(Date.now() + 3_600_000),
        absoluteExpiresAt: new Date(Date.now() + 7_200_000),
      })
      .execute();

  beforeAll(async () => {
    database = await createTestDatabase({ template: 'demo' });
    const store = createViewerStore(database.db);
    const counted: ViewerStore = {
      ...store,
      findBySession: async (id) => {
        reads += 1;
        const found = await store.findBySession(id);
        answered += 1;
        await gate;
        return found;
      },
    };
    cached = cacheViewers(counted, database.viewerChanges, { now: Date.now });
    sellerId = await idOf('seller1@demo.test');
    sessionId = 'c'.repeat(64);
    await openSession();
    await vi.waitFor(() => expect(database.viewerChanges.settled()).toBe(true));
  });
  afterAll(() => database.drop());

  /** The number of reads the database answered for `count` session reads, and the last one. */
  const readTwice = async () => {
    const before = reads;
    await cached.findBySession(sessionId);
    const found = await cached.findBySession(sessionId);
    return { reads: reads - before, found };
  };
  const renameSeller = (firstName: string, executor: Kysely<DB> = database.db) =>
    executor.updateTable('users').set({ firstName }).where('id', '=', sellerId).execute();

  it('reads once, then answers from memory', async () => {
    await readTwice();
    const { reads: made, found } = await readTwice();
    expect(made).toBe(0);
    expect(found?.viewer.id).toBe(sellerId);
  });

  it('reads again at once after this process changes the viewer', async () => {
    await readTwice();
    await renameSeller('Renamed');
    const { reads: made, found } = await readTwice();
    expect(made).toBe(1);
    expect(found?.viewer.firstName).toBe('Renamed');
  });

  it('keeps nothing while a change is being written, and reads the committed row after', async () => {
    await readTwice();
    await database.db.transaction().execute(async (trx) => {
      await renameSeller('Pending', trx);
      expect(database.viewerChanges.settled()).toBe(false);
      // The embedded database has one connection, held by this transaction: nobody reads meanwhile.
      if (database.mode === 'embedded') return;
      const during = await readTwice();
      expect(during.reads).toBe(2);
      expect(during.found?.viewer.firstName).not.toBe('Pending');
    });
    expect(database.viewerChanges.settled()).toBe(true);
    const after = await readTwice();
    expect(after.reads).toBe(1);
    expect(after.found?.viewer.firstName).toBe('Pending');
  });

  it('does not keep a read that saw the old rows and returned after the change ended', async () => {
    await readTwice();
    let open: (value?: unknown) => void = () => undefined;
    let late: Promise<unknown> = Promise.resolve();
    await database.db.transaction().execute(async (trx) => {
      await renameSeller('Later', trx);
      if (database.mode === 'embedded') return;
      gate = new Promise((resolve) => (open = resolve));
      const before = answered;
      late = cached.findBySession(sessionId);
      // The read has been answered, with the row before this change, and waits at the gate.
      await vi.waitFor(() => expect(answered).toBe(before + 1));
    });
    open();
    gate = undefined;
    await late;
    expect((await readTwice()).found?.viewer.firstName).toBe('Later');
  });

  it('forgets a rolled-back change too, and still reads the row as it is', async () => {
    await readTwice();
    await expect(
      database.db.transaction().execute(async (trx) => {
        await renameSeller('Never', trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const { reads: made, found } = await readTwice();
    expect(made).toBe(1);
    expect(found?.viewer.firstName).not.toBe('Never');
  });

  it('reads again when a session ends (sign-out)', async () => {
    await readTwice();
    await database.db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    expect(await cached.findBySession(sessionId)).toBeNull();
    await openSession();
    expect((await readTwice()).found?.viewer.id).toBe(sellerId);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'reads again after another process changes the viewer, once told',
    async () => {
      await readTwice();
      await writeFromAnotherProcess(
        database.connectionString,
        'update users set first_name = $1 where id = $2',
        ['Elsewhere', sellerId],
      );
      await vi.waitFor(async () => {
        expect((await cached.findBySession(sessionId))?.viewer.firstName).toBe('Elsewhere');
      });
      expect((await readTwice()).reads).toBe(0);
    },
  );
});
