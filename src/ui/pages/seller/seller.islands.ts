import { componentIslands } from '#ui/components/component-islands.ts';
import { defineIslands } from '#ui/islands/island.tsx';
import { questionnaireIslands } from '#ui/pages/client/questionnaire.islands.ts';
import { PresenceIsland } from './islands/presence.island.tsx';
import { SellerHomeIsland } from './islands/seller-home.island.tsx';

/**
 * Islands of the advisor's pages: the live client lists, the presence heartbeat, and the
 * questionnaire's draft (an advisor filling in a buyer's questionnaire).
 */
export const sellerIslands = {
  ...componentIslands,
  ...questionnaireIslands,
  'seller-home': SellerHomeIsland,
  presence: PresenceIsland,
};
export const SellerIsland = defineIslands(sellerIslands);
