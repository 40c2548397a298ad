import { describe, expect, it } from 'vitest';
import { forwardedAddress } from './client-address.ts';

describe('forwardedAddress', () => {
  it('takes the address our one proxy appended, the rightmost, v4 or v6', () => {
    expect(forwardedAddress('203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedAddress(' 2001:db8::1 ', 1)).toBe('2001:db8::1');
  });

  it('ignores a forged leftmost address: the client wrote it, not our proxy', () => {
    expect(forwardedAddress('198.51.100.1, 203.0.113.7', 1)).toBe('203.0.113.7');
  });

  it('counts the trusted hops from the right', () => {
    expect(forwardedAddress('198.51.100.1, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
    // Fewer entries than trusted hops: the furthest one our proxies saw.
    expect(forwardedAddress('203.0.113.7', 3)).toBe('203.0.113.7');
  });

  it('trusts nothing with no trusted hop', () => {
    expect(forwardedAddress('203.0.113.7', 0)).toBeNull();
  });

  it('ignores what is not an address', () => {
    for (const header of [
      undefined,
      '',
      'unknown',
      'evil.example',
      "1.2.3.4'; drop table",
      'x'.repeat(5000),
      '1.2.3.4'.repeat(60),
      '\u0000',
      '::ffff:999.1.1.1',
      `1.2.3.4,${' '.repeat(2000)}5.6.7.8`,
    ]) {
      expect(forwardedAddress(header, 1)).toBeNull();
    }
  });
});
