import { describe, expect, it } from 'vitest';
import { ACTIONS, concessionFilter, POLICY, reaches, scopeOf, type Actor } from './policy.ts';
import { ROLES } from './roles.ts';

const actor = (overrides: Partial<Actor>): Actor => ({
  userId: 'u1',
  role: 'owner',
  concessionId: 'c1',
  assignedConcessionIds: [],
  ...overrides,
});

describe('policy table', () => {
  it('gives the platform administrator every dealership-wide action at the widest scope it has', () => {
    for (const action of ACTIONS) {
      const scope = scopeOf('prAdmin', action);
      if (scope !== null) expect(['all', 'self']).toContain(scope);
    }
  });

  it('never lets a kiosk account manage people, settings or billing', () => {
    const managing = ACTIONS.filter((action) =>
      /^(users\.(create|update|delete|list|password\.reset)|concessions\.(update|settings|stationPasswords)|billing\.)/.test(
        action,
      ),
    );
    expect(managing.length).toBeGreaterThan(5);
    for (const action of managing) {
      expect(scopeOf('client', action)).toBeNull();
      expect(scopeOf('service', action)).toBeNull();
    }
  });

  it('scopes a manager to the assigned dealerships and dealership roles to their own', () => {
    for (const action of ACTIONS) {
      const bpm = scopeOf('bpm', action);
      if (bpm !== null) expect(['assigned', 'self', 'all']).toContain(bpm);
      for (const role of ['owner', 'admin', 'seller', 'client', 'service'] as const) {
        const scope = scopeOf(role, action);
        // Only the platform-wide vehicle catalogue and plan list are readable across dealerships.
        if (scope === 'all')
          expect(['cars.read', 'manufacturers.read', 'plans.read']).toContain(action);
      }
    }
  });

  it('names only known roles', () => {
    for (const rule of Object.values(POLICY)) {
      for (const role of Object.keys(rule)) expect(ROLES).toContain(role);
    }
  });
});

describe('reaches', () => {
  it('reaches everything with scope all', () => {
    expect(
      reaches(actor({ role: 'prAdmin', concessionId: null }), 'all', { concessionId: 'c9' }),
    ).toBe(true);
  });

  it('reaches only assigned dealerships with scope assigned', () => {
    const bpm = actor({ role: 'bpm', concessionId: null, assignedConcessionIds: ['c1', 'c2'] });
    expect(reaches(bpm, 'assigned', { concessionId: 'c2' })).toBe(true);
    expect(reaches(bpm, 'assigned', { concessionId: 'c3' })).toBe(false);
    expect(reaches(bpm, 'assigned', { concessionId: null })).toBe(false);
  });

  it('reaches only its own dealership with scope concession', () => {
    expect(reaches(actor({}), 'concession', { concessionId: 'c1' })).toBe(true);
    expect(reaches(actor({}), 'concession', { concessionId: 'c2' })).toBe(false);
    expect(reaches(actor({ concessionId: null }), 'concession', { concessionId: null })).toBe(
      false,
    );
  });

  it('reaches its own account within any scope, even without a dealership', () => {
    const bpm = actor({ role: 'bpm', concessionId: null, assignedConcessionIds: ['c1'] });
    expect(reaches(bpm, 'assigned', { concessionId: null, userId: 'u1' })).toBe(true);
    expect(reaches(bpm, 'assigned', { concessionId: null, userId: 'u2' })).toBe(false);
  });

  it('reaches only its own records with scope self', () => {
    expect(reaches(actor({}), 'self', { concessionId: 'c1', userId: 'u1' })).toBe(true);
    expect(reaches(actor({}), 'self', { concessionId: 'c1', userId: 'u2' })).toBe(false);
  });
});

describe('concessionFilter', () => {
  it('lists every dealership, the assigned ones, or its own', () => {
    expect(concessionFilter(actor({ role: 'prAdmin' }), 'all')).toBeNull();
    expect(
      concessionFilter(actor({ role: 'bpm', assignedConcessionIds: ['c4'] }), 'assigned'),
    ).toEqual(['c4']);
    expect(concessionFilter(actor({}), 'concession')).toEqual(['c1']);
    expect(concessionFilter(actor({ concessionId: null }), 'self')).toEqual([]);
  });
});
