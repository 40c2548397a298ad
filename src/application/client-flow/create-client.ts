import type { VisitPurpose } from '#domain/client-flow/index.ts';
import type { Language } from '#domain/locale/language.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ClientRecord, ClientStore } from '#application/ports/client-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { Caller } from './common.ts';

export type CreateClientInput = { caller: Caller; language: Language; sequence: VisitPurpose };
export type CreateClientError = { code: 'CLIENT.NO_CONCESSION' };

/**
 * `POST /api/clients`: a visit starts on the kiosk, or on an advisor's device for a buyer who does
 * not use the kiosk (language and visit purpose); the caller is recorded as who started it.
 */
export const makeCreateClient =
  (deps: { clients: Pick<ClientStore, 'create'>; clock: Clock }) =>
  async (input: CreateClientInput): Promise<Result<ClientRecord, CreateClientError>> => {
    const concessionId = input.caller.actor.concessionId;
    if (!concessionId) return err({ code: 'CLIENT.NO_CONCESSION' });
    const created = await deps.clients.create({
      concessionId,
      language: input.language,
      sequence: input.sequence,
      // The kiosk tablet, or an advisor filling the questionnaire on their own device.
      createdBy: input.caller.actor.userId,
      at: deps.clock.now(),
    });
    return ok(created.client);
  };
