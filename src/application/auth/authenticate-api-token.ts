import {
  checkToken,
  lastUseDue,
  TOKEN_PREFIX,
  type TokenRefusal,
} from '#domain/access/api-tokens.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ApiTokenStore } from '#application/ports/api-token-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { TokenService } from '#application/ports/token-service.port.ts';
import type { Logger } from '#application/ports/logger.port.ts';
import type { ViewerStore } from '#application/ports/viewer-store.port.ts';
import { toViewer, type Viewer } from './load-viewer.ts';

export type AuthenticateApiTokenDeps = {
  viewers: Pick<ViewerStore, 'findByApiToken'>;
  apiTokens: Pick<ApiTokenStore, 'stampUse'>;
  tokens: TokenService;
  clock: Clock;
  skipPaymentValidation: boolean;
  /** Warns of an incomplete payment let through (docs/spec/product-spec.md section 4). */
  logger?: Logger;
};

/**
 * Who presents this bearer token (decision 054): its creator, read with the token in one query,
 * seen with the token's role scope (tenancy stays the creator's: their dealership or assignments).
 * Onboarding is the creator's own. Last use is stamped at most once a minute.
 */
export const makeAuthenticateApiToken =
  (deps: AuthenticateApiTokenDeps) =>
  async (bearer: string): Promise<Result<Viewer, TokenRefusal>> => {
    const presented = bearer.startsWith(TOKEN_PREFIX)
      ? deps.tokens.read(bearer.slice(TOKEN_PREFIX.length))
      : null;
    if (!presented) return err('TOKEN_INVALID');
    const found = await deps.viewers.findByApiToken(presented.id);
    if (!found || !deps.tokens.sameSecret(found.secretHash, presented.secretHash)) {
      return err('TOKEN_INVALID');
    }
    const now = deps.clock.now();
    const refusal = checkToken(found, found.viewer.role, now);
    if (refusal) return err(refusal);
    if (lastUseDue(found.lastUsedAt, now)) await deps.apiTokens.stampUse(found.id, now);
    const viewer = toViewer(found.viewer, deps.skipPaymentValidation, deps.logger);
    return ok({
      ...viewer,
      role: found.scope,
      record: { ...viewer.record, role: found.scope },
      apiTokenId: found.id,
    });
  };
