import { describe, expect, it } from 'vitest';
import {
  languagesFromAcceptHeader,
  parseLanguage,
  resolveLanguage,
  toLanguage,
} from './language.ts';

describe('parseLanguage / toLanguage', () => {
  it('reads the first two letters, case-insensitively', () => {
    expect(parseLanguage('en-CA')).toBe('en');
    expect(parseLanguage('FR')).toBe('fr');
  });
  it('falls back to French for anything unsupported or missing', () => {
    expect(parseLanguage('es')).toBeUndefined();
    expect(toLanguage('es')).toBe('fr');
    expect(toLanguage(undefined)).toBe('fr');
    expect(toLanguage('')).toBe('fr');
  });
});

describe('languagesFromAcceptHeader', () => {
  it('orders by q value and keeps two letters', () => {
    expect(languagesFromAcceptHeader('fr-CA;q=0.5, en-US, de;q=0.8')).toEqual(['en', 'de', 'fr']);
  });
  it('ignores wildcards, zero weights and empty headers', () => {
    expect(languagesFromAcceptHeader('*, en;q=0')).toEqual([]);
    expect(languagesFromAcceptHeader(undefined)).toEqual([]);
  });
});

describe('resolveLanguage', () => {
  it('uses the client language first on client screens', () => {
    expect(resolveLanguage({ role: 'client', clientLanguage: 'en', userLanguage: 'fr' })).toBe(
      'en',
    );
    expect(resolveLanguage({ role: 'seller', clientFirst: true, clientLanguage: 'en' })).toBe('en');
  });
  it('ignores the client language when not asked for it', () => {
    expect(resolveLanguage({ role: 'seller', clientLanguage: 'en', userLanguage: 'fr' })).toBe(
      'fr',
    );
  });
  it('uses the stored survey language on the service kiosk', () => {
    expect(
      resolveLanguage({ role: 'service', serviceStoredLanguage: 'en', userLanguage: 'fr' }),
    ).toBe('en');
  });
  it('goes user, then concession, then browser', () => {
    expect(resolveLanguage({ userLanguage: 'en', concessionLanguage: 'fr' })).toBe('en');
    expect(resolveLanguage({ userLanguage: 'xx', concessionLanguage: 'en' })).toBe('en');
    expect(resolveLanguage({ browserLanguages: ['en', 'fr'] })).toBe('en');
  });
  it('only looks at the first browser language, and falls back to French', () => {
    expect(resolveLanguage({ browserLanguages: ['de', 'en'] })).toBe('fr');
    expect(resolveLanguage({})).toBe('fr');
  });
  it("keeps a signed-in person's own language over the device's switch", () => {
    expect(resolveLanguage({ role: 'seller', deviceChoice: 'en', userLanguage: 'fr' })).toBe('fr');
    // A request asking for a language gets its answer in it.
    expect(resolveLanguage({ role: 'seller', requested: 'en', userLanguage: 'fr' })).toBe('en');
  });

  it('lets the device switch speak for visitors and the kiosks', () => {
    expect(resolveLanguage({ deviceChoice: 'en', browserLanguages: ['fr'] })).toBe('en');
    expect(resolveLanguage({ role: 'client', deviceChoice: 'en', userLanguage: 'fr' })).toBe('en');
    expect(resolveLanguage({ role: 'service', deviceChoice: 'en', userLanguage: 'fr' })).toBe('en');
  });
});
