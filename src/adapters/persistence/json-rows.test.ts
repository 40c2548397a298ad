import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from './db.generated.ts';
import { jsonRows } from './json-rows.ts';

type Row = { id: string; createdAt: Date; closedAt: Date | null; cars: string[] };

const ROWS = jsonRows<Row>(
  { id: true, createdAt: true, closedAt: true, cars: true },
  { createdAt: true, closedAt: true },
);

// Compiles only: no database behind it.
const db = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  plugins: [new CamelCasePlugin()],
});

describe('jsonRows (decisions 131 and 134)', () => {
  it('reads each array as a row under the fields’ names, the named timestamps as dates', () => {
    const [row, other] = ROWS.read(
      '[["a","2026-11-27T18:54:06.254+00:00",null,["x"]],["b","2026-11-28T01:00:00+00:00","2026-11-28T02:00:00+00:00",[]]]',
    );
    expect(row).toEqual({
      id: 'a',
      createdAt: new Date('2026-11-27T18:54:06.254Z'),
      closedAt: null,
      cars: ['x'],
    });
    expect(other?.closedAt).toEqual(new Date('2026-11-28T02:00:00Z'));
    expect(ROWS.read('[]')).toEqual([]);
  });

  it('reads PostgreSQL’s microseconds and offsets as the driver reads them, to the millisecond', () => {
    const [row] = ROWS.read('[["b","2026-11-27T13:54:06.254987-05:00",null,[]]]');
    expect(row?.createdAt.toISOString()).toBe('2026-11-27T18:54:06.254Z');
  });

  it('selects the fields in the same order as it reads them, in the order given', () => {
    const query = db
      .selectFrom('clients as c')
      .select(['c.id', 'c.createdAt', 'c.closedAt', sql<string[]>`array[]::text[]`.as('cars')]);
    const { sql: text } = ROWS.select(
      db,
      query,
      sql`order by ${sql.ref('r.createdAt')} desc`,
    ).compile();
    expect(text).toContain(
      `json_agg(json_build_array("r"."id", "r"."created_at", "r"."closed_at", "r"."cars") order by "r"."created_at" desc)`,
    );
  });
});
