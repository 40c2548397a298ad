import { bootIslands } from '#ui/islands/lazy.ts';

/*
 * The kiosk's client entry loads only the islands a page shows: the idle reset, "choose at most"
 * and the questionnaire's draft are plain DOM code, so a kiosk page downloads a few kilobytes; React
 * comes only with a page that needs it. The islands of client.islands.ts, found by file name
 * (src/ui/islands/lazy.ts).
 */
void bootIslands(
  import.meta.glob([
    '/src/ui/components/islands/*.{behaviour.ts,island.tsx}',
    './islands/*.{behaviour.ts,island.tsx}',
  ]),
);
