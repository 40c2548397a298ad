import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { createJsonLogger } from '#adapters/logging/json-logger.ts';
import { openDatabase, type Database } from '#adapters/persistence/database.ts';
import { FIRST_LAMBDA } from '#application/psychometrics/user-questionnaire.ts';
import { createAdapters } from '#composition/adapters.ts';
import { prepareDatabase } from '#composition/database.ts';
import { buildPsychometrics } from '#composition/psychometrics.ts';
import { parseConfig } from '#src/config.ts';
import { rankSellers, type MatchSeller } from '#domain/matching/index.ts';
import {
  DESCRIPTOR_KEYS,
  SELLER_FORM,
  scoreTest,
  validateAnswers,
  type FactorVector,
} from '#domain/psychometrics/index.ts';

/*
 * The personality test's benchmarks (part of `npm run bench`): measures and prints, asserts nothing.
 * - 100,000 stored tests re-scored through the recalculation job's own code path (norms computed
 *   from every test, then batches of 1,000 in their transactions), on a fresh embedded database and,
 *   with DATABASE_URL, on a fresh database of that server;
 * - the same number of profiles scored in memory by the domain alone, for comparison;
 * - ranking 500 advisors for one client.
 */

const TESTS = 100_000;
const SELLER_SHARE = 0.1;
const SELLERS = 500;
const RANKINGS = 300;

const logger = createJsonLogger({ level: 'silent' });
const clock = { now: () => new Date() };

