import { concessionFilter } from '#domain/access/policy.ts';
import type { FeedbackCategory } from '#domain/feedback/categories.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { SupportTicketState } from '#domain/support/ticket.ts';
import type { SupportStore, SupportTicketRecord } from '#application/ports/support-store.port.ts';
import { readReach, type Caller } from './support-access.ts';

export type SupportConcessionNotFound = { code: 'SUPPORT.CONCESSION_NOT_FOUND' };

export type ListSupportTicketsInput = Caller & {
  category?: FeedbackCategory | undefined;
  concessionId?: string | undefined;
  state?: SupportTicketState | undefined;
  limit: number;
  offset: number;
};

/**
 * GET /api/support and the support pages: the tickets the caller reaches (support-access.ts),
 * newest first, filtered by category, dealership and state.
 */
export const makeListSupportTickets =
  (deps: { support: Pick<SupportStore, 'list'> }) =>
  async (
    input: ListSupportTicketsInput,
  ): Promise<
    Result<{ tickets: SupportTicketRecord[]; total: number }, SupportConcessionNotFound>
  > => {
    // A dealership out of reach is answered as one that does not exist (decisions.md section 2).
    const reach = concessionFilter(input.actor, input.scope);
    if (input.concessionId && reach !== null && !reach.includes(input.concessionId)) {
      return err({ code: 'SUPPORT.CONCESSION_NOT_FOUND' });
    }
    return ok(
      await deps.support.list({
        reach: readReach(input),
        category: input.category,
        concessionId: input.concessionId,
        state: input.state,
        limit: input.limit,
        offset: input.offset,
      }),
    );
  };
