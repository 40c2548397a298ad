import type { PaymentEvent } from '#domain/billing/payment-event.ts';
import { termsFromItems, type LicenceLinks } from '#domain/billing/provider-items.ts';
import { isNotOlder, licencesToCreate, storedStatus } from '#domain/billing/subscription-state.ts';
import type { BillingStore, SubscriptionRecord } from '#application/ports/billing-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { Logger } from '#application/ports/logger.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import { matchExtraSeats } from './match-extra-seats.ts';

type Ports = { billing: BillingStore };

const date = (iso: string | null) => (iso === null ? null : new Date(iso));

/** An event that names no dealership we know yet: the job fails and is tried again later. */
class NotYetKnown extends Error {}

const concessionOf = async (
  billing: BillingStore,
  ids: { subscriptionId: string | null; customerId: string | null; concessionId?: string | null },
) => {
  if (ids.concessionId) return ids.concessionId;
  const bySubscription = ids.subscriptionId
    ? await billing.findSubscriptionByProviderId(ids.subscriptionId)
    : null;
  if (bySubscription) return bySubscription.concessionId;
  const byCustomer = ids.customerId ? await billing.findConcessionByCustomer(ids.customerId) : null;
  if (byCustomer) return byCustomer;
  throw new NotYetKnown('payment event for an unknown subscription');
};

/** The checkout paid: its prices and licences become the subscription's (docs/decisions/069). */
const completeCheckout = async (
  billing: BillingStore,
  event: Extract<PaymentEvent, { kind: 'checkoutCompleted' }>,
  now: Date,
) => {
  const checkout = await billing.findCheckout(event.checkoutId);
  if (!checkout) return;
  const at = new Date(event.at);
  await billing.settleCheckout(checkout.id, 'completed', at);
  const current = await billing.findSubscription(checkout.concessionId);
  const setUp = current?.setUpAt != null;
  // The provider's later word on the subscription (arrived first) is kept; else it is paid.
  const fresh = isNotOlder(at, current?.providerUpdatedAt ?? null);
  await billing.saveSubscription(
    checkout.concessionId,
    {
      planId: checkout.planId,
      provider: checkout.provider,
      providerCustomerId: event.customerId ?? current?.providerCustomerId ?? null,
      providerSubscriptionId: event.subscriptionId ?? current?.providerSubscriptionId ?? null,
      billingPeriod: checkout.billingPeriod,
      basePriceCents: checkout.basePriceCents,
      includedSellerLicences: checkout.includedSellerLicences,
      extraSellerLicences: checkout.extraSellerLicences,
      unitPriceCents: checkout.unitPriceCents,
      discountPercent: checkout.discountPercent,
      ...(fresh
        ? {
            status: storedStatus(current?.providerStatus ?? 'active', setUp),
            providerStatus: current?.providerStatus ?? 'active',
            providerUpdatedAt: at,
          }
        : {}),
    },
    now,
  );
  const held = await billing.licenceCounts(checkout.concessionId);
  await billing.addLicences(checkout.concessionId, licencesToCreate(checkout, held), now);
};

const changeSubscription = async (
  { billing, logger, links }: { billing: BillingStore; logger: Logger; links: LicenceLinks },
  event: Extract<PaymentEvent, { kind: 'subscriptionChanged' }>,
  now: Date,
) => {
  const concessionId = await concessionOf(billing, event);
  const current: SubscriptionRecord | null = await billing.findSubscription(concessionId);
  const at = new Date(event.at);
  if (!isNotOlder(at, current?.providerUpdatedAt ?? null)) return;
  const status = storedStatus(event.providerStatus, current?.setUpAt != null);
  // The items of linked catalogue prices say what a change in the provider's portal bills; else
  // our metadata (our own checkout and changes, decision 092). Items win: the portal keeps the
  // metadata as it was.
  const terms =
    termsFromItems(event.items ?? [], links, current?.includedSellerLicences ?? 0) ?? event.terms;
  await billing.saveSubscription(
    concessionId,
    {
      status,
      providerStatus: event.providerStatus,
      providerUpdatedAt: at,
      providerSubscriptionId: event.subscriptionId,
      providerCustomerId: event.customerId ?? current?.providerCustomerId ?? null,
      currentPeriodStart: date(event.periodStart),
      currentPeriodEnd: date(event.periodEnd),
      cancelAtPeriodEnd: event.cancelAtPeriodEnd,
      ...(status === 'cancelled' ? { cancelledAt: at } : {}),
      ...(terms ?? {}),
    },
    now,
  );
  if (!terms) return;
  const seats = await matchExtraSeats(billing, concessionId, terms.extraSellerLicences, now);
  // The provider bills fewer advisor licences than members hold (a change made in its own portal
  // cannot be refused): their seats are held until they leave (decision 104).
  if (seats.held > 0) {
    logger.warn('advisor licences billed below the seats in use: seats held', {
      concessionId,
      held: seats.held,
    });
  }
};

const changeInvoice = async (
  billing: BillingStore,
  event: Extract<PaymentEvent, { kind: 'invoiceChanged' }>,
) => {
  const concessionId = await concessionOf(billing, event);
  await billing.upsertInvoice({
    concessionId,
    providerInvoiceId: event.invoiceId,
    number: event.number ?? event.invoiceId,
    totalCents: event.totalCents,
    status: event.status,
    issuedAt: new Date(event.issuedAt),
    paidAt: date(event.paidAt),
    periodStart: date(event.periodStart),
    periodEnd: date(event.periodEnd),
    hostedInvoiceUrl: event.hostedUrl,
    pdfUrl: event.pdfUrl,
    providerUpdatedAt: new Date(event.at),
  });
};

/**
 * The `process-payment-event` job (docs/decisions/069): applies one stored provider event, once.
 * Order-independent: a subscription or invoice state older than the one applied changes nothing.
 */
export const makeProcessPaymentEvent =
  (deps: {
    inTransaction: UnitOfWork<Ports>;
    clock: Clock;
    logger: Logger;
    /** The provider's catalogue prices linked to our licence kinds (decision 103). */
    links: LicenceLinks;
  }) =>
  async (payload: { eventId: string }): Promise<void> => {
    await deps.inTransaction(async ({ billing }) => {
      const stored = await billing.findEvent(payload.eventId);
      if (!stored || stored.processedAt) return;
      const now = deps.clock.now();
      const { event } = stored;
      switch (event.kind) {
        case 'checkoutCompleted':
          await completeCheckout(billing, event, now);
          break;
        case 'checkoutFailed': {
          const status = event.reason === 'expired' ? 'expired' : 'failed';
          await billing.settleCheckout(event.checkoutId, status, new Date(event.at));
          break;
        }
        case 'subscriptionChanged':
          await changeSubscription({ billing, logger: deps.logger, links: deps.links }, event, now);
          break;
        case 'invoiceChanged':
          await changeInvoice(billing, event);
          break;
        case 'ignored':
          break;
      }
      await billing.markEventProcessed(stored.id, now);
    });
    deps.logger.info('payment event processed', { eventId: payload.eventId });
  };
