import type { Role } from './roles.ts';

/**
 * How far an allowed action reaches:
 * - `all`: every dealership (platform administrator);
 * - `assigned`: the dealerships assigned to this Best Pairing manager;
 * - `concession`: the account's own dealership;
 * - `self`: the account's own records only.
 */
export type Scope = 'all' | 'assigned' | 'concession' | 'self';

type Rule = Partial<Record<Role, Scope>>;

const dealershipManagers = {
  prAdmin: 'all',
  bpm: 'assigned',
  owner: 'concession',
  admin: 'concession',
} as const satisfies Rule;
const everyoneSelf = {
  prAdmin: 'self',
  bpm: 'self',
  owner: 'self',
  admin: 'self',
  seller: 'self',
  client: 'self',
  service: 'self',
} as const satisfies Rule;
const staffSelf = {
  prAdmin: 'self',
  bpm: 'self',
  owner: 'self',
  admin: 'self',
  seller: 'self',
} as const satisfies Rule;
const catalogueReaders = {
  prAdmin: 'all',
  bpm: 'all',
  owner: 'all',
  admin: 'all',
  seller: 'all',
  client: 'all',
} as const satisfies Rule;
const wholeDealership = {
  ...dealershipManagers,
  seller: 'concession',
  client: 'concession',
  service: 'concession',
} as const satisfies Rule;

/**
 * The one policy table (role x action x scope), enforced on the server for every route and page and
 * rendered into docs/permissions.md. A role missing from an action's row may not do it at all.
 */
