import { parseDollars } from '#domain/billing/price.ts';
import type { UpdatePlansInput } from '#application/billing/update-plans.ts';
import type { Catalogue } from '#application/ports/plan-store.port.ts';
import type { Translate } from '#ui/i18n/translator.ts';
import {
  planField,
  productField,
  type CatalogueForm,
} from '#ui/pages/pr-admin/plans-and-contracts.page.tsx';

const MAX_LICENCES = 1_000;
const text = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? body[name].trim() : '';

const count = (input: string) =>
  /^\d{1,4}$/.test(input) && Number(input) <= MAX_LICENCES ? Number(input) : null;

const percent = (input: string) => {
  const normalised = input.replace(',', '.').replace(/\s*%$/, '');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(normalised)) return null;
  const value = Number(normalised);
  return value <= 100 ? value : null;
};

/**
 * The catalogue form posted by the PR admin, read against the plans and products it showed: the
 * changes to save, or the form again with a message under each field that is not a price, a count
 * or a percentage (decision 068).
 */
export const readCatalogueForm = (
  catalogue: Catalogue,
  body: Record<string, unknown>,
  t: Translate,
): { ok: true; input: UpdatePlansInput } | { ok: false; form: CatalogueForm } => {
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  const read = <T>(name: string, parse: (input: string) => T | null, message: string) => {
    const raw = text(body, name);
    values[name] = raw;
    const value = parse(raw);
    if (value === null) errors[name] = message;
    return value;
  };
  const amount = (name: string) => read(name, parseDollars, t('billing.plans.invalidAmount')) ?? 0;
  const plans = catalogue.plans.map((plan) => {
    const active = text(body, planField('active', plan.id)) !== '';
    if (active) values[planField('active', plan.id)] = 'on';
    return {
      id: plan.id,
      basePriceCents: amount(planField('basePrice', plan.id)),
      unitPriceCents: amount(planField('unitPrice', plan.id)),
      discountPercent:
        read(planField('discount', plan.id), percent, t('billing.plans.invalidPercent')) ?? 0,
      includedSellerLicences:
        read(planField('includedSellers', plan.id), count, t('billing.plans.invalidCount')) ?? 0,
      includedAdminLicences:
        read(planField('includedAdmins', plan.id), count, t('billing.plans.invalidCount')) ?? 0,
      active,
    };
  });
  const products = catalogue.products.map((product) => ({
    code: product.code,
    unitPriceCents: amount(productField(product.code)),
  }));
  return Object.keys(errors).length > 0
    ? { ok: false, form: { values, errors } }
    : { ok: true, input: { plans, products } };
};
