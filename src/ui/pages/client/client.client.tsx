import { bootIslands, type IslandLoader } from '../../islands/lazy.ts';
import type { clientIslands } from './client.islands.ts';

/*
 * The kiosk's client entry loads only the islands a page shows: the idle reset and "choose at most"
 * are plain DOM code, so a kiosk page downloads a few kilobytes; React comes only with a page that
 * needs it.
 */
const loaders = {
  'idle-reset': () => import('../../components/islands/idle-reset.behaviour.ts'),
  'choose-at-most': () => import('../../components/islands/choose-at-most.behaviour.ts'),
  'questionnaire-draft': () => import('./islands/questionnaire-draft.behaviour.ts'),
  'confirm-dialog': async () => ({
    component: (await import('../../components/islands/confirm-dialog.island.tsx'))
      .ConfirmDialogIsland,
  }),
  'date-range-fields': async () => ({
    component: (await import('../../components/islands/date-range-fields.island.tsx'))
      .DateRangeFieldsIsland,
  }),
} satisfies Record<keyof typeof clientIslands, IslandLoader>;

void bootIslands(loaders);
