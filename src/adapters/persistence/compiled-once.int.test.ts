import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/test-database.ts';
import { compiledOnce, compiledPerShape } from './compiled-once.ts';

describe('a query compiled once (decisions 048 and 110)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db
      .insertInto('manufacturers')
      .values([{ name: 'Alpha' }, { name: 'Beta' }, { name: 'Gamma' }])
      .execute();
  });
  afterAll(() => database.drop());

  it('runs with each call’s value in place of its parameter, other parameters kept', async () => {
    const { db } = database;
    const byName = compiledOnce(['name'], (db: typeof database.db, { name }) =>
      db
        .selectFrom('manufacturers')
        .select(['name', sql<number>`${7}::int`.as('seven')])
        .where('name', '=', name),
    );
    expect(await byName(db, { name: 'Alpha' })).toEqual([{ name: 'Alpha', seven: 7 }]);
    expect(await byName(db, { name: 'Beta' })).toEqual([{ name: 'Beta', seven: 7 }]);
    expect(await byName(db, { name: 'Delta' })).toEqual([]);
    // Compiled on the pool, run in a transaction: the same text on another binding.
    const inTransaction = await db.transaction().execute((trx) => byName(trx, { name: 'Gamma' }));
    expect(inTransaction).toEqual([{ name: 'Gamma', seven: 7 }]);
  });

  it('takes several parameters, one used twice, and a list of any length as one array', async () => {
    const { db } = database;
    const among = compiledOnce(
      ['names', 'excluded'],
      (db: typeof database.db, { names, excluded }) =>
        db
          .selectFrom('manufacturers')
          .select('name')
          .where(sql<boolean>`name = any(${names}::text[])`)
          .where('name', '<>', excluded)
          .where(sql<boolean>`${excluded}::text is not null`)
          .orderBy('name'),
    );
    expect(await among(db, { names: ['Alpha', 'Beta', 'Gamma'], excluded: 'Beta' })).toEqual([
      { name: 'Alpha' },
      { name: 'Gamma' },
    ]);
    expect(await among(db, { names: ['Gamma'], excluded: 'Alpha' })).toEqual([{ name: 'Gamma' }]);
    expect(await among(db, { names: [], excluded: 'Alpha' })).toEqual([]);
  });

  it('refuses a query that leaves one of its parameters out', async () => {
    const { db } = database;
    const unused = compiledOnce(['name', 'other'], (db: typeof database.db, { name }) =>
      db.selectFrom('manufacturers').select('name').where('name', '=', name),
    );
    await expect(unused(db, { name: 'Alpha', other: 'x' })).rejects.toThrow(
      /each of its parameters \(other\)/,
    );
  });

  it('compiles a statement once per shape, each run with its own values', async () => {
    const { db } = database;
    const built: string[] = [];
    type Shape = { name: 'null' | 'value' };
    const byName = compiledPerShape(
      (shape: Shape) => shape.name,
      (shape) => (shape.name === 'value' ? ['name'] : []),
      (db: typeof database.db, m, shape: Shape) => {
        built.push(shape.name);
        return db
          .selectFrom('manufacturers')
          .select('name')
          .where((eb) =>
            shape.name === 'null' ? eb('name', 'is', null) : eb('name', '=', m.name as string),
          );
      },
    );
    expect(await byName(db, { name: 'value' }, { name: 'Alpha' })).toEqual([{ name: 'Alpha' }]);
    expect(await byName(db, { name: 'value' }, { name: 'Beta' })).toEqual([{ name: 'Beta' }]);
    expect(await byName(db, { name: 'null' }, { name: 'Alpha' })).toEqual([]);
    expect(await byName(db, { name: 'null' }, {})).toEqual([]);
    expect(built).toEqual(['value', 'null']);
  });
});
