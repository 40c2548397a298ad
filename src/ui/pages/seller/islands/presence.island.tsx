import { useEffect } from 'react';

export type PresenceIslandProps = {
  /** `POST /api/sellers/{id}/presence`. */
  url: string;
  csrfToken: string;
  seconds: number;
};

/**
 * The seller app's heartbeat (decisions.md section 4): while an advisor has the app open, it tells
 * the server every minute, which keeps them available for matching (a heartbeat counts 2 minutes).
 * Renders nothing; without JavaScript the advisor is simply not shown as available.
 */
export const PresenceIsland = ({ url, csrfToken, seconds }: PresenceIslandProps) => {
  useEffect(() => {
    const beat = () =>
      void fetch(url, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
        body: '{}',
      }).catch(() => undefined);
    beat();
    const timer = window.setInterval(beat, seconds * 1000);
    return () => window.clearInterval(timer);
  }, [url, csrfToken, seconds]);
  return null;
};
