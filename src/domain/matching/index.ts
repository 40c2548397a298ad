export { pickRoundRobin, rankAdvisors } from './rank-advisors.ts';
export type {
  MatchAdvisor,
  MatchClient,
  MatchReasons,
  RankAdvisorsInput,
  RankedAdvisor,
} from './rank-advisors.ts';
export { completedYearsSince } from './experience.ts';
export type { YearMonth } from './experience.ts';
export { HEARTBEAT_WINDOW_MS, heartbeatCutoff } from './availability.ts';
export { ADVISOR_STATE_ORDER, advisorStateOf } from './advisor-state.ts';
export type { AdvisorState } from './advisor-state.ts';
