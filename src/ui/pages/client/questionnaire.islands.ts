import { defineIslands } from '#ui/islands/island.tsx';
import { QuestionnaireDraftIsland } from './islands/questionnaire-draft.island.tsx';

/**
 * The questionnaire's own island, in the registries of both page families that show the
 * questionnaire: the kiosk's and the advisor's (/seller/client-questionnaire).
 */
export const questionnaireIslands = { 'questionnaire-draft': QuestionnaireDraftIsland };
export const QuestionnaireIsland = defineIslands(questionnaireIslands);
