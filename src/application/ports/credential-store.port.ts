import type { Role } from '#domain/access/roles.ts';
import type { Language } from '#domain/locale/language.ts';

/** A user as the password use cases see them (deleted accounts are never found). */
export type CredentialHolder = {
  id: string;
  email: string;
  role: Role;
  concessionId: string | null;
  concessionName: string | null;
  /** First and last name, or the email when the user has none. */
  name: string;
  /** Their own language, and their concession's: emails resolve them (docs/spec/product-spec.md section 1). */
  language: Language | null;
  concessionLanguage: Language | null;
  passwordHash: string | null;
};

/** Passwords of people and of the dealership kiosks (station passwords). */
export type CredentialStore = {
  findUser: (userId: string) => Promise<CredentialHolder | null>;
  findUserByEmail: (email: string) => Promise<CredentialHolder | null>;
  /** Sets (or clears, with null) a user's password hash. */
  setPassword: (userId: string, hash: string | null) => Promise<void>;
  /**
   * Sets the first password only while the user has none; false when one was set meanwhile (two
   * tabs of the create-password page), so a password is never silently replaced.
   */
  createPassword: (userId: string, hash: string) => Promise<boolean>;
  /** The dealership (not deleted) a station password belongs to, or null. */
  findConcession: (concessionId: string) => Promise<{ id: string } | null>;
  setStationPassword: (
    concessionId: string,
    station: 'client' | 'service',
    hash: string,
  ) => Promise<void>;
  /** The kiosk account that signs in with a station password, if the dealership has one. */
  kioskAccountOf: (concessionId: string, station: 'client' | 'service') => Promise<string | null>;
};
