import type { SubscriptionStatus } from '#domain/access/onboarding.ts';
import type { SellerSeats } from '#domain/billing/extra-seats.ts';
import type { InvoiceStatus, PaymentEvent } from '#domain/billing/payment-event.ts';
import type { BillingPeriod } from '#domain/billing/price.ts';
import type { LicenceKind } from '#domain/billing/subscription-state.ts';

export type CheckoutStatus = 'open' | 'completed' | 'failed' | 'expired';

export type CheckoutRecord = {
  id: string;
  concessionId: string;
  planId: string;
  provider: 'stripe' | 'demo';
  providerSessionId: string | null;
  status: CheckoutStatus;
  billingPeriod: BillingPeriod;
  basePriceCents: number;
  includedAdminLicences: number;
  includedSellerLicences: number;
  extraSellerLicences: number;
  unitPriceCents: number;
  discountPercent: number;
  amountCents: number;
  createdAt: Date;
  completedAt: Date | null;
};

export type NewCheckout = Omit<
  CheckoutRecord,
  'id' | 'status' | 'providerSessionId' | 'completedAt'
> & {
  createdBy: string;
};

export type SubscriptionRecord = {
  id: string;
  concessionId: string;
  planId: string | null;
  status: SubscriptionStatus;
  provider: 'stripe' | 'demo';
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  providerStatus: string | null;
  providerUpdatedAt: Date | null;
  billingPeriod: BillingPeriod;
  basePriceCents: number;
  includedSellerLicences: number;
  extraSellerLicences: number;
  unitPriceCents: number;
  discountPercent: number;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  setUpAt: Date | null;
};

export type SubscriptionChange = Partial<
  Omit<SubscriptionRecord, 'id' | 'concessionId'> & { activatedAt: Date; cancelledAt: Date }
>;

export type InvoiceRecord = {
  id: string;
  concessionId: string;
  number: string;
  totalCents: number;
  status: InvoiceStatus;
  issuedAt: Date;
  paidAt: Date | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  hostedInvoiceUrl: string | null;
  pdfUrl: string | null;
};

export type InvoiceUpsert = Omit<InvoiceRecord, 'id'> & {
  providerInvoiceId: string;
  providerUpdatedAt: Date;
};

export type StoredPaymentEvent = {
  id: string;
  provider: 'stripe' | 'demo';
  providerEventId: string;
  event: PaymentEvent;
  processedAt: Date | null;
};

/** Subscriptions, checkouts, licences, invoices and the provider's events (issue 15). */
export type BillingStore = {
  concessionExists: (concessionId: string) => Promise<boolean>;
  createCheckout: (checkout: NewCheckout) => Promise<CheckoutRecord>;
  setCheckoutSession: (id: string, sessionId: string) => Promise<void>;
  findCheckout: (id: string) => Promise<CheckoutRecord | null>;
  latestCheckout: (concessionId: string) => Promise<CheckoutRecord | null>;
  settleCheckout: (id: string, status: CheckoutStatus, at: Date) => Promise<void>;
  /** The dealership's subscription, locked for update inside a transaction. */
  findSubscription: (concessionId: string) => Promise<SubscriptionRecord | null>;
  findSubscriptionByProviderId: (
    providerSubscriptionId: string,
  ) => Promise<SubscriptionRecord | null>;
  findConcessionByCustomer: (customerId: string) => Promise<string | null>;
  /** Creates the row (status neverCreated) when the dealership has none, then applies the change. */
  saveSubscription: (concessionId: string, change: SubscriptionChange, now: Date) => Promise<void>;
  licenceCounts: (concessionId: string) => Promise<Partial<Record<LicenceKind, number>>>;
  /** The advisor seats (included or extra) that members hold. */
  seatedSellers: (concessionId: string) => Promise<number>;
  /** The advisor seats, included and extra, with how many members hold (locked for update). */
  sellerSeats: (concessionId: string) => Promise<SellerSeats>;
  /** Moves up to `count` members from an extra advisor seat to a free included one. */
  moveToIncludedSeats: (concessionId: string, count: number, now: Date) => Promise<void>;
  /** Removes up to `count` seats of a kind that nobody holds. */
  removeFreeLicences: (concessionId: string, kind: LicenceKind, count: number) => Promise<void>;
  addLicences: (concessionId: string, kinds: readonly LicenceKind[], now: Date) => Promise<void>;
  /** Inserts or updates an invoice by the provider's id unless the stored state is newer. */
  upsertInvoice: (invoice: InvoiceUpsert) => Promise<void>;
  listInvoices: (concessionId: string) => Promise<InvoiceRecord[]>;
  /** The completed checkouts: what the dealership bought, newest first. */
  listPurchases: (concessionId: string) => Promise<CheckoutRecord[]>;
  findInvoice: (concessionId: string, invoiceId: string) => Promise<InvoiceRecord | null>;
  /** Stores an event once by its provider id: null when it was already stored (a duplicate). */
  storeEvent: (
    provider: 'stripe' | 'demo',
    providerEventId: string,
    type: string,
    event: PaymentEvent,
    receivedAt: Date,
  ) => Promise<string | null>;
  findEvent: (id: string) => Promise<StoredPaymentEvent | null>;
  markEventProcessed: (id: string, at: Date) => Promise<void>;
};
