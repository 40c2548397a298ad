import type { LinkPurpose, StoredLink } from '#domain/access/password-links.ts';

export type NewPasswordLink = {
  /** Hex SHA-256 of the token's id part: what the link is looked up by. */
  id: string;
  /** SHA-256 of the token's secret part, compared in constant time. */
  secretHash: Uint8Array;
  userId: string;
  purpose: LinkPurpose;
  expiresAt: Date;
};

export type StoredPasswordLink = StoredLink & {
  id: string;
  userId: string;
  secretHash: Uint8Array;
};

/** Single-use links (reset, invitation); only hashes of their tokens are ever stored. */
export type ResetTokenStore = {
  create: (link: NewPasswordLink) => Promise<void>;
  find: (id: string) => Promise<StoredPasswordLink | null>;
  /**
   * Marks the link used unless it already was; false when another request used it first. The
   * conditional update is what makes a link single-use under concurrent clicks.
   */
  use: (id: string, at: Date) => Promise<boolean>;
  /** Spends every unused link of the user: a new password makes older links worthless. */
  revokeAllOf: (userId: string, at: Date) => Promise<void>;
};
