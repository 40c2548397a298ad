import { describe, expect, it } from 'vitest';
import { advisorStateOf } from './advisor-state.ts';

describe('advisorStateOf', () => {
  it('is with a client while a sale’s hold runs, whatever the heartbeat says', () => {
    expect(advisorStateOf({ available: false, sale: 'active' })).toBe('withClient');
    expect(advisorStateOf({ available: true, sale: 'active' })).toBe('withClient');
  });

  it('is available when the matching would offer a client, an expired sale included', () => {
    expect(advisorStateOf({ available: true, sale: 'none' })).toBe('available');
    // decisions.md section 4: only a hold that still runs makes an advisor busy.
    expect(advisorStateOf({ available: true, sale: 'expired' })).toBe('available');
  });

  it('is away otherwise', () => {
    expect(advisorStateOf({ available: false, sale: 'none' })).toBe('away');
    expect(advisorStateOf({ available: false, sale: 'expired' })).toBe('away');
  });
});
