import type { Logger } from '#application/ports/logger.port.ts';
import type { ViewerStore } from '#application/ports/viewer-store.port.ts';
import { toViewer, type Viewer } from './load-viewer.ts';
import { settleSession, type SessionDeps, type ValidSession } from './session.ts';

export type AuthenticateDeps = SessionDeps & {
  viewers: ViewerStore;
  skipPaymentValidation: boolean;
  /** Warns of an incomplete payment let through (docs/spec/product-spec.md section 4). */
  logger?: Logger;
};

/**
 * Who presents this session token: the session (slid when due) and its user, read together in one
 * query, as every request asks (docs/decisions/035-performance-budget.md); null when the token is
 * unknown, forged, expired or its user deleted.
 */
export const makeAuthenticate =
  (deps: AuthenticateDeps) =>
  async (token: string): Promise<{ session: ValidSession; viewer: Viewer } | null> => {
    const presented = deps.tokens.read(token);
    if (!presented) return null;
    const found = await deps.viewers.findBySession(presented.id);
    const session = await settleSession(deps, found, presented.secretHash);
    if (!session || !found) return null;
    return { session, viewer: toViewer(found.viewer, deps.skipPaymentValidation, deps.logger) };
  };
