import { err, ok, type Result } from '#domain/shared/result.ts';
import type { BillingStore } from '#application/ports/billing-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { JobQueue } from '#application/ports/job-queue.port.ts';
import type { PaymentGateway } from '#application/ports/payment-gateway.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import { recordEvents } from './record-events.ts';

export type ReceiveWebhookError = { code: 'WEBHOOK.BAD_SIGNATURE' };

/**
 * POST /api/stripe/webhook (docs/decisions/069): a body whose signature does not hold is refused;
 * a good one is stored once by its event id and processed by the `process-payment-event` job.
 */
export const makeReceiveWebhook =
  (deps: {
    gateway: Pick<PaymentGateway, 'verifyWebhook'>;
    inTransaction: UnitOfWork<{ billing: BillingStore; jobs: JobQueue }>;
    clock: Clock;
  }) =>
  async (input: {
    rawBody: string;
    signature: string;
  }): Promise<Result<{ duplicate: boolean }, ReceiveWebhookError>> => {
    const received = await deps.gateway.verifyWebhook(input.rawBody, input.signature);
    if (!received) return err({ code: 'WEBHOOK.BAD_SIGNATURE' as const });
    const stored = await deps.inTransaction((ports) =>
      recordEvents(ports, 'stripe', [received], deps.clock.now()),
    );
    return ok({ duplicate: stored === 0 });
  };
