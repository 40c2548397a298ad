import type { ClientStore } from '#application/ports/client-store.port.ts';
import { textSeller, type NotificationDeps } from './text-seller.ts';

/**
 * Scheduled (every few minutes): sale holds expire. Each advisor whose sale's hold is over is told
 * once, by SMS, to end or resume it (docs/spec/decisions.md section 3); resuming starts a new hold, whose
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
        await textSeller(ports, deps, { sellerId, clientId: due.id, template: 'saleHoldExpired' });
        return true;
      });
      if (sent) notified += 1;
    }
    return { notified };
  };
