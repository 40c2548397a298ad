export { rankAdvisors } from './rank-advisors.ts';
export type { MatchAdvisor, MatchReasons, RankedAdvisor } from './rank-advisors.ts';
export { completedYearsSince } from './experience.ts';
export type { YearMonth } from './experience.ts';
export { heartbeatCutoff } from './availability.ts';
export { ADVISOR_STATE_ORDER, advisorStateOf } from './advisor-state.ts';
export type { AdvisorState } from './advisor-state.ts';
