// The two floors `npm run bench:load` compares the app with, served by the app's own stack (Hono on
// @hono/node-server) in a process of their own: a bare JSON route, and a route making one PostgreSQL
// round trip through a pool of the app's size (the physical floor of a database-backed request).
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { defaultPoolSize } from '#adapters/persistence/database.ts';

const [bareArg, queryArg] = process.argv.slice(2);
const connectionString = process.env['DATABASE_URL'];
if (!bareArg || !queryArg || !connectionString) {
  throw new Error('usage: DATABASE_URL=... tsx floors.ts <bare port> <one-query port>');
}

// The app's pool size: DATABASE_POOL_SIZE, or its default (docs/decisions/132).
const poolSize = Number(process.env['DATABASE_POOL_SIZE'] ?? defaultPoolSize());
const pool = new pg.Pool({ connectionString, max: poolSize });

const bare = new Hono().get('/', (c) => c.json({ data: { ok: true } }));
const oneQuery = new Hono().get('/', async (c) => {
  const result = await pool.query<{ now: Date }>('select now() as now');
  return c.json({ data: result.rows[0] });
});

const listening = (name: string) => () => process.send?.(name);
const servers = [
  serve({ fetch: bare.fetch, port: Number(bareArg), hostname: '127.0.0.1' }, listening('bare')),
  serve(
    { fetch: oneQuery.fetch, port: Number(queryArg), hostname: '127.0.0.1' },
    listening('query'),
  ),
];

process.on('SIGTERM', () => {
  for (const server of servers) server.close();
  void pool.end().then(() => process.exit(0));
});
