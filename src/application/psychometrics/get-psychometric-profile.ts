import { reaches } from '#domain/access/policy.ts';
import type { PsychometricTestStore } from '#application/ports/psychometrics.port.ts';
import { profileView, type Access, type PsychometricProfileView } from './profile-view.ts';

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
