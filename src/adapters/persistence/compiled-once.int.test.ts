import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/test-database.ts';
import { compiledOnce } from './compiled-once.ts';

describe('a query compiled once (decision 048)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db
      .insertInto('manufacturers')
      .values([{ name: 'Alpha' }, { name: 'Beta' }])
      .execute();
  });
  afterAll(() => database.drop());

  it('runs with each call’s value in place of its parameter, other parameters kept', async () => {
    const { db } = database;
    const byName = compiledOnce(db, (name) =>
      db
        .selectFrom('manufacturers')
        .select(['name', sql<number>`${7}::int`.as('seven')])
        .where('name', '=', name),
    );
    expect(await byName('Alpha')).toEqual([{ name: 'Alpha', seven: 7 }]);
    expect(await byName('Beta')).toEqual([{ name: 'Beta', seven: 7 }]);
    expect(await byName('Gamma')).toEqual([]);
  });

  it('refuses a query that does not use its parameter exactly once', async () => {
    const { db } = database;
    const unused = compiledOnce(db, () => db.selectFrom('manufacturers').select('name'));
    await expect(unused('Alpha')).rejects.toThrow(/exactly once/);
    const twice = compiledOnce(db, (name) =>
      db
        .selectFrom('manufacturers')
        .select('name')
        .where('name', '=', name)
        .where('name', '<>', name),
    );
    await expect(twice('Alpha')).rejects.toThrow(/exactly once/);
  });
});
