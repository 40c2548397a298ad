import { checkContact, type ContactInput, type ContactIssue } from '#domain/client-flow/index.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ClientRecord } from '#application/ports/client-store.port.ts';
import { notFound, type Caller, type NotFound } from './common.ts';
import { lockClient, type ClientFlowDeps } from './flow-ports.ts';
import type { QuestionnaireIncomplete } from './errors.ts';

export type ContactInvalid = { code: 'CLIENT.CONTACT_INVALID'; issues: readonly ContactIssue[] };

/**
 * The kiosk's last screen (issue 13): the buyer's optional first name, and a phone kept only with
 * their consent to be contacted at it. Only before an advisor is given the buyer: afterwards the
 * advisor has met them.
 */
export const makeSaveClientContact =
  (deps: ClientFlowDeps) =>
  (
    caller: Caller,
    clientId: string,
    input: ContactInput,
  ): Promise<Result<ClientRecord, NotFound | QuestionnaireIncomplete | ContactInvalid>> =>
    deps.inTransaction(async (ports) => {
      const client = await lockClient(ports.clients, caller, clientId);
      if (!client) return notFound();
      if (client.status !== 'questionnaireCompleted') {
        return err({ code: 'CLIENT.QUESTIONNAIRE_INCOMPLETE' as const });
      }
      const contact = checkContact(input);
      if (!contact.ok)
        return err({ code: 'CLIENT.CONTACT_INVALID' as const, issues: contact.error });
      const now = deps.clock.now();
      await ports.clients.saveContact(client.id, contact.value, now);
      return ok({
        ...client,
        ...contact.value,
        contactConsentAt: contact.value.phone ? now : null,
      });
    });
