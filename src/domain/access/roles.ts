export const ROLES = ['prAdmin', 'bpm', 'admin', 'owner', 'seller', 'client', 'service'] as const;
export type Role = (typeof ROLES)[number];

/** The accounts of a dealership's tablets: they sign in with the concession's station passwords. */
const KIOSK_ROLES = ['client', 'service'] as const satisfies readonly Role[];
export const isKioskRole = (role: Role) => (KIOSK_ROLES as readonly Role[]).includes(role);

/** Accounts that belong to exactly one concession (docs/spec/decisions.md section 1). */
const CONCESSION_ROLES = [
  'admin',
  'owner',
  'seller',
  'client',
  'service',
] as const satisfies readonly Role[];
export const belongsToConcession = (role: Role) =>
  (CONCESSION_ROLES as readonly Role[]).includes(role);

/** The four route families that guard the page groups. */
export type RouteFamily = 'platform' | 'bpm' | 'dealership' | 'floor';

/** Each role's own page group: its home and the prefix of every page it may open. */
const ROLE_AREAS: Record<Role, { family: RouteFamily; prefix: string }> = {
  prAdmin: { family: 'platform', prefix: '/pr-admin' },
  bpm: { family: 'bpm', prefix: '/bpm' },
  owner: { family: 'dealership', prefix: '/owner' },
  admin: { family: 'dealership', prefix: '/admin' },
  seller: { family: 'floor', prefix: '/seller' },
  client: { family: 'floor', prefix: '/client' },
  service: { family: 'floor', prefix: '/service' },
};

export const homeOf = (role: Role) => ROLE_AREAS[role].prefix;

/** The role whose page group a path belongs to, if any. */
export const roleOfPath = (path: string): Role | undefined =>
  (Object.keys(ROLE_AREAS) as Role[]).find((role) => {
    const { prefix } = ROLE_AREAS[role];
    return path === prefix || path.startsWith(`${prefix}/`);
  });
