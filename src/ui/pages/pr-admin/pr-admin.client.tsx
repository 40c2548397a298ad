import { componentLoaders } from '#ui/components/component-loaders.ts';
import { bootIslands, reactIsland, type IslandLoader } from '#ui/islands/lazy.ts';
import type { prAdminIslands } from './pr-admin.islands.ts';

void bootIslands({
  ...componentLoaders,
  'recalculation-progress': reactIsland(
    () => import('./islands/recalculation-progress.island.tsx'),
    (module) => module.RecalculationProgress,
  ),
} satisfies Record<keyof typeof prAdminIslands, IslandLoader>);
