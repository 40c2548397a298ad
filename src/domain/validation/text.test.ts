import { describe, expect, it } from 'vitest';
import { isStorableText, unstorablePaths } from './text.ts';

describe('isStorableText', () => {
  it('takes any well-formed text: accents, emoji, right-to-left, controls but NUL', () => {
    for (const value of [
      '',
      'Élodie Côté',
      '🚗 Civic',
      'مرحبا',
      'a\tb\nc',
      '\u0001',
      '\ud83d\ude97',
    ]) {
      expect(isStorableText(value)).toBe(true);
    }
  });

  it('refuses NUL and a surrogate without its pair, wherever they are', () => {
    for (const value of [
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\ud800y',
      '\udc00',
      'a\ude97',
      '\ud83d',
    ]) {
      expect(isStorableText(value)).toBe(false);
    }
  });
});

describe('unstorablePaths', () => {
  it('names every bad string and key by its path', () => {
    expect(
      unstorablePaths({
        fine: 'ok',
        currentCar: { manufacturer: 'Kia\u0000', model: 'Rio' },
        list: ['a', '\ud800'],
        'bad\u0000key': 1,
      }),
    ).toEqual([['currentCar', 'manufacturer'], ['list', 1], ['bad\u0000key']]);
  });

  it('finds nothing in plain values and stops at a depth no form reaches', () => {
    expect(unstorablePaths({ a: 1, b: [true, null, 'x'], c: { d: 'é' } })).toEqual([]);
    expect(unstorablePaths(42)).toEqual([]);
    let deep: unknown = 'x';
    for (let i = 0; i < 12; i += 1) deep = { a: deep };
    expect(unstorablePaths(deep)).toEqual([['a', 'a', 'a', 'a', 'a', 'a', 'a', 'a']]);
  });
});
