import { belongsToConcession } from '#domain/access/roles.ts';
import type { CarType } from '#domain/cars/car.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type { CarFilter } from '#application/ports/car-store.port.ts';

export type CarNotFound = { code: 'CARS.NOT_FOUND' };

/** `GET /api/cars`'s query: `all` also lists hidden cars (platform accounts only). */
export type CarQuery = {
  all?: boolean | undefined;
  type?: CarType | undefined;
  year?: number | undefined;
  manufacturer?: string | undefined;
};

/**
 * Which cars a caller sees (decision 084). A dealership's accounts (kiosk, advisors, managers) see
 * its offer: this year's cars of its manufacturers, not hidden, whatever they ask for besides the
 * type. Platform accounts see the whole catalogue, by year and type, hidden cars with `all`.
 */
export const carFilterOf = (caller: Caller, query: CarQuery, now: Date): CarFilter => {
  const { actor } = caller;
  if (!belongsToConcession(actor.role) || actor.concessionId === null) {
    return {
      year: query.year,
      type: query.type,
      manufacturerId: query.manufacturer,
      includeHidden: query.all === true,
    };
  }
  return {
    concessionId: actor.concessionId,
    // The kiosk's "models of interest" read the same year (questionnaire-part.ts).
    year: now.getUTCFullYear(),
    type: query.type,
    manufacturerId: query.manufacturer,
    includeHidden: false,
  };
};

/** What prAdmin's writes see: every car. */
export const WHOLE_CATALOGUE: CarFilter = { includeHidden: true };
