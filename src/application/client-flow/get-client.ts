import { ok, type Result } from '#domain/shared/result.ts';
import type {
  ClientHistoryEntry,
  ClientRecord,
  ClientStore,
} from '#application/ports/client-store.port.ts';
import type { KioskCatalogue } from '#application/ports/kiosk-catalogue.port.ts';
import type { ClientProfileView } from '#application/psychometrics/profile-view.ts';
import { notFound, reachesClient, type Caller, type NotFound } from './common.ts';

export type ClientDetails = {
  client: ClientRecord;
  history: ClientHistoryEntry[];
  profile: ClientProfileView['psychometricProfile'];
  /** Display names of the cars the client relates to. */
  carNames: Map<string, string>;
};

/** `GET /api/clients/{id}`: the record, its history (who and when) and the client's profile. */
export const makeGetClient =
  (deps: {
    clients: Pick<ClientStore, 'find' | 'history'>;
    catalogue: Pick<KioskCatalogue, 'namesOf'>;
    clientProfile: (clientId: string, access: Caller) => Promise<ClientProfileView | null>;
  }) =>
  async (caller: Caller, clientId: string): Promise<Result<ClientDetails, NotFound>> => {
    const client = await deps.clients.find(clientId);
    if (!client || !reachesClient(caller, client)) return notFound();
    const { interested, viewed, sold } = client.cars;
    const history = await deps.clients.history(clientId);
    const profile = await deps.clientProfile(clientId, caller);
    const carNames = await deps.catalogue.namesOf([
      ...new Set([...interested, ...viewed, ...sold]),
    ]);
    return ok({ client, history, profile: profile?.psychometricProfile ?? null, carNames });
  };
