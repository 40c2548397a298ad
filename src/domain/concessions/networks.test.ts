import { describe, expect, it } from 'vitest';
import { cidrContains, hostCidr, isOnSite, parseCidr } from './networks.ts';

describe('parseCidr', () => {
  it('takes addresses and blocks, written as PostgreSQL writes a cidr', () => {
    expect(parseCidr('203.0.113.7')).toEqual({ ok: true, value: '203.0.113.7/32' });
    expect(parseCidr(' 198.51.100.0/24 ')).toEqual({ ok: true, value: '198.51.100.0/24' });
    expect(parseCidr('0.0.0.0/0')).toEqual({ ok: true, value: '0.0.0.0/0' });
    expect(parseCidr('2001:DB8::1')).toEqual({ ok: true, value: '2001:db8::1/128' });
    expect(parseCidr('2001:db8:0:0:0:0:0:0/32')).toEqual({ ok: true, value: '2001:db8::/32' });
    expect(parseCidr('::ffff:203.0.113.7')).toEqual({ ok: true, value: '::ffff:cb00:7107/128' });
  });

  it('refuses what is not an address, a prefix too long, and host bits in a block', () => {
    for (const input of [
      '',
      'not-an-ip',
      '256.1.1.1',
      '1.2.3',
      '01.2.3.4',
      '1.2.3.4/33',
      '1.2.3.4/-1',
      '1.2.3.4/24/1',
      '203.0.113.7/24',
      '2001:db8::1::2',
      '2001:db8::/129',
      '1:2:3:4:5:6:7:8:9',
      'fe80::1%eth0',
    ]) {
      expect(parseCidr(input).ok, input).toBe(false);
    }
  });
});

describe('cidrContains', () => {
  it('matches an address inside a block, of the same family only', () => {
    expect(cidrContains('198.51.100.0/24', '198.51.100.255')).toBe(true);
    expect(cidrContains('198.51.100.0/24', '198.51.101.0')).toBe(false);
    expect(cidrContains('203.0.113.7/32', '203.0.113.7')).toBe(true);
    expect(cidrContains('0.0.0.0/0', '8.8.8.8')).toBe(true);
    expect(cidrContains('2001:db8::/32', '2001:db8:ffff::1')).toBe(true);
    expect(cidrContains('2001:db8::/32', '2001:db9::1')).toBe(false);
    expect(cidrContains('0.0.0.0/0', '::1')).toBe(false);
    expect(cidrContains('198.51.100.0/24', 'garbage')).toBe(false);
  });
});

describe('hostCidr', () => {
  it('writes one address as its single-host block', () => {
    expect(hostCidr('192.0.2.1')).toBe('192.0.2.1/32');
    expect(hostCidr('::1')).toBe('::1/128');
    expect(hostCidr('nope')).toBeNull();
  });
});

describe('isOnSite', () => {
  it('is anywhere without networks, else only inside one of them', () => {
    expect(isOnSite([], null)).toBe(true);
    expect(isOnSite(['198.51.100.0/24'], null)).toBe(false);
    expect(isOnSite(['198.51.100.0/24', '203.0.113.7/32'], '203.0.113.7')).toBe(true);
    expect(isOnSite(['198.51.100.0/24'], '192.0.2.1')).toBe(false);
  });
});
