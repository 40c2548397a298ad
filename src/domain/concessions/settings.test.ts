import { describe, expect, it } from 'vitest';
import { parsePhone, formatPhone } from '#domain/validation/phone.ts';
import {
  configurationGaps,
  isProvinceOf,
  parsePostalCode,
  parseWebsite,
  readSellerCard,
  readStationConfiguration,
} from './settings.ts';

describe('the dealership phone', () => {
  it('is stored as 10 digits and shown as (xxx) xxx-xxxx', () => {
    expect(parsePhone('(514) 555-0100')).toEqual({ ok: true, value: '5145550100' });
    expect(formatPhone('5145550100')).toBe('(514) 555-0100');
    expect(parsePhone('555-0100').ok).toBe(false);
  });
});

describe('parsePostalCode', () => {
  it('reads a Canadian postal code in any case, with the space', () => {
    expect(parsePostalCode('CA', 'h3a3g4')).toEqual({ ok: true, value: 'H3A 3G4' });
    expect(parsePostalCode('CA', 'H3A 3G4')).toEqual({ ok: true, value: 'H3A 3G4' });
    expect(parsePostalCode('CA', 'D3A 3G4').ok).toBe(false);
    expect(parsePostalCode('CA', '12345').ok).toBe(false);
  });

  it('reads a US ZIP code, with or without its four extra digits', () => {
    expect(parsePostalCode('US', '12345')).toEqual({ ok: true, value: '12345' });
    expect(parsePostalCode('US', '12345-6789')).toEqual({ ok: true, value: '12345-6789' });
    expect(parsePostalCode('US', 'H3A 3G4').ok).toBe(false);
  });
});

describe('isProvinceOf', () => {
  it('knows the provinces of Canada and the states of the US apart', () => {
    expect(isProvinceOf('CA', 'QC')).toBe(true);
    expect(isProvinceOf('CA', 'NY')).toBe(false);
    expect(isProvinceOf('US', 'NY')).toBe(true);
    expect(isProvinceOf('US', 'DC')).toBe(true);
  });
});

describe('parseWebsite', () => {
  it('adds https to a bare host and refuses other schemes and credentials', () => {
    expect(parseWebsite('demo.example.com')).toEqual({
      ok: true,
      value: 'https://demo.example.com/',
    });
    expect(parseWebsite('http://a.example/x')).toEqual({ ok: true, value: 'http://a.example/x' });
    expect(parseWebsite('javascript:alert(1)').ok).toBe(false);
    expect(parseWebsite('ftp://a.example').ok).toBe(false);
    expect(parseWebsite('https://user:pw@a.example').ok).toBe(false);
    expect(parseWebsite('localhost').ok).toBe(false);
  });
});

describe('configurationGaps (the configuration step)', () => {
  const done = {
    manufacturerCount: 2,
    ownerContactEmail: 'owner@demo.test',
    stations: { clientStation: true, serviceStation: true },
    hasClientStationPassword: true,
    hasServiceStationPassword: true,
  };

  it('is done with a make, a contact email and a password for each station in use', () => {
    expect(configurationGaps(done)).toEqual([]);
    expect(
      configurationGaps({
        ...done,
        stations: { clientStation: true, serviceStation: false },
        hasServiceStationPassword: false,
      }),
    ).toEqual([]);
  });

  it('names each missing piece in the form’s order', () => {
    expect(
      configurationGaps({
        manufacturerCount: 0,
        ownerContactEmail: null,
        stations: { clientStation: true, serviceStation: true },
        hasClientStationPassword: false,
        hasServiceStationPassword: false,
      }),
    ).toEqual([
      'manufacturers',
      'ownerContactEmail',
      'clientStationPassword',
      'serviceStationPassword',
    ]);
  });
});

describe('stored options', () => {
  it('read back with defaults for what an older row lacks', () => {
    expect(readStationConfiguration({})).toEqual({ clientStation: true, serviceStation: true });
    expect(readStationConfiguration({ serviceStation: false })).toEqual({
      clientStation: true,
      serviceStation: false,
    });
    expect(readSellerCard({ showReasons: false, other: 1 })).toEqual({
      showExperience: true,
      showDealershipYears: true,
      showHobbies: true,
      showReasons: false,
    });
    expect(readSellerCard('junk').showHobbies).toBe(true);
  });
});
