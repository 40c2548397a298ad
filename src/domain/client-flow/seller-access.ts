import { isHoldExpired } from './hold.ts';
import type { ClientStatus } from './statuses.ts';

/**
 * What an advisor's pages of one client show (docs/spec/product-spec.md sections 4 and 8, decision 024):
 * - `questionnaire`: a visit the advisor started on their own device, still being answered;
 * - `record`: the client record, with what the advisor may do now;
 * - `expired`: their sale whose hold is over: only ending or resuming it;
 * - `denied`: "No access to the client, or the hold expired, or the sale ended".
 */
export type SellerAccess =
  | { kind: 'questionnaire' }
  | { kind: 'record' }
  | { kind: 'expired' }
  | { kind: 'denied'; reason: 'otherSeller' | 'ended' };

export type AccessedClient = {
  status: ClientStatus | null;
  sellerId: string | null;
  createdBy: string | null;
  holdExpiresAt: Date | null;
};

const ENDED: readonly (ClientStatus | null)[] = ['sold', 'notSold', 'archived'];

/**
 * An advisor reaches the clients waiting for them or for anyone, their own clients and the visits
 * they started themselves; another advisor's client and an ended sale are refused (the clients'
 * history pages show past clients). Pure: `now` decides whether a hold is over.
 */
export const sellerAccessTo = (
  client: AccessedClient,
  sellerId: string,
  now: Date,
): SellerAccess => {
  const mine = client.sellerId === sellerId;
  const started = client.createdBy === sellerId;
  if (ENDED.includes(client.status)) return { kind: 'denied', reason: 'ended' };
  switch (client.status) {
    case null:
      return started ? { kind: 'questionnaire' } : { kind: 'denied', reason: 'otherSeller' };
    case 'questionnaireCompleted':
      return started ? { kind: 'record' } : { kind: 'denied', reason: 'otherSeller' };
    case 'waitingRoom':
      return client.sellerId === null || mine
        ? { kind: 'record' }
        : { kind: 'denied', reason: 'otherSeller' };
    case 'withAdvisor':
      if (!mine) return { kind: 'denied', reason: 'otherSeller' };
      return isHoldExpired(client.holdExpiresAt, now) ? { kind: 'expired' } : { kind: 'record' };
    case 'beBack':
      return mine ? { kind: 'record' } : { kind: 'denied', reason: 'otherSeller' };
    default:
      return { kind: 'denied', reason: 'ended' };
  }
};
