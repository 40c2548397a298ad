import { Callout, DataList, Progress } from '@radix-ui/themes';
import { Flex, Link, Text } from '#ui/components/primitives.tsx';
import { useEffect, useState } from 'react';
import { createApiClient } from '#src/api-client/index.ts';
import { useHydrated } from '#ui/islands/use-hydrated.ts';
import type { Locale } from '#domain/locale/format.ts';
import { fillMessage } from '#ui/i18n/fill-message.ts';

export type RecalculationProgressState = {
  status: 'running' | 'completed' | 'failed';
  processed: number;
  total: number;
  remaining: number;
};

export type RecalculationProgressProps = {
  initial: RecalculationProgressState;
  /** This page again: the way to see new numbers without JavaScript. */
  refreshHref: string;
  /** Numbers are grouped the reader's way ("30 177" in French, "30,177" in English). */
  locale: Locale;
  labels: {
    progress: string;
    /** "{{processed}} of {{total}}", filled in here. */
    progressValue: string;
    processed: string;
    total: string;
    remaining: string;
    refresh: string;
    /** "{{processed}}" filled in here; announced once when the run ends. */
    completed: string;
    failed: string;
  };
};

const POLL_MS = 2000;
const LABEL_ID = 'recalculation-progress-label';

const api = createApiClient();

/**
 * Live progress of a lambda recalculation (processed / total / remaining). Rendered on the server
 * with the numbers of the moment and a refresh link, so it works without JavaScript; once hydrated
 * it polls the status call every two seconds until the run ends. Only the end is announced to
 * screen readers: a live region counting every two seconds would talk over everything else.
 */
const RecalculationProgress = ({
  initial,
  refreshHref,
  locale,
  labels,
}: RecalculationProgressProps) => {
  const count = new Intl.NumberFormat(locale).format;
  const [state, setState] = useState(initial);
  const hydrated = useHydrated();
  const running = state.status === 'running';

  useEffect(() => {
    if (!running) return undefined;
    let stopped = false;
    const timer = window.setInterval(() => {
      // `GET /api/lambda/recalculation`, polled while the run is going.
      api
        .GET('/api/lambda/recalculation')
        .then(({ data: body }) => {
          const next = body?.data.recalculation;
          if (!stopped && next) setState(next);
        })
        // A missed poll is retried on the next tick; the page keeps the last numbers meanwhile.
        .catch(() => undefined);
    }, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [running]);

  const values = { processed: count(state.processed), total: count(state.total) };
  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" gap="3">
        <Text id={LABEL_ID} weight="medium">
          {labels.progress}
        </Text>
        <Text color="gray">{fillMessage(labels.progressValue, values)}</Text>
      </Flex>
      <Progress
        value={state.processed}
        max={Math.max(1, state.total)}
        size="3"
        aria-labelledby={LABEL_ID}
        aria-valuetext={fillMessage(labels.progressValue, values)}
      />
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.Label>{labels.processed}</DataList.Label>
          <DataList.Value data-testid="recalculation-processed">
            {count(state.processed)}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{labels.total}</DataList.Label>
          <DataList.Value data-testid="recalculation-total">{count(state.total)}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{labels.remaining}</DataList.Label>
          <DataList.Value data-testid="recalculation-remaining">
            {count(state.remaining)}
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
      <div role="status">
        {state.status === 'completed' ? (
          <Callout.Root color="green">
            <Callout.Text>{fillMessage(labels.completed, values)}</Callout.Text>
          </Callout.Root>
        ) : null}
        {state.status === 'failed' ? (
          <Callout.Root color="red">
            <Callout.Text>{labels.failed}</Callout.Text>
          </Callout.Root>
        ) : null}
      </div>
      {hydrated && running ? null : <Link href={refreshHref}>{labels.refresh}</Link>}
    </Flex>
  );
};

export default RecalculationProgress;
