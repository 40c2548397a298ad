import { reaches, type Actor, type Scope } from '#domain/access/policy.ts';
import {
  clientTips,
  type AnswerSheet,
  type BehaviourKey,
  type DescriptorKey,
  type FactorVector,
} from '#domain/psychometrics/index.ts';
import type { PsychometricTestStore, StoredTest } from '#application/ports/psychometrics.port.ts';

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

/** The two fields of a user as `GET /api/users/{id}` shows them (product-spec section 3). */
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

/**
 * A user's questionnaire and profile. The Users API calls it after its own access check; given an
 * `access`, it checks the tenancy itself. Null for no such user, or one outside the access (404).
 */
export const makeGetPsychometricProfile =
  (deps: { tests: Pick<PsychometricTestStore, 'findUser' | 'findUserTest'> }) =>
  async (userId: string, access?: Access): Promise<PsychometricProfileView | null> => {
    const user = await deps.tests.findUser(userId);
    if (!user) return null;
    if (access && !reaches(access.actor, access.scope, { concessionId: user.concessionId, userId }))
      return null;
    return profileView(await deps.tests.findUserTest(userId));
  };

export type GetPsychometricProfile = ReturnType<typeof makeGetPsychometricProfile>;

/**
 * A client record's profile with the client-handling tips (psychometrics spec section 4), chosen
 * from the same z-scores as the descriptors so both tell the same story. Null: not found or
 * another dealership's client.
 */
export const makeGetClientProfile =
  (deps: { tests: Pick<PsychometricTestStore, 'findClient'> }) =>
  async (clientId: string, access: Access): Promise<ClientProfileView | null> => {
    const client = await deps.tests.findClient(clientId);
    if (!client || !reaches(access.actor, access.scope, { concessionId: client.concessionId }))
      return null;
    const view = profileView(client.test);
    const z = client.test?.score?.z;
    if (!view.psychometricProfile || !z) return { ...view, psychometricProfile: null };
    const tips = clientTips(z);
    return {
      ...view,
      psychometricProfile: {
        ...view.psychometricProfile,
        tips: { do: tips.toDo, avoid: tips.toAvoid },
      },
    };
  };
