import type { Behaviour } from '#ui/islands/behaviour.ts';
import { fillMessage } from '#ui/i18n/fill-message.ts';
import {
  formatCad,
  MAX_EXTRA_SELLER_LICENCES,
  monthlyPriceCents,
  periodPriceCents,
  type BillingPeriod,
  type PriceTerms,
} from '#domain/billing/price.ts';

export type CheckoutPriceProps = {
  language: 'fr' | 'en';
  plans: readonly (PriceTerms & { id: string; billingPeriod: BillingPeriod })[];
  /** "{{price}} / month" and "{{price}} / year", and the yearly plan's monthly line. */
  perPeriod: Record<BillingPeriod, string>;
  monthly: string;
};

/**
 * The checkout's prices follow the extra advisor licences as they are typed (decision 093), with
 * the same pure price function as the server. Without JavaScript the form's "recalculate" button
 * (a GET of the same form) does it; with it, that button is hidden. A number the server would
 * refuse leaves the last prices shown.
 */
export const behaviour: Behaviour = (element, props) => {
  const { language, plans, perPeriod, monthly } = props as CheckoutPriceProps;
  // The marker sits inside the checkout form.
  const form = element.closest('form');
  const field = form?.querySelector<HTMLInputElement>('input[name="extra"]');
  if (!form || !field) return;
  for (const button of form.querySelectorAll<HTMLElement>('[data-recalculate]')) {
    button.hidden = true;
  }
  const update = () => {
    const typed = field.value.trim() === '' ? '0' : field.value.trim();
    if (!/^\d{1,3}$/.test(typed) || Number(typed) > MAX_EXTRA_SELLER_LICENCES) return;
    const extra = Number(typed);
    for (const plan of plans) {
      const card = form.querySelector(`[data-plan-id="${plan.id}"]`);
      const price = card?.querySelector('[data-price]');
      if (price) {
        price.textContent = fillMessage(perPeriod[plan.billingPeriod], {
          price: formatCad(periodPriceCents(plan, extra, plan.billingPeriod), language),
        });
      }
      const perMonth = card?.querySelector('[data-monthly]');
      if (perMonth) {
        perMonth.textContent = fillMessage(monthly, {
          price: formatCad(monthlyPriceCents(plan, extra), language),
        });
      }
    }
  };
  field.addEventListener('input', update);
  update();
};
