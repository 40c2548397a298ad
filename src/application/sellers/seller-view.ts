import { reaches } from '#domain/access/policy.ts';
import { completedYearsSince, heartbeatCutoff } from '#domain/matching/index.ts';
import { err } from '#domain/shared/result.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { SellerRecord, SellerStore } from '#application/ports/seller-store.port.ts';

/** An advisor card: the profile plus what changes by the minute. */
export type SellerView = SellerRecord & {
  yearsOfExperience: number | null;
  yearsInDealership: number | null;
  /** Signed in on the seller app right now (a heartbeat younger than 2 minutes). */
  connected: boolean;
  /** Can be given a client now (docs/spec/decisions.md section 4). */
  available: boolean;
};

export type SellerNotFound = { code: 'SELLER.NOT_FOUND' };
export const notFound = () => err({ code: 'SELLER.NOT_FOUND' } as const);

export type SellerDeps = {
  sellers: SellerStore;
  clock: Clock;
};

export const viewOf = (seller: SellerRecord, available: boolean, now: Date): SellerView => ({
  ...seller,
  yearsOfExperience: completedYearsSince(seller.carSellerStarted, now),
  yearsInDealership: completedYearsSince(seller.concessionSellerStarted, now),
  connected: seller.lastHeartbeatAt !== null && seller.lastHeartbeatAt > heartbeatCutoff(now),
  available,
});

export const reachesSeller = (caller: Caller, seller: SellerRecord) =>
  reaches(caller.actor, caller.scope, { concessionId: seller.concessionId, userId: seller.id });
