import { demoPaymentEvents, type DemoOutcome } from '#domain/billing/demo-payment.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { BillingStore } from '#application/ports/billing-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { JobQueue } from '#application/ports/job-queue.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import { recordEvents } from './record-events.ts';

export type PayDemoCheckoutError = { code: 'CHECKOUT.NOT_FOUND' } | { code: 'CHECKOUT.NOT_OPEN' };

/**
 * The demo payment page's answer (docs/spec/decisions.md section 10): paid or declined, recorded as
 * the provider's events and applied by the same job as a webhook's. Only an open demo checkout of
 * the caller's dealership can be paid (another's is not found).
 */
export const makePayDemoCheckout =
  (deps: {
    inTransaction: UnitOfWork<{ billing: BillingStore; jobs: JobQueue }>;
    clock: Clock;
    newId: () => string;
  }) =>
  async (input: {
    concessionId: string;
    checkoutId: string;
    outcome: DemoOutcome;
  }): Promise<Result<{ checkoutId: string }, PayDemoCheckoutError>> =>
    deps.inTransaction(async (ports) => {
      const checkout = await ports.billing.findCheckout(input.checkoutId);
      if (
        !checkout ||
        checkout.concessionId !== input.concessionId ||
        checkout.provider !== 'demo'
      ) {
        return err({ code: 'CHECKOUT.NOT_FOUND' as const });
      }
      if (checkout.status !== 'open') return err({ code: 'CHECKOUT.NOT_OPEN' as const });
      const now = deps.clock.now();
      const events = demoPaymentEvents({
        checkout,
        outcome: input.outcome,
        now,
        eventId: () => `demo_evt_${deps.newId()}`,
      });
      await recordEvents(ports, 'demo', events, now);
      return ok({ checkoutId: checkout.id });
    });
