import { concessionFilter, scopeOf } from '#domain/access/policy.ts';
import {
  summarizeDealerships,
  type DealershipSummary,
} from '#domain/statistics/dealership-summary.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type { makeListComments } from '#application/comments/list-comments.ts';
import type { CommentRecord } from '#application/ports/comment-store.port.ts';
import type { DealershipOverviewStore } from '#application/ports/dealership-overview.port.ts';
import type { SupportTicketRecord } from '#application/ports/support-store.port.ts';
import type { GetLambdaStatus } from '#application/psychometrics/get-lambda-status.ts';
import type { RecalculationView } from '#application/psychometrics/recalculation-views.ts';
import type { makeListSupportTickets } from '#application/support/list-support-tickets.ts';

/** How many recent tickets and comments the home shows; the support and comments pages list all. */
const RECENT_COUNT = 5;

export type PrAdminHome = {
  dealerships: DealershipSummary;
  tickets: { recent: SupportTicketRecord[]; total: number };
  comments: { recent: CommentRecord[]; total: number };
  /** The lambda recalculation's last run, none before the first (docs/decisions/016). */
  recalculation: RecalculationView | null;
};

export type PrAdminHomeDeps = {
  dealerships: DealershipOverviewStore;
  listSupportTickets: ReturnType<typeof makeListSupportTickets>;
  listComments: ReturnType<typeof makeListComments>;
  getLambdaStatus: GetLambdaStatus;
};

/**
 * The PR admin's home (issue 16, docs/decisions/086): every real dealership the caller reaches counted by subscription
 * state and set-up progress, the newest support tickets and comments (through their own modules'
 * read use cases, so their reach rules apply), and the recalculation's last run. A fixed number of
 * queries (seven) whatever the number of dealerships, tickets or comments.
 */
export const makeGetPrAdminHome =
  (deps: PrAdminHomeDeps) =>
  async (caller: Caller): Promise<PrAdminHome> => {
    const { actor } = caller;
    const page = { limit: RECENT_COUNT, offset: 0 };
    const callerFor = (action: 'support.read' | 'comments.read') => ({
      actor,
      scope: scopeOf(actor.role, action) ?? ('self' as const),
    });
    const [dealerships, tickets, comments, lambda] = await Promise.all([
      deps.dealerships.list(concessionFilter(actor, caller.scope)),
      deps.listSupportTickets({ ...callerFor('support.read'), ...page }),
      deps.listComments({ ...callerFor('comments.read'), ...page }),
      deps.getLambdaStatus(),
    ]);
    // Without a dealership filter the support list has no "out of reach" refusal.
    const ticketPage = tickets.ok ? tickets.value : { tickets: [], total: 0 };
    return {
      dealerships: summarizeDealerships(dealerships),
      tickets: { recent: ticketPage.tickets, total: ticketPage.total },
      comments: { recent: comments.comments, total: comments.total },
      recalculation: lambda.recalculation,
    };
  };
