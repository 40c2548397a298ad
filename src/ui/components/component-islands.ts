import { defineIslands } from '#ui/islands/island.tsx';
import { ChooseAtMostIsland } from './islands/choose-at-most.island.tsx';
import { ConfirmDialogIsland } from './islands/confirm-dialog.island.tsx';
import { DateRangeFieldsIsland } from './islands/date-range-fields.island.tsx';
import { IdleResetIsland } from './islands/idle-reset.island.tsx';

/**
 * The islands of the shared components. A page family that uses these components spreads this
 * registry into its own (`{ ...componentIslands, ...ownIslands }`) so its client entry hydrates
 * them; a page rendered without a family still works, as the plain HTML these islands start from.
 */
export const componentIslands = {
  'confirm-dialog': ConfirmDialogIsland,
  'date-range-fields': DateRangeFieldsIsland,
  'choose-at-most': ChooseAtMostIsland,
  'idle-reset': IdleResetIsland,
};

export const ComponentIsland = defineIslands(componentIslands);
