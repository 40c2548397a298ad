import { describe, expect, it } from 'vitest';
import { chooseSeat, isPairable, licenceKindsFor, needsLicence, type Seat } from './licences.ts';

const seat = (id: string, kind: Seat['kind'], userId: string | null = null): Seat => ({
  id,
  kind,
  userId,
});

describe('licenceKindsFor', () => {
  it('maps each dealership role to its seat, advisors to either advisor seat', () => {
    expect(licenceKindsFor('admin')).toEqual(['admin']);
    expect(licenceKindsFor('seller')).toEqual(['seller', 'supplementarySeller']);
    expect(licenceKindsFor('client')).toEqual(['client']);
    expect(licenceKindsFor('service')).toEqual(['service']);
  });

  it('gives no seat to the owner and the platform accounts', () => {
    for (const role of ['owner', 'bpm', 'prAdmin'] as const) {
      expect(needsLicence(role)).toBe(false);
    }
  });
});

describe('chooseSeat', () => {
  it('takes an included advisor seat before a supplementary one', () => {
    const seats = [seat('s2', 'supplementarySeller'), seat('s1', 'seller')];
    expect(chooseSeat('seller', seats)).toEqual({ ok: true, seat: seats[1] });
  });

  it('falls back on a free supplementary seat when the included ones are taken', () => {
    const seats = [seat('s1', 'seller', 'u1'), seat('s2', 'supplementarySeller')];
    expect(chooseSeat('seller', seats)).toEqual({ ok: true, seat: seats[1] });
  });

  it('refuses with the number of seats the dealership pays for when all are taken', () => {
    const seats = [
      seat('s1', 'seller', 'u1'),
      seat('s2', 'supplementarySeller', 'u2'),
      seat('a1', 'admin'),
    ];
    expect(chooseSeat('seller', seats)).toEqual({
      ok: false,
      limit: 2,
      kinds: ['seller', 'supplementarySeller'],
    });
  });

  it('refuses an administrator when the dealership has no administrator seat at all', () => {
    expect(chooseSeat('admin', [seat('s1', 'seller')])).toMatchObject({ ok: false, limit: 0 });
  });

  it('needs no seat for an owner', () => {
    expect(chooseSeat('owner', [])).toEqual({ ok: true, seat: null });
  });
});

describe('isPairable', () => {
  const ready = {
    licence: 'seller' as const,
    hasPassword: true,
    signedContract: true,
    psychometricTestComplete: true,
  };

  it('pairs a licensed advisor who finished onboarding', () => {
    expect(isPairable(ready)).toBe(true);
    expect(isPairable({ ...ready, licence: 'supplementarySeller' })).toBe(true);
  });

  it('never pairs an advisor without a licence, an advisor seat, a password, a contract or a test', () => {
    expect(isPairable({ ...ready, licence: null })).toBe(false);
    expect(isPairable({ ...ready, licence: 'admin' })).toBe(false);
    expect(isPairable({ ...ready, hasPassword: false })).toBe(false);
    expect(isPairable({ ...ready, signedContract: false })).toBe(false);
    expect(isPairable({ ...ready, psychometricTestComplete: false })).toBe(false);
  });
});
