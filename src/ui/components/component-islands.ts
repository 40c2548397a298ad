import { defineIslands } from '#ui/islands/island.tsx';
import ChooseAtMostIsland from './islands/choose-at-most.island.tsx';
import ConfirmDialogIsland from './islands/confirm-dialog.island.tsx';
import DateRangeFieldsIsland from './islands/date-range-fields.island.tsx';
import IdleResetIsland from './islands/idle-reset.island.tsx';

/**
 * The islands of the shared components. Every family's client entry loads them (found by file name,
 * src/ui/islands/lazy.ts); a page rendered without a family still works, as the plain HTML these
 * islands start from.
 */
const componentIslands = {
  'confirm-dialog': ConfirmDialogIsland,
  'date-range-fields': DateRangeFieldsIsland,
  'choose-at-most': ChooseAtMostIsland,
  'idle-reset': IdleResetIsland,
};

export const ComponentIsland = defineIslands(componentIslands);
