import { Badge, Flex, Text } from '#ui/components/primitives.tsx';
import { useEffect, useState } from 'react';
import type { SellerState } from '#domain/matching/index.ts';
import { createApiClient } from '#src/api-client/index.ts';

export type PresenceText = {
  label: string;
  available: string;
  withClient: string;
  away: string;
  availableHint: string;
  withClientHint: string;
  awayHint: string;
  noLicence: string;
  noLicenceHint: string;
};

export type PresenceIslandProps = {
  /** Whose heartbeat `POST /api/sellers/{id}/presence` sends. */
  sellerId: string;
  csrfToken: string;
  seconds: number;
  /** The advisor's availability as the server saw it; shown only where it is given (home). */
  state?: SellerState;
  text?: PresenceText;
};

const COLOURS: Record<SellerState, 'green' | 'amber' | 'gray' | 'red'> = {
  available: 'green',
  withClient: 'amber',
  away: 'gray',
  noLicence: 'red',
};

/** The advisor's availability in words (docs/spec/decisions.md section 4), with what it means for them. */
export const AvailabilityState = ({ state, text }: { state: SellerState; text: PresenceText }) => (
  <Flex gap="2" align="center" wrap="wrap" data-availability={state} aria-live="polite">
    <Text size="2" weight="medium">
      {text.label}
    </Text>
    <Badge size="2" color={COLOURS[state]} variant="soft" highContrast>
      {text[state]}
    </Badge>
    <Text size="2" color="gray">
      {text[`${state}Hint`]}
    </Text>
  </Flex>
);

/**
 * The seller app's heartbeat (docs/spec/decisions.md section 4): while an advisor has the app open, it tells
 * the server every minute, which keeps them available for matching (a heartbeat counts 2 minutes).
 * Where the page shows the advisor's availability, each answer updates it (the first heartbeat
 * usually turns "away" into "available"). Without JavaScript no heartbeat is sent, and the advisor
 * is rightly shown as away.
 */
const PresenceIsland = ({ sellerId, csrfToken, seconds, state, text }: PresenceIslandProps) => {
  const [shown, setShown] = useState(state);
  useEffect(() => {
    let stopped = false;
    const beat = async () => {
      try {
        const { data: body } = await createApiClient({ csrfToken }).POST(
          '/api/sellers/{id}/presence',
          { params: { path: { id: sellerId } } },
        );
        if (!body || stopped || state === undefined) return;
        const { data } = body;
        // A sale in progress and a missing licence are the server's to say; the heartbeat only
        // tells available or not.
        setShown((current) =>
          current === 'withClient' || current === 'noLicence'
            ? current
            : data.available
              ? 'available'
              : 'away',
        );
      } catch {
        // A missed heartbeat is sent again at the next tick.
      }
    };
    void beat();
    const timer = window.setInterval(() => void beat(), seconds * 1000);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [sellerId, csrfToken, seconds, state]);
  return shown && text ? <AvailabilityState state={shown} text={text} /> : null;
};

export default PresenceIsland;
