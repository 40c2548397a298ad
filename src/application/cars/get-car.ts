import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type { CarRecord } from '#application/ports/car-store.port.ts';
import { carFilterOf, type CarNotFound } from './common.ts';
import type { ReadCarDeps } from './list-cars.ts';

/** `GET /api/cars/{id}`: a car the caller sees; any other id is 404 (docs/spec/decisions.md section 2). */
export const makeGetCar =
  (deps: ReadCarDeps) =>
  async (caller: Caller, id: string): Promise<Result<CarRecord, CarNotFound>> => {
    const car = await deps.cars.find(id, carFilterOf(caller, { all: true }, deps.clock.now()));
    return car ? ok(car) : err({ code: 'CARS.NOT_FOUND' });
  };
