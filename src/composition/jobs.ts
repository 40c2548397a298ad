import { makePurgeExpiredSessions } from '#application/auth/purge-expired-sessions.ts';
import { makeExpireSaleHolds } from '#application/client-flow/expire-sale-holds.ts';
import { makeNotifySeller } from '#application/client-flow/notify-seller.ts';
import { makeDeliverEmail } from '#application/messaging/deliver-email.ts';
import { makeDeliverSms } from '#application/messaging/deliver-sms.ts';
import { makeRecoverStalledJobs } from '#application/jobs/recover-stalled-jobs.ts';
import { startHeartbeat } from '#adapters/jobs/heartbeat.ts';
import type { TaskHandlers } from '#adapters/jobs/tasks.ts';
import { createWorkerRegistry } from '#adapters/persistence/worker-registry.repository.ts';
import type { Adapters } from './adapters.ts';
import type { ClientFlow } from './client-flow.ts';
import { buildBillingTasks } from './billing.ts';
import { buildPasswordTasks } from './passwords.ts';
import type { Psychometrics } from './psychometrics.ts';

/** The core loop's background work: advisor notifications by SMS, expired holds, be-backs. */
export const buildClientFlowTasks = (
  { stores, inTransaction, smsSender, clock, logger }: Adapters,
  clientFlow: Pick<ClientFlow, 'archiveBeBacks'>,
) => {
  const notifications = { inTransaction, clock, logger };
  return {
    'notify-seller': makeNotifySeller(notifications),
    'expire-sale-holds': makeExpireSaleHolds({ ...notifications, clients: stores.clients }),
    'archive-be-backs': clientFlow.archiveBeBacks,
    'deliver-sms': makeDeliverSms({ outbox: stores.messages, sms: smsSender, clock, logger }),
  } satisfies Partial<TaskHandlers>;
};

/** Every job the worker runs, by name. */
export const buildTasks = (
  adapters: Adapters,
  modules: {
    psychometrics: Pick<Psychometrics, 'runRecalculation'>;
    clientFlow: Pick<ClientFlow, 'archiveBeBacks'>;
  },
): TaskHandlers => {
  const { stores, mailer, clock, logger } = adapters;
  const { runRecalculation } = modules.psychometrics;
  return {
    'deliver-email': makeDeliverEmail({ outbox: stores.messages, mailer, clock, logger }),
    'recalculate-lambda': (payload, job) =>
      runRecalculation({ ...payload, finalAttempt: job.attempt >= job.maxAttempts }),
    'purge-expired-sessions': makePurgeExpiredSessions({
      sessions: stores.sessions,
      clock,
      logger,
    }),
    ...buildPasswordTasks(adapters),
    ...buildClientFlowTasks(adapters, modules.clientFlow),
    ...buildBillingTasks(adapters),
  };
};

/**
 * Job recovery (docs/decisions/039): the worker pool beats every half threshold, and each beat
 * sweeps the jobs of pools that stopped, at start-up and then on the timer.
 */
export const startJobRecovery = ({ database, config, logger }: Adapters, poolId: string) => {
  const registry = createWorkerRegistry(database.db);
  const staleAfterMs = config.WORKER_STALE_AFTER_SECONDS * 1000;
  return startHeartbeat({
    workerIds: [poolId],
    registry,
    recover: makeRecoverStalledJobs({ registry, logger, staleAfterMs }),
    intervalMs: staleAfterMs / 2,
    logger,
  });
};
