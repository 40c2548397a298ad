import { describe, expect, it } from 'vitest';
import { formatCad, monthlyPriceCents, parseDollars, periodPriceCents } from './price.ts';

// The demo's plan: 499 $ a month with 5 advisors, 49 $ per extra advisor.
const plan = { basePriceCents: 49_900, unitPriceCents: 4_900, discountPercent: 0 };

describe('the price (docs/spec/decisions.md section 8)', () => {
  it('is the base alone without extra licences', () => {
    expect(monthlyPriceCents(plan, 0)).toBe(49_900);
  });

  it('adds each extra advisor licence at the unit price', () => {
    // 499 + 3 x 49 = 646 $
    expect(monthlyPriceCents(plan, 3)).toBe(64_600);
  });

  it('takes the discount off the whole, rounded to the cent once', () => {
    // (499 + 2 x 49) x 0.85 = 597 x 0.85 = 507.45 $
    expect(monthlyPriceCents({ ...plan, discountPercent: 15 }, 2)).toBe(50_745);
    // (499.99 + 1 x 0.01) x (1 - 12.5 %) = 500 x 0.875 = 437.50 $
    expect(
      monthlyPriceCents({ basePriceCents: 49_999, unitPriceCents: 1, discountPercent: 12.5 }, 1),
    ).toBe(43_750);
    // 100.01 $ x 0.67 = 67.0067 -> 67.01 $
    expect(
      monthlyPriceCents({ basePriceCents: 10_001, unitPriceCents: 0, discountPercent: 33 }, 0),
    ).toBe(6_701);
    expect(monthlyPriceCents({ ...plan, discountPercent: 100 }, 4)).toBe(0);
  });

  it('charges twelve months at once for a yearly period', () => {
    // 499 x 0.85 = 424.15 $ a month; x 12 = 5 089.80 $
    expect(periodPriceCents({ ...plan, discountPercent: 15 }, 0, 'year')).toBe(508_980);
    expect(periodPriceCents(plan, 1, 'month')).toBe(54_800);
  });
});

describe('amounts on screen', () => {
  it('French: spaces between thousands, decimal comma, dollar sign after', () => {
    expect(formatCad(123_456, 'fr')).toBe('1\u00a0234,56\u00a0$');
    expect(formatCad(508_980, 'fr')).toBe('5\u00a0089,80\u00a0$');
    expect(formatCad(5, 'fr')).toBe('0,05\u00a0$');
  });

  it('English: dollar sign first, commas between thousands', () => {
    expect(formatCad(123_456, 'en')).toBe('$1,234.56');
    expect(formatCad(100_000_000, 'en')).toBe('$1,000,000.00');
    expect(formatCad(0, 'en')).toBe('$0.00');
  });

  it('reads dollars typed either way, and refuses what is not an amount', () => {
    expect(parseDollars('1234.56')).toBe(123_456);
    expect(parseDollars('1 234,56')).toBe(123_456);
    expect(parseDollars('$1,234.5')).toBe(123_450);
    expect(parseDollars('499')).toBe(49_900);
    expect(parseDollars('49,9 $')).toBe(4_990);
    for (const bad of ['', '-5', '1.234', 'abc', '12.345', '99999999']) {
      expect(parseDollars(bad), bad).toBeNull();
    }
  });
});
