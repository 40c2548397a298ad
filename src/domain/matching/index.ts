export { rankSellers } from './rank-sellers.ts';
export type { MatchSeller, MatchReasons, RankedSeller } from './rank-sellers.ts';
export { completedYearsSince } from './experience.ts';
export type { YearMonth } from './experience.ts';
export { heartbeatCutoff, nextAvailabilityLapse } from './availability.ts';
export { SELLER_STATE_ORDER, sellerStateOf } from './seller-state.ts';
export type { SellerState } from './seller-state.ts';
