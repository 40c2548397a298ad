import { reaches, type Actor, type Scope } from '#domain/access/policy.ts';
import {
  scoreTest,
  validateAnswers,
  type AnswerSheet,
  type AnswerValidationError,
} from '#domain/psychometrics/index.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import { profileView, type PsychometricProfileView } from './profile-view.ts';
import { FIRST_LAMBDA, USER_FORM, type QuestionnairePorts } from './user-questionnaire.ts';

export type SaveQuestionnaireInput = {
  actor: Actor;
  scope: Scope;
  userId: string;
  /** true: keep a partial sheet without scoring; false: the sheet must be complete and is scored. */
  prepareOnly: boolean;
  answers: Readonly<Record<string, unknown>>;
};

export type SaveQuestionnaireError =
  | { code: 'NOT_FOUND' }
  /** docs/decisions/015: a completed test is final; a manager resets it for a new attempt. */
  | { code: 'QUESTIONNAIRE.ALREADY_COMPLETED' }
  | AnswerValidationError;

/**
 * `PUT /api/users/{id}/questionnaire`: answers are merged into what was saved, so the test can be
 * taken over several sittings (a page at a time); the final submit scores the merged sheet with the
 * latest norms. A refused request changes nothing.
 */
export const makeSaveQuestionnaire =
  (deps: { inTransaction: UnitOfWork<QuestionnairePorts>; clock: Clock }) =>
  (
    input: SaveQuestionnaireInput,
  ): Promise<Result<PsychometricProfileView, SaveQuestionnaireError>> =>
    deps.inTransaction(async ({ tests, lambdas }) => {
      const user = await tests.findUser(input.userId);
      if (!user || !reaches(input.actor, input.scope, { ...user, userId: input.userId }))
        return err({ code: 'NOT_FOUND' as const });
      // Unknown keys and values off the scale are refused even in a draft: they are never stored.
      const given = validateAnswers(USER_FORM, input.answers, { prepareOnly: true });
      if (!given.ok) return given;

      const stored = await tests.findUserTest(input.userId, { forUpdate: true });
      if (stored?.completedAt) return err({ code: 'QUESTIONNAIRE.ALREADY_COMPLETED' as const });
      const answers: AnswerSheet = { ...stored?.answers, ...given.value };
      const now = deps.clock.now();

      if (input.prepareOnly) {
        await tests.saveUserDraft(input.userId, USER_FORM, answers, now);
        return ok(profileView({ form: USER_FORM, answers, completedAt: null, score: null }));
      }

      const complete = validateAnswers(USER_FORM, answers, { prepareOnly: false });
      if (!complete.ok) return complete;
      const lambda = (await lambdas.latest()) ?? (await lambdas.createFirst(FIRST_LAMBDA, now));
      const score = scoreTest(USER_FORM, complete.value, lambda.lambda);
      await tests.saveUserScore(
        input.userId,
        USER_FORM,
        complete.value,
        { value: score, lambdaId: lambda.id },
        now,
      );
      return ok(profileView({ form: USER_FORM, answers: complete.value, completedAt: now, score }));
    });

export type SaveQuestionnaire = ReturnType<typeof makeSaveQuestionnaire>;
