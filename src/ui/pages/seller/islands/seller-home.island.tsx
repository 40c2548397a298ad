import { Badge, Button, Card, Flex, Text } from '#ui/components/primitives.tsx';
import { useEffect, useState, type ReactNode } from 'react';
import { LabelledSection } from '#ui/components/labelled-section.tsx';
import { EmptyState } from '#ui/components/empty-state.tsx';
import { clientLabel, formatTime, type ClientSummary } from '#ui/pages/seller/seller-view.ts';
import { fillMessage } from '#ui/i18n/fill-message.ts';
import { createApiClient, type operations } from '#src/api-client/index.ts';

export type SellerHomeText = {
  waitingHeading: string;
  waitingEmpty: string;
  currentHeading: string;
  currentEmpty: string;
  live: string;
  accept: string;
  open: string;
  anySeller: string;
  forYou: string;
  visitor: string;
  arrived: string;
  holdUntil: string;
  expired: string;
  statuses: Record<string, string>;
  purposes: Record<string, string>;
};

export type SellerHomeIslandProps = {
  sellerId: string;
  csrfToken: string;
  timeZone: string;
  waiting: readonly ClientSummary[];
  current: readonly ClientSummary[];
  /** How often the lists are fetched again once hydrated. */
  pollSeconds: number;
  text: SellerHomeText;
};

/** The page's own origin, with the signed-in session (reads need no CSRF token). */
const api = createApiClient();

const fetchClients = async (
  query: NonNullable<operations['getClients']['parameters']['query']>,
): Promise<ClientSummary[] | null> => {
  const { data } = await api.GET('/api/clients', { params: { query } });
  return data?.data ?? null;
};

/** One client of a list: who they are, a line about their visit, and what the advisor can do. */
const ClientRow = ({
  id,
  label,
  details,
  action,
}: {
  id: string;
  label: string;
  details: ReactNode;
  action: ReactNode;
}) => (
  <li data-client={id}>
    <Card size="3">
      <Flex justify="between" align="center" gap="4" wrap="wrap">
        <Flex direction="column" gap="1">
          <Text weight="bold" size="4">
            {label}
          </Text>
          <Flex gap="2" wrap="wrap" align="center">
            {details}
          </Flex>
        </Flex>
        {action}
      </Flex>
    </Card>
  </li>
);

/** One of the two lists: its heading, then its clients or the words for an empty list. */
const ClientList = ({
  list,
  heading,
  empty,
  live = false,
  children,
}: {
  list: 'waiting' | 'current';
  heading: string;
  /** Set when the list is empty. */
  empty: string | undefined;
  /** New clients are read out as they arrive. */
  live?: boolean;
  children: ReactNode;
}) => (
  <LabelledSection id={`${list}-heading`} heading={heading} size="5" data-list={list}>
    {empty === undefined ? (
      <ul className="client-list" aria-live={live ? 'polite' : undefined}>
        {children}
      </ul>
    ) : (
      <EmptyState title={empty} />
    )}
  </LabelledSection>
);

/**
 * The advisor's two lists (docs/spec/product-spec.md section 4): the clients waiting for them or for anyone
 * (before acceptation), and their current clients (before transaction). Rendered on the server as
 * is; once hydrated it fetches both lists again every few seconds, so a client who just chose this
 * advisor on the kiosk appears without a reload. Accepting is a plain form post either way.
 */
const SellerHomeIsland = ({
  sellerId,
  csrfToken,
  timeZone,
  waiting: initialWaiting,
  current: initialCurrent,
  pollSeconds,
  text,
}: SellerHomeIslandProps) => {
  const [waiting, setWaiting] = useState(initialWaiting);
  const [current, setCurrent] = useState(initialCurrent);

  useEffect(() => {
    let stopped = false;
    const refresh = async () => {
      try {
        // One after the other: a light load for the server, and both lists stay in step.
        const nextWaiting = await fetchClients({
          status: 'waitingRoom',
          seller: [sellerId, 'none'],
          limit: 100,
        });
        const nextCurrent = await fetchClients({
          status: ['withAdvisor', 'beBack'],
          seller: sellerId,
          limit: 100,
        });
        if (stopped) return;
        if (nextWaiting) setWaiting(nextWaiting);
        if (nextCurrent) setCurrent(nextCurrent);
      } catch {
        // A missed refresh is retried at the next tick.
      }
    };
    const timer = window.setInterval(() => void refresh(), pollSeconds * 1000);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [sellerId, pollSeconds]);

  const label = (client: ClientSummary) => clientLabel(client, text.visitor, timeZone);

  return (
    <Flex direction="column" gap="6">
      <Text size="2" color="gray">
        {text.live}
      </Text>
      <ClientList
        list="waiting"
        heading={text.waitingHeading}
        empty={waiting.length === 0 ? text.waitingEmpty : undefined}
        live
      >
        {waiting.map((client) => (
          <ClientRow
            key={client.id}
            id={client.id}
            label={label(client)}
            details={
              <>
                <Badge color={client.seller ? 'brown' : 'gray'}>
                  {client.seller ? text.forYou : text.anySeller}
                </Badge>
                <Text size="2" color="gray">
                  {text.purposes[client.sequence]} ·{' '}
                  {fillMessage(text.arrived, {
                    time: formatTime(client.createdAt, timeZone),
                  })}
                </Text>
              </>
            }
            action={
              <form method="post" action={`/seller/client/${client.id}/accept`}>
                <input type="hidden" name="csrfToken" value={csrfToken} />
                <Button type="submit" size="3" aria-label={`${text.accept} : ${label(client)}`}>
                  {text.accept}
                </Button>
              </form>
            }
          />
        ))}
      </ClientList>
      <ClientList
        list="current"
        heading={text.currentHeading}
        empty={current.length === 0 ? text.currentEmpty : undefined}
      >
        {current.map((client) => (
          <ClientRow
            key={client.id}
            id={client.id}
            label={label(client)}
            details={
              <>
                <Badge
                  color={client.sale === 'expired' ? 'red' : 'green'}
                  highContrast={client.sale === 'expired'}
                >
                  {client.sale === 'expired'
                    ? text.expired
                    : (text.statuses[client.status ?? ''] ?? '')}
                </Badge>
                {client.sale === 'active' && client.holdExpiresAt ? (
                  <Text size="2" color="gray">
                    {fillMessage(text.holdUntil, {
                      time: formatTime(client.holdExpiresAt, timeZone),
                    })}
                  </Text>
                ) : null}
              </>
            }
            action={
              <Button asChild size="3" variant="soft">
                <a
                  href={`/seller/client/${client.id}`}
                  aria-label={`${text.open} : ${label(client)}`}
                >
                  {text.open}
                </a>
              </Button>
            }
          />
        ))}
      </ClientList>
    </Flex>
  );
};

export default SellerHomeIsland;
