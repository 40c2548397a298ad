import { describe, expect, it } from 'vitest';
import { createAdapters } from '#composition/adapters.ts';
import type { Runtime } from '#composition/index.ts';
import { buildPsychometrics, type Psychometrics } from '#composition/psychometrics.ts';
import { parseConfig } from '#src/config.ts';
import {
  computeNorms,
  FACTORS,
  scoreRaw,
  type FactorVector,
  type FormNorms,
  type Lambda,
} from '#domain/psychometrics/index.ts';
import { ok } from '#tests/fixtures/api.ts';
import { createClient } from '#tests/fixtures/http-client.ts';
import type { Database } from '#adapters/persistence/database.ts';
import { test } from '#tests/fixtures/integration.ts';

/*
 * The lambda recalculation (psychometrics docs/spec/product-spec.md section 3) on a seeded database: new norms from every
 * completed test, every profile re-scored under the new version in batches, one run at a time, and
 * a run interrupted between batches finishing from its cursor.
 */

let database: Database;
let runtime: Runtime;
/** Starts runs without queueing their job, so the tests alone decide when batches run. */
let quiet: Psychometrics;

test.beforeAll(async ({ runtime: given, logger }) => {
  runtime = given;
  database = given.database;
  quiet = buildPsychometrics(
    createAdapters(database, {
      config: parseConfig({}),
      logger,
      clock: { now: () => new Date() },
      queueJobs: false,
    }),
  );
});

const asPrAdmin = async () => {
  const client = createClient(runtime);
  await client.signIn('pradmin@demo.test');
  return client;
};

const status = (client: ReturnType<typeof createClient>) =>
  ok(client.api.GET('/api/lambda/recalculation'));

const scoredTests = () =>
  database.db
    .selectFrom('psychometricTests as t')
    .innerJoin('lambdaVersions as lv', 'lv.id', 't.lambdaVersionId')
    .select([
      't.id',
      't.form',
      't.rawE',
      't.rawA',
      't.rawC',
      't.rawI',
      't.zE',
      't.zA',
      't.zC',
      't.zI',
      't.profileNumber',
      'lv.version',
    ])
    .where('t.completedAt', 'is not', null)
    .orderBy('t.id')
    .execute();

const rawOf = (row: {
  rawE: number | null;
  rawA: number | null;
  rawC: number | null;
  rawI: number | null;
}): FactorVector => ({
  E: row.rawE ?? 0,
  A: row.rawA ?? 0,
  C: row.rawC ?? 0,
  I: row.rawI ?? 0,
});

/** The same norms, up to the last bits of sums taken in another order. */
const expectNorms = (actual: FormNorms | undefined, expected: FormNorms) => {
  expect(actual).toMatchObject({ source: expected.source, count: expected.count });
  for (const factor of FACTORS) {
    expect(actual?.factors[factor].mean).toBeCloseTo(expected.factors[factor].mean, 10);
    expect(actual?.factors[factor].sd).toBeCloseTo(expected.factors[factor].sd, 10);
  }
};

/** Waits until the run is no longer running (the in-process worker may be the one finishing it). */
const finish = async (psychometrics: Psychometrics, recalculationId: string) => {
  await psychometrics.runRecalculation({ recalculationId });
  const client = await asPrAdmin();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const current = await status(client);
    if (current.recalculation?.status !== 'running') return current;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the recalculation did not finish');
};

