import { defineIslands } from '#ui/islands/island.tsx';
import RecalculationProgress from './islands/recalculation-progress.island.tsx';

/** Islands of the platform administrator's pages (the shared components' are ComponentIsland). */
export const PrAdminIsland = defineIslands({ 'recalculation-progress': RecalculationProgress });
