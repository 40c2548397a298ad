import type { PaymentEvent, SubscriptionTerms } from '#domain/billing/payment-event.ts';
import type { LicenceKind } from '#domain/billing/subscription-state.ts';
import { isNotOlder, licencesToCreate, storedStatus } from '#domain/billing/subscription-state.ts';
import type { BillingStore, SubscriptionRecord } from '#application/ports/billing-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { Logger } from '#application/ports/logger.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';

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
  billing: BillingStore,
  event: Extract<PaymentEvent, { kind: 'subscriptionChanged' }>,
  now: Date,
) => {
  const concessionId = await concessionOf(billing, event);
  const current: SubscriptionRecord | null = await billing.findSubscription(concessionId);
  const at = new Date(event.at);
  if (!isNotOlder(at, current?.providerUpdatedAt ?? null)) return;
  const status = storedStatus(event.providerStatus, current?.setUpAt != null);
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
      ...(event.terms ?? {}),
    },
    now,
  );
  if (event.terms) await matchExtraSeats(billing, concessionId, event.terms, now);
};

/**
 * The extra advisor seats follow the licences the subscription bills (decision 092): missing ones
 * are added, surplus free ones removed (a seat a member holds is never taken away).
 */
const matchExtraSeats = async (
  billing: BillingStore,
  concessionId: string,
  terms: SubscriptionTerms,
  now: Date,
) => {
  const held = (await billing.licenceCounts(concessionId)).supplementarySeller ?? 0;
  const missing = terms.extraSellerLicences - held;
  if (missing > 0) {
    await billing.addLicences(
      concessionId,
      Array.from<unknown, LicenceKind>({ length: missing }, () => 'supplementarySeller'),
      now,
    );
  } else {
    await billing.removeFreeLicences(concessionId, 'supplementarySeller', -missing);
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
  (deps: { inTransaction: UnitOfWork<Ports>; clock: Clock; logger: Logger }) =>
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
          await changeSubscription(billing, event, now);
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
