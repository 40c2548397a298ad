import type { AnswersWrite, ApplyTransitionInput } from '#application/ports/client-store.port.ts';
import { withoutUndefined } from '#domain/shared/defined.ts';

/** pg sends top-level arrays as PostgreSQL arrays; jsonb values go as JSON text instead. */
export const json = (value: unknown): string => JSON.stringify(value);

/**
 * The client columns a questionnaire save writes: the answers, and the draft, language and visit
 * purpose when the save changes them (docs/decisions/144). A save's UPDATE and a completion's
 * transition write the same (decision 151).
 */
export const answersColumns = (answers: Omit<AnswersWrite, 'modelsOfInterest'>) =>
  withoutUndefined({
    questionnaire: json(answers.questionnaire),
    questionnaireDraft: answers.draft && json(answers.draft),
    language: answers.language,
    sequence: answers.sequence,
  });

/**
 * The client columns a transition writes. Shared by `applyTransition` and the demo data
 * (docs/decisions/032), so seeded clients hold exactly what the app writes.
 */
export const transitionColumns = (
  input: Omit<ApplyTransitionInput, 'clientId' | 'concessionId'>,
) => {
  const { patch, pairing, feedback, answers } = input;
  return {
    ...patch,
    ...(answers && answersColumns(answers)),
    // Only the columns this transition sets: the demo data lays these over the row written so far.
    ...withoutUndefined({
      selectionMode: pairing?.selectionMode,
      matchScore: pairing?.matchScore,
      matchReasons: pairing && (pairing.matchReasons ? json(pairing.matchReasons) : null),
      feedback: feedback && json(feedback),
      // A new hold (accept, extra time, resume) will need its own expiry notice.
      holdExpiryNotifiedAt: patch.holdExpiresAt ? null : undefined,
    }),
    updatedAt: input.at,
  };
};

/** The history row of a transition that moved the status; `sellerId`: the advisor once written. */
export const statusChangeRow = (
  input: Omit<ApplyTransitionInput, 'clientId' | 'concessionId' | 'change'> & {
    clientId: string;
    concessionId: string;
    change: NonNullable<ApplyTransitionInput['change']>;
  },
  sellerId: string | null,
) => ({
  clientId: input.clientId,
  concessionId: input.concessionId,
  fromStatus: input.change.from,
  toStatus: input.change.to,
  sellerId,
  actorUserId: input.actor.userId,
  actorRole: input.actor.role,
  reason: input.reason ?? null,
  // An ending keeps what its dialog recorded, each visit's own (docs/decisions/058).
  feedback: input.feedback ? json(input.feedback) : null,
  at: input.at,
});
