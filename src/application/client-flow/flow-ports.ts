import { err, type Result } from '#domain/shared/result.ts';
import type { ClientStore } from '#application/ports/client-store.port.ts';
import { SaleInProgressConflict } from '#application/ports/client-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { ConcessionSettingsStore } from '#application/ports/concession-settings.port.ts';
import type { JobQueue } from '#application/ports/job-queue.port.ts';
import type { KioskCatalogue } from '#application/ports/kiosk-catalogue.port.ts';
import type { MatchingStore } from '#application/ports/matching.port.ts';
import type { LambdaStore } from '#application/ports/psychometrics.port.ts';
import type { SellerStore } from '#application/ports/seller-store.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import type { ClientEvent } from '#domain/client-flow/index.ts';
import type { ClientRecord } from '#application/ports/client-store.port.ts';
import { actorOf, applyEvent, notFound, reachesClient, type Caller } from './common.ts';
import type { FlowError, SaleInProgress } from './errors.ts';

/** The ports a client-flow transaction works with, all bound to the same transaction. */
export type ClientFlowPorts = {
  clients: ClientStore;
  settings: ConcessionSettingsStore;
  matching: MatchingStore;
  lambdas: LambdaStore;
  sellers: SellerStore;
  catalogue: KioskCatalogue;
  jobs: JobQueue;
};

export type ClientFlowDeps = {
  inTransaction: UnitOfWork<ClientFlowPorts>;
  clock: Clock;
};

/** Finds a client within the caller's reach, locked for the rest of the transaction. */
export const lockClient = async (clients: ClientStore, caller: Caller, clientId: string) => {
  const client = await clients.find(clientId, { forUpdate: true });
  return client && reachesClient(caller, client) ? client : null;
};

/** One event on one client within the caller's reach, in its own transaction, made by the caller. */
export const applyToClient = (
  deps: ClientFlowDeps,
  caller: Caller,
  clientId: string,
  event: ClientEvent,
): Promise<Result<ClientRecord, FlowError>> =>
  deps.inTransaction(async (ports) => {
    const client = await lockClient(ports.clients, caller, clientId);
    if (!client) return notFound();
    return applyEvent(ports.clients, client, event, {
      actor: actorOf(caller),
      now: deps.clock.now(),
    });
  });

/**
 * The advisor's unique index can refuse an accept that the use case's own check let through (the
 * same advisor accepting two clients at the same instant); the transaction is then lost as a whole.
 */
export const withSaleConflict = async <T, E>(
  work: () => Promise<Result<T, E>>,
): Promise<Result<T, E | SaleInProgress>> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SaleInProgressConflict) return err({ code: 'SELLER.SALE_IN_PROGRESS' });
    throw error;
  }
};

/** Advisors are told by SMS (or the outbox) that a client waits for them. */
export const notifySeller = (jobs: JobQueue, clientId: string, sellerId: string) =>
  jobs.enqueue(
    'notify-seller',
    { clientId, sellerId },
    { jobKey: `notify-seller:${clientId}`, maxAttempts: 5 },
  );
