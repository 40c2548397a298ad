import type { Role } from '#domain/access/roles.ts';
import { QUESTIONNAIRE_STEPS } from '#domain/client-flow/index.ts';
import type { navigation } from '#ui/i18n/messages/navigation.ts';
import type { Translate } from '#ui/i18n/translator.ts';
import { stepSegment } from '#ui/pages/client/kiosk-view.ts';

/** The name of a page, a key of `navigation.pages` in the catalogues. */
export type PageName = keyof (typeof navigation)['fr']['pages'];

/**
 * One route of docs/spec/product-spec.md section 2. `{id}` stands for a record id; query parameters the spec
 * names (`?clientId=`) are not part of the path. `part` and `step` fill the page name's `{{part}}`
 * and `{{step}}`.
 */
export type RouteEntry = { path: string; page: PageName; part?: number; step?: number };

/**
 * A menu entry: `section` is the path prefix under which the entry is the current one; `children`
 * are the pages grouped under it (shown as a second row while one of them is open, nested in the
 * phone's menu), so a role with many pages keeps a top row that fits 1024 px.
 */
export type MenuEntry = {
  href: string;
  page: PageName;
  section?: string;
  children?: readonly MenuEntry[];
};

/**
 * What a layout draws: the menu of one role, resolved for one request. `disabledReason`: the
 * entry cannot be opened now, and why (an advisor during a sale, docs/spec/product-spec.md section 4).
 */
export type NavEntry = {
  href: string;
  label: string;
  current: boolean;
  disabledReason?: string;
  /** The grouped pages (MenuEntry.children), resolved the same way. */
  children?: readonly NavEntry[];
};

const trainingRoutes = (prefix: string): RouteEntry[] => [
  { path: `${prefix}/training`, page: 'trainings' },
  { path: `${prefix}/training/add`, page: 'trainingAdd' },
  { path: `${prefix}/training/{id}`, page: 'training' },
  { path: `${prefix}/training/{id}/edit`, page: 'trainingEdit' },
];

const partRoutes = (prefix: string, page: PageName, parts: number): RouteEntry[] =>
  Array.from({ length: parts }, (_, index) => ({
    path: `${prefix}/part-${index + 1}`,
    page,
    part: index + 1,
  }));

/**
 * The buyer's questionnaire's steps (decision 099): `part-1` to `part-4`, as the spec lists them,
 * and part 4's later steps (`part-4/models`, `part-4/statements`).
 */
const stepRoutes = (prefix: string, page: PageName, stepPage: PageName): RouteEntry[] =>
  QUESTIONNAIRE_STEPS.map((step) => ({
    path: `${prefix}/${stepSegment(step)}`,
    page: step.number === 1 ? page : stepPage,
    part: step.part,
    ...(step.number === 1 ? {} : { step: step.number }),
  }));

