import { defineIslands } from '#ui/islands/island.tsx';
import SurveyKioskIsland from '#ui/pages/client/islands/survey-kiosk.island.tsx';

/** The service kiosk's island, loaded by the kiosk family's client entry (client.client.tsx). */
export const SurveyIsland = defineIslands({ 'survey-kiosk': SurveyKioskIsland });
