import { reaches } from '#domain/access/policy.ts';
import { clientTips } from '#domain/psychometrics/index.ts';
import type { PsychometricTestStore } from '#application/ports/psychometrics.port.ts';
import { profileView, type Access, type ClientProfileView } from './profile-view.ts';

/**
 * A client record's profile with the client-handling tips (psychometrics docs/spec/product-spec.md section 4), chosen
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
