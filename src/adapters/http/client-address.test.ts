import { describe, expect, it } from 'vitest';
import { forwardedAddress } from './client-address.ts';

describe('forwardedAddress', () => {
  it('takes the first address of the list, v4 or v6', () => {
    expect(forwardedAddress('203.0.113.7, 10.0.0.1')).toBe('203.0.113.7');
    expect(forwardedAddress(' 2001:db8::1 ')).toBe('2001:db8::1');
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
    ]) {
      expect(forwardedAddress(header)).toBeNull();
    }
  });
});
