import { describe, expect, it } from 'vitest';
import { sellerStateOf } from './seller-state.ts';

describe('sellerStateOf', () => {
  it('is with a client while a sale is in progress, whatever the heartbeat says', () => {
    expect(sellerStateOf({ available: false, sale: 'active' })).toBe('withClient');
    expect(sellerStateOf({ available: true, sale: 'active' })).toBe('withClient');
  });

  it('is with a client while an expired sale is neither ended nor resumed (decision 060)', () => {
    expect(sellerStateOf({ available: false, sale: 'expired' })).toBe('withClient');
    expect(sellerStateOf({ available: true, sale: 'expired' })).toBe('withClient');
  });

  it('is available when the matching would offer a client', () => {
    expect(sellerStateOf({ available: true, sale: 'none' })).toBe('available');
  });

  it('is away otherwise', () => {
    expect(sellerStateOf({ available: false, sale: 'none' })).toBe('away');
  });
});
