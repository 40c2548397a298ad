import type { FeedbackCategory } from '#domain/feedback/categories.ts';
import type { SupportTicketState } from '#domain/support/ticket.ts';
import type { SupportStore, SupportTicketRecord } from '#application/ports/support-store.port.ts';
import { readReach, type Caller } from './support-access.ts';

export type ListSupportTicketsInput = Caller & {
  category?: FeedbackCategory | undefined;
  concessionId?: string | undefined;
  state?: SupportTicketState | undefined;
  limit: number;
  offset: number;
};

/**
 * GET /api/support and the support pages: the tickets the caller reaches (support-access.ts),
 * newest first, filtered by category, dealership and state. A dealership out of reach simply
 * matches nothing: the list is empty, never another tenant's.
 */
export const makeListSupportTickets =
  (deps: { support: Pick<SupportStore, 'list'> }) =>
  (input: ListSupportTicketsInput): Promise<{ tickets: SupportTicketRecord[]; total: number }> =>
    deps.support.list({
      reach: readReach(input),
      category: input.category,
      concessionId: input.concessionId,
      state: input.state,
      limit: input.limit,
      offset: input.offset,
    });
