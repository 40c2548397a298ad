import { ok, type Result } from '#domain/shared/result.ts';
import type { SupportTicketState } from '#domain/support/ticket.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { SupportStore, SupportTicketRecord } from '#application/ports/support-store.port.ts';
import { makeGetSupportTicket } from './get-support-ticket.ts';
import type { Caller, SupportNotFound } from './support-access.ts';

/**
 * PUT /api/support/{id}/state: the PR admin closes a ticket once handled, or opens it again.
 * Closing a closed ticket keeps the time it was first closed.
 */
export const makeSetSupportTicketState =
  (deps: { support: Pick<SupportStore, 'find' | 'setResolvedAt'>; clock: Clock }) =>
  async (
    input: Caller & { ticketId: string; state: SupportTicketState },
  ): Promise<Result<SupportTicketRecord, SupportNotFound>> => {
    const found = await makeGetSupportTicket(deps)(input);
    if (!found.ok) return found;
    if (found.value.state === input.state) return found;
    const resolvedAt = input.state === 'closed' ? deps.clock.now() : null;
    await deps.support.setResolvedAt(input.ticketId, resolvedAt);
    return ok({ ...found.value, state: input.state, resolvedAt });
  };
