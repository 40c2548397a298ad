import { reaches, type Actor, type Scope } from '#domain/access/policy.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type {
  BillingStore,
  CheckoutRecord,
  InvoiceRecord,
} from '#application/ports/billing-store.port.ts';

export type BillingHistory = { invoices: InvoiceRecord[]; purchases: CheckoutRecord[] };

/**
 * GET /api/stripe/invoices and the owner's payments history: the dealership's invoices, newest
 * first, and its completed purchases of licences. Another dealership's is not found (decisions.md
 * section 2).
 */
export const makeListInvoices =
  (deps: { billing: Pick<BillingStore, 'listInvoices' | 'listPurchases' | 'concessionExists'> }) =>
  async (input: {
    actor: Actor;
    scope: Scope;
    concessionId: string;
  }): Promise<Result<BillingHistory, { code: 'NOT_FOUND' }>> => {
    if (
      !reaches(input.actor, input.scope, { concessionId: input.concessionId }) ||
      !(await deps.billing.concessionExists(input.concessionId))
    ) {
      return err({ code: 'NOT_FOUND' as const });
    }
    const [invoices, purchases] = await Promise.all([
      deps.billing.listInvoices(input.concessionId),
      deps.billing.listPurchases(input.concessionId),
    ]);
    return ok({ invoices, purchases });
  };