export const POLICY = {
  // Users and accounts (docs/spec/product-spec.md section 7, Users)
  'users.list': dealershipManagers,
  'users.read': { ...dealershipManagers, seller: 'self', client: 'self', service: 'self' },
  'users.create': dealershipManagers,
  'users.update': { ...dealershipManagers, seller: 'self' },
  'users.delete': dealershipManagers,
  'users.password.create': everyoneSelf,
  'users.password.change': staffSelf,
  'users.password.reset': dealershipManagers,
  'users.picture.write': { ...dealershipManagers, seller: 'self' },
  'users.language.write': everyoneSelf,
  'users.contract.sign': { bpm: 'self', owner: 'self', admin: 'self', seller: 'self' },
  'users.questionnaire.write': { bpm: 'self', admin: 'self', seller: 'self' },
  // A completed test is final for its taker; managers reset it for a new attempt (decision 015).
  'users.questionnaire.reset': dealershipManagers,
  'users.kioskAccounts.read': dealershipManagers,
  'users.owner.read': dealershipManagers,
  'users.bpm.read': dealershipManagers,
  // The app's download links by SMS: a manager to a member of the dealership, an advisor to
  // themself (docs/decisions/097).
  'users.appLinks.send': { ...dealershipManagers, seller: 'self' },
  // Advisors
  'sellers.list': { ...dealershipManagers, seller: 'self', client: 'concession' },
  'sellers.read': { ...dealershipManagers, seller: 'self', client: 'concession' },
  'sellers.profile.write': { ...dealershipManagers, seller: 'self' },
  'sellers.statisticsStatus.write': { ...dealershipManagers, seller: 'self' },
  'sellers.showEndQuestionnaire.write': { seller: 'self' },
  'sellers.availability.confirm': { seller: 'self' },
  'sellers.presence.write': { seller: 'self' },
  // Walk-in clients
  'clients.list': { ...dealershipManagers, seller: 'concession' },
  'clients.read': { ...dealershipManagers, seller: 'concession', client: 'concession' },
  'clients.create': { seller: 'concession', client: 'concession' },
  'clients.questionnaire.write': { seller: 'concession', client: 'concession' },
  'clients.feedback.write': { seller: 'concession' },
  'clients.accept': { seller: 'concession' },
  'clients.delete': { owner: 'concession', admin: 'concession', client: 'concession' },
  'clients.seller.choose': { client: 'concession' },
  'clients.seller.set': { owner: 'concession', admin: 'concession' },
  'clients.extraTime': { seller: 'concession' },
  'clients.matches.read': {
    owner: 'concession',
    admin: 'concession',
    seller: 'concession',
    client: 'concession',
  },
  // Dealerships
  'concessions.list': { prAdmin: 'all', bpm: 'assigned' },
  'concessions.create': { prAdmin: 'all', bpm: 'assigned' },
  'concessions.read': wholeDealership,
  'concessions.update': dealershipManagers,
  'concessions.delete': { prAdmin: 'all' },
  'concessions.settings.write': dealershipManagers,
  'concessions.stationPasswords.write': dealershipManagers,
  'concessions.subscription.write': { prAdmin: 'all', bpm: 'assigned' },
  // Billing
  'billing.read': { prAdmin: 'all', bpm: 'assigned', owner: 'concession' },
  'billing.manage': { owner: 'concession' },
  // Platform
  'bpm.manage': { prAdmin: 'all' },
  'bpm.read': { prAdmin: 'all', bpm: 'self' },
  // Anyone signed in reads the plans on sale (issue 15); only the PR admin changes their prices.
  'plans.read': { ...catalogueReaders, service: 'all' },
  'plans.write': { prAdmin: 'all' },
  // Territories: the regions and bpm of each (decisions 076, 080).
  'territories.read': { prAdmin: 'all' },
  'territories.write': { prAdmin: 'all' },
  'lambda.manage': { prAdmin: 'all' },
  // The sales demonstration's showroom (decision 087): every bpm prepares, resets and opens it.
  'demo.manage': { bpm: 'all' },
  'outbox.read': { prAdmin: 'all' },
  // The contract and privacy policy versions users sign (decision 083).
  'documents.manage': { prAdmin: 'all' },
  // API tokens (decision 054): managers make tokens for programs, never beyond their own role.
  'apiTokens.manage': dealershipManagers,
  // The vehicle catalogue is platform data every dealership shows (the kiosk lists current models).
  'manufacturers.read': catalogueReaders,
  'cars.read': catalogueReaders,
  'cars.write': { prAdmin: 'all' },
  // Trainings, feedback, support, surveys, statistics
  'trainings.read': {
    prAdmin: 'all',
    bpm: 'assigned',
    owner: 'concession',
    admin: 'concession',
    seller: 'concession',
  },
  'trainings.write': { prAdmin: 'all', owner: 'concession', admin: 'concession' },
  'comments.create': { bpm: 'self', owner: 'self', admin: 'self', seller: 'self' },
  'comments.read': { prAdmin: 'all', bpm: 'self', owner: 'self', admin: 'self', seller: 'self' },
  'support.create': { bpm: 'self', owner: 'self', admin: 'self', seller: 'self' },
  // Each author reads their own tickets; a bpm also those of their dealerships (decision 071).
  'support.read': { prAdmin: 'all', bpm: 'assigned', owner: 'self', admin: 'self', seller: 'self' },
  'support.update': { prAdmin: 'all' },
  'surveys.create': { service: 'concession' },
  'surveys.read': dealershipManagers,
  'statistics.read': { ...dealershipManagers, seller: 'self' },
  // The managers' dashboard of one dealership: its floor, numbers and alerts (issue 14).
  'statistics.dashboard.read': dealershipManagers,
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof POLICY;

/**
 * Page groups a role opens besides its own: the owner does everything an administrator does, on
 * the same pages (/admin/members, /admin/dashboard...), so a dealership without an administrator
 * still has its screens (docs/decisions/065). The actions above still decide what each page shows.
 */
export const SHARED_PAGE_AREAS: Partial<Record<Role, readonly Role[]>> = { admin: ['owner'] };

/** Whether `viewer` may open the pages of `area`'s page group. */
export const mayOpenArea = (area: Role, viewer: Role): boolean =>
  area === viewer || (SHARED_PAGE_AREAS[area] ?? []).includes(viewer);
export const ACTIONS = Object.keys(POLICY) as Action[];

/** The scope of `action` for `role`, or null when the role may not do it at all. */
export const scopeOf = (role: Role, action: Action): Scope | null =>
  (POLICY[action] as Rule)[role] ?? null;

/** Who asks, as far as tenancy goes (docs/spec/decisions.md section 2). */
export type Actor = {
  userId: string;
  role: Role;
  concessionId: string | null;
  /** The dealerships assigned to a Best Pairing manager; empty for other roles. */
  assignedConcessionIds: readonly string[];
};

/** What a record belongs to: its dealership and, for personal records, its user. */
export type Owned = { concessionId: string | null; userId?: string | null };

/**
 * Whether the actor reaches this record within `scope`. Callers answer 404 when it does not, so
 * another tenant's ids do not leak (docs/spec/decisions.md section 2). Every scope includes the actor's own
 * records: a Best Pairing manager (no dealership of their own) still reads their own account.
 */
export const reaches = (actor: Actor, scope: Scope, target: Owned): boolean => {
  if (target.userId != null && target.userId === actor.userId) return true;
  switch (scope) {
    case 'all':
      return true;
    case 'assigned':
      return (
        target.concessionId !== null && actor.assignedConcessionIds.includes(target.concessionId)
      );
    case 'concession':
      return actor.concessionId !== null && target.concessionId === actor.concessionId;
    case 'self':
      return target.userId === actor.userId;
  }
};

/** The dealerships a scope lets the actor list: every one (null), or exactly these. */
export const concessionFilter = (actor: Actor, scope: Scope): readonly string[] | null => {
  switch (scope) {
    case 'all':
      return null;
    case 'assigned':
      return actor.assignedConcessionIds;
    case 'concession':
    case 'self':
      return actor.concessionId ? [actor.concessionId] : [];
  }
};
