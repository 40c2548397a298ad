import { err, ok, type Result } from '#domain/shared/result.ts';
import type { VisitPurpose } from './statuses.ts';

export type PurposeChange =
  /** Same purpose: nothing to do. */
  | { readonly kind: 'unchanged' }
  /** New purpose; `clearAnswers` when earlier answers are given up. */
  | { readonly kind: 'changed'; readonly purpose: VisitPurpose; readonly clearAnswers: boolean };

export type PurposeChangeError =
  | { readonly code: 'CLIENT.PURPOSE_CHANGE_NEEDS_CONFIRMATION' }
  | { readonly code: 'CLIENT.PURPOSE_LOCKED' };

/**
 * Changing the visit purpose on the kiosk (docs/spec/product-spec.md section 4): free before any answer; after
 * answering, only with the buyer's confirmation, and the earlier answers are lost (they were given
 * for another purpose). Once the questionnaire is finished the visit is what it is.
 */
export const changeVisitPurpose = (
  visit: {
    readonly purpose: VisitPurpose;
    readonly hasAnswers: boolean;
    readonly questionnaireCompleted: boolean;
  },
  next: VisitPurpose,
  confirmed: boolean,
): Result<PurposeChange, PurposeChangeError> => {
  if (next === visit.purpose) return ok({ kind: 'unchanged' });
  if (visit.questionnaireCompleted) return err({ code: 'CLIENT.PURPOSE_LOCKED' });
  if (!visit.hasAnswers) return ok({ kind: 'changed', purpose: next, clearAnswers: false });
  if (!confirmed) return err({ code: 'CLIENT.PURPOSE_CHANGE_NEEDS_CONFIRMATION' });
  return ok({ kind: 'changed', purpose: next, clearAnswers: true });
};
