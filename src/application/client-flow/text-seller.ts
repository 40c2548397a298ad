import type { ClientStore } from '#application/ports/client-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { Logger } from '#application/ports/logger.port.ts';
import type { SellerStore } from '#application/ports/seller-store.port.ts';
import type { SmsOutbox, SmsQueueResult } from '#application/ports/sms.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';

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
 * Texts an advisor (docs/spec/decisions.md section 4: the availability confirmation link when a client waits
 * for them; the expired-hold notice), in their language. Without a phone number nothing is sent
 * (docs/spec/product-spec.md section 8, "No phone number found for SMS"); the advisor still sees the client on
 * their home page.
 */
export const textSeller = async (
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
