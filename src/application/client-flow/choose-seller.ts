import { selectionModeFor } from '#domain/client-flow/index.ts';
import { err, type Result } from '#domain/shared/result.ts';
import type { ClientRecord } from '#application/ports/client-store.port.ts';
import { actorOf, applyEvent, notFound, type Caller } from './common.ts';
import { pairingOf, planPairing } from './pairing.ts';
import { lockClient, notifySeller, type ClientFlowDeps } from './flow-ports.ts';
import type {
  FlowError,
  QuestionnaireIncomplete,
  SaleInProgress,
  SellerNotAvailable,
} from './errors.ts';

export type ChooseSellerInput = {
  caller: Caller;
  clientId: string;
  /** The advisor chosen on the kiosk; null lets the dealership's mode decide. */
  sellerId: string | null;
};

export type ChooseSellerError =
  FlowError | QuestionnaireIncomplete | SellerNotAvailable | SaleInProgress;

/**
 * `POST /api/clients/{id}/seller` (the kiosk): the client goes to the waiting room for the advisor
 * they chose among the available ones, or, without a choice, for whoever the dealership's mode
 * picks (best match, round robin) or the next free advisor (advisor picks, nobody available).
 */
export const makeChooseSeller =
  (deps: ClientFlowDeps) =>
  (input: ChooseSellerInput): Promise<Result<ClientRecord, ChooseSellerError>> =>
    deps.inTransaction(async (ports) => {
      const client = await lockClient(ports.clients, input.caller, input.clientId);
      if (!client) return notFound();
      const now = deps.clock.now();
      const plan = await planPairing(ports, client, now);
      if (!plan) return err({ code: 'CLIENT.QUESTIONNAIRE_INCOMPLETE' as const });
      const { decision, mode, ranking } = plan;

      let chosen = ranking.find((entry) => entry.seller.id === input.sellerId);
      if (input.sellerId !== null && !chosen) return err({ code: 'SELLER.NOT_AVAILABLE' as const });
      if (input.sellerId === null && decision.kind === 'assign') chosen = decision.seller;

      const sellerId = chosen?.seller.id ?? null;
      const pairing = pairingOf(
        chosen,
        sellerId ? selectionModeFor(decision, mode, sellerId) : mode,
      );
      const entered = await applyEvent(
        ports.clients,
        client,
        { type: 'enterWaitingRoom', sellerId },
        { actor: actorOf(input.caller), now, pairing },
      );
      if (!entered.ok) return entered;
      if (sellerId) {
        await ports.clients.recordAssignment(sellerId, now);
        await notifySeller(ports.jobs, client.id, sellerId);
      }
      return entered;
    });
