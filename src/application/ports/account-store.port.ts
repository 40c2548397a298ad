import type { Role } from '#domain/access/roles.ts';

export type Account = {
  id: string;
  email: string;
  role: Role;
  concessionId: string | null;
  passwordHash: string | null;
};

/** The accounts as sign-in sees them (deleted accounts are never found). */
export type AccountStore = {
  findByEmail: (email: string) => Promise<Account | null>;
  /** A kiosk account's password is its concession's station password (docs/spec/decisions.md section 1). */
  stationPasswordHash: (concessionId: string, role: 'client' | 'service') => Promise<string | null>;
  recordSignIn: (userId: string, at: Date) => Promise<void>;
};