/** Every route of every role, as the spec lists them (plain data: guards live elsewhere). */
export const ROUTES: Record<Role, readonly RouteEntry[]> = {
  prAdmin: [
    { path: '/pr-admin', page: 'home' },
    { path: '/pr-admin/bpm', page: 'bpms' },
    { path: '/pr-admin/bpm/add', page: 'bpmAdd' },
    { path: '/pr-admin/bpm/{id}', page: 'bpm' },
    { path: '/pr-admin/bpm/{id}/edit', page: 'bpmEdit' },
    { path: '/pr-admin/concessions', page: 'concessions' },
    { path: '/pr-admin/concessions/{id}', page: 'concession' },
    { path: '/pr-admin/concessions/{id}/edit', page: 'concessionEdit' },
    { path: '/pr-admin/cars', page: 'cars' },
    { path: '/pr-admin/cars/add', page: 'carAdd' },
    { path: '/pr-admin/cars/{id}/edit', page: 'carEdit' },
    { path: '/pr-admin/settings/recalculate-lambda', page: 'recalculation' },
    { path: '/pr-admin/settings/plans-and-contracts', page: 'plansAndContracts' },
    { path: '/pr-admin/settings/territories', page: 'territories' },
    { path: '/pr-admin/support', page: 'support' },
    { path: '/pr-admin/support/{id}', page: 'supportTicket' },
    { path: '/pr-admin/surveys', page: 'surveys' },
    { path: '/pr-admin/comments', page: 'comments' },
    { path: '/pr-admin/settings/api-tokens', page: 'apiTokens' },
    ...trainingRoutes('/pr-admin'),
  ],
  bpm: [
    { path: '/bpm', page: 'home' },
    { path: '/bpm/concessions', page: 'concessions' },
    { path: '/bpm/concessions/add', page: 'concessionAdd' },
    { path: '/bpm/concessions/{id}', page: 'concession' },
    { path: '/bpm/concessions/{id}/edit', page: 'concessionEdit' },
    { path: '/bpm/demo', page: 'demo' },
    { path: '/bpm/support', page: 'support' },
    { path: '/bpm/support/{id}', page: 'supportTicket' },
    { path: '/bpm/surveys', page: 'surveys' },
    { path: '/bpm/me', page: 'profile' },
    { path: '/bpm/create-password', page: 'createPassword' },
    { path: '/bpm/sign-contract', page: 'signContract' },
    { path: '/bpm/questionnaire', page: 'personalityTest' },
    { path: '/bpm/api-tokens', page: 'apiTokens' },
    ...trainingRoutes('/bpm'),
  ],
  admin: [
    { path: '/admin', page: 'home' },
    { path: '/admin/create-password', page: 'createPassword' },
    { path: '/admin/sign-privacy-policy', page: 'signPrivacyPolicy' },
    { path: '/admin/dashboard', page: 'dashboard' },
    { path: '/admin/settings', page: 'settings' },
    { path: '/admin/settings/information', page: 'settingsInformation' },
    { path: '/admin/settings/configuration', page: 'settingsConfiguration' },
    { path: '/admin/settings/connection', page: 'settingsConnection' },
    { path: '/admin/members', page: 'members' },
    { path: '/admin/members/add', page: 'memberAdd' },
    { path: '/admin/members/{id}', page: 'member' },
    { path: '/admin/members/{id}/edit', page: 'memberEdit' },
    { path: '/admin/clients-history', page: 'clientsHistory' },
    { path: '/admin/clients-history/{id}', page: 'pastClient' },
    { path: '/admin/support', page: 'support' },
    { path: '/admin/support/{id}', page: 'supportTicket' },
    { path: '/admin/surveys', page: 'surveys' },
    { path: '/admin/client/{id}', page: 'clientRecord' },
    { path: '/admin/questionnaire', page: 'personalityTest' },
    { path: '/admin/settings/api-tokens', page: 'apiTokens' },
    ...trainingRoutes('/admin'),
  ],
  owner: [
    { path: '/owner', page: 'home' },
    { path: '/owner/create-password', page: 'createPassword' },
    { path: '/owner/sign-contract', page: 'signContract' },
    { path: '/owner/checkout', page: 'checkout' },
    { path: '/owner/pending-payment', page: 'pendingPayment' },
    { path: '/owner/settings', page: 'settings' },
    { path: '/owner/settings/payments-history', page: 'paymentsHistory' },
    { path: '/owner/settings/api-tokens', page: 'apiTokens' },
    // Every staff role contacts support (docs/decisions/071).
    { path: '/owner/support', page: 'support' },
    { path: '/owner/support/{id}', page: 'supportTicket' },
    { path: '/owner/surveys', page: 'surveys' },
    ...trainingRoutes('/owner'),
  ],
  seller: [
    { path: '/seller', page: 'home' },
    { path: '/seller/create-password', page: 'createPassword' },
    { path: '/seller/me', page: 'profile' },
    { path: '/seller/questionnaire', page: 'personalityTest' },
    { path: '/seller/client/{id}', page: 'clientRecord' },
    { path: '/seller/client/{id}/questionnaireEnd', page: 'endOfVisit' },
    { path: '/seller/comments', page: 'comments' },
    { path: '/seller/support', page: 'support' },
    { path: '/seller/support/{id}', page: 'supportTicket' },
    { path: '/seller/clients-history', page: 'clientsHistory' },
    { path: '/seller/clients-history/{id}', page: 'pastClient' },
    { path: '/seller/performances', page: 'performance' },
    { path: '/seller/client-questionnaire', page: 'clientQuestionnaire' },
    ...stepRoutes(
      '/seller/client-questionnaire/{id}',
      'clientQuestionnairePart',
      'clientQuestionnaireStep',
    ),
    ...trainingRoutes('/seller'),
  ],
  client: [
    { path: '/client', page: 'kioskHome' },
    { path: '/client/choose-representative', page: 'chooseSeller' },
    { path: '/client/choose-representative/{id}', page: 'seller' },
    { path: '/client/choose-representative/no-rep', page: 'noSeller' },
    // The tablet's screen where an advisor takes the buyer (docs/decisions/090).
    { path: '/client/choose-representative/advisor-picks', page: 'advisorPicks' },
    {
      path: '/client/choose-representative/manualSellerSelection',
      page: 'manualSellerSelection',
    },
    { path: '/client/choose-representative/manualSellerSelection/{id}', page: 'manualSeller' },
    ...stepRoutes('/client/questionnaire/{id}', 'kioskQuestionnairePart', 'kioskQuestionnaireStep'),
    { path: '/client/questionnaire/endQuestionnaire', page: 'kioskQuestionnaireEnd' },
  ],
  service: [
    { path: '/service', page: 'surveyHome' },
    ...partRoutes('/service/questionnaire', 'surveyPart', 2),
    { path: '/service/questionnaire/success', page: 'surveySuccess' },
  ],
};

