import { EventEmitter } from 'node:events';
import {
  Logger as GraphileLogger,
  run,
  runMigrations,
  type Runner,
  type TaskList,
  type WorkerEvents,
} from 'graphile-worker';
import type pg from 'pg';
import type { Logger } from '#application/ports/logger.port.ts';

/**
 * The scheduled work, in graphile-worker's crontab format. `jobKey` keeps one pending run per task
 * even when several worker processes read the same crontab; tasks themselves are idempotent.
 */
export const CRONTAB = [
  '0 3 * * * purge-expired-sessions ?jobKey=purge-expired-sessions&max=3',
  // The core loop: advisors told of expired sale holds; be-backs archived after the delay.
  '*/5 * * * * expire-sale-holds ?jobKey=expire-sale-holds&max=3',
  '17 * * * * archive-be-backs ?jobKey=archive-be-backs&max=3',
].join('\n');

/** graphile-worker keeps its queue in its own schema; install or upgrade it before any enqueue. */
export const installJobSchema = (pool: pg.Pool) =>
  runMigrations({ pgPool: pool, logger: silentLogger });

export type WorkerOptions = {
  pool: pg.Pool;
  tasks: TaskList;
  logger: Logger;
  /**
   * LISTEN/NOTIFY does not cross the embedded database's socket and it has no prepared statements
   * across connections: poll often and send plain queries there.
   */
  embedded: boolean;
  concurrency?: number;
};

/** A running worker pool; `poolId` is what graphile-worker writes in `locked_by` of its jobs. */
export type WorkerRunner = Runner & { poolId: string };

export const startWorker = async (options: WorkerOptions): Promise<WorkerRunner> => {
  const events: WorkerEvents = new EventEmitter();
  const poolIds: string[] = [];
  events.on('pool:create', ({ workerPool }) => poolIds.push(workerPool.id));
  const runner = await run({
    pgPool: options.pool,
    events,
    taskList: options.tasks,
    crontab: CRONTAB,
    concurrency: options.concurrency ?? 2,
    noHandleSignals: true,
    noPreparedStatements: options.embedded,
    pollInterval: options.embedded ? 500 : 2000,
    logger: toGraphileLogger(options.logger.child({ component: 'worker' })),
  });
  const [poolId] = poolIds;
  if (poolId === undefined) {
    await runner.stop();
    throw new Error('graphile-worker started without announcing its worker pool');
  }
  return Object.assign(runner, { poolId });
};

const toGraphileLogger = (logger: Logger) =>
  new GraphileLogger(() => (level, message, meta) => {
    const method =
      level === 'error'
        ? 'error'
        : level === 'warning'
          ? 'warn'
          : level === 'debug'
            ? 'debug'
            : 'info';
    logger[method](message, meta);
  });

const silentLogger = new GraphileLogger(() => () => undefined);
