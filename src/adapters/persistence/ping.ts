import type pg from 'pg';

/**
 * Resolves when the database answers `select 1` through the application's pool within `withinMs`,
 * rejects otherwise: a checkout queued behind an exhausted pool, a connection that cannot be made
 * and a query that hangs all count as "not ready" once the bound has passed, instead of waiting as
 * long as they do (docs/decisions/042-timeouts.md). A connection handed over after the bound goes
 * straight back to the pool.
 */
export const pingWithin = (pool: pg.Pool, withinMs: number) =>
  new Promise<void>((resolve, reject) => {
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      reject(new Error(`The database did not answer within ${withinMs} ms`));
    }, withinMs);
    const settle = (error?: unknown) => {
      clearTimeout(timer);
      if (error === undefined) resolve();
      else reject(error instanceof Error ? error : new Error(String(error)));
    };
    void pool.connect().then(async (client) => {
      if (late) return client.release();
      try {
        await client.query('select 1');
        client.release();
        settle();
      } catch (error) {
        // A connection whose query failed is not trusted again.
        client.release(true);
        settle(error);
      }
    }, settle);
  });
