import { describe, expect, it } from 'vitest';
import { sellerStateOf } from './seller-state.ts';

describe('sellerStateOf', () => {
  it('is with a client while a sale’s hold runs, whatever the heartbeat says', () => {
    expect(sellerStateOf({ available: false, sale: 'active' })).toBe('withClient');
    expect(sellerStateOf({ available: true, sale: 'active' })).toBe('withClient');
  });

  it('is available when the matching would offer a client, an expired sale included', () => {
    expect(sellerStateOf({ available: true, sale: 'none' })).toBe('available');
    // docs/spec/decisions.md section 4: only a hold that still runs makes an advisor busy.
    expect(sellerStateOf({ available: true, sale: 'expired' })).toBe('available');
  });

  it('is away otherwise', () => {
    expect(sellerStateOf({ available: false, sale: 'none' })).toBe('away');
    expect(sellerStateOf({ available: false, sale: 'expired' })).toBe('away');
  });
});
