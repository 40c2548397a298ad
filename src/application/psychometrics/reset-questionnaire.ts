import { reaches, type Actor, type Scope } from '#domain/access/policy.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import type { QuestionnairePorts } from './user-questionnaire.ts';

export type ResetQuestionnaireInput = { actor: Actor; scope: Scope; userId: string };

/**
 * A manager clears a member's test (docs/decisions/015): the member's profile number is gone, so the
 * onboarding guard sends them to take the test again. Idempotent: resetting twice is not an error.
 */
export const makeResetQuestionnaire =
  (deps: { inTransaction: UnitOfWork<Pick<QuestionnairePorts, 'tests'>> }) =>
  (input: ResetQuestionnaireInput): Promise<Result<{ removed: boolean }, { code: 'NOT_FOUND' }>> =>
    deps.inTransaction(async ({ tests }) => {
      const user = await tests.findUser(input.userId);
      if (!user || !reaches(input.actor, input.scope, { ...user, userId: input.userId }))
        return err({ code: 'NOT_FOUND' as const });
      return ok({ removed: await tests.deleteUserTest(input.userId) });
    });

export type ResetQuestionnaire = ReturnType<typeof makeResetQuestionnaire>;
