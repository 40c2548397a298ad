import type { IslandLoader } from '#ui/islands/lazy.ts';
import type { questionnaireIslands } from './questionnaire.islands.ts';

/** The client side of the questionnaire's islands, for the kiosk's and the advisor's entries. */
export const questionnaireLoaders = {
  'questionnaire-draft': () => import('./islands/questionnaire-draft.behaviour.ts'),
} satisfies Record<keyof typeof questionnaireIslands, IslandLoader>;
