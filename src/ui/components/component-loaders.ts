import { reactIsland, type IslandLoader } from '#ui/islands/lazy.ts';
import type { componentIslands } from './component-islands.ts';

/**
 * The client side of the shared components' islands, loaded only by a page that shows them (the
 * registry in component-islands.ts renders them on the server). Every family spreads these into its
 * loaders; the type keeps both lists in step.
 */
export const componentLoaders = {
  'idle-reset': () => import('./islands/idle-reset.behaviour.ts'),
  'choose-at-most': () => import('./islands/choose-at-most.behaviour.ts'),
  'confirm-dialog': reactIsland(
    () => import('./islands/confirm-dialog.island.tsx'),
    (module) => module.ConfirmDialogIsland,
  ),
  'date-range-fields': reactIsland(
    () => import('./islands/date-range-fields.island.tsx'),
    (module) => module.DateRangeFieldsIsland,
  ),
} satisfies Record<keyof typeof componentIslands, IslandLoader>;
