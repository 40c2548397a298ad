import type { TokenScope } from '#domain/access/api-tokens.ts';
import type { Language } from '#domain/locale/language.ts';

export type NewApiToken = {
  /** Hex SHA-256 of the token's id part: what a presented token is looked up by. */
  lookupId: string;
  /** SHA-256 of the token's secret part, compared in constant time. */
  secretHash: Uint8Array;
  name: string;
  scope: TokenScope;
  createdBy: string;
  concessionId: string | null;
  createdAt: Date;
  expiresAt: Date;
};

/** A token as its list shows it (never its secret nor its hash). */
export type ApiTokenRecord = {
  id: string;
  name: string;
  scope: TokenScope;
  createdBy: { id: string; name: string | null; email: string };
  concessionId: string | null;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

/** Whose tokens a caller reaches: a dealership's, or the ones a platform account made. */
export type TokenReach = { concessionId: string } | { createdBy: string };

/** Someone told by email when a token is made for their dealership. */
export type TokenNotice = {
  email: string;
  name: string | null;
  language: Language;
  concessionId: string;
  concessionName: string;
};

export type ApiTokenStore = {
  create: (token: NewApiToken) => Promise<ApiTokenRecord>;
  list: (reach: TokenReach) => Promise<ApiTokenRecord[]>;
  /** Revokes a live token within reach; false when there is none (unknown, elsewhere, already revoked). */
  revoke: (id: string, reach: TokenReach, at: Date) => Promise<boolean>;
  stampUse: (id: string, at: Date) => Promise<void>;
  /** The owners of these dealerships, to be told a token was made for them. */
  ownersOf: (concessionIds: readonly string[]) => Promise<TokenNotice[]>;
};
