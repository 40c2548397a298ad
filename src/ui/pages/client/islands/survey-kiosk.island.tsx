import type { SurveyKioskIslandProps } from './survey-kiosk.behaviour.ts';

/**
 * The service kiosk's local memory (answers and language). Its marker renders nothing: the work is
 * survey-kiosk.behaviour.ts, plain DOM code, so the tablet does not download React for it.
 */
const SurveyKioskIsland = (_props: SurveyKioskIslandProps) => null;

export default SurveyKioskIsland;
