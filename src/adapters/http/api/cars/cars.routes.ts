import type { makeCreateCar } from '#application/cars/create-car.ts';
import type { makeDeleteCar } from '#application/cars/delete-car.ts';
import type { makeGetCar } from '#application/cars/get-car.ts';
import type { makeListCars } from '#application/cars/list-cars.ts';
import type { makeUpdateCar } from '#application/cars/update-car.ts';
import { ok } from '#domain/shared/result.ts';
import { callerOf } from '#adapters/http/api/caller.ts';
import { multipartBody } from '#adapters/http/api/forms.ts';
import { apiRoutes, createApiRouter } from '#adapters/http/api/openapi.ts';
import { respond, respondSave } from './cars.errors.ts';
import {
  CarQuerySchema,
  CarSchema,
  CreateCarForm,
  fieldsOf,
  toCarBody,
  toCarsBody,
  UpdateCarForm,
  uploadsOf,
} from './cars.schemas.ts';
import { z } from '@hono/zod-openapi';

export type CarRouteDeps = {
  listCars: ReturnType<typeof makeListCars>;
  getCar: ReturnType<typeof makeGetCar>;
  createCar: ReturnType<typeof makeCreateCar>;
  updateCar: ReturnType<typeof makeUpdateCar>;
  deleteCar: ReturnType<typeof makeDeleteCar>;
};

const cars = apiRoutes('Cars');
const car = { description: 'The car', schema: CarSchema };

const listRoute = cars.get('/api/cars', 'cars.read', {
  summary: 'The cars the caller sees',
  description:
    'A dealership’s accounts (kiosk, advisors, managers) see its offer: this year’s cars of its manufacturers, never hidden ones. Platform accounts see the whole catalogue, filtered by year and type; `all=true` adds the hidden cars (decision 084).',
  request: { query: CarQuerySchema },
  success: { description: 'The cars, by manufacturer and model', schema: z.array(CarSchema) },
});

const getRoute = cars.get('/api/cars/{id}', 'cars.read', {
  summary: 'One car the caller sees (another is 404)',
  success: car,
});

const createRoute = cars.post('/api/cars', 'cars.write', {
  summary: 'Add a car to the catalogue with its images (PR admin)',
  description:
    'The `_grey` image is required, then at most one each of `_red`, `_blue`, `_white`, `_black`; each JPG or PNG (checked by content) of at most 2 MB, re-encoded and stored as `manufacturer-model_colour`. The same manufacturer, model and year twice is 409 `CARS.DUPLICATE`.',
  request: { body: multipartBody(CreateCarForm) },
  errors: [409, 413],
  success: { status: 201, ...car },
});

const updateRoute = cars.put('/api/cars/{id}', 'cars.write', {
  summary: 'Change a car, replace or remove some of its images (PR admin)',
  request: { body: multipartBody(UpdateCarForm) },
  errors: [409, 413],
  success: car,
});

const deleteRoute = cars.delete('/api/cars/{id}', 'cars.write', {
  summary: 'Remove a car and its images from the catalogue (PR admin)',
  success: { status: 204, description: 'Deleted' },
});

/** The vehicle catalogue (docs/spec/product-spec.md sections 3 and 7, decision 084). */
export const makeCarRoutes = (deps: CarRouteDeps) =>
  createApiRouter()
    .openapi(listRoute, async (c) =>
      respond(c, ok(await deps.listCars(callerOf(c), c.req.valid('query'))), toCarsBody),
    )
    .openapi(getRoute, async (c) =>
      respond(c, await deps.getCar(callerOf(c), c.req.valid('param').id), toCarBody),
    )
    .openapi(createRoute, async (c) => {
      const form = c.req.valid('form');
      const result = await deps.createCar({
        fields: fieldsOf(form),
        images: await uploadsOf(form.images),
      });
      return respondSave(c, result, toCarBody, 201);
    })
    .openapi(updateRoute, async (c) => {
      const form = c.req.valid('form');
      const result = await deps.updateCar({
        id: c.req.valid('param').id,
        fields: fieldsOf(form),
        images: await uploadsOf(form.images),
        removeColours: form.removeImages,
      });
      return respondSave(c, result, toCarBody);
    })
    .openapi(deleteRoute, async (c) =>
      respond.empty(c, await deps.deleteCar(c.req.valid('param').id)),
    );
