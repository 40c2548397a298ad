import { defineIslands } from '#ui/islands/island.tsx';
import QuestionnaireDraftIsland from './islands/questionnaire-draft.island.tsx';

/**
 * The questionnaire's own island, shown by both page families that show the questionnaire: the
 * kiosk's and the advisor's (/seller/client-questionnaire), whose client entries both load it.
 */
export const QuestionnaireIsland = defineIslands({
  'questionnaire-draft': QuestionnaireDraftIsland,
});
