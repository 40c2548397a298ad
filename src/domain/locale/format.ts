import type { Language } from './language.ts';
import { civilDateOf, DEFAULT_TIME_ZONE, formatCivilDate } from './time-zone.ts';

// Canadian conventions in both languages: fr-CA puts the dollar sign after the amount with
// no-break spaces, en-CA before it; both use Intl's own table so they match what users expect.
const LOCALES = { fr: 'fr-CA', en: 'en-CA' } as const satisfies Record<Language, string>;

/** The locale a language's numbers, dates and months are written in. */
export type Locale = (typeof LOCALES)[Language];
export const localeOf = (language: Language): Locale => LOCALES[language];
const moneyFormats = {
  fr: new Intl.NumberFormat(LOCALES.fr, { style: 'currency', currency: 'CAD' }),
  en: new Intl.NumberFormat(LOCALES.en, { style: 'currency', currency: 'CAD' }),
} satisfies Record<Language, Intl.NumberFormat>;

/**
 * An amount in Canadian dollars, given in cents so sums stay exact: `1 234,56 $` in French,
 * `$1,234.56` in English (docs/spec/decisions.md section 1).
 */
export const formatMoney = (cents: number, language: Language): string =>
  moneyFormats[language].format(cents / 100);

const numberFormats = {
  fr: new Intl.NumberFormat(LOCALES.fr),
  en: new Intl.NumberFormat(LOCALES.en),
} satisfies Record<Language, Intl.NumberFormat>;
const dollarFormats = {
  fr: new Intl.NumberFormat(LOCALES.fr, {
    style: 'currency',
    currency: 'CAD',
    maximumFractionDigits: 0,
  }),
  en: new Intl.NumberFormat(LOCALES.en, {
    style: 'currency',
    currency: 'CAD',
    maximumFractionDigits: 0,
  }),
} satisfies Record<Language, Intl.NumberFormat>;

const hundredthsFormats = {
  fr: new Intl.NumberFormat(LOCALES.fr, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat(LOCALES.en, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
} satisfies Record<Language, Intl.NumberFormat>;

const rateFormats = {
  fr: new Intl.NumberFormat(LOCALES.fr, { style: 'percent', maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat(LOCALES.en, { style: 'percent', maximumFractionDigits: 0 }),
} satisfies Record<Language, Intl.NumberFormat>;

/** 45 % in French (with the no-break space of fr-CA), 45% in English; "—" when nothing to divide. */
export const formatRate = (rate: number | null, language: Language): string =>
  rate === null ? '—' : rateFormats[language].format(rate);

/** A count or a distance grouped the reader's way: `98 000` in French, `98,000` in English. */
export const formatNumber = (value: number, language: Language): string =>
  numberFormats[language].format(value);

/** Two decimals, as norms are shown: `3,25` in French, `3.25` in English. */
export const formatHundredths = (value: number, language: Language): string =>
  hundredthsFormats[language].format(value);

/** Whole dollars, as the buyer gives a budget: `1 500 $` in French, `$1,500` in English. */
export const formatDollars = (dollars: number, language: Language): string =>
  dollarFormats[language].format(dollars);

/** `YYYY-MM-DD` on every screen, read on the dealership's calendar, not UTC's. */
export const formatDate = (instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string =>
  formatCivilDate(civilDateOf(instant, timeZone));

/**
 * Six-character codes (profile numbers, postal codes) read as two groups of three, `H2X 1Y4`
 * (docs/spec/product-spec.md section 9). Anything else is shown as it was given rather than hidden.
 */
export const formatSixCharacterCode = (code: string): string => {
  const compact = code.replace(/\s+/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : code;
};
