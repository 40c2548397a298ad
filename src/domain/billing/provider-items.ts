import type { ProviderItem, SubscriptionTerms } from './payment-event.ts';
import { BILLING_PERIODS } from './price.ts';

/*
 * A subscription changed in the provider's own billing portal (docs/decisions/103): its event
 * carries no metadata of ours that is up to date, only its items: which provider prices, how many
 * of each, how often. The provider's price or product ids of the catalogue the portal offers are
 * linked to our licence kinds (configuration); these read the licences and period from the items.
 */

/** The advisor licence kinds a provider price can bill. */
export type LinkedLicenceKind = 'seller' | 'supplementarySeller';
const LINKED_LICENCE_KINDS = [
  'seller',
  'supplementarySeller',
] as const satisfies readonly LinkedLicenceKind[];

/** A provider price or product id -> the licence kind it bills. */
export type LicenceLinks = Readonly<Record<string, LinkedLicenceKind>>;

/**
 * The licences and period the items bill, or undefined when no item is a linked price (the
 * subscription is billed at our own inline price: its metadata says the terms, decision 092).
 * An item of supplementary advisor licences bills one extra licence per unit; an item of advisor
 * licences bills its quantity of advisors, the plan's included ones first (a per-advisor price).
 * The period is the linked items' recurrence (month or year); any other leaves the terms unread.
 */
export const termsFromItems = (
  items: readonly ProviderItem[],
  links: LicenceLinks,
  includedSellerLicences: number,
): SubscriptionTerms | undefined => {
  const linked = items.flatMap((item) => {
    const kind =
      (item.priceId !== null ? links[item.priceId] : undefined) ??
      (item.productId !== null ? links[item.productId] : undefined);
    return kind ? [{ ...item, kind }] : [];
  });
  if (linked.length === 0) return undefined;
  const billingPeriod = BILLING_PERIODS.find((period) => period === linked[0]?.interval);
  if (!billingPeriod || linked.some((item) => item.interval !== billingPeriod)) return undefined;
  const extraSellerLicences = linked.reduce(
    (sum, item) =>
      sum +
      (item.kind === 'supplementarySeller'
        ? item.quantity
        : Math.max(0, item.quantity - includedSellerLicences)),
    0,
  );
  return { billingPeriod, extraSellerLicences };
};

/**
 * The links as configured: `price_or_product_id=kind` pairs separated by commas (the environment's
 * STRIPE_LICENCE_PRICES); null when one is not such a pair.
 */
export const parseLicenceLinks = (setting: string): LicenceLinks | null => {
  const pairs = setting
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => pair.split('=').map((part) => part.trim()));
  const links: Record<string, LinkedLicenceKind> = {};
  for (const [id, kind, ...rest] of pairs) {
    const known = LINKED_LICENCE_KINDS.find((linked) => linked === kind);
    if (!id || !known || rest.length > 0 || !/^[\w-]{1,255}$/.test(id)) return null;
    links[id] = known;
  }
  return links;
};
