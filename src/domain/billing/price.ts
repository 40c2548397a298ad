/*
 * What a subscription costs (docs/spec/decisions.md section 8): (base + extra advisor licences x
 * unit price) x (1 - discount %) per month, in Canadian dollars, as integer cents. A yearly plan is
 * billed twelve months at once at the same monthly price (docs/decisions/068-plans-and-prices.md).
 */

export type BillingPeriod = 'month' | 'year';
export const BILLING_PERIODS = ['month', 'year'] as const satisfies readonly BillingPeriod[];

export type PriceTerms = {
  basePriceCents: number;
  unitPriceCents: number;
  /** 0 to 100, two decimals at most. */
  discountPercent: number;
};

/** The most extra advisor licences one checkout buys (a typo's guard, not a business cap). */
export const MAX_EXTRA_SELLER_LICENCES = 100;

/** The monthly price in cents, rounded half up to the cent once, after the discount. */
export const monthlyPriceCents = (terms: PriceTerms, extraSellerLicences: number): number => {
  const gross = terms.basePriceCents + extraSellerLicences * terms.unitPriceCents;
  // In hundredths of a percent, so 12.5 % is exact: gross x (10000 - 1250) / 10000.
  const keep = 10_000 - Math.round(terms.discountPercent * 100);
  return Math.round((gross * keep) / 10_000);
};

const MONTHS: Record<BillingPeriod, number> = { month: 1, year: 12 };

/** What one billing period charges: the monthly price, times 12 for a yearly plan. */
export const periodPriceCents = (
  terms: PriceTerms,
  extraSellerLicences: number,
  period: BillingPeriod,
): number => monthlyPriceCents(terms, extraSellerLicences) * MONTHS[period];

const group = (digits: string, separator: string) =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/**
 * An amount as each language writes it: `1 234,56 $` in French (non-breaking spaces), `$1,234.56`
 * in English (docs/spec/product-spec.md section 9: Canadian dollars).
 */
export const formatCad = (cents: number, language: 'fr' | 'en'): string => {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return language === 'fr'
    ? `${sign}${group(String(whole), '\u00a0')},${fraction}\u00a0$`
    : `${sign}$${group(String(whole), ',')}.${fraction}`;
};

/**
 * An amount typed in a form, in dollars: `1234.56`, `1 234,56`, `$1,234.5`, `499` -> cents; null when
 * it is not one (negative, more than two decimals, letters).
 */
export const parseDollars = (input: string): number | null => {
  const cleaned = input.replace(/[\s\u00a0\u202f$]/g, '');
  // A comma followed by exactly 1 or 2 digits at the end is the decimal comma; others group.
  const normalised = /,\d{1,2}$/.test(cleaned)
    ? cleaned.replace(/\./g, '').replace(',', '.')
    : cleaned.replace(/,/g, '');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(normalised)) return null;
  const [whole = '0', fraction = ''] = normalised.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};
