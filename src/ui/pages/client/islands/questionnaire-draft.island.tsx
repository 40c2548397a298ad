import type { QuestionnaireDraftIslandProps } from './questionnaire-draft.behaviour.ts';

/**
 * Keeps what the buyer types in the part they are on (decision 024). Its marker renders nothing:
 * the work is the behaviour of questionnaire-draft.behaviour.ts, plain DOM code, so the kiosk does
 * not download React for it. Without JavaScript the part is saved when it is posted, as before.
 */
const QuestionnaireDraftIsland = (_props: QuestionnaireDraftIslandProps) => null;

export default QuestionnaireDraftIsland;
