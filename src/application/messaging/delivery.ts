import type { Clock } from '#application/ports/clock.port.ts';
import type { Logger } from '#application/ports/logger.port.ts';
import type { OutboxMessage, OutboxStore } from '#application/ports/outbox-store.port.ts';

export type DeliveryDeps = {
  outbox: Pick<OutboxStore, 'find' | 'markSent' | 'markFailed'>;
  clock: Clock;
  logger: Logger;
};

export type DeliveryOutcome = 'sent' | 'alreadySent' | 'missing';

/**
 * A delivery job (`deliver-email`, `deliver-sms`): hands one outbox message to its service. Jobs
 * may run twice, so a message already sent is skipped. A failure is recorded on the message
 * (attempts, error) and thrown again so the job queue retries later with back-off.
 */
export const deliverOutboxMessage =
  (
    deps: DeliveryDeps,
    channel: OutboxMessage['channel'],
    send: (message: OutboxMessage) => Promise<{ providerMessageId: string | null }>,
  ) =>
  async (payload: { messageId: string }): Promise<DeliveryOutcome> => {
    const message = await deps.outbox.find(payload.messageId);
    if (!message) {
      // Nothing to retry: the row is gone (its dealership was deleted, or a test cleaned up).
      deps.logger.warn('Outbox message not found', { messageId: payload.messageId });
      return 'missing';
    }
    if (message.status === 'sent') return 'alreadySent';
    if (message.channel !== channel) {
      throw new Error(`Outbox message ${message.id} is not for ${channel}`);
    }
    try {
      const { providerMessageId } = await send(message);
      await deps.outbox.markSent(message.id, providerMessageId, deps.clock.now());
      return 'sent';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await deps.outbox.markFailed(message.id, reason.slice(0, 1000));
      deps.logger.warn('Delivery failed', { channel, messageId: message.id, error: reason });
      throw error;
    }
  };
