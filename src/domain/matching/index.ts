export { pickRoundRobin, rankAdvisors } from './rank-advisors.ts';
export type {
  MatchAdvisor,
  MatchClient,
  MatchReasons,
  RankAdvisorsInput,
  RankedAdvisor,
} from './rank-advisors.ts';
