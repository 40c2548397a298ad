import { describe, expect, it } from 'vitest';
import type { ProviderItem } from './payment-event.ts';
import { parseLicenceLinks, termsFromItems } from './provider-items.ts';

const LINKS = {
  price_plan_month: 'seller',
  price_plan_year: 'seller',
  prod_extra: 'supplementarySeller',
} as const;

const item = (fields: Partial<ProviderItem>): ProviderItem => ({
  priceId: null,
  productId: null,
  quantity: 1,
  interval: 'month',
  ...fields,
});

describe('termsFromItems', () => {
  it('reads the extra advisor licences as the quantity of the linked product, with the period', () => {
    expect(
      termsFromItems(
        [
          item({ priceId: 'price_plan_year', interval: 'year' }),
          item({ priceId: 'price_x', productId: 'prod_extra', quantity: 4, interval: 'year' }),
        ],
        LINKS,
        5,
      ),
    ).toEqual({ billingPeriod: 'year', extraSellerLicences: 4 });
  });

  it('reads a per-advisor price: its quantity beyond the included advisors is extra', () => {
    expect(termsFromItems([item({ priceId: 'price_plan_month', quantity: 8 })], LINKS, 5)).toEqual({
      billingPeriod: 'month',
      extraSellerLicences: 3,
    });
    expect(termsFromItems([item({ priceId: 'price_plan_month', quantity: 1 })], LINKS, 5)).toEqual({
      billingPeriod: 'month',
      extraSellerLicences: 0,
    });
  });

  it('an extra licences item taken off reads as none', () => {
    expect(termsFromItems([item({ priceId: 'price_plan_month' })], LINKS, 5)).toEqual({
      billingPeriod: 'month',
      extraSellerLicences: 0,
    });
  });

  it('leaves the terms unread when no item is linked (our own inline price)', () => {
    expect(
      termsFromItems([item({ priceId: 'price_inline', productId: 'prod_inline' })], LINKS, 5),
    ).toBeUndefined();
    expect(termsFromItems([], LINKS, 5)).toBeUndefined();
  });

  it('leaves the terms unread for a period we do not sell or mixed periods', () => {
    expect(
      termsFromItems([item({ priceId: 'price_plan_month', interval: 'week' })], LINKS, 5),
    ).toBeUndefined();
    expect(
      termsFromItems(
        [
          item({ priceId: 'price_plan_month', interval: 'month' }),
          item({ productId: 'prod_extra', interval: 'year' }),
        ],
        LINKS,
        5,
      ),
    ).toBeUndefined();
  });
});

describe('parseLicenceLinks', () => {
  it('reads id=kind pairs', () => {
    expect(parseLicenceLinks(' price_a=seller, prod_b=supplementarySeller ')).toEqual({
      price_a: 'seller',
      prod_b: 'supplementarySeller',
    });
    expect(parseLicenceLinks('')).toEqual({});
  });

  it('refuses an unknown kind or a broken pair', () => {
    expect(parseLicenceLinks('price_a=admin')).toBeNull();
    expect(parseLicenceLinks('price_a')).toBeNull();
    expect(parseLicenceLinks('price_a=seller=x')).toBeNull();
  });
});
