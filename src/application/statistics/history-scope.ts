import { DEFAULT_TIME_ZONE } from '#domain/locale/time-zone.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type { ClientStore } from '#application/ports/client-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { StatisticsStore } from '#application/ports/statistics.port.ts';

export type HistoryDeps = {
  statistics: StatisticsStore;
  clients: Pick<ClientStore, 'history'>;
  clock: Clock;
};

/** An advisor's history holds their own clients; managers see every advisor's. */
export const isSeller = (caller: Caller) => caller.actor.role === 'seller';

/**
 * The calendar of the dealership looked at, else of the caller's own (the platform's roles fall
 * back to the default zone).
 */
export const timeZoneOf = async (
  statistics: Pick<StatisticsStore, 'timeZoneOf'>,
  caller: Caller,
  concessionId: string | null = caller.actor.concessionId,
) => (concessionId ? await statistics.timeZoneOf(concessionId) : null) ?? DEFAULT_TIME_ZONE;
