import type { Clock } from '../ports/clock.port.ts';
import type { Logger } from '../ports/logger.port.ts';
import type { Mailer } from '../ports/mailer.port.ts';
import type { OutboxStore } from '../ports/outbox-store.port.ts';

export type DeliverEmailDeps = {
  outbox: Pick<OutboxStore, 'find' | 'markSent' | 'markFailed'>;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
};

export type DeliveryOutcome = 'sent' | 'alreadySent' | 'missing';

/**
 * The `deliver-email` job: hands one outbox message to the mailer. Jobs may run twice, so a message
 * already sent is skipped. A failure is recorded on the message (attempts, error) and thrown again
 * so the job queue retries later with back-off.
 */
export const makeDeliverEmail =
  (deps: DeliverEmailDeps) =>
  async (payload: { messageId: string }): Promise<DeliveryOutcome> => {
    const message = await deps.outbox.find(payload.messageId);
    if (!message) {
      // Nothing to retry: the row is gone (its dealership was deleted, or a test cleaned up).
      deps.logger.warn('Outbox message not found', { messageId: payload.messageId });
      return 'missing';
    }
    if (message.status === 'sent') return 'alreadySent';
    if (message.channel !== 'email' || message.subject === null || message.html === null) {
      throw new Error(`Outbox message ${message.id} is not an email`);
    }
    try {
      const { providerMessageId } = await deps.mailer.send({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await deps.outbox.markSent(message.id, providerMessageId, deps.clock.now());
      return 'sent';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await deps.outbox.markFailed(message.id, reason.slice(0, 1000));
      deps.logger.warn('Email delivery failed', { messageId: message.id, error: reason });
      throw error;
    }
  };
