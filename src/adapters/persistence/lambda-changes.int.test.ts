import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  allMoved,
  generationMoves,
  rewriteTests,
  writeFromAnotherProcess,
  type NamedWrites,
} from '#tests/fixtures/row-changes.ts';
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/test-database.ts';
import { cacheLatestLambda } from './cached-lambdas.ts';
import { createLambdaStore } from './lambda-versions.repository.ts';

// Which writes tell the kept latest lambda (docs/decisions/144): any version's row, not a test.
describe('the changes the latest lambda hears of', () => {
  let database: TestDatabase;
  const latestOf = async () => {
    const latest = await createLambdaStore(database.db).latest();
    if (!latest) throw new Error('the demo data has a version of lambda');
    return latest;
  };
  const newVersion = async () => {
    const { lambda } = await latestOf();
    return createLambdaStore(database.db).create(
      { ...lambda, version: lambda.version + 1 },
      null,
      new Date(),
    );
  };

  beforeAll(async () => {
    database = await createTestDatabase({ template: 'demo' });
    await vi.waitFor(() => expect(database.lambdaChanges.settled()).toBe(true));
  });
  afterAll(() => database.drop());

  it('is told of a new version and of a change to one', async () => {
    const writes: NamedWrites = [
      ['a new version', newVersion],
      [
        "a version's weights",
        () =>
          database.db
            .updateTable('lambdaVersions')
            .set({ weights: sql`weights` })
            .execute(),
      ],
    ];
    expect(await generationMoves(() => database.lambdaChanges, writes)).toEqual(
      allMoved(writes, true),
    );
  });

  it("is not told of a test's score", async () => {
    const writes: NamedWrites = [["a test's score", () => rewriteTests(database.db, 'all')]];
    expect(await generationMoves(() => database.lambdaChanges, writes)).toEqual(
      allMoved(writes, false),
    );
  });

  it('keeps the latest version until a new one is written', async () => {
    const store = createLambdaStore(database.db);
    let trips = 0;
    const kept = cacheLatestLambda(
      { latest: () => ((trips += 1), store.latest()) },
      database.lambdaChanges,
      { now: () => Date.now() },
    );
    const first = await kept.latest();
    expect((await kept.latest())?.id).toBe(first?.id);
    expect(trips).toBe(1);

    const written = await newVersion();
    const after = await kept.latest();
    expect(after?.id).toBe(written.id);
    expect(after?.lambda.version).toBe((first?.lambda.version ?? 0) + 1);
    expect(trips).toBe(2);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'hears of another process’s version on its own channel',
    async () => {
      const before = database.lambdaChanges.generation();
      await writeFromAnotherProcess(
        database.connectionString,
        'update lambda_versions set weights = weights',
        [],
      );
      await vi.waitFor(() => expect(database.lambdaChanges.generation()).not.toBe(before));
      expect(database.lambdaChanges.settled()).toBe(true);
    },
  );
});
