import type { ClientStore } from '../ports/client-store.port.ts';
import type { Clock } from '../ports/clock.port.ts';
import type { Logger } from '../ports/logger.port.ts';
import type { OutboxStore } from '../ports/outbox-store.port.ts';
import type { SellerStore } from '../ports/seller-store.port.ts';
import type { Sms, SmsOutbox, SmsQueueResult } from '../ports/sms.port.ts';
import type { UnitOfWork } from '../ports/unit-of-work.port.ts';

export type NotificationPorts = {
  clients: ClientStore;
  sellers: Pick<SellerStore, 'find'>;
  sms: SmsOutbox;
};

export type NotificationDeps = {
  inTransaction: UnitOfWork<NotificationPorts>;
  clock: Clock;
  logger: Logger;
};

export type NotifyOutcome = SmsQueueResult | 'noLongerWaiting' | 'noPhone';

/**
 * Texts an advisor (decisions.md section 4: the availability confirmation link when a client waits
 * for them; the expired-hold notice), in their language. Without a phone number nothing is sent
 * (product-spec section 8, "No phone number found for SMS"); the advisor still sees the client on
 * their home page.
 */
const textAdvisor = async (
  ports: NotificationPorts,
  deps: NotificationDeps,
  input: {
    sellerId: string;
    clientId: string;
    template: 'availabilityConfirmation' | 'saleHoldExpired';
  },
): Promise<NotifyOutcome> => {
  const seller = await ports.sellers.find(input.sellerId);
  if (!seller?.phone) {
    deps.logger.warn('No phone number found for SMS', { sellerId: input.sellerId });
    return 'noPhone';
  }
  const result = await ports.sms.queue(
    {
      template: input.template,
      params: { clientId: input.clientId },
      to: seller.phone,
      language: seller.language ?? 'fr',
      concessionId: seller.concessionId,
    },
    deps.clock.now(),
  );
  if (result === 'dailyLimitReached') {
    deps.logger.info('SMS daily limit reached', {
      sellerId: input.sellerId,
      template: input.template,
    });
  }
  return result;
};

/**
 * The `notify-advisor` job, queued when a client is sent to an advisor. A job may run late or
 * twice: when the client no longer waits for this advisor, there is nothing to say.
 */
export const makeNotifyAdvisor =
  (deps: NotificationDeps) =>
  (payload: { clientId: string; sellerId: string }): Promise<NotifyOutcome> =>
    deps.inTransaction(async (ports) => {
      const client = await ports.clients.find(payload.clientId, { forUpdate: true });
      if (client?.status !== 'waitingRoom' || client.sellerId !== payload.sellerId) {
        return 'noLongerWaiting';
      }
      return textAdvisor(ports, deps, { ...payload, template: 'availabilityConfirmation' });
    });

/**
 * Scheduled (every few minutes): sale holds expire. Each advisor whose sale's hold is over is told
 * once, by SMS, to end or resume it (decisions.md section 3); resuming starts a new hold, whose
 * expiry is told again.
 */
export const makeExpireSaleHolds =
  (deps: NotificationDeps & { clients: Pick<ClientStore, 'expiredHoldsToNotify'> }) =>
  async (): Promise<{ notified: number }> => {
    const now = deps.clock.now();
    let notified = 0;
    for (const due of await deps.clients.expiredHoldsToNotify(now, 200)) {
      const sent = await deps.inTransaction(async (ports) => {
        const { sellerId, holdExpiresAt } = due;
        if (!sellerId || !holdExpiresAt) return false;
        if (!(await ports.clients.markHoldExpiryNotified(due.id, holdExpiresAt, now))) return false;
        await textAdvisor(ports, deps, { sellerId, clientId: due.id, template: 'saleHoldExpired' });
        return true;
      });
      if (sent) notified += 1;
    }
    return { notified };
  };

export type DeliveryOutcome = 'sent' | 'alreadySent' | 'missing';

/**
 * The `deliver-sms` job: hands one outbox message to the SMS service. A message already sent is
 * skipped (jobs may run twice); a failure is recorded on the message and thrown again so the queue
 * retries later with back-off.
 */
export const makeDeliverSms =
  (deps: {
    outbox: Pick<OutboxStore, 'find' | 'markSent' | 'markFailed'>;
    sms: Sms;
    clock: Clock;
    logger: Logger;
  }) =>
  async (payload: { messageId: string }): Promise<DeliveryOutcome> => {
    const message = await deps.outbox.find(payload.messageId);
    if (!message) {
      deps.logger.warn('Outbox message not found', { messageId: payload.messageId });
      return 'missing';
    }
    if (message.status === 'sent') return 'alreadySent';
    if (message.channel !== 'sms') throw new Error(`Outbox message ${message.id} is not an SMS`);
    try {
      const { providerMessageId } = await deps.sms.send({ to: message.to, body: message.text });
      await deps.outbox.markSent(message.id, providerMessageId, deps.clock.now());
      return 'sent';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await deps.outbox.markFailed(message.id, reason.slice(0, 1000));
      deps.logger.warn('SMS delivery failed', { messageId: message.id, error: reason });
      throw error;
    }
  };
