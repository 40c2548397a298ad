import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/fixtures/test-database.ts';
import { defaultPoolSize } from './database.ts';

// The pools of a PostgreSQL server (decision 132); PGlite has its own, one connection (decision 002).
describe.skipIf(!process.env.DATABASE_URL)('the pools on PostgreSQL (decision 132)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('size the requests’ pool to twice the cores, and give the worker its own three', () => {
    expect(defaultPoolSize()).toBe(2 * availableParallelism());
    expect(database.pool.options.max).toBe(defaultPoolSize());
    expect(database.workerPool).not.toBe(database.pool);
    expect(database.workerPool.options.max).toBe(3);
  });
});
