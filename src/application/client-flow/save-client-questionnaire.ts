import { scoreTest } from '#domain/psychometrics/index.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { ClientRecord, ClientStore } from '#application/ports/client-store.port.ts';
import type { KioskCatalogue } from '#application/ports/kiosk-catalogue.port.ts';
import type { LambdaStore } from '#application/ports/psychometrics.port.ts';
import { FIRST_LAMBDA } from '#application/psychometrics/user-questionnaire.ts';
import { actorOf, applyEvent } from './common.ts';
import type { ClientFlowDeps, ClientFlowPorts } from './flow-ports.ts';
import {
  planQuestionnaireSave,
  writesRowAlone,
  type SaveClientQuestionnaireError,
  type SaveClientQuestionnaireInput,
  type SavePlan,
} from './plan-questionnaire-save.ts';

type Saved = Result<ClientRecord, SaveClientQuestionnaireError>;
type Latest = Awaited<ReturnType<LambdaStore['latest']>>;

/** Writes a plan made in the transaction, from the client read locked in it. */
const applyPlan = async (
  ports: ClientFlowPorts,
  input: SaveClientQuestionnaireInput,
  plan: SavePlan,
  { latest, now }: { latest: Latest; now: Date },
): Promise<Saved> => {
  const { client, finished } = plan;
  if (plan.clearPersonality) await ports.clients.clearPersonality(client.id);
  // A finished questionnaire's answers go with its transition, in one statement, unless its models
  // change: their rows are another table's (docs/decisions/151).
  const withTransition = finished !== null && plan.answers.modelsOfInterest === undefined;
  if (!withTransition) await ports.clients.saveAnswers(client.id, plan.answers, now);
  if (finished) {
    const lambda = latest ?? (await ports.lambdas.createFirst(FIRST_LAMBDA, now));
    const score = scoreTest('client16', finished, lambda.lambda);
    await ports.clients.savePersonalityScore(
      client.id,
      finished,
      { value: score, lambdaId: lambda.id },
      now,
    );
    // The client as written: its answers saved and its personality part scored, then the change.
    return applyEvent(
      ports.clients,
      { ...plan.written, personality: { answers: finished, completed: true } },
      { type: 'completeQuestionnaire' },
      { actor: actorOf(input.caller), now, ...(withTransition && { answers: plan.answers }) },
    );
  }
  if (plan.personalityDraft) {
    await ports.clients.savePersonalityDraft(client.id, plan.personalityDraft, now);
  }
  return ok(plan.written);
};

/**
 * `PUT /api/clients/{id}/questionnaire`: answers are kept as the buyer goes (a reload loses
 * nothing). With `complete`, everything is checked, the personality part scored, and the client
 * enters the flow as `questionnaireCompleted`. A refused request changes nothing.
 *
 * A save of answers alone, as the kiosk makes at each step, is one read and one write over the
 * version read, without a transaction; if the client changed in between, or the save writes more
 * than the client's row, it is made again in a transaction on the client locked
 * (docs/decisions/145).
 */
export const makeSaveClientQuestionnaire =
  (
    deps: ClientFlowDeps & {
      lambdas: Pick<LambdaStore, 'latest'>;
      clients: Pick<ClientStore, 'findVersioned' | 'saveAnswersIfUnchanged'>;
      catalogue: Pick<KioskCatalogue, 'cars'>;
    },
  ) =>
  async (input: SaveClientQuestionnaireInput): Promise<Saved> => {
    // The visit purpose and the personality part rest on the personality answers, another
    // table's rows, which the row's version does not follow: those saves are locked.
    if (!input.complete && !input.personality && input.sequence === undefined) {
      const read = await deps.clients.findVersioned(input.clientId);
      const now = deps.clock.now();
      const planned = await planQuestionnaireSave(deps.catalogue, input, read?.client ?? null, now);
      // A refusal stands however the client changes meanwhile (docs/decisions/145).
      if (!planned.ok) return planned;
      const plan = planned.value;
      if (
        read &&
        writesRowAlone(plan) &&
        (await deps.clients.saveAnswersIfUnchanged(plan.client.id, read.version, plan.answers, now))
      ) {
        return ok(plan.written);
      }
    }
    // A finished questionnaire is scored with the latest lambda, kept between requests (decision
    // 144) and so read before the transaction, which may hold the embedded database's connection.
    const latest = input.complete ? await deps.lambdas.latest() : null;
    return deps.inTransaction(async (ports) => {
      const client = await ports.clients.find(input.clientId, { forUpdate: true });
      const now = deps.clock.now();
      const planned = await planQuestionnaireSave(ports.catalogue, input, client, now);
      if (!planned.ok) return planned;
      return applyPlan(ports, input, planned.value, { latest, now });
    });
  };
