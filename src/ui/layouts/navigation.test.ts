import { mayOpenArea } from '#domain/access/policy.ts';
import { describe, expect, it } from 'vitest';
import { ROLES } from '#domain/access/roles.ts';
import { testContext } from '#tests/fixtures/page-context.ts';
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