describe('the lambda recalculation', () => {
  it('shows the current lambda to the platform administrator only', async () => {
    const current = await status(await asPrAdmin());
    expect(current.lambda?.version).toBe(1);
    expect(current.lambda?.norms.seller40).toMatchObject({ source: 'builtIn' });
    expect(current.lambda?.norms.seller40.factors.E).toEqual({ mean: 30, sd: 6 });
    expect(current.recalculation).toBeNull();

    const owner = createClient(runtime);
    await owner.signIn('owner@demo.test');
    expect((await owner.request('/api/lambda/recalculation')).status).toBe(403);
    expect((await owner.json('POST', '/api/lambda/recalculations')).status).toBe(403);
  });

  it('refuses a second start while a run is going, from the API and from the page', async () => {
    // A run without its job: it stays running until the test finishes it.
    const running = await quiet.startRecalculation({ startedBy: null });
    if (!running.ok) throw new Error('could not start');
    const client = await asPrAdmin();
    const second = await client.api.POST('/api/lambda/recalculations');
    expect(second.response.status).toBe(409);
    expect(second.error).toEqual({
      message: 'Un recalcul est déjà en cours. Attendez qu’il se termine.',
      code: 'LAMBDA.RECALCULATION_RUNNING',
    });
    const page = await client.request('/pr-admin/settings/recalculate-lambda', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken: await client.csrfToken() }).toString(),
    });
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('Un recalcul est déjà en cours');
    // While it runs, the page shows the live progress instead of the start button.
    const progress = await (await client.request('/pr-admin/settings/recalculate-lambda')).text();
    expect(progress).toContain('data-island="recalculation-progress"');
    expect(progress).not.toContain('Lancer le recalcul</button>');
    expect((await finish(quiet, running.value.id)).recalculation?.status).toBe('completed');
  });

  it('computes norms from every completed test and re-scores everyone with them', async () => {
    const before = await scoredTests();
    const client = await asPrAdmin();
    const { data: started, response } = await client.api.POST('/api/lambda/recalculations');
    expect(response.status).toBe(201);
    const run = started?.data;
    expect(run).toMatchObject({
      status: 'running',
      lambdaVersion: 3,
      total: before.length,
      processed: 0,
      remaining: before.length,
    });

    // The new norms are the domain's, from the raw scores of every completed test of each form.
    const current = await status(client);
    const client16 = before.filter((row) => row.form === 'client16').map(rawOf);
    const seller40 = before.filter((row) => row.form === 'seller40').map(rawOf);
    expect(current.lambda?.version).toBe(3);
    expectNorms(current.lambda?.norms.client16, computeNorms(client16, 'client16'));
    expectNorms(current.lambda?.norms.seller40, computeNorms(seller40, 'seller40'));
    expect(current.lambda?.norms.client16.source).toBe('computed');

    const done = await finish(quiet, run?.id ?? '');
    expect(done.recalculation).toMatchObject({
      status: 'completed',
      total: before.length,
      processed: before.length,
      remaining: 0,
    });
    const after = await scoredTests();
    expect(after.every((row) => row.version === 3)).toBe(true);
    if (!current.lambda) throw new Error('no lambda');
    const lambda: Lambda = {
      version: 3,
      norms: current.lambda.norms,
      weights: { E: 1, A: 1, C: 1, I: 1 },
    };
    for (const row of after.slice(0, 20)) {
      const expected = scoreRaw(row.form, rawOf(row), lambda);
      expect(row.zE).toBeCloseTo(expected.z.E, 10);
      expect(row.zI).toBeCloseTo(expected.z.I, 10);
      expect(row.profileNumber).toBe(expected.profileNumber);
    }

    // The page shows the new version and the finished run, with the start button back.
    const page = await client.request('/pr-admin/settings/recalculate-lambda');
    const html = await page.text();
    expect(html).toContain('Version 3');
    expect(html).toContain(`${before.length} profils recalculés`);
    expect(html).toContain('Lancer le recalcul');
  });

  it('resumes a run interrupted between batches from its cursor', async () => {
    const started = await quiet.startRecalculation({ startedBy: null });
    if (!started.ok) throw new Error('could not start');
    const total = started.value.total;
    expect(total).toBeGreaterThan(80);

    // One batch, then the process "dies": the run stays running with its cursor stored.
    const partial = await quiet.runRecalculation({
      recalculationId: started.value.id,
      batchSize: 40,
      maxBatches: 1,
    });
    expect(partial).toMatchObject({ status: 'running', processed: 40, remaining: total - 40 });
    const tests = await scoredTests();
    const cursor = await database.db
      .selectFrom('lambdaRecalculations')
      .select('cursor')
      .where('id', '=', started.value.id)
      .executeTakeFirstOrThrow();
    expect(cursor.cursor).toBe(tests[39]?.id);
    expect(tests.filter((row) => row.version === 4)).toHaveLength(40);
    expect(tests.slice(0, 40).every((row) => row.version === 4)).toBe(true);

    // After a restart the run is found again and finishes from the cursor.
    expect(await quiet.resumeRecalculation()).toBe(started.value.id);
    const progress: number[] = [];
    const finished = await quiet.runRecalculation({
      recalculationId: started.value.id,
      batchSize: 40,
      onProgress: (run) => progress.push(run.processed),
    });
    expect(finished).toMatchObject({ status: 'completed', processed: total, total, remaining: 0 });
    expect(progress[0]).toBe(80);
    expect(progress.at(-1)).toBe(total);
    expect((await scoredTests()).every((row) => row.version === 4)).toBe(true);

    // A run that is over does nothing when its job runs again.
    const again = await quiet.runRecalculation({ recalculationId: started.value.id });
    expect(again).toMatchObject({ status: 'completed', processed: total });
  });

  it('starts from the page with a form post; other roles are kept out', async () => {
    const client = await asPrAdmin();
    const post = await client.request('/pr-admin/settings/recalculate-lambda', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken: await client.csrfToken() }).toString(),
    });
    expect(post.status).toBe(303);
    expect(post.headers.get('location')).toBe('/pr-admin/settings/recalculate-lambda');
    const current = await status(client);
    expect(current.lambda?.version).toBe(5);
    const done = await finish(quiet, current.recalculation?.id ?? '');
    expect(done.recalculation?.status).toBe('completed');

    const seller = createClient(runtime);
    await seller.signIn('seller1@demo.test');
    const refused = await seller.request('/pr-admin/settings/recalculate-lambda');
    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toBe('/unauthorized');
  });
});
