import { componentIslands } from '../../components/component-islands.ts';
import { defineIslands } from '../../islands/island.tsx';
import { PresenceIsland } from './islands/presence.island.tsx';
import { SellerHomeIsland } from './islands/seller-home.island.tsx';

/** Islands of the advisor's pages: the live client lists and the presence heartbeat. */
export const sellerIslands = {
  ...componentIslands,
  'seller-home': SellerHomeIsland,
  presence: PresenceIsland,
};
export const SellerIsland = defineIslands(sellerIslands);
