import { err, ok, type Result } from '#domain/shared/result.ts';

/** The two countries a dealership can be in; the postal code and province follow from it. */
export const COUNTRIES = ['CA', 'US'] as const;
export type Country = (typeof COUNTRIES)[number];

const codes = (list: string) => list.split(' ');

/** Provinces and territories, states (and DC), by their postal abbreviations. */
export const PROVINCES: Record<Country, readonly string[]> = {
  CA: codes('AB BC MB NB NL NS NT NU ON PE QC SK YT'),
  US: codes(
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO ' +
      'MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY',
  ),
};

export const isProvinceOf = (country: Country, state: string) => PROVINCES[country].includes(state);

export type PostalCodeError = { code: 'POSTAL_CODE.INVALID' };

/**
 * A Canadian postal code (`H3A 3G4`, any case, space optional; stored upper case with the space) or
 * a US ZIP code (`12345` or `12345-6789`), as the dealership's country asks.
 */
export const parsePostalCode = (
  country: Country,
  input: string,
): Result<string, PostalCodeError> => {
  const value = input.trim().toUpperCase();
  if (country === 'CA') {
    const match = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])\s?(\d[ABCEGHJ-NPRSTV-Z]\d)$/.exec(
      value,
    );
    return match ? ok(`${match[1]} ${match[2]}`) : err({ code: 'POSTAL_CODE.INVALID' });
  }
  return /^\d{5}(-\d{4})?$/.test(value) ? ok(value) : err({ code: 'POSTAL_CODE.INVALID' });
};

export type WebsiteError = { code: 'WEBSITE.INVALID' };

/** A web address; `example.com` is taken as `https://example.com`. Only http(s), with a host. */
export const parseWebsite = (input: string): Result<string, WebsiteError> => {
  const value = input.trim();
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  if (!URL.canParse(withScheme)) return err({ code: 'WEBSITE.INVALID' });
  const url = new URL(withScheme);
  const web = url.protocol === 'https:' || url.protocol === 'http:';
  return web && url.hostname.includes('.') && !url.username && !url.password
    ? ok(url.href)
    : err({ code: 'WEBSITE.INVALID' });
};

/**
 * Which kiosk tablets the dealership uses (decision 061): the client station (the walk-in kiosk)
 * and the service station (the after-sale survey). A station in use needs its password.
 */
export type StationConfiguration = { clientStation: boolean; serviceStation: boolean };
const DEFAULT_STATION_CONFIGURATION: StationConfiguration = {
  clientStation: true,
  serviceStation: true,
};

/** What the kiosk's advisor card shows besides the photo and name (decision 061). */
export type SellerCardPersonalization = {
  showExperience: boolean;
  showDealershipYears: boolean;
  showHobbies: boolean;
  showReasons: boolean;
};
export const SELLER_CARD_OPTIONS = [
  'showExperience',
  'showDealershipYears',
  'showHobbies',
  'showReasons',
] as const satisfies readonly (keyof SellerCardPersonalization)[];
export const DEFAULT_SELLER_CARD: SellerCardPersonalization = {
  showExperience: true,
  showDealershipYears: true,
  showHobbies: true,
  showReasons: true,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored JSON read back with defaults for what is missing (older rows hold `{}`). */
export const readStationConfiguration = (stored: unknown): StationConfiguration => {
  const value = isRecord(stored) ? stored : {};
  return {
    clientStation:
      typeof value.clientStation === 'boolean'
        ? value.clientStation
        : DEFAULT_STATION_CONFIGURATION.clientStation,
    serviceStation:
      typeof value.serviceStation === 'boolean'
        ? value.serviceStation
        : DEFAULT_STATION_CONFIGURATION.serviceStation,
  };
};

export const readSellerCard = (stored: unknown): SellerCardPersonalization => {
  const value = isRecord(stored) ? stored : {};
  return Object.fromEntries(
    SELLER_CARD_OPTIONS.map((key) => [
      key,
      typeof value[key] === 'boolean' ? value[key] : DEFAULT_SELLER_CARD[key],
    ]),
  ) as SellerCardPersonalization;
};

/** What the configuration step needs before it counts as done (docs/decisions/061). */
export type ConfigurationFacts = {
  manufacturerCount: number;
  ownerContactEmail: string | null;
  stations: StationConfiguration;
  hasClientStationPassword: boolean;
  hasServiceStationPassword: boolean;
};

export type ConfigurationGap =
  'manufacturers' | 'ownerContactEmail' | 'clientStationPassword' | 'serviceStationPassword';

/** The configuration's missing pieces, in the form's order; empty when the step is done. */
export const configurationGaps = (facts: ConfigurationFacts): ConfigurationGap[] => {
  const gaps: ConfigurationGap[] = [];
  if (facts.manufacturerCount === 0) gaps.push('manufacturers');
  if (!facts.ownerContactEmail) gaps.push('ownerContactEmail');
  if (facts.stations.clientStation && !facts.hasClientStationPassword) {
    gaps.push('clientStationPassword');
  }
  if (facts.stations.serviceStation && !facts.hasServiceStationPassword) {
    gaps.push('serviceStationPassword');
  }
  return gaps;
};
