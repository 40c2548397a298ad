import type { Actor } from '#domain/access/policy.ts';
import { belongsToConcession } from '#domain/access/roles.ts';
import type { TokenReach } from '#application/ports/api-token-store.port.ts';

/**
 * Whose tokens a manager sees and revokes (decision 054): a dealership's owner and administrators
 * share their dealership's; a Best Pairing manager or the PR admin, the ones they made.
 */
export const tokenReachOf = (actor: Actor): TokenReach =>
  belongsToConcession(actor.role) && actor.concessionId
    ? { concessionId: actor.concessionId }
    : { createdBy: actor.userId };
