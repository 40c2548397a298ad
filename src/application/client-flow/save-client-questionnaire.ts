import { scoreTest } from '#domain/psychometrics/index.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type {
  ApplyTransitionInput,
  ClientRecord,
  ClientStore,
} from '#application/ports/client-store.port.ts';
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

/** A finished questionnaire's personality part, scored with the latest lambda. */
const scored = (
  finished: NonNullable<SavePlan['finished']>,
  lambda: NonNullable<Latest>,
): NonNullable<ApplyTransitionInput['personality']> => ({
  answers: finished,
  score: { value: scoreTest('client16', finished, lambda.lambda), lambdaId: lambda.id },
});

/**
 * The completion's change: its answers and its scored personality part go with the transition, in
 * one statement, unless its models change: their rows are another table's (docs/decisions/151).
 */
const complete = (
  clients: Pick<ClientStore, 'applyTransition' | 'find'>,
  input: SaveClientQuestionnaireInput,
  plan: SavePlan,
  options: {
    personality: NonNullable<ApplyTransitionInput['personality']>;
    now: Date;
    ifVersion?: string;
  },
) =>
  applyEvent(
    clients,
    { ...plan.written, personality: { answers: options.personality.answers, completed: true } },
    { type: 'completeQuestionnaire' },
    {
      actor: actorOf(input.caller),
      ...options,
      ...(plan.answers.modelsOfInterest === undefined && { answers: plan.answers }),
    },
  );

/** Writes a plan made in the transaction, from the client read locked in it. */
const applyPlan = async (
  ports: ClientFlowPorts,
  input: SaveClientQuestionnaireInput,
  plan: SavePlan,
  { latest, now }: { latest: Latest; now: Date },
): Promise<Saved> => {
  const { client, finished } = plan;
  if (plan.clearPersonality) await ports.clients.clearPersonality(client.id);
  if (!finished || plan.answers.modelsOfInterest !== undefined) {
    await ports.clients.saveAnswers(client.id, plan.answers, now);
  }
  if (finished) {
    const lambda = latest ?? (await ports.lambdas.createFirst(FIRST_LAMBDA, now));
    return complete(ports.clients, input, plan, { personality: scored(finished, lambda), now });
  }
  if (plan.personalityDraft) {
    await ports.clients.savePersonalityDraft(client.id, plan.personalityDraft, now);
  }
  return ok(plan.written);
};

type UnlockedDeps = {
  lambdas: Pick<LambdaStore, 'latest'>;
  clients: Pick<
    ClientStore,
    'findVersioned' | 'saveAnswersIfUnchanged' | 'applyTransition' | 'find'
  >;
  catalogue: Pick<KioskCatalogue, 'cars'>;
};

/**
 * The save made over the client's version read unlocked, in one statement (docs/decisions/145 and
 * 152): the answers alone, or a completion. Null when it cannot be made so: the client changed
 * since, the save writes more (models, the personality part's draft, the visit purpose), or it is
 * refused, which only the client read locked may confirm.
 */
const saveUnlocked = async (
  deps: UnlockedDeps & Pick<ClientFlowDeps, 'clock'>,
  input: SaveClientQuestionnaireInput,
): Promise<Saved | null> => {
  const read = await deps.clients.findVersioned(input.clientId);
  if (!read) return null;
  const now = deps.clock.now();
  const planned = await planQuestionnaireSave(deps.catalogue, input, read.client, now);
  if (!planned.ok) return null;
  const plan = planned.value;
  if (writesRowAlone(plan)) {
    const written = await deps.clients.saveAnswersIfUnchanged(
      plan.written,
      read.version,
      plan.answers,
      now,
    );
    return written === null ? null : ok(plan.written);
  }
  const { finished } = plan;
  if (!finished || plan.clearPersonality || plan.answers.modelsOfInterest !== undefined) {
    return null;
  }
  // The first lambda is written in the transaction, in the rare case there is none yet.
  const latest = await deps.lambdas.latest();
  if (!latest) return null;
  const completed = await complete(deps.clients, input, plan, {
    personality: scored(finished, latest),
    now,
    ifVersion: read.version,
  });
  return completed.ok ? completed : null;
};

/**
 * `PUT /api/clients/{id}/questionnaire`: answers are kept as the buyer goes (a reload loses
 * nothing). With `complete`, everything is checked, the personality part scored, and the client
 * enters the flow as `questionnaireCompleted`. A refused request changes nothing.
 *
 * A save of answers alone, as the kiosk makes at each step, and a completion are one statement
 * over the client's version read unlocked, without a transaction; if the client changed in
 * between, if the save writes more than that statement, or if it is refused, it is made again in a
 * transaction on the client locked (docs/decisions/145 and 152).
 */
export const makeSaveClientQuestionnaire =
  (deps: ClientFlowDeps & UnlockedDeps) =>
  async (input: SaveClientQuestionnaireInput): Promise<Saved> => {
    // The visit purpose and the personality part's draft write more than the client's row.
    if (input.sequence === undefined && (input.complete || !input.personality)) {
      const saved = await saveUnlocked(deps, input);
      if (saved) return saved;
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
