import { Button, Flex, Text } from '#ui/components/primitives.tsx';
import { useEffect, useState } from 'react';
import { createApiClient } from '#src/api-client/index.ts';
import { useHydrated } from '#ui/islands/use-hydrated.ts';

export type PaymentProgressProps = {
  checkoutId: string;
  /** This page again: the way to see the new state without JavaScript. */
  refreshHref: string;
  /** Where a paid checkout leads (the set-up-pending page). */
  paidHref: string;
  labels: { refresh: string; checking: string; stillWaiting: string };
};

const POLL_MS = 2000;
/** After this many answers still "open", the reader is told once that it is still waiting. */
const QUIET_POLLS = 5;

const api = createApiClient();

/**
 * Payment in progress (decision 093): rendered by the server with a refresh link, so it works
 * without JavaScript; once hydrated it polls `GET /api/stripe/subscription` through the typed client
 * instead of reloading the page, and moves on when the checkout is settled: paid to the set-up
 * page, refused back to this page, which then offers the retry. Nothing is announced on each poll.
 */
const PaymentProgress = ({ checkoutId, refreshHref, paidHref, labels }: PaymentProgressProps) => {
  const hydrated = useHydrated();
  const [polls, setPolls] = useState(0);

  useEffect(() => {
    let stopped = false;
    const timer = window.setInterval(() => {
      api
        .GET('/api/stripe/subscription')
        .then(({ data: body }) => {
          const checkout = body?.data.lastCheckout;
          if (stopped || !checkout) return;
          if (checkout.id !== checkoutId || checkout.status === 'completed') {
            window.location.assign(checkout.status === 'completed' ? paidHref : refreshHref);
          } else if (checkout.status !== 'open') {
            window.location.assign(refreshHref);
          } else {
            setPolls((count) => count + 1);
          }
        })
        // A missed poll is retried on the next tick.
        .catch(() => undefined);
    }, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [checkoutId, refreshHref, paidHref]);

  return (
    <Flex direction="column" gap="3" align="start">
      <Text
        as="p"
        size="2"
        color="gray"
        role="status"
        data-payment-polling={hydrated ? '' : undefined}
      >
        {hydrated ? (polls >= QUIET_POLLS ? labels.stillWaiting : labels.checking) : null}
      </Text>
      <Button asChild size="3" variant="soft">
        <a href={refreshHref}>{labels.refresh}</a>
      </Button>
    </Flex>
  );
};

export default PaymentProgress;
