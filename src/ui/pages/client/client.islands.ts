import { componentIslands } from '#ui/components/component-islands.ts';
import { questionnaireIslands } from './questionnaire.islands.ts';

/** Islands of the kiosk pages: the shared components' (idle reset, choose at most), the drafts. */
export const clientIslands = { ...componentIslands, ...questionnaireIslands };
