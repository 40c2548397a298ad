import { describe, expect, it } from 'vitest';
import { belongsToConcession, homeOf, isKioskRole, roleOfPath, ROLES } from './roles.ts';

describe('roles', () => {
  it('stores the seven roles exactly as docs/spec/decisions.md section 1 spells them', () => {
    expect(ROLES).toEqual(['prAdmin', 'bpm', 'admin', 'owner', 'seller', 'client', 'service']);
  });

  it('knows the kiosk accounts and the accounts of one dealership', () => {
    expect(ROLES.filter(isKioskRole)).toEqual(['client', 'service']);
    expect(ROLES.filter(belongsToConcession)).toEqual([
      'admin',
      'owner',
      'seller',
      'client',
      'service',
    ]);
  });

  it('maps each role to its page group and back', () => {
    expect(ROLES.map(homeOf)).toEqual([
      '/pr-admin',
      '/bpm',
      '/admin',
      '/owner',
      '/seller',
      '/client',
      '/service',
    ]);
    for (const role of ROLES) {
      expect(roleOfPath(homeOf(role))).toBe(role);
      expect(roleOfPath(`${homeOf(role)}/anything/here`)).toBe(role);
    }
  });

  it('does not mistake a longer word for a page group', () => {
    expect(roleOfPath('/sellers')).toBeUndefined();
    expect(roleOfPath('/login')).toBeUndefined();
    expect(roleOfPath('/api/users')).toBeUndefined();
  });
});
