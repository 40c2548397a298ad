import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ClientRecord, ClientStore } from '#application/ports/client-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import { notFound, reachesClient, type Caller, type NotFound } from './common.ts';
import { planPairing, type PairingPlan } from './pairing.ts';
import type { QuestionnaireIncomplete } from './errors.ts';

/** The kiosk's next step for a client whose questionnaire is done. */
export const makeGetPairing =
  (deps: {
    clients: Pick<ClientStore, 'find'>;
    pairing: Parameters<typeof planPairing>[0];
    clock: Clock;
  }) =>
  async (
    caller: Caller,
    clientId: string,
  ): Promise<
    Result<{ client: ClientRecord; plan: PairingPlan }, NotFound | QuestionnaireIncomplete>
  > => {
    const client = await deps.clients.find(clientId);
    if (!client || !reachesClient(caller, client)) return notFound();
    const plan = await planPairing(deps.pairing, client, deps.clock.now());
    if (!plan) return err({ code: 'CLIENT.QUESTIONNAIRE_INCOMPLETE' });
    return ok({ client, plan });
  };
