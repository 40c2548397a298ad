import type { Actor, Scope } from '#domain/access/policy.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ApiTokenStore } from '#application/ports/api-token-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import { tokenReachOf } from './token-reach.ts';

/**
 * DELETE /api/api-tokens/{id}: the token stops working at once. One outside the caller's reach,
 * unknown or already revoked is NOT_FOUND (another dealership's ids are never confirmed).
 */
export const makeRevokeApiToken =
  (deps: { apiTokens: Pick<ApiTokenStore, 'revoke'>; clock: Clock }) =>
  async (input: {
    actor: Actor;
    scope: Scope;
    id: string;
  }): Promise<Result<null, { code: 'TOKENS.NOT_FOUND' }>> => {
    const revoked = await deps.apiTokens.revoke(
      input.id,
      tokenReachOf(input.actor),
      deps.clock.now(),
    );
    return revoked ? ok(null) : err({ code: 'TOKENS.NOT_FOUND' });
  };
