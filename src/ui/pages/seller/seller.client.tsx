import { bootIslands } from '#ui/islands/lazy.ts';

// The islands of seller.islands.ts, found by file name (src/ui/islands/lazy.ts), with the
// questionnaire's draft of the kiosk's folder.
void bootIslands(
  import.meta.glob([
    '/src/ui/components/islands/*.{behaviour.ts,island.tsx}',
    '/src/ui/pages/client/islands/questionnaire-draft.{behaviour.ts,island.tsx}',
    './islands/*.{behaviour.ts,island.tsx}',
  ]),
);
