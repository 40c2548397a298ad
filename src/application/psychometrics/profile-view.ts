import type { Actor, Scope } from '#domain/access/policy.ts';
import type {
  AnswerSheet,
  BehaviourKey,
  DescriptorKey,
  FactorVector,
} from '#domain/psychometrics/index.ts';
import type { StoredTest } from '#application/ports/psychometrics.port.ts';

/** What people may see of a profile: the trait scores, never the z-scores behind them. */
export type PsychometricProfile = {
  raw: FactorVector;
  /** 10..100 per factor. */
  scores: FactorVector;
  profileNumber: number;
  descriptors: readonly DescriptorKey[];
  /** The lambda version (norms) that produced these scores. */
  lambdaVersion: number;
};

/** The two fields of a user as `GET /api/users/{id}` shows them (docs/spec/product-spec.md section 3). */
export type PsychometricProfileView = {
  psychometricQuestionnaire: { complete: boolean; answers: AnswerSheet };
  psychometricProfile: PsychometricProfile | null;
};

export type ClientTipsView = { do: readonly BehaviourKey[]; avoid: readonly BehaviourKey[] };

/** A walk-in client's profile, with how an advisor should approach them. */
export type ClientProfileView = {
  psychometricQuestionnaire: { complete: boolean; answers: AnswerSheet };
  psychometricProfile: (PsychometricProfile & { tips: ClientTipsView }) | null;
};

export const profileView = (test: StoredTest | null): PsychometricProfileView => {
  const score = test?.completedAt ? test.score : null;
  return {
    psychometricQuestionnaire: { complete: score !== null, answers: test?.answers ?? {} },
    psychometricProfile: score
      ? {
          raw: score.raw,
          scores: score.scores,
          profileNumber: score.profileNumber,
          descriptors: score.descriptors,
          lambdaVersion: score.lambdaVersion,
        }
      : null,
  };
};

export type Access = { actor: Actor; scope: Scope };
