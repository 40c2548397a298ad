import { readFileSync } from 'node:fs';
import type { Clock } from '#application/ports/clock.port.ts';
import type { Logger } from '#application/ports/logger.port.ts';
import { buildApp } from '#adapters/http/app.ts';
import { loadAssetLinks } from '#adapters/http/assets.ts';
import { buildTaskList } from '#adapters/jobs/tasks.ts';
import { startWorker } from '#adapters/jobs/worker.ts';
import type { Database } from '#adapters/persistence/database.ts';
import type { Config } from '#src/config.ts';
import { createAdapters, type Adapters } from './adapters.ts';
import { buildAuth } from './auth.ts';
import { buildClientFlow, type ClientFlow } from './client-flow.ts';
import { buildApiTokens } from './api-tokens.ts';
import { buildBilling } from './billing.ts';
import { buildComments } from './comments.ts';
import { buildConcessions } from './concessions.ts';
import { buildDocuments } from './documents.ts';
import { buildCars } from './cars.ts';
import { buildSupport } from './support.ts';
import { buildSurveys } from './surveys.ts';
import { prepareDatabase, seedIfEmpty } from './database.ts';
import { buildTasks, startJobRecovery } from './jobs.ts';
import { buildOutbox, buildPasswords } from './passwords.ts';
import { buildPsychometrics, type Psychometrics } from './psychometrics.ts';
import { buildHomes } from './homes.ts';
import { buildStatistics } from './statistics.ts';
import { buildTrainings } from './trainings.ts';
import { buildUsers } from './users.ts';
import { buildBpms } from './bpms.ts';

const packageJson = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

const systemClock: Clock = { now: () => new Date() };

export type Runtime = {
  app: ReturnType<typeof buildApp>;
  database: Database;
  close: () => Promise<void>;
};

export type RuntimeOptions = {
  /** Start the job worker in this process (always on with the embedded database). */
  worker: boolean;
  /** An already open database (tests); otherwise one is opened from the configuration. */
  database?: Database;
  clock?: Clock;
};

/** The job worker over the modules whose use cases its tasks run. */
const startTasks = async (
  adapters: Adapters,
  modules: { psychometrics: Psychometrics; clientFlow: ClientFlow },
) => {
  const { database, logger } = adapters;
  const runner = await startWorker({
    pool: database.workerPool,
    tasks: buildTaskList(buildTasks(adapters, modules)),
    logger,
    embedded: database.mode === 'embedded',
  });
  const recovery = await startJobRecovery(adapters, runner.poolId);
  // A recalculation a crash left half done continues now rather than when its job's lock expires.
  await modules.psychometrics.resumeRecalculation();
  return {
    done: runner.promise,
    // The pool keeps beating while its running jobs finish, then says it is gone.
    stop: async () => {
      await runner.stop();
      await recovery.stop();
    },
  };
};

/**
 * The server: the adapters built once (adapters.ts), each module wired from them, the HTTP app
 * over every module's use cases, and the job worker when this process runs it.
 */
export const createRuntime = async (
  config: Config,
  logger: Logger,
  options: RuntimeOptions,
): Promise<Runtime> => {
  const clock = options.clock ?? systemClock;
  const database = await prepareDatabase(config, logger, options.database);
  const adapters = createAdapters(database, { config, logger, clock });
  if (config.SEED_DEMO) await seedIfEmpty(adapters);

  const psychometrics = buildPsychometrics(adapters);
  const clientFlow = buildClientFlow(adapters, psychometrics);
  const comments = buildComments(adapters);
  const support = buildSupport(adapters);
  const app = buildApp({
    logger,
    assets: loadAssetLinks((message) => logger.warn(message)),
    publicUrl: config.publicUrl,
    version: packageJson.version,
    devPages: config.NODE_ENV !== 'production',
    trustProxy: config.TRUST_PROXY,
    requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
    useCases: {
      ...buildAuth(adapters),
      psychometrics,
      clientFlow,
      statistics: buildStatistics(adapters),
      comments,
      support,
      homes: buildHomes(adapters, { support, comments, psychometrics }),
      surveys: buildSurveys(adapters),
      billing: buildBilling(adapters),
      apiTokens: buildApiTokens(adapters),
      trainings: buildTrainings(adapters),
      users: buildUsers(adapters, psychometrics),
      concessions: buildConcessions(adapters),
      bpms: buildBpms(adapters),
      documents: buildDocuments(adapters),
      cars: buildCars(adapters),
      readUpload: adapters.uploads.read,
      // The same storage as the trainings' videos, so a kept upload is moved, never copied.
      videoUploads: adapters.privateFiles,
      passwords: buildPasswords(adapters),
      outbox: buildOutbox(adapters),
    },
  });

  const runner =
    options.worker || database.mode === 'embedded'
      ? await startTasks(adapters, { psychometrics, clientFlow })
      : undefined;

  return {
    app,
    database,
    close: async () => {
      await runner?.stop();
      if (!options.database) await database.close();
    },
  };
};

/** The worker alone, for scaling out next to servers on a PostgreSQL database. */
export const createWorkerRuntime = async (config: Config, logger: Logger) => {
  if (!config.DATABASE_URL) {
    throw new Error(
      'The embedded database belongs to the server process, which runs the jobs itself. ' +
        'Set DATABASE_URL to run a separate worker.',
    );
  }
  const database = await prepareDatabase(config, logger);
  const adapters = createAdapters(database, { config, logger, clock: systemClock });
  const psychometrics = buildPsychometrics(adapters);
  const clientFlow = buildClientFlow(adapters, psychometrics);
  const runner = await startTasks(adapters, { psychometrics, clientFlow });
  return {
    done: runner.done,
    close: async () => {
      await runner.stop();
      await database.close();
    },
  };
};
