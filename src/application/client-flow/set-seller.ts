import { err, type Result } from '#domain/shared/result.ts';
import type { ClientRecord } from '#application/ports/client-store.port.ts';
import { actorOf, applyEvent, notFound, type Caller } from './common.ts';
import { pairingOf, planPairing } from './pairing.ts';
import { lockClient, notifySeller, type ClientFlowDeps } from './flow-ports.ts';
import type { FlowError, SellerNotFound, SellerNotPairable } from './errors.ts';

export type SetSellerInput = { caller: Caller; clientId: string; sellerId: string };

/**
 * `PUT /api/clients/{id}/seller` (owner, admin): manual pairing, whatever the mode, with any advisor
 * of the dealership; a client still waiting may be given to another advisor.
 */
export const makeSetSeller =
  (deps: ClientFlowDeps) =>
  (
    input: SetSellerInput,
  ): Promise<Result<ClientRecord, FlowError | SellerNotFound | SellerNotPairable>> =>
    deps.inTransaction(async (ports) => {
      const client = await lockClient(ports.clients, input.caller, input.clientId);
      if (!client) return notFound();
      const seller = await ports.sellers.find(input.sellerId);
      if (!seller || seller.concessionId !== client.concessionId) {
        return err({ code: 'SELLER.NOT_FOUND' as const });
      }
      // Only a licensed advisor who finished onboarding is given clients (docs/decisions/064).
      if (!seller.pairable) return err({ code: 'SELLER.NOT_PAIRABLE' as const });
      const now = deps.clock.now();
      const plan = await planPairing(ports, client, now);
      const entry = plan?.ranking.find((candidate) => candidate.seller.id === seller.id);
      const assigned = await applyEvent(
        ports.clients,
        client,
        { type: 'assignSeller', sellerId: seller.id },
        { actor: actorOf(input.caller), now, pairing: pairingOf(entry, 'manual') },
      );
      if (!assigned.ok) return assigned;
      await ports.clients.recordAssignment(seller.id, now);
      await notifySeller(ports.jobs, client.id, seller.id);
      return assigned;
    });
