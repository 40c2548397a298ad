import type { JobQueue } from '#application/ports/job-queue.port.ts';
import type {
  LambdaStore,
  PsychometricTestStore,
  Recalculation,
  RecalculationStore,
  StoredLambda,
  StoredTest,
} from '#application/ports/psychometrics.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import type { FactorVector, FormId } from '#domain/psychometrics/index.ts';

/**
 * In-memory psychometrics ports for use case tests: plain maps, ids in insertion order, and a unit
 * of work that hands the same ports over (no rollback: the use cases under test return refusals as
 * values before writing anything).
 */
export type MemoryTest = StoredTest & { id: string; userId?: string; clientId?: string };

export const createMemoryPsychometrics = () => {
  const users = new Map<string, { concessionId: string | null }>();
  const clients = new Map<string, { concessionId: string }>();
  const tests: MemoryTest[] = [];
  const lambdas: StoredLambda[] = [];
  const runs: Recalculation[] = [];
  const jobs: { name: string; payload: unknown }[] = [];
  let nextId = 0;
  const newId = (prefix: string) => `${prefix}-${String((nextId += 1)).padStart(6, '0')}`;

  const lambdaVersionOf = (lambdaId: string) =>
    lambdas.find((stored) => stored.id === lambdaId)?.lambda.version ?? 0;

  const testStore: PsychometricTestStore = {
    findUser: async (userId) => users.get(userId) ?? null,
    findUserTest: async (userId) => tests.find((test) => test.userId === userId) ?? null,
    saveUserDraft: async (userId, form, answers) => {
      const test = tests.find((candidate) => candidate.userId === userId);
      if (test) test.answers = answers;
      else tests.push({ id: newId('test'), userId, form, answers, completedAt: null, score: null });
    },
    saveUserScore: async (userId, form, answers, score, at) => {
      const scored = { answers, completedAt: at, score: score.value };
      const test = tests.find((candidate) => candidate.userId === userId);
      if (test) Object.assign(test, scored);
      else tests.push({ id: newId('test'), userId, form, ...scored });
    },
    deleteUserTest: async (userId) => {
      const index = tests.findIndex((test) => test.userId === userId);
      if (index >= 0) tests.splice(index, 1);
      return index >= 0;
    },
    findClient: async (clientId) => {
      const client = clients.get(clientId);
      if (!client) return null;
      return { ...client, test: tests.find((test) => test.clientId === clientId) ?? null };
    },
  };

  const lambdaStore: LambdaStore = {
    latest: async () => lambdas.at(-1) ?? null,
    byId: async (id) => lambdas.find((stored) => stored.id === id) ?? null,
    create: async (lambda, _createdBy, at) => {
      const stored = { id: newId('lambda'), lambda, createdAt: at };
      lambdas.push(stored);
      return stored;
    },
    createFirst: async (lambda, at) => lambdas.at(-1) ?? lambdaStore.create(lambda, null, at),
  };

  const scored = () =>
    tests.filter((test) => test.completedAt && test.score).sort((a, b) => (a.id < b.id ? -1 : 1));

  const recalculationStore: RecalculationStore = {
    lockStarts: async () => undefined,
    running: async () => runs.find((run) => run.status === 'running') ?? null,
    latest: async () => runs.at(-1) ?? null,
    create: async ({ lambdaId, total, startedBy, at }) => {
      if (runs.some((run) => run.status === 'running')) return 'alreadyRunning';
      const run: Recalculation = {
        id: newId('run'),
        status: 'running',
        lambdaId,
        lambdaVersion: lambdaVersionOf(lambdaId),
        total,
        processed: 0,
        cursor: null,
        error: null,
        startedBy,
        startedAt: at,
        finishedAt: null,
      };
      runs.push(run);
      return { ...run };
    },
    lock: async (id) => {
      const run = runs.find((candidate) => candidate.id === id);
      return run ? { ...run } : null;
    },
    saveProgress: async (id, progress) => {
      Object.assign(runs.find((run) => run.id === id) ?? {}, progress);
    },
    complete: async (id, progress, at) => {
      Object.assign(runs.find((run) => run.id === id) ?? {}, progress, {
        status: 'completed',
        finishedAt: at,
      });
    },
    fail: async (id, error, at) => {
      Object.assign(runs.find((run) => run.id === id) ?? {}, {
        status: 'failed',
        error,
        finishedAt: at,
      });
    },
    scoredRawScores: async () => {
      const byForm: { [F in FormId]: FactorVector[] } = { seller40: [], client16: [] };
      for (const test of scored()) if (test.score) byForm[test.form].push(test.score.raw);
      return byForm;
    },
    nextScored: async (afterId, limit) =>
      scored()
        .filter((test) => afterId === null || test.id > afterId)
        .slice(0, limit)
        .map((test) => ({
          id: test.id,
          form: test.form,
          raw: test.score?.raw ?? { E: 0, A: 0, C: 0, I: 0 },
        })),
    rescore: async (scores) => {
      for (const { id, score } of scores) {
        const test = tests.find((candidate) => candidate.id === id);
        if (test) test.score = score;
      }
    },
  };

  const jobQueue: JobQueue = {
    enqueue: async (name, payload) => {
      jobs.push({ name, payload });
    },
  };

  const ports = {
    tests: testStore,
    lambdas: lambdaStore,
    recalculations: recalculationStore,
    jobs: jobQueue,
  };
  const inTransaction: UnitOfWork<typeof ports> = (work) => work(ports);

  return { ports, inTransaction, users, clients, tests, lambdas, runs, jobs, newId };
};
