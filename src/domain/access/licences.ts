import type { Role } from './roles.ts';

/**
 * The dealership's seats (docs/spec/product-spec.md section 3, "Licences"): each is a row of the
 * `licences` table, given to at most one user, and a user holds at most one (docs/decisions/064).
 */
export const LICENCE_KINDS = [
  'client',
  'service',
  'admin',
  'seller',
  'supplementarySeller',
] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

/** Either advisor seat makes an advisor: the supplementary ones are the extra seats bought. */
export const SELLER_LICENCES = ['seller', 'supplementarySeller'] as const satisfies LicenceKind[];

/**
 * The seats a role takes, in order of preference (an included advisor seat before a supplementary
 * one); none for the owner (the subscription is theirs) and the platform's accounts.
 */
export const licenceKindsFor = (role: Role): readonly LicenceKind[] => {
  switch (role) {
    case 'admin':
      return ['admin'];
    case 'seller':
      return SELLER_LICENCES;
    case 'client':
      return ['client'];
    case 'service':
      return ['service'];
    default:
      return [];
  }
};

export const needsLicence = (role: Role) => licenceKindsFor(role).length > 0;

/** A seat of the dealership as the store locked it. */
export type Seat = { id: string; kind: LicenceKind; userId: string | null };

export type SeatChoice =
  { ok: true; seat: Seat | null } | { ok: false; limit: number; kinds: readonly LicenceKind[] };

/**
 * The free seat a member of `role` takes among the dealership's seats of the role's kinds: the
 * first free one in the role's order of preference. No seat needed: `seat` is null. Every seat
 * taken: refused with the number the dealership pays for, which the message names.
 */
export const chooseSeat = (role: Role, seats: readonly Seat[]): SeatChoice => {
  const kinds = licenceKindsFor(role);
  if (kinds.length === 0) return { ok: true, seat: null };
  for (const kind of kinds) {
    const free = seats.find((seat) => seat.kind === kind && seat.userId === null);
    if (free) return { ok: true, seat: free };
  }
  const limit = seats.filter((seat) => kinds.includes(seat.kind)).length;
  return { ok: false, limit, kinds };
};

/** What an advisor needs before the kiosk may pair them or a manager include them by hand. */
export type PairingReadiness = {
  licence: LicenceKind | null;
  hasPassword: boolean;
  signedContract: boolean;
  psychometricTestComplete: boolean;
};

/** A licensed advisor who finished onboarding: password, contract and personality test. */
export const isPairable = (seller: PairingReadiness): boolean =>
  seller.licence !== null &&
  (SELLER_LICENCES as readonly LicenceKind[]).includes(seller.licence) &&
  seller.hasPassword &&
  seller.signedContract &&
  seller.psychometricTestComplete;
