import { componentLoaders } from '#ui/components/component-loaders.ts';
import { bootIslands, reactIsland, type IslandLoader } from '#ui/islands/lazy.ts';
import { questionnaireLoaders } from '#ui/pages/client/questionnaire.loaders.ts';
import type { sellerIslands } from './seller.islands.ts';

void bootIslands({
  ...componentLoaders,
  ...questionnaireLoaders,
  'seller-home': reactIsland(
    () => import('./islands/seller-home.island.tsx'),
    (module) => module.SellerHomeIsland,
  ),
  presence: reactIsland(
    () => import('./islands/presence.island.tsx'),
    (module) => module.PresenceIsland,
  ),
} satisfies Record<keyof typeof sellerIslands, IslandLoader>);
