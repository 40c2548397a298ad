import {
  demoChangeEvent,
  planSubscriptionChange,
  type ChangedTerms,
  type SubscriptionChangeError,
  type SubscriptionChangeRequest,
} from '#domain/billing/subscription-change.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { BillingStore } from '#application/ports/billing-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { JobQueue } from '#application/ports/job-queue.port.ts';
import type { PaymentGateway } from '#application/ports/payment-gateway.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import { recordEvents } from './record-events.ts';

export type ChangeSubscriptionError = SubscriptionChangeError;

/**
 * POST /api/stripe/subscription and the demo billing portal (docs/decisions/092): the owner
 * changes the extra advisor licences, the period, or cancels at the end of the period (and takes
 * it back). The change is checked here and sent to the provider; it becomes ours when the
 * provider's subscription event comes back through the webhook and the `process-payment-event`
 * job. Without keys the app records that event itself, applied by the same job.
 */
export const makeChangeSubscription =
  (deps: {
    inTransaction: UnitOfWork<{ billing: BillingStore; jobs: JobQueue }>;
    gateway: Pick<PaymentGateway, 'mode' | 'updateSubscription'>;
    clock: Clock;
    newId: () => string;
  }) =>
  (
    input: SubscriptionChangeRequest & { concessionId: string },
  ): Promise<Result<ChangedTerms, ChangeSubscriptionError>> =>
    deps.inTransaction(async (ports) => {
      const current = await ports.billing.findSubscription(input.concessionId);
      const seated = await ports.billing.seatedSellers(input.concessionId);
      const planned = planSubscriptionChange(current, input, seated);
      if (!planned.ok) return err(planned.error);
      const terms = planned.value;
      const subscriptionId = current?.providerSubscriptionId ?? '';
      await deps.gateway.updateSubscription({
        subscriptionId,
        concessionId: input.concessionId,
        ...terms,
      });
      if (deps.gateway.mode === 'demo') {
        const now = deps.clock.now();
        const event = demoChangeEvent({
          concessionId: input.concessionId,
          subscriptionId,
          customerId: current?.providerCustomerId ?? null,
          providerStatus: current?.providerStatus ?? 'active',
          periodStart: current?.currentPeriodStart ?? null,
          periodEnd: current?.currentPeriodEnd ?? null,
          terms,
          now,
          eventId: `demo_evt_${deps.newId()}`,
        });
        await recordEvents(ports, 'demo', [event], now);
      }
      return ok(terms);
    });
