import { reaches } from '#domain/access/policy.ts';
import { completedYearsSince, heartbeatCutoff } from '#domain/matching/index.ts';
import { err } from '#domain/shared/result.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type {
  ListedSeller,
  SellerRecord,
  SellerStore,
} from '#application/ports/seller-store.port.ts';

/** An advisor card: the profile plus what changes by the minute (`available` among it). */
export type SellerView = ListedSeller & {
  yearsOfExperience: number | null;
  yearsInDealership: number | null;
  /** Signed in on the seller app right now (a heartbeat younger than 2 minutes). */
  connected: boolean;
};

export type SellerNotFound = { code: 'SELLER.NOT_FOUND' };
export const notFound = () => err({ code: 'SELLER.NOT_FOUND' } as const);

export type SellerDeps = {
  sellers: SellerStore;
  clock: Clock;
};

export const viewOf = (seller: ListedSeller, now: Date): SellerView => ({
  ...seller,
  yearsOfExperience: completedYearsSince(seller.carSellerStarted, now),
  yearsInDealership: completedYearsSince(seller.concessionSellerStarted, now),
  connected: seller.lastHeartbeatAt !== null && seller.lastHeartbeatAt > heartbeatCutoff(now),
});

export const reachesSeller = (caller: Caller, seller: SellerRecord) =>
  reaches(caller.actor, caller.scope, { concessionId: seller.concessionId, userId: seller.id });
