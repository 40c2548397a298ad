import { componentIslands } from '../../components/component-islands.ts';
import { defineIslands } from '../../islands/island.tsx';

/** Islands of the development pages: the shared components' islands, nothing of their own. */
export const devIslands = { ...componentIslands };
export const DevIsland = defineIslands(devIslands);