/** The staff roles' menus; the kiosk accounts have none (they must not navigate away). */
export const MENUS: Record<Role, readonly MenuEntry[]> = {
  prAdmin: [
    { href: '/pr-admin', page: 'home' },
    { href: '/pr-admin/concessions', page: 'concessions' },
    { href: '/pr-admin/bpm', page: 'bpms' },
    { href: '/pr-admin/cars', page: 'cars' },
    { href: '/pr-admin/training', page: 'trainings' },
    { href: '/pr-admin/comments', page: 'comments' },
    { href: '/pr-admin/support', page: 'support' },
    { href: '/pr-admin/surveys', page: 'surveys' },
    {
      href: '/pr-admin/settings/plans-and-contracts',
      page: 'settings',
      section: '/pr-admin/settings',
      children: [
        { href: '/pr-admin/settings/plans-and-contracts', page: 'plansAndContracts' },
        { href: '/pr-admin/settings/territories', page: 'territories' },
        { href: '/pr-admin/settings/recalculate-lambda', page: 'recalculation' },
        { href: '/pr-admin/settings/api-tokens', page: 'apiTokens' },
      ],
    },
  ],
  bpm: [
    { href: '/bpm', page: 'home' },
    { href: '/bpm/concessions', page: 'concessions' },
    { href: '/bpm/demo', page: 'demo' },
    { href: '/bpm/training', page: 'trainings' },
    { href: '/bpm/support', page: 'support' },
    { href: '/bpm/surveys', page: 'surveys' },
    { href: '/bpm/api-tokens', page: 'apiTokens' },
    { href: '/bpm/me', page: 'profile' },
  ],
  admin: [
    { href: '/admin/dashboard', page: 'dashboard' },
    { href: '/admin/members', page: 'members' },
    { href: '/admin/clients-history', page: 'clientsHistory' },
    { href: '/admin/training', page: 'trainings' },
    { href: '/admin/surveys', page: 'surveys' },
    { href: '/admin/support', page: 'support' },
    { href: '/admin/settings/api-tokens', page: 'apiTokens' },
    { href: '/admin/settings', page: 'settings' },
  ],
  owner: [
    { href: '/owner', page: 'home' },
    // The owner opens the administrator's pages (docs/decisions/065).
    { href: '/admin/members', page: 'members' },
    { href: '/owner/training', page: 'trainings' },
    { href: '/owner/settings/payments-history', page: 'paymentsHistory' },
    { href: '/owner/settings/api-tokens', page: 'apiTokens' },
    { href: '/owner/surveys', page: 'surveys' },
    { href: '/owner/support', page: 'support' },
    { href: '/owner/settings', page: 'settings' },
  ],
  seller: [
    { href: '/seller', page: 'home' },
    { href: '/seller/clients-history', page: 'clientsHistory' },
    { href: '/seller/performances', page: 'performance' },
    { href: '/seller/training', page: 'trainings' },
    { href: '/seller/comments', page: 'comments' },
    { href: '/seller/support', page: 'support' },
    { href: '/seller/me', page: 'profile' },
  ],
  client: [],
  service: [],
};

export const pageLabel = (t: Translate, entry: { page: PageName; part?: number; step?: number }) =>
  t(
    `navigation.pages.${entry.page}`,
    entry.part === undefined ? undefined : { part: entry.part, step: entry.step ?? 1 },
  );

const isWithin = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The entry whose section holds the path most closely (null when none does). */
const currentOf = (entries: readonly MenuEntry[], pathname: string) =>
  entries
    .filter((entry) => isWithin(pathname, entry.section ?? entry.href))
    .sort((a, b) => (b.section ?? b.href).length - (a.section ?? a.href).length)[0];

const resolve = (entries: readonly MenuEntry[], pathname: string, t: Translate): NavEntry[] => {
  const current = currentOf(entries, pathname);
  return entries.map((entry) => ({
    href: entry.href,
    label: pageLabel(t, entry),
    current: entry === current,
    ...(entry.children ? { children: resolve(entry.children, pathname, t) } : {}),
  }));
};

/**
 * The role's menu for the page at `path`: the entry whose section holds the path most closely is
 * the current one (so `/owner/settings/payments-history` marks "Billing", not "Settings"); within
 * a group, likewise among its children.
 */
export const menuFor = (role: Role, path: string, t: Translate): NavEntry[] =>
  resolve(MENUS[role], path.split(/[?#]/)[0] ?? path, t);
