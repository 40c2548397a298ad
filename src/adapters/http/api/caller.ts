import type { Context } from 'hono';
import type { Actor, Scope } from '#domain/access/policy.ts';
import type { AppEnv } from '#adapters/http/env.ts';

/**
 * Who calls and the scope the policy table granted them, for routes declared with an `action`
 * (the authorize middleware has refused everyone else before the handler runs).
 */
export const callerOf = (c: Context<AppEnv>): { actor: Actor; scope: Scope } => {
  const viewer = c.get('viewer');
  if (!viewer) throw new Error(`${c.req.path}: callerOf needs a route declared with an action`);
  return { actor: viewer, scope: c.get('scope') };
};
