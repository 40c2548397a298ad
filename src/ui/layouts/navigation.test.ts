import { mayOpenArea } from '#domain/access/policy.ts';
import { describe, expect, it } from 'vitest';
import { ROLES } from '#domain/access/roles.ts';
import { testContext } from '#tests/fixtures/page-context.ts';
import { QUESTIONNAIRE_STEPS } from '#domain/client-flow/index.ts';
import { kioskPaths } from '#ui/pages/client/kiosk-view.ts';
import { sellerQuestionnairePaths } from '#ui/pages/seller/seller-view.ts';
import { MENUS, menuFor, pageLabel, ROUTES } from './navigation.ts';

const fr = testContext('fr').t;
const en = testContext('en').t;

describe('ROUTES', () => {
  it('lists every route of docs/spec/product-spec.md section 2 under its role prefix', () => {
    const prefixes = {
      prAdmin: '/pr-admin',
      bpm: '/bpm',
      admin: '/admin',
      owner: '/owner',
      seller: '/seller',
      client: '/client',
      service: '/service',
    };
    for (const role of ROLES) {
      expect(ROUTES[role].length).toBeGreaterThan(0);
      for (const route of ROUTES[role]) expect(route.path.startsWith(prefixes[role])).toBe(true);
    }
  });

  it('has no route twice', () => {
    const paths = ROLES.flatMap((role) => ROUTES[role].map((route) => route.path));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ['seller', '/seller/client-questionnaire/{id}/part-4'],
    ['seller', '/seller/client-questionnaire/{id}/part-4/statements'],
    ['client', '/client/questionnaire/{id}/part-4/models'],
    ['client', '/client/choose-representative/advisor-picks'],
    ['seller', '/seller/training/{id}/edit'],
    ['client', '/client/choose-representative/manualSellerSelection/{id}'],
    ['client', '/client/questionnaire/endQuestionnaire'],
    ['service', '/service/questionnaire/part-2'],
    ['owner', '/owner/settings/payments-history'],
    ['admin', '/admin/sign-privacy-policy'],
    ['prAdmin', '/pr-admin/settings/recalculate-lambda'],
    ['bpm', '/bpm/concessions/add'],
  ] as const)('has %s %s', (role, path) => {
    expect(ROUTES[role].map((route) => route.path)).toContain(path);
  });

  it('names every route in both languages, parts numbered', () => {
    for (const route of ROLES.flatMap((role) => ROUTES[role])) {
      for (const t of [fr, en]) {
        const label = pageLabel(t, route);
        expect(label).not.toMatch(/navigation\.|\{\{/);
      }
    }
    const part3 = ROUTES.client.find((route) => route.path.endsWith('part-3'));
    expect(part3 && pageLabel(fr, part3)).toBe('Questionnaire, partie 3');
    const models = ROUTES.client.find((route) => route.path.endsWith('part-4/models'));
    expect(models && pageLabel(en, models)).toBe('Questionnaire, part 4, step 2');
  });

  it('holds every address the kiosk and the advisor’s questionnaire link to', () => {
    const id = '0b7c6f2e-8a1d-4c3b-9e5f-1a2b3c4d5e6f';
    const kiosk = kioskPaths(id);
    const links = [
      ...Object.values(kiosk).filter((link): link is string => typeof link === 'string'),
      kiosk.seller(id),
      kiosk.manualSeller(id),
      ...QUESTIONNAIRE_STEPS.flatMap((step) => [
        kiosk.step(step),
        sellerQuestionnairePaths(id).step(step),
      ]),
    ];
    const paths = ROLES.flatMap((role) => ROUTES[role].map((route) => route.path));
    for (const link of links) {
      const path = (link.split('?')[0] ?? '').replaceAll(id, '{id}');
      expect(paths, link).toContain(path);
    }
  });
});

describe('menuFor', () => {
  it('gives the staff roles a menu and the kiosks none', () => {
    for (const role of ['prAdmin', 'bpm', 'admin', 'owner', 'seller'] as const) {
      expect(MENUS[role].length).toBeGreaterThan(2);
    }
    expect(menuFor('client', '/client', fr)).toEqual([]);
    expect(menuFor('service', '/service', fr)).toEqual([]);
  });

  it('only links to routes that exist, in page groups the role may open', () => {
    for (const role of ROLES) {
      // The owner's menu links to the administrator's pages (docs/decisions/065).
      const paths = ROLES.filter((area) => mayOpenArea(area, role)).flatMap((area) =>
        ROUTES[area].map((route) => route.path),
      );
      for (const entry of MENUS[role]) expect(paths).toContain(entry.href);
    }
  });

  it('marks the entry that holds the page most closely, query ignored', () => {
    const current = (path: string) =>
      menuFor('owner', path, en)
        .filter((entry) => entry.current)
        .map((entry) => entry.label);
    expect(current('/owner')).toEqual(['Home']);
    expect(current('/owner/training/12/edit?x=1')).toEqual(['Trainings']);
    expect(current('/owner/settings')).toEqual(['Settings']);
    expect(current('/owner/settings/payments-history')).toEqual(['Billing']);
  });

  it('marks the PR admin settings entry for every settings page', () => {
    const entries = menuFor('prAdmin', '/pr-admin/settings/territories', fr);
    expect(entries.filter((entry) => entry.current).map((entry) => entry.label)).toEqual([
      'Paramètres',
    ]);
    const settings = entries.find((entry) => entry.current);
    expect(settings?.children?.filter((page) => page.current).map((page) => page.label)).toEqual([
      'Territoires',
    ]);
  });

  it('groups the PR admin settings so the top row keeps at most nine entries', () => {
    const entries = menuFor('prAdmin', '/pr-admin/cars', fr);
    expect(entries.length).toBeLessThanOrEqual(9);
    expect(entries.some((entry) => entry.href === '/pr-admin/settings/api-tokens')).toBe(false);
    const settings = entries.find((entry) => entry.label === 'Paramètres');
    expect(settings?.current).toBe(false);
    expect(settings?.children?.map((page) => page.href)).toEqual([
      '/pr-admin/settings/plans-and-contracts',
      '/pr-admin/settings/territories',
      '/pr-admin/settings/recalculate-lambda',
      '/pr-admin/settings/api-tokens',
    ]);
  });

  it('marks nothing outside the role area', () => {
    expect(menuFor('seller', '/dev/components', fr).some((entry) => entry.current)).toBe(false);
  });
});
