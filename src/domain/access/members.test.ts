import { describe, expect, it } from 'vitest';
import { canManage, documentKindOf, MANAGED_ROLES } from './members.ts';
import { ROLES } from './roles.ts';

describe('canManage', () => {
  it('lets platform roles manage every dealership member, owners included', () => {
    for (const actor of ['prAdmin', 'bpm'] as const) {
      for (const target of ['owner', 'admin', 'seller'] as const) {
        expect(canManage(actor, target)).toBe(true);
      }
    }
  });

  it('keeps owners and administrators below their own rank', () => {
    expect(canManage('owner', 'admin')).toBe(true);
    expect(canManage('owner', 'owner')).toBe(false);
    expect(canManage('admin', 'admin')).toBe(true);
    expect(canManage('admin', 'owner')).toBe(false);
    expect(canManage('admin', 'prAdmin')).toBe(false);
  });

  it('never creates platform or kiosk accounts through the member calls', () => {
    for (const actor of ROLES) {
      for (const target of ['prAdmin', 'bpm', 'client', 'service'] as const) {
        expect(canManage(actor, target)).toBe(false);
      }
    }
    expect(MANAGED_ROLES.seller).toEqual([]);
  });
});

describe('documentKindOf', () => {
  it('asks administrators for the privacy policy and owners, BPMs and advisors for the contract', () => {
    expect(documentKindOf('admin')).toBe('privacyPolicy');
    expect(documentKindOf('owner')).toBe('contract');
    expect(documentKindOf('bpm')).toBe('contract');
    expect(documentKindOf('seller')).toBe('contract');
    expect(documentKindOf('client')).toBeNull();
    expect(documentKindOf('prAdmin')).toBeNull();
  });
});
