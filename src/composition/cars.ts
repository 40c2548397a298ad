import { makeCreateCar } from '#application/cars/create-car.ts';
import { makeDeleteCar } from '#application/cars/delete-car.ts';
import { makeGetCar } from '#application/cars/get-car.ts';
import { makeListCars } from '#application/cars/list-cars.ts';
import { makeUpdateCar } from '#application/cars/update-car.ts';
import type { Adapters } from './adapters.ts';

/** The vehicle catalogue (docs/decisions/084): read by every dealership, edited by prAdmin. */
export const buildCars = ({ stores, inTransaction, uploads: files, images, clock }: Adapters) => {
  const { cars } = stores;
  const save = { cars, inTransaction, files, images, clock };
  return {
    listCars: makeListCars({ cars, clock }),
    getCar: makeGetCar({ cars, clock }),
    createCar: makeCreateCar(save),
    updateCar: makeUpdateCar(save),
    deleteCar: makeDeleteCar({ cars, files }),
  };
};
