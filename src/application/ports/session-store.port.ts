import type { Role } from '#domain/access/roles.ts';

export type NewSession = {
  /** Hex SHA-256 of the token's id part: what the cookie is looked up by. */
  id: string;
  /** SHA-256 of the token's secret part, compared in constant time. */
  secretHash: Uint8Array;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  absoluteExpiresAt: Date;
  userAgent: string | null;
  ipAddress: string | null;
};

export type StoredSession = Pick<
  NewSession,
  'id' | 'secretHash' | 'userId' | 'expiresAt' | 'absoluteExpiresAt'
> & { role: Role };

/** Stored sign-in sessions (only hashes of their tokens are ever stored). */
export type SessionStore = {
  create: (session: NewSession) => Promise<void>;
  /** The session and its user's role; none for a deleted user. */
  find: (id: string) => Promise<StoredSession | null>;
  extend: (id: string, expiresAt: Date, usedAt: Date) => Promise<void>;
  delete: (id: string) => Promise<void>;
  /** Ends every session of a user (password change or reset, account deleted). */
  deleteAllOf: (userId: string) => Promise<void>;
  /** Removes sessions past their expiry and spent or expired reset tokens; returns how many. */
  deleteExpired: (now: Date) => Promise<{ sessions: number; resetTokens: number }>;
};
