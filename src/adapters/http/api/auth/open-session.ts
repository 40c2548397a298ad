import type { Context } from 'hono';
import type { Viewer } from '#application/auth/load-viewer.ts';
import type { Role } from '#domain/access/roles.ts';
import { destinationFor } from '#domain/access/destination.ts';
import type { Cookies } from '#adapters/http/cookies.ts';
import type { AppEnv } from '#adapters/http/env.ts';

export type SessionDeps = {
  cookies: Cookies;
  signOut: (token: string) => Promise<void>;
  loadViewer: (userId: string) => Promise<Viewer | null>;
};

/**
 * Signs this browser in (at sign-in, or on opening an invitation) and says where to go next: a
 * session of someone else on this browser, even one planted before, ends and is replaced.
 */
export const openSession = async (
  c: Context<AppEnv>,
  deps: SessionDeps,
  session: { token: string; expiresAt: Date; userId: string; role: Role },
  returnTo?: string,
) => {
  const previous = c.get('sessionToken');
  if (previous) await deps.signOut(previous);
  deps.cookies.session.set(c, session.token, session.expiresAt);
  const viewer = await deps.loadViewer(session.userId);
  return destinationFor(session.role, viewer?.onboarding ?? null, returnTo);
};
