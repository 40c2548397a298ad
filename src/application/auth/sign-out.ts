import type { SessionDeps } from './session.ts';

/** Signing out deletes the session row: the cookie is worthless from then on, even if copied. */
export const makeSignOut = (deps: SessionDeps) => async (token: string) => {
  const presented = deps.tokens.read(token);
  if (!presented) return;
  const stored = await deps.sessions.find(presented.id);
  // Only the holder of the whole token may end the session.
  if (stored && deps.tokens.sameSecret(stored.secretHash, presented.secretHash)) {
    await deps.sessions.delete(stored.id);
  }
};
