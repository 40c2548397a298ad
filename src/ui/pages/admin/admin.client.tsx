import { bootIslands } from '#ui/islands/lazy.ts';

// The islands of admin.islands.ts, found by file name (src/ui/islands/lazy.ts).
void bootIslands(
  import.meta.glob([
    '/src/ui/components/islands/*.{behaviour.ts,island.tsx}',
    './islands/*.{behaviour.ts,island.tsx}',
  ]),
);
