import type { ReceivedEvent } from '#domain/billing/payment-event.ts';
import type { BillingStore } from '#application/ports/billing-store.port.ts';
import type { JobQueue } from '#application/ports/job-queue.port.ts';

/**
 * Stores each provider event once by its id and queues its processing in the same transaction
 * (docs/decisions/069): a duplicate delivery stores nothing and queues nothing. Shared by the
 * webhook and the demo payment page. Returns how many were new.
 */
export const recordEvents = async (
  ports: { billing: Pick<BillingStore, 'storeEvent'>; jobs: JobQueue },
  provider: 'stripe' | 'demo',
  events: readonly ReceivedEvent[],
  receivedAt: Date,
): Promise<number> => {
  let stored = 0;
  for (const received of events) {
    const id = await ports.billing.storeEvent(
      provider,
      received.id,
      received.type,
      received.event,
      receivedAt,
    );
    if (id === null) continue;
    stored += 1;
    await ports.jobs.enqueue('process-payment-event', { eventId: id });
  }
  return stored;
};
