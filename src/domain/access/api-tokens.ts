import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Role } from './roles.ts';

/**
 * API tokens (docs/decisions/054): a program's key, acting as its creator with a role scope at
 * most the creator's role and bound to the creator's dealership(s).
 */
export const TOKEN_SCOPES = ['prAdmin', 'bpm', 'owner', 'admin', 'seller'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/**
 * The scopes each role may hand a token. Dealership accounts may narrow to a role below theirs in
 * the same dealership; platform accounts keep their own role (their reach is their assignments, not
 * one dealership a narrower role would need). Kiosk accounts and advisors create none.
 */
const SCOPES_BY_ROLE: Partial<Record<Role, readonly TokenScope[]>> = {
  prAdmin: ['prAdmin'],
  bpm: ['bpm'],
  owner: ['owner', 'admin', 'seller'],
  admin: ['admin', 'seller'],
};

export const tokenScopesFor = (role: Role): readonly TokenScope[] => SCOPES_BY_ROLE[role] ?? [];

const isTokenScope = (value: string): value is TokenScope =>
  (TOKEN_SCOPES as readonly string[]).includes(value);

/** Whether a token of this scope stays within what its creator's (current) role may do. */
const scopeWithin = (scope: TokenScope, creatorRole: Role) =>
  tokenScopesFor(creatorRole).includes(scope);

export const TOKEN_NAME_MAX = 80;
/** Expiry in whole days: at least one, at most a year; 90 days when none is chosen. */
export const TOKEN_EXPIRY_DAYS = { min: 1, max: 365, default: 90 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export type TokenFieldProblems = {
  name?: 'required' | 'tooLong';
  scope?: 'notAllowed';
  expiresInDays?: 'outOfRange';
};
export type TokenInvalid = { code: 'TOKENS.INVALID'; fields: TokenFieldProblems };

export type TokenDraft = { name: string; scope: TokenScope; expiresAt: Date };

/** Checks a new token as asked: a name, a scope the creator may give, an expiry within limits. */
export const checkNewToken = (input: {
  creatorRole: Role;
  name: string;
  scope: string;
  expiresInDays: number;
  now: Date;
}): Result<TokenDraft, TokenInvalid> => {
  const fields: TokenFieldProblems = {};
  const name = input.name.trim();
  if (name === '') fields.name = 'required';
  else if ([...name].length > TOKEN_NAME_MAX) fields.name = 'tooLong';
  const scope = input.scope;
  const allowed = isTokenScope(scope) && scopeWithin(scope, input.creatorRole);
  if (!allowed) fields.scope = 'notAllowed';
  const days = input.expiresInDays;
  if (!Number.isInteger(days) || days < TOKEN_EXPIRY_DAYS.min || days > TOKEN_EXPIRY_DAYS.max) {
    fields.expiresInDays = 'outOfRange';
  }
  if (fields.name || fields.expiresInDays || !allowed)
    return err({ code: 'TOKENS.INVALID', fields });
  return ok({ name, scope, expiresAt: new Date(input.now.getTime() + days * DAY_MS) });
};

export type TokenRefusal = 'TOKEN_REVOKED' | 'TOKEN_EXPIRED' | 'TOKEN_INVALID';

/**
 * Whether a presented token may act now: not revoked, not expired, and its scope still within its
 * creator's current role (a creator moved to a smaller role takes their tokens down with them).
 */
export const checkToken = (
  token: { scope: TokenScope; expiresAt: Date; revokedAt: Date | null },
  creatorRole: Role,
  now: Date,
): TokenRefusal | null => {
  if (token.revokedAt) return 'TOKEN_REVOKED';
  if (token.expiresAt.getTime() <= now.getTime()) return 'TOKEN_EXPIRED';
  if (!scopeWithin(token.scope, creatorRole)) return 'TOKEN_INVALID';
  return null;
};

/** Last use is stamped at most once a minute per token, so a busy program costs no write per call. */
const LAST_USE_STAMP_MS = 60_000;
export const lastUseDue = (lastUsedAt: Date | null, now: Date) =>
  !lastUsedAt || now.getTime() - lastUsedAt.getTime() >= LAST_USE_STAMP_MS;

/** What a bearer token looks like on the wire: a prefix naming it, then `<id>.<secret>`. */
export const TOKEN_PREFIX = 'bp_';
