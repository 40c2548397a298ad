import { describe, expect, it } from 'vitest';
import { containsPattern, mayCreateIn, searchTermOf } from './directory.ts';

describe('mayCreateIn', () => {
  it('lets the platform administrator create in any territory or none', () => {
    expect(mayCreateIn('all', 'territory-a', [])).toBe(true);
    expect(mayCreateIn('all', null, [])).toBe(true);
  });

  it('lets a bpm create only in a territory it covers', () => {
    expect(mayCreateIn('assigned', 'territory-a', ['territory-a'])).toBe(true);
    expect(mayCreateIn('assigned', 'territory-b', ['territory-a'])).toBe(false);
    expect(mayCreateIn('assigned', null, ['territory-a'])).toBe(false);
  });

  it('refuses every dealership-bound scope', () => {
    expect(mayCreateIn('concession', 'territory-a', ['territory-a'])).toBe(false);
    expect(mayCreateIn('self', 'territory-a', ['territory-a'])).toBe(false);
  });
});

describe('searchTermOf', () => {
  it('trims, collapses blanks and lower-cases', () => {
    expect(searchTermOf('  Best   Pairing ')).toBe('best pairing');
    expect(searchTermOf(undefined)).toBe('');
  });
});

describe('containsPattern', () => {
  it('takes LIKE wildcards literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(containsPattern('laval')).toBe('%laval%');
  });
});
