import { componentIslands } from '#ui/components/component-islands.ts';
import { defineIslands } from '#ui/islands/island.tsx';
import { RecalculationProgress } from './islands/recalculation-progress.island.tsx';

/** Islands of the platform administrator's pages, with the shared components' islands. */
export const prAdminIslands = {
  ...componentIslands,
  'recalculation-progress': RecalculationProgress,
};
export const PrAdminIsland = defineIslands(prAdminIslands);
