import {
  distinctCarIds,
  RELATIONSHIP_OUTCOMES,
  type RelationshipOutcome,
} from '#domain/client-flow/index.ts';
import { err, type Result } from '#domain/shared/result.ts';
import type { ClientFeedback, ClientRecord } from '#application/ports/client-store.port.ts';
import { actorOf, applyEvent, notFound, type Caller } from './common.ts';
import { lockClient, type ClientFlowDeps } from './flow-ports.ts';
import type { FeedbackInvalid, FlowError } from './errors.ts';

export type EndRelationshipInput = {
  caller: Caller;
  clientId: string;
  outcome: RelationshipOutcome;
  modelsViewed: readonly string[];
  modelsSold: readonly string[];
  comment: string;
};

/**
 * `PUT /api/clients/{id}/feedback`: the end questionnaire (sold? models viewed or sold, comment)
 * ends the advisor's sale as sold, not sold or be-back, and clears their end-questionnaire flag.
 */
export const makeEndRelationship =
  (deps: ClientFlowDeps) =>
  (input: EndRelationshipInput): Promise<Result<ClientRecord, FlowError | FeedbackInvalid>> =>
    deps.inTransaction(
      async (ports): Promise<Result<ClientRecord, FlowError | FeedbackInvalid>> => {
        const client = await lockClient(ports.clients, input.caller, input.clientId);
        if (!client) return notFound();
        if (!RELATIONSHIP_OUTCOMES.includes(input.outcome)) throw new Error('unknown outcome');
        const modelsViewed = distinctCarIds(input.modelsViewed);
        const modelsSold = distinctCarIds(input.modelsSold);
        // Only a sale sells a model.
        if (input.outcome !== 'sold' && modelsSold.length > 0) {
          return err({
            code: 'CLIENT.FEEDBACK_INVALID' as const,
            field: 'modelsSold' as const,
            reason: 'soldWithoutSale' as const,
          });
        }
        const known = await ports.catalogue.namesOf([...modelsViewed, ...modelsSold]);
        for (const [field, ids] of [
          ['modelsViewed', modelsViewed],
          ['modelsSold', modelsSold],
        ] as const) {
          if (ids.some((id) => !known.has(id))) {
            return err({
              code: 'CLIENT.FEEDBACK_INVALID' as const,
              field,
              reason: 'unknownCar' as const,
            });
          }
        }
        const feedback: ClientFeedback = {
          outcome: input.outcome,
          sale: input.outcome === 'sold',
          modelsViewed,
          modelsSold,
          comment: input.comment.trim(),
        };
        const ended = await applyEvent(
          ports.clients,
          client,
          { type: 'end', sellerId: input.caller.actor.userId, outcome: input.outcome },
          { actor: actorOf(input.caller), now: deps.clock.now(), feedback },
        );
        // The end questionnaire is answered: the advisor is no longer kept on it.
        if (ended.ok) {
          const seller = await ports.sellers.find(input.caller.actor.userId);
          if (seller?.showEndQuestionnaire) {
            await ports.sellers.setShowEndQuestionnaire(seller.id, false);
          }
        }
        return ended;
      },
    );
