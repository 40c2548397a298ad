import { describe, expect, it } from 'vitest';
import { createMemoryPsychometrics } from '#tests/fakes/psychometrics.ts';
import { silentLogger } from '#tests/fakes/logger.ts';
import {
  buildLambda,
  computeNorms,
  scoreRaw,
  type FactorVector,
  type FormId,
} from '#domain/psychometrics/index.ts';
import { makeGetLambdaStatus } from './get-lambda-status.ts';
import { makeResumeRecalculation } from './resume-recalculation.ts';
import { makeRunRecalculation } from './run-recalculation.ts';
import { makeStartOrResumeRecalculation } from './start-or-resume-recalculation.ts';
import { makeStartRecalculation } from './start-recalculation.ts';

const now = new Date('2026-11-22T12:00:00Z');
const clock = { now: () => now };
const first = buildLambda(1, { seller40: [], client16: [] });

/** `count` scored tests of a form with raw scores spread over the scale, under version 1. */
const seed = async (count: { seller40: number; client16: number }) => {
  const memory = createMemoryPsychometrics();
  const stored = await memory.ports.lambdas.create(first, null, now);
  for (const form of ['seller40', 'client16'] as const satisfies readonly FormId[]) {
    const items = form === 'seller40' ? 10 : 4;
    for (let index = 0; index < count[form]; index += 1) {
      const value = (offset: number) => items + ((index * 7 + offset) % (4 * items + 1));
      const raw: FactorVector = { E: value(0), A: value(3), C: value(5), I: value(11) };
      memory.tests.push({
        id: memory.newId('test'),
        form,
        answers: {},
        completedAt: now,
        score: scoreRaw(form, raw, first),
      });
    }
  }
  const deps = { inTransaction: memory.inTransaction, clock, logger: silentLogger };
  return {
    memory,
    firstId: stored.id,
    start: makeStartRecalculation(deps),
    run: makeRunRecalculation(deps),
    status: makeGetLambdaStatus(memory.ports),
  };
};

describe('startRecalculation', () => {
  it('stores the next version from every scored test, and queues the job with the run', async () => {
    const { memory, start } = await seed({ seller40: 12, client16: 40 });
    const started = await start({ startedBy: 'admin' });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    expect(started.value).toMatchObject({
      status: 'running',
      lambdaVersion: 2,
      total: 52,
      remaining: 52,
    });
    const lambda = memory.lambdas.at(-1)?.lambda;
    const raw = (form: FormId) =>
      memory.tests
        .filter((test) => test.form === form)
        .map((test) => test.score?.raw as FactorVector);
    expect(lambda?.norms.client16).toEqual(computeNorms(raw('client16'), 'client16'));
    // Too few 40-item tests: those norms stay the built-in ones, with the count kept.
    expect(lambda?.norms.seller40).toMatchObject({ source: 'builtIn', count: 12 });
    expect(memory.jobs).toEqual([
      { name: 'recalculate-lambda', payload: { recalculationId: started.value.id } },
    ]);
  });

  it('refuses a second start while a run is going', async () => {
    const { memory, start } = await seed({ seller40: 1, client16: 1 });
    await start({ startedBy: null });
    expect(await start({ startedBy: null })).toEqual({
      ok: false,
      error: { code: 'LAMBDA.RECALCULATION_RUNNING' },
    });
    expect(memory.lambdas).toHaveLength(2);
    expect(memory.jobs).toHaveLength(1);
  });
});

describe('runRecalculation', () => {
  it('re-scores every test in batches under the run’s version and completes', async () => {
    const { memory, start, run, status } = await seed({ seller40: 5, client16: 40 });
    const started = await start({ startedBy: null });
    if (!started.ok) throw new Error('not started');
    const seen: number[] = [];
    const done = await run({
      recalculationId: started.value.id,
      batchSize: 10,
      onProgress: (progress) => seen.push(progress.processed),
    });
    expect(done).toMatchObject({ status: 'completed', processed: 45, total: 45, remaining: 0 });
    expect(seen).toEqual([10, 20, 30, 40, 45]);
    const lambda = memory.lambdas.at(-1)?.lambda;
    if (!lambda) throw new Error('no lambda');
    for (const test of memory.tests) {
      const raw = test.score?.raw as FactorVector;
      expect(test.score).toEqual(scoreRaw(test.form, raw, lambda));
    }
    expect((await status()).recalculation).toMatchObject({ status: 'completed', finishedAt: now });
  });

  it('stops after maxBatches and resumes from the stored cursor', async () => {
    const { memory, start, run } = await seed({ seller40: 0, client16: 25 });
    const started = await start({ startedBy: null });
    if (!started.ok) throw new Error('not started');
    const partial = await run({ recalculationId: started.value.id, batchSize: 10, maxBatches: 2 });
    expect(partial).toMatchObject({ status: 'running', processed: 20, remaining: 5 });
    expect(memory.runs[0]?.cursor).toBe(memory.tests[19]?.id);
    expect(memory.tests.slice(20).every((test) => test.score?.lambdaVersion === 1)).toBe(true);

    const finished = await run({ recalculationId: started.value.id, batchSize: 10 });
    expect(finished).toMatchObject({ status: 'completed', processed: 25, total: 25 });
    expect(memory.tests.every((test) => test.score?.lambdaVersion === 2)).toBe(true);
  });

  it('does nothing for a finished or unknown run', async () => {
    const { start, run } = await seed({ seller40: 0, client16: 3 });
    const started = await start({ startedBy: null });
    if (!started.ok) throw new Error('not started');
    await run({ recalculationId: started.value.id });
    expect(await run({ recalculationId: started.value.id })).toMatchObject({ processed: 3 });
    expect(await run({ recalculationId: 'nope' })).toBeNull();
  });

  it('marks the run failed on the last attempt only, so a new one can start', async () => {
    const { memory, start, run } = await seed({ seller40: 0, client16: 3 });
    const started = await start({ startedBy: null });
    if (!started.ok) throw new Error('not started');
    memory.ports.recalculations.rescore = async () => {
      throw new Error('disk full');
    };
    await expect(run({ recalculationId: started.value.id })).rejects.toThrow('disk full');
    expect(memory.runs[0]?.status).toBe('running');
    await expect(run({ recalculationId: started.value.id, finalAttempt: true })).rejects.toThrow();
    expect(memory.runs[0]).toMatchObject({ status: 'failed', error: 'disk full', finishedAt: now });
    expect((await start({ startedBy: null })).ok).toBe(true);
  });
});

describe('resuming', () => {
  it('queues the job of a run left running, and the CLI joins it instead of starting another', async () => {
    const { memory, start } = await seed({ seller40: 0, client16: 3 });
    const resume = makeResumeRecalculation({ inTransaction: memory.inTransaction });
    expect(await resume()).toBeNull();
    const started = await start({ startedBy: null });
    if (!started.ok) throw new Error('not started');
    expect(await resume()).toBe(started.value.id);
    expect(memory.jobs).toHaveLength(2);

    const startOrResume = makeStartOrResumeRecalculation({
      start,
      recalculations: memory.ports.recalculations,
    });
    expect(await startOrResume({ startedBy: null })).toEqual({
      id: started.value.id,
      resumed: true,
    });
  });
});
