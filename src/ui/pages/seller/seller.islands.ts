import { defineIslands } from '#ui/islands/island.tsx';
import PresenceIsland from './islands/presence.island.tsx';
import SellerHomeIsland from './islands/seller-home.island.tsx';

/**
 * Islands of the advisor's pages: the live client lists and the presence heartbeat (the shared
 * components' are ComponentIsland, the questionnaire's draft QuestionnaireIsland). The lists render
 * from their props alone: their markup is kept (docs/decisions/141).
 */
export const SellerIsland = defineIslands(
  {
    'seller-home': SellerHomeIsland,
    presence: PresenceIsland,
  },
  { kept: ['seller-home'] },
);