/** A small seeded generator: the same data on every run, so runs compare. */
const mulberry32 = (seed: number) => () => {
  let t = (seed += 0x6d2b79f5);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const line = (label: string, value: string) => console.log(`${label.padEnd(44)} ${value}`);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * 100,000 scored tests in bulk, straight in SQL: 10% advisors (40 items) and 90% walk-in clients
 * (16 items), raw scores drawn over each form's range, scored under version 1.
 */
const insertTests = async (database: Database) => {
  const { db } = database;
  const first = await db
    .insertInto('lambdaVersions')
    .values({
      version: 1,
      norms: JSON.stringify(FIRST_LAMBDA.norms),
      counts: JSON.stringify({ seller40: 0, client16: 0 }),
      weights: JSON.stringify(FIRST_LAMBDA.weights),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const concession = await db
    .insertInto('concessions')
    .values({ name: 'Benchmark' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sellers = Math.round(TESTS * SELLER_SHARE);
  await sql`insert into users (email, role, concession_id)
    select 'bench' || n || '@bench.test', 'seller', ${concession.id}::uuid
    from generate_series(1, ${sellers}::int) as n`.execute(db);
  await sql`insert into clients (concession_id, sequence)
    select ${concession.id}::uuid, 'buyCar' from generate_series(1, ${TESTS - sellers}::int)`.execute(
    db,
  );
  const scored = (items: number) => sql.raw(`${items} + floor(random() * ${4 * items + 1})::int`);
  const columns = sql`completed_at, raw_e, raw_a, raw_c, raw_i, z_e, z_a, z_c, z_i,
    score_e, score_a, score_c, score_i, profile_number, lambda_version_id, scored_at`;
  const values = (items: number) => sql`now(), ${scored(items)}, ${scored(items)}, ${scored(items)},
    ${scored(items)}, 0, 0, 0, 0, 55, 55, 55, 55, 1, ${first.id}::uuid, now()`;
  await sql`insert into psychometric_tests (user_id, form, ${columns})
    select id, 'seller40', ${values(10)} from users where concession_id = ${concession.id}::uuid`.execute(
    db,
  );
  await sql`insert into psychometric_tests (client_id, form, ${columns})
    select id, 'client16', ${values(4)} from clients where concession_id = ${concession.id}::uuid`.execute(
    db,
  );
  // Fresh statistics, as autovacuum would have them on a live database.
  await sql`analyze psychometric_tests`.execute(db);
};

const recalculate = async (label: string, database: Database) => {
  console.log(`\n${label}`);
  let started = performance.now();
  await insertTests(database);
  line(
    '  insert 100,000 scored tests (bulk SQL)',
    `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const psychometrics = buildPsychometrics(
    createAdapters(database, { config: parseConfig({ LOG_LEVEL: 'silent' }), logger, clock }),
  );
  started = performance.now();
  const run = await psychometrics.startRecalculation({ startedBy: null });
  if (!run.ok) throw new Error('A recalculation is already running');
  const normsMs = performance.now() - started;
  line('  start: norms from 100,000 tests', `${(normsMs / 1000).toFixed(2)} s`);
  started = performance.now();
  const done = await psychometrics.runRecalculation({ recalculationId: run.value.id });
  const rescoreMs = performance.now() - started;
  const rssAfter = process.memoryUsage().rss;
  const processed = done?.processed ?? 0;
  line(
    '  job: re-score in batches of 1,000',
    `${(rescoreMs / 1000).toFixed(2)} s, ${Math.round(processed / (rescoreMs / 1000)).toLocaleString('en-US')} profiles/s`,
  );
  line(
    '  start + job',
    `${Math.round(processed / ((normsMs + rescoreMs) / 1000)).toLocaleString('en-US')} profiles/s (${processed.toLocaleString('en-US')} ${done?.status})`,
  );
  line('  memory (rss before -> after)', `${mb(rssBefore)} -> ${mb(rssAfter)}`);
};

/** The domain alone: 100,000 answer sheets validated and scored in memory. */
const scoreInMemory = () => {
  const random = mulberry32(7);
  const sheets = Array.from({ length: 2_000 }, () =>
    Object.fromEntries(SELLER_FORM.map((key) => [key, 1 + Math.floor(random() * 5)])),
  );
  const started = performance.now();
  let checksum = 0;
  for (let index = 0; index < TESTS; index += 1) {
    const sheet = validateAnswers('seller40', sheets[index % sheets.length] ?? {}, {
      prepareOnly: false,
    });
    if (sheet.ok) checksum += scoreTest('seller40', sheet.value, FIRST_LAMBDA).profileNumber;
  }
  const ms = performance.now() - started;
  line(
    '\ndomain: validate + score 100,000 sheets',
    `${Math.round(TESTS / (ms / 1000)).toLocaleString('en-US')} profiles/s (checksum ${checksum})`,
  );
};

const rankings = () => {
  const random = mulberry32(42);
  const z = (): FactorVector => ({
    E: random() * 4 - 2,
    A: random() * 4 - 2,
    C: random() * 4 - 2,
    I: random() * 4 - 2,
  });
  const hobbies = ['reading', 'music', 'travel', 'sport', 'cooking', 'cinema', 'science', 'arts'];
  const sellers: MatchSeller[] = Array.from({ length: SELLERS }, (_, index) => ({
    id: `seller-${String(index).padStart(4, '0')}`,
    z: z(),
    languages: random() < 0.7 ? ['fr', 'en'] : ['fr'],
    hobbies: [0, 1, 2].map(() => hobbies[Math.floor(random() * hobbies.length)] ?? 'music'),
    lastAssignmentAt:
      random() < 0.2 ? null : new Date(1_700_000_000_000 + Math.floor(random() * 1e9)),
  }));
  const client = {
    z: z(),
    language: 'en' as const,
    wantedQualities: [DESCRIPTOR_KEYS[7], DESCRIPTOR_KEYS[19], DESCRIPTOR_KEYS[29]].filter(
      (key) => key !== undefined,
    ),
    hobbies: ['music', 'travel'],
  };
  const weights = { E: 1, A: 1, C: 1, I: 1 };
  for (let index = 0; index < 50; index += 1) rankSellers({ client, sellers, weights });
  const times: number[] = [];
  for (let index = 0; index < RANKINGS; index += 1) {
    const started = performance.now();
    rankSellers({ client, sellers, weights });
    times.push(performance.now() - started);
  }
  line(
    `rank ${SELLERS} advisors (median of ${RANKINGS})`,
    `${median(times).toFixed(3)} ms per ranking`,
  );
};

const withServerDatabase = async (
  serverUrl: string,
  work: (database: Database) => Promise<void>,
) => {
  const name = `bp_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const config = parseConfig({ DATABASE_URL: url.toString(), LOG_LEVEL: 'silent' });
  const database = await prepareDatabase(config, logger);
  try {
    await work(database);
  } finally {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
};

export const benchPsychometrics = async () => {
  console.log('\nPersonality test');
  const embedded = await openDatabase({ dataDir: 'memory://' });
  try {
    await prepareDatabase(parseConfig({ LOG_LEVEL: 'silent' }), logger, embedded);
    await recalculate('recalculation, embedded database (PGlite, in memory)', embedded);
  } finally {
    await embedded.close();
  }
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    await withServerDatabase(serverUrl, (database) =>
      recalculate(
        `recalculation, PostgreSQL (${new URL(serverUrl).host}, fresh database)`,
        database,
      ),
    );
  } else {
    console.log('(set DATABASE_URL to measure the recalculation on a PostgreSQL server too)');
  }
  scoreInMemory();
  rankings();
};
