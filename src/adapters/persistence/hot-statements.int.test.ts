import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/test-database.ts';

// Named statements are for the PostgreSQL server only (decision 107): PGlite is one session.
describe.skipIf(!process.env.DATABASE_URL)('hot statements on PostgreSQL (decision 107)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('are prepared once on the connection and keep answering with each run’s values', async () => {
    const answers = await database.db.connection().execute(async (connection) => {
      const values: string[] = [];
      for (const name of ['a', 'b', 'c', 'd', 'e']) {
        const { rows } = await sql<{ echo: string }>`select ${name}::text as echo`.execute(
          connection,
        );
        values.push(rows[0]?.echo ?? '');
      }
      const prepared = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements`.execute(connection);
      return { values, prepared: prepared.rows };
    });
    expect(answers.values).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(answers.prepared).toContainEqual({
      name: expect.stringMatching(/^bp_\d+$/),
      statement: 'select $1::text as echo',
    });
  });
});
