import type { Actor, Scope } from '#domain/access/policy.ts';
import type { Language } from '#domain/locale/language.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { checkPart1, checkPart2, type SurveyInvalid } from '#domain/surveys/survey.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { SurveyRecord, SurveyStore } from '#application/ports/survey-store.port.ts';

export type Caller = { actor: Actor; scope: Scope };

export type SurveyAnswers = {
  part1: { sellerId?: string; saleSatisfaction?: string; advisorSatisfaction?: string };
  part2: { recommend?: string; improvements: readonly string[]; comment?: string };
};

export type CreateSurveyError = SurveyInvalid | { code: 'SURVEYS.NO_CONCESSION' };

/**
 * POST /api/surveys and the service kiosk's last part (docs/decisions/072): a customer's answers,
 * saved for the service account's dealership. The advisor named must be one of its advisors; both
 * parts are checked, every problem reported by field.
 */
export const makeCreateSurvey =
  (deps: { surveys: Pick<SurveyStore, 'kiosk' | 'create'>; clock: Clock }) =>
  async (
    input: Caller & SurveyAnswers & { language: Language },
  ): Promise<Result<SurveyRecord, CreateSurveyError>> => {
    const concessionId = input.actor.concessionId;
    const kiosk = concessionId ? await deps.surveys.kiosk(concessionId) : null;
    if (!concessionId || !kiosk) return err({ code: 'SURVEYS.NO_CONCESSION' });
    const advisors = new Set(kiosk.advisors.map((advisor) => advisor.id));
    const part1 = checkPart1(input.part1, advisors);
    const part2 = checkPart2(input.part2);
    if (!part1.ok || !part2.ok) {
      return err({
        code: 'SURVEYS.INVALID',
        fields: {
          ...(part1.ok ? {} : part1.error.fields),
          ...(part2.ok ? {} : part2.error.fields),
        },
      });
    }
    const { sellerId, ...scores } = part1.value;
    return ok(
      await deps.surveys.create({
        concessionId,
        sellerId,
        language: input.language,
        part1: scores,
        part2: part2.value,
        createdAt: deps.clock.now(),
      }),
    );
  };

/** The service kiosk's screens: the dealership's name, logo and advisors. */
export const makeGetSurveyKiosk =
  (deps: { surveys: Pick<SurveyStore, 'kiosk'> }) => async (input: Caller) =>
    input.actor.concessionId ? deps.surveys.kiosk(input.actor.concessionId) : null;
