import type { OutboxMessage, OutboxStore } from '#application/ports/outbox-store.port.ts';

/** One message of the outbox with its bodies, or null. */
export const makeReadOutboxMessage =
  (deps: { outbox: Pick<OutboxStore, 'find'> }) =>
  (id: string): Promise<OutboxMessage | null> =>
    deps.outbox.find(id);
