import type { Context } from 'hono';
import type { ClientRecord } from '#application/ports/client-store.port.ts';
import type { VisitPurpose } from '#domain/client-flow/index.ts';
import type { Language } from '#domain/locale/language.ts';
import { pageCaller, type ClientFlowUseCases } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';

export type VisitStart =
  /** The questionnaire's first part is next, for this visit. */
  | { kind: 'started'; clientId: string }
  /** The visit could not be created. */
  | { kind: 'refused' }
  /** Another purpose empties the answers given: the buyer confirms first. */
  | { kind: 'confirm'; visit: ClientRecord };

/**
 * The questionnaire's first screen, shared by the kiosk (/client) and the advisor's own device
 * (/seller/client-questionnaire): a new visit with its purpose and language, or the visit being
 * filled in with its purpose changed (once confirmed, when answers would be lost).
 */
export const startVisit = async (
  useCases: Pick<ClientFlowUseCases, 'createClient' | 'saveClientQuestionnaire'>,
  c: Context<AppEnv>,
  input: {
    visit: ClientRecord | null;
    language: Language;
    purpose: VisitPurpose;
    confirm: boolean;
  },
): Promise<VisitStart> => {
  const { visit, language, purpose } = input;
  if (!visit) {
    const created = await useCases.createClient({
      caller: pageCaller(c, 'clients.create'),
      language,
      sequence: purpose,
    });
    return created.ok ? { kind: 'started', clientId: created.value.id } : { kind: 'refused' };
  }
  const changed = await useCases.saveClientQuestionnaire({
    caller: pageCaller(c, 'clients.questionnaire.write'),
    clientId: visit.id,
    answers: {},
    sequence: purpose,
    language,
    confirmPurposeChange: input.confirm,
  });
  return !changed.ok && changed.error.code === 'CLIENT.PURPOSE_CHANGE_NEEDS_CONFIRMATION'
    ? { kind: 'confirm', visit }
    : { kind: 'started', clientId: visit.id };
};
