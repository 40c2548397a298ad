import type { LicenceKind, Seat } from '#domain/access/licences.ts';
import type { DocumentKind, MemberRole } from '#domain/access/members.ts';
import type { Role } from '#domain/access/roles.ts';
import type { Language } from '#domain/locale/language.ts';
import type { StatisticsStatus } from '#domain/statistics/access.ts';

/** A user as the Users calls show it (never the password hash). */
export type UserRecord = {
  id: string;
  email: string;
  role: Role;
  concessionId: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  language: Language | null;
  /** Key of the picture in the file storage. */
  picturePath: string | null;
  hasPassword: boolean;
  signedContract: boolean;
  signedPrivacyPolicy: boolean;
  /** Set once the personality test is scored. */
  profileNumber: number | null;
  psychometricTestComplete: boolean;
  /** The dealership's own setup flag (docs/spec/product-spec.md section 3, "User (me)"). */
  infoValidated: boolean;
  /** The walk-in client an advisor is with right now (status withAdvisor), if any. */
  withTheClient: string | null;
  showEndQuestionnaire: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
  /** The dealership seat the account holds (docs/decisions/064), null without one. */
  licence: LicenceKind | null;
  /** Advisors: the last heartbeat counted as on site (docs/decisions/066). */
  lastOnSiteAt: Date | null;
  /** Advisors: their statistics access; null for other roles. */
  statisticsStatus: StatisticsStatus | null;
};

export type NewMember = {
  email: string;
  role: MemberRole;
  concessionId: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  language: Language | null;
};

/** A Best Pairing manager: a platform account, in no dealership (decisions.md section 1). */
export type NewBpm = Omit<NewMember, 'role' | 'concessionId'> & { role: 'bpm'; concessionId: null };

/** A kiosk tablet's account, created with its dealership (docs/decisions/101). */
export type NewStation = Omit<NewMember, 'role'> & { role: 'client' | 'service' };

export type ProfileChanges = {
  firstName: string;
  lastName: string;
  phone: string | null;
  language: Language;
};

export type UserFilter = {
  /** Null: every dealership (platform administrator). */
  concessionIds: readonly string[] | null;
  roles: readonly Role[];
};

export type SeatUsage = { kind: LicenceKind; total: number; used: number };

export type ConcessionRef = { id: string; name: string; language: Language };

/** The accounts the Users calls read and change. Deleted accounts are never found. */
export type UserStore = {
  findById: (id: string) => Promise<UserRecord | null>;
  list: (filter: UserFilter) => Promise<UserRecord[]>;
  /** The BPMs assigned to any of these dealerships (null: every BPM). */
  listBpms: (concessionIds: readonly string[] | null) => Promise<UserRecord[]>;
  findConcession: (id: string) => Promise<ConcessionRef | null>;
  emailInUse: (email: string) => Promise<boolean>;
  /** 'emailInUse' when another live account took the address meanwhile (unique index). */
  create: (
    account: NewMember | NewBpm | NewStation,
    at: Date,
  ) => Promise<{ id: string } | 'emailInUse'>;
  /** A new picture path replaces the old one; without one the picture stays. */
  updateProfile: (id: string, changes: ProfileChanges & { picturePath?: string }) => Promise<void>;
  setPicture: (id: string, picturePath: string | null) => Promise<void>;
  setLanguage: (id: string, language: Language) => Promise<void>;
  signDocument: (id: string, kind: DocumentKind, versionId: string, at: Date) => Promise<void>;
  /** The version of `kind` the user signed last, if any. */
  signedVersionId: (id: string, kind: DocumentKind) => Promise<string | null>;
  /**
   * Counts the dealership's owners and locks their rows until the transaction ends, so two
   * concurrent deletions cannot both see "another owner remains" and leave none.
   */
  lockOwners: (concessionId: string) => Promise<number>;
  /**
   * The dealership's seats of these kinds, locked until the transaction ends, so two members added
   * at once cannot take the same free seat (docs/decisions/064).
   */
  lockSeats: (concessionId: string, kinds: readonly LicenceKind[]) => Promise<Seat[]>;
  /** Gives the seat to the user (the seat was free and locked by `lockSeats`). */
  assignSeat: (seatId: string, userId: string, at: Date) => Promise<void>;
  /** Frees the seat the user holds, if any. */
  freeSeat: (userId: string) => Promise<void>;
  setRole: (id: string, role: MemberRole) => Promise<void>;
  /** Every seat of the dealership by kind: how many it pays for and how many are given. */
  seatUsage: (concessionId: string) => Promise<SeatUsage[]>;
  /** Soft delete: the row stays for statistics, the email is free again, the licence seat too. */
  softDelete: (id: string, at: Date) => Promise<void>;
};
