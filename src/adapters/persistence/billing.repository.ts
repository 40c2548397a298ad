import { sql, type Kysely } from 'kysely';
import type { PaymentEvent } from '#domain/billing/payment-event.ts';
import type {
  BillingStore,
  CheckoutRecord,
  SubscriptionRecord,
} from '#application/ports/billing-store.port.ts';
import { createSeatQueries } from './billing-seats.ts';
import type { DB } from './db.generated.ts';

const CHECKOUT_COLUMNS = [
  'id',
  'concessionId',
  'planId',
  'provider',
  'providerSessionId',
  'status',
  'billingPeriod',
  'basePriceCents',
  'includedAdminLicences',
  'includedSellerLicences',
  'extraSellerLicences',
  'unitPriceCents',
  'discountPercent',
  'amountCents',
  'createdAt',
  'completedAt',
] as const;

const SUBSCRIPTION_COLUMNS = [
  'id',
  'concessionId',
  'planId',
  'status',
  'provider',
  'providerCustomerId',
  'providerSubscriptionId',
  'providerStatus',
  'providerUpdatedAt',
  'billingPeriod',
  'basePriceCents',
  'includedSellerLicences',
  'extraSellerLicences',
  'unitPriceCents',
  'discountPercent',
  'currentPeriodStart',
  'currentPeriodEnd',
  'cancelAtPeriodEnd',
  'setUpAt',
] as const;

const INVOICE_COLUMNS = [
  'id',
  'concessionId',
  'number',
  'totalCents',
  'status',
  'issuedAt',
  'paidAt',
  'periodStart',
  'periodEnd',
  'hostedInvoiceUrl',
  'pdfUrl',
] as const;

/** `numeric` comes back from the driver as text. */
const withPercent = <R extends { discountPercent: number | string }>(row: R) => ({
  ...row,
  discountPercent: Number(row.discountPercent),
});

/** Subscriptions, checkouts, licences, invoices and provider events (docs/decisions/069). */
export const createBillingStore = (db: Kysely<DB>): BillingStore => ({
  ...createSeatQueries(db),
  concessionExists: async (concessionId) =>
    (await db
      .selectFrom('concessions')
      .select('id')
      .where('id', '=', concessionId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst()) !== undefined,
  createCheckout: async (checkout) =>
    withPercent(
      await db
        .insertInto('checkouts')
        .values(checkout)
        .returning(CHECKOUT_COLUMNS)
        .executeTakeFirstOrThrow(),
    ) as CheckoutRecord,
  setCheckoutSession: async (id, sessionId) => {
    await db
      .updateTable('checkouts')
      .set({ providerSessionId: sessionId })
      .where('id', '=', id)
      .execute();
  },
  findCheckout: async (id) => {
    const row = await db
      .selectFrom('checkouts')
      .select(CHECKOUT_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? withPercent(row) : null;
  },
  latestCheckout: async (concessionId) => {
    const row = await db
      .selectFrom('checkouts')
      .select(CHECKOUT_COLUMNS)
      .where('concessionId', '=', concessionId)
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? withPercent(row) : null;
  },
  settleCheckout: async (id, status, at) => {
    await db
      .updateTable('checkouts')
      .set({ status, completedAt: status === 'completed' ? at : null })
      .where('id', '=', id)
      // A completed checkout stays completed whatever arrives after.
      .where('status', '!=', 'completed')
      .execute();
  },
  findSubscription: async (concessionId) => {
    const row = await db
      .selectFrom('subscriptions')
      .select(SUBSCRIPTION_COLUMNS)
      .where('concessionId', '=', concessionId)
      .forUpdate()
      .executeTakeFirst();
    return row ? (withPercent(row) as SubscriptionRecord) : null;
  },
  findSubscriptionByProviderId: async (providerSubscriptionId) => {
    const row = await db
      .selectFrom('subscriptions')
      .select(SUBSCRIPTION_COLUMNS)
      .where('providerSubscriptionId', '=', providerSubscriptionId)
      .forUpdate()
      .executeTakeFirst();
    return row ? (withPercent(row) as SubscriptionRecord) : null;
  },
  findConcessionByCustomer: async (customerId) => {
    const row = await db
      .selectFrom('subscriptions')
      .select('concessionId')
      .where('providerCustomerId', '=', customerId)
      .executeTakeFirst();
    return row?.concessionId ?? null;
  },
  saveSubscription: async (concessionId, change, now) => {
    await db
      .insertInto('subscriptions')
      .values({ concessionId, createdAt: now })
      .onConflict((conflict) => conflict.column('concessionId').doNothing())
      .execute();
    if (Object.keys(change).length === 0) return;
    await db
      .updateTable('subscriptions')
      .set({ ...change, updatedAt: now })
      .where('concessionId', '=', concessionId)
      .execute();
  },
  upsertInvoice: async ({ providerInvoiceId, ...invoice }) => {
    await db
      .insertInto('invoices')
      .values({ ...invoice, providerInvoiceId })
      .onConflict((conflict) =>
        conflict
          .column('providerInvoiceId')
          .doUpdateSet((eb) => ({
            number: eb.ref('excluded.number'),
            totalCents: eb.ref('excluded.totalCents'),
            status: eb.ref('excluded.status'),
            paidAt: eb.ref('excluded.paidAt'),
            periodStart: eb.ref('excluded.periodStart'),
            periodEnd: eb.ref('excluded.periodEnd'),
            hostedInvoiceUrl: eb.ref('excluded.hostedInvoiceUrl'),
            pdfUrl: eb.ref('excluded.pdfUrl'),
            providerUpdatedAt: eb.ref('excluded.providerUpdatedAt'),
          }))
          // An older state of the invoice delivered late changes nothing.
          .where(
            sql<boolean>`invoices.provider_updated_at is null or invoices.provider_updated_at <= excluded.provider_updated_at`,
          ),
      )
      .execute();
  },
  listInvoices: async (concessionId) =>
    db
      .selectFrom('invoices')
      .select(INVOICE_COLUMNS)
      .where('concessionId', '=', concessionId)
      .orderBy('issuedAt', 'desc')
      .execute(),
  listPurchases: async (concessionId) =>
    (
      await db
        .selectFrom('checkouts')
        .select(CHECKOUT_COLUMNS)
        .where('concessionId', '=', concessionId)
        .where('status', '=', 'completed')
        .orderBy('completedAt', 'desc')
        .execute()
    ).map(withPercent),
  findInvoice: async (concessionId, invoiceId) =>
    (await db
      .selectFrom('invoices')
      .select(INVOICE_COLUMNS)
      .where('concessionId', '=', concessionId)
      .where('id', '=', invoiceId)
      .executeTakeFirst()) ?? null,
  storeEvent: async (provider, providerEventId, type, event, receivedAt) => {
    const row = await db
      .insertInto('paymentEvents')
      .values({
        provider,
        providerEventId,
        type,
        payload: JSON.stringify(event),
        receivedAt,
      })
      .onConflict((conflict) => conflict.columns(['provider', 'providerEventId']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  },
  findEvent: async (id) => {
    const row = await db
      .selectFrom('paymentEvents')
      .select(['id', 'provider', 'providerEventId', 'payload', 'processedAt'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const { payload, ...rest } = row;
    return { ...rest, event: payload as PaymentEvent };
  },
  markEventProcessed: async (id, at) => {
    await db
      .updateTable('paymentEvents')
      .set({ processedAt: at, attempts: sql`attempts + 1`, error: null })
      .where('id', '=', id)
      .execute();
  },
});
