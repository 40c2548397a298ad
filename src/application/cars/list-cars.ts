import type { Caller } from '#application/client-flow/common.ts';
import type { CarRecord, CarStore } from '#application/ports/car-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import { carFilterOf, type CarQuery } from './common.ts';

export type ReadCarDeps = { cars: Pick<CarStore, 'list' | 'find'>; clock: Clock };

/** `GET /api/cars`: the cars the caller sees (decision 084). */
export const makeListCars =
  (deps: ReadCarDeps) =>
  async (caller: Caller, query: CarQuery): Promise<CarRecord[]> =>
    deps.cars.list(carFilterOf(caller, query, deps.clock.now()));
