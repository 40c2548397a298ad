import { componentIslands } from '../../components/component-islands.ts';
import { defineIslands } from '../../islands/island.tsx';

/** Islands of the kiosk pages: the shared components' (idle reset, choose at most). */
export const clientIslands = { ...componentIslands };
export const ClientIsland = defineIslands(clientIslands);
