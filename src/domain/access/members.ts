import type { Role } from './roles.ts';

/** The accounts created through POST /api/users: the people of a dealership. */
export const MEMBER_ROLES = ['owner', 'admin', 'seller'] as const satisfies readonly Role[];
export type MemberRole = (typeof MEMBER_ROLES)[number];

/**
 * Which accounts each role may create, edit and delete, on top of the policy table's scope (which
 * says where, this says whom). A manager never manages a rank above their own: an administrator
 * cannot create or remove the owner who hired them, and nobody creates platform accounts here
 * (BPMs have their own calls, kiosk accounts come with the dealership).
 */
export const MANAGED_ROLES = {
  prAdmin: ['owner', 'admin', 'seller'],
  bpm: ['owner', 'admin', 'seller'],
  owner: ['admin', 'seller'],
  admin: ['admin', 'seller'],
  seller: [],
  client: [],
  service: [],
} as const satisfies Record<Role, readonly MemberRole[]>;

export const canManage = (actor: Role, target: Role): boolean =>
  (MANAGED_ROLES[actor] as readonly Role[]).includes(target);

/** The document each role accepts during onboarding (docs/spec/decisions.md section 6). */
export type DocumentKind = 'contract' | 'privacyPolicy';

export const documentKindOf = (role: Role): DocumentKind | null => {
  switch (role) {
    case 'owner':
    case 'bpm':
    case 'seller':
      return 'contract';
    case 'admin':
      return 'privacyPolicy';
    default:
      return null;
  }
};
