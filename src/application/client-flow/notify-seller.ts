import { textSeller, type NotificationDeps, type NotifyOutcome } from './text-seller.ts';

/**
 * The `notify-advisor` job, queued when a client is sent to an advisor. A job may run late or
 * twice: when the client no longer waits for this advisor, there is nothing to say.
 */
export const makeNotifySeller =
  (deps: NotificationDeps) =>
  (payload: { clientId: string; sellerId: string }): Promise<NotifyOutcome> =>
    deps.inTransaction(async (ports) => {
      const client = await ports.clients.find(payload.clientId, { forUpdate: true });
      if (client?.status !== 'waitingRoom' || client.sellerId !== payload.sellerId) {
        return 'noLongerWaiting';
      }
      return textSeller(ports, deps, { ...payload, template: 'availabilityConfirmation' });
    });
