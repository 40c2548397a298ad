import type { Actor, Scope } from '#domain/access/policy.ts';
import type { ApiTokenRecord, ApiTokenStore } from '#application/ports/api-token-store.port.ts';
import { tokenReachOf } from './token-reach.ts';

/** GET /api/api-tokens: the tokens within the caller's reach, newest first (revoked ones too). */
export const makeListApiTokens =
  (deps: { apiTokens: Pick<ApiTokenStore, 'list'> }) =>
  async (input: { actor: Actor; scope: Scope }): Promise<ApiTokenRecord[]> =>
    deps.apiTokens.list(tokenReachOf(input.actor));
