import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator.ts';

describe('createTranslator', () => {
  it('reads a message in each language, the same on every call', () => {
    const fr = createTranslator('fr');
    const en = createTranslator('en');
    expect(fr('api.csrf')).not.toBe(en('api.csrf'));
    expect(fr('api.csrf')).toBe(createTranslator('fr')('api.csrf'));
    expect(en('api.csrf')).toBe(en('api.csrf'));
  });

  it('fills a message’s parameters on each call, never from an earlier one', () => {
    const fr = createTranslator('fr');
    expect(fr('seller.home.arrived', { time: '10:00' })).toBe('Arrivé à 10:00');
    expect(fr('seller.home.arrived', { time: '11:30' })).toBe('Arrivé à 11:30');
  });
});
