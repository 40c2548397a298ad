import { reaches, type Actor, type Scope } from '#domain/access/policy.ts';
import type { SupportReach, SupportTicketRecord } from '#application/ports/support-store.port.ts';

/** Who calls, and how far the policy table lets them reach for this call's action. */
export type Caller = { actor: Actor; scope: Scope };

export type SupportNotFound = { code: 'SUPPORT.NOT_FOUND' };

/**
 * The tickets a caller reads (docs/decisions/071): the PR admin every one, a Best Pairing manager
 * those of their dealerships and their own, everyone else only their own.
 */
export const readReach = ({ actor, scope }: Caller): SupportReach => {
  if (scope === 'all') return null;
  return {
    authorUserId: actor.userId,
    concessionIds: scope === 'assigned' ? actor.assignedConcessionIds : [],
  };
};

/** Whether the caller reaches this ticket; callers answer 404 when not (decisions.md section 2). */
export const reachesTicket = (caller: Caller, ticket: SupportTicketRecord) =>
  reaches(caller.actor, caller.scope, {
    concessionId: ticket.concession?.id ?? null,
    userId: ticket.author?.id ?? null,
  });

/** The dealerships whose members an author may name: their own, or a manager's assigned ones. */
export const personsReach = (actor: Actor) => ({
  authorUserId: actor.userId,
  concessionIds: actor.concessionId ? [actor.concessionId] : actor.assignedConcessionIds,
});
