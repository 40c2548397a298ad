import { describe, expect, it } from 'vitest';
import { sellerStateOf } from './seller-state.ts';

describe('sellerStateOf', () => {
  it('is with a client while a sale is in progress, whatever the heartbeat says', () => {
    expect(sellerStateOf({ available: false, sale: 'active', pairable: true })).toBe('withClient');
    expect(sellerStateOf({ available: true, sale: 'active', pairable: true })).toBe('withClient');
  });

  it('is with a client while an expired sale is neither ended nor resumed (decision 060)', () => {
    expect(sellerStateOf({ available: false, sale: 'expired', pairable: true })).toBe('withClient');
    expect(sellerStateOf({ available: true, sale: 'expired', pairable: true })).toBe('withClient');
  });

  it('is available when the matching would offer a client', () => {
    expect(sellerStateOf({ available: true, sale: 'none', pairable: true })).toBe('available');
  });

  it('is away otherwise', () => {
    expect(sellerStateOf({ available: false, sale: 'none', pairable: true })).toBe('away');
  });

  it('says an advisor without a licence is not offered, whatever the heartbeat (decision 064)', () => {
    expect(sellerStateOf({ available: false, sale: 'none', pairable: false })).toBe('noLicence');
    expect(sellerStateOf({ available: true, sale: 'none', pairable: false })).toBe('noLicence');
  });
});
