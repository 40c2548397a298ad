import { componentIslands } from '#ui/components/component-islands.ts';
import { defineIslands } from '#ui/islands/island.tsx';

/** Islands of the development pages: the shared components' islands, nothing of their own. */
export const devIslands = { ...componentIslands };
export const DevIsland = defineIslands(devIslands);
