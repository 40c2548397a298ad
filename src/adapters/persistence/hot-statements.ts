import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

export type HotStatementLimits = {
  /** A statement is named on this run of its text (earlier runs go unnamed). */
  hotAfter: number;
  /** At most this many names: each connection keeps a plan per name. */
  maxNamed: number;
  /** At most this many texts counted while they are not yet hot. */
  maxCounted: number;
};

const LIMITS: HotStatementLimits = { hotAfter: 3, maxNamed: 300, maxCounted: 2000 };

/**
 * The name a statement's text runs under, or none. Texts the application sends again and again get
 * a name, so PostgreSQL parses and plans them once per connection instead of on every run: planning
 * the session read cost the server ~1.6 ms per request, running it ~0.1 ms
 * (docs/decisions/107-named-hot-statements.md). Only parameterised statements are named (never
 * `begin` or `set`), and the number of names is bounded, so texts that vary (lists of any length)
 * cannot grow the connections' plans without end.
 */
export const hotStatementNames = (limits: HotStatementLimits = LIMITS) => {
  const runs = new Map<string, number>();
  const names = new Map<string, string>();
  return (text: string, parameterCount: number): string | undefined => {
    if (parameterCount === 0) return undefined;
    const named = names.get(text);
    if (named !== undefined || names.size >= limits.maxNamed) return named;
    const count = (runs.get(text) ?? 0) + 1;
    if (count < limits.hotAfter) {
      if (runs.has(text) || runs.size < limits.maxCounted) runs.set(text, count);
      return undefined;
    }
    runs.delete(text);
    const name = `bp_${names.size + 1}`;
    names.set(text, name);
    return name;
  };
};

type NameOf = ReturnType<typeof hotStatementNames>;

/** A pool for Kysely's PostgreSQL dialect that sends hot statements by name (`hotStatementNames`). */
export const poolNamingHotStatements = (
  pool: pg.Pool,
  nameOf: NameOf = hotStatementNames(),
): PostgresPool => {
  // Kysely keeps one connection object per client it is given: the same wrapper for the same client.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const existing = wrappers.get(client);
    if (existing) return existing;
    const run = async <R>(sql: string, parameters: ReadonlyArray<unknown>) => {
      const name = nameOf(sql, parameters.length);
      const result = await client.query({
        text: sql,
        values: [...parameters],
        ...(name && { name }),
      });
      // pg types rows and the command loosely; Kysely's dialect reads them as its own pool would.
      return {
        command: result.command as PostgresQueryResult<R>['command'],
        rowCount: result.rowCount ?? 0,
        rows: result.rows as R[],
      };
    };
    // The interface's second form takes a cursor (streaming), which the application never uses.
    function query<R>(
      sql: string,
      parameters: ReadonlyArray<unknown>,
    ): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(
      sql: string | PostgresCursor<R>,
      parameters: ReadonlyArray<unknown> = [],
    ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
      if (typeof sql !== 'string') throw new TypeError('streamed queries are not supported');
      return run<R>(sql, parameters);
    }
    const wrapper: PostgresPoolClient = {
      query,
      release: () => client.release(),
    };
    wrappers.set(client, wrapper);
    return wrapper;
  };
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
};
