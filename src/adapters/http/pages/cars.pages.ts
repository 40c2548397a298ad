import { z } from '@hono/zod-openapi';
import { Hono, type Context } from 'hono';
import { CAR_COLOURS } from '#domain/cars/car.ts';
import type { CarRecord } from '#application/ports/car-store.port.ts';
import type { CarUpload } from '#application/cars/car-images.ts';
import {
  carFormPage,
  imageField,
  removeField,
  type CarFormView,
} from '#ui/pages/pr-admin/car-form.page.tsx';
import { CARS_PATH, carsPage, type CarRow } from '#ui/pages/pr-admin/cars.page.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import { pageCaller } from '#adapters/http/client-flow.use-cases.ts';
import { carFieldProblem } from '#adapters/http/api/cars/cars.errors.ts';
import type { CarRouteDeps } from '#adapters/http/api/cars/cars.routes.ts';
import { CarQuerySchema, carFields, fieldsOf } from '#adapters/http/api/cars/cars.schemas.ts';
import type { ConcessionSettingsRouteDeps } from '#adapters/http/api/concessions/settings.routes.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { uploadUrl } from '#adapters/http/uploads.ts';
import { formText, issuesByField } from './form-issues.ts';
import { layoutFrame } from './layout-viewer.ts';
import type { PageRenderer } from './render.ts';

export type CarPageDeps = CarRouteDeps &
  Pick<ConcessionSettingsRouteDeps, 'listManufacturers'> & { pages: PageRenderer };

const CarFieldsForm = z.object(carFields);
const FLASHES = ['added', 'saved', 'deleted'] as const;

const nameOf = (car: CarRecord) => `${car.manufacturer} ${car.model}`;
const imagesOf = (car: CarRecord) =>
  Object.fromEntries(
    car.images.flatMap((image) => (image.path ? [[image.colour, uploadUrl(image.path)]] : [])),
  );

/**
 * The PR admin's vehicle catalogue pages (decision 084): the list with filters, add and edit forms
 * with one file field per colour, and delete behind a confirmation, all without JavaScript. The
 * role guard lets only the PR admin reach /pr-admin.
 */
export const makeCarPages = (deps: CarPageDeps) => {
  const router = new Hono<AppEnv>();
  const { pageContext, render } = deps.pages;

  const frameOf = (c: Context<AppEnv>, flash?: Flash) => {
    const viewer = c.get('viewer');
    if (!viewer) throw new Error(`${c.req.path}: a PR admin page without a viewer`);
    return { ...layoutFrame(viewer, c.req.path, c.get('t')), flash };
  };

  router.get(CARS_PATH, async (c) => {
    const query = CarQuerySchema.omit({ all: true }).safeParse(c.req.query());
    const filters = query.success ? query.data : {};
    const caller = pageCaller(c, 'cars.write');
    const [cars, everyYear, manufacturers] = await Promise.all([
      deps.listCars(caller, { ...filters, all: true }),
      deps.listCars(caller, { all: true }),
      deps.listManufacturers(),
    ]);
    const rows = cars.map((car): CarRow => ({
      id: car.id,
      name: nameOf(car),
      year: car.year,
      type: car.type,
      hidden: car.hiddenInDealership,
      preview: imagesOf(car)['grey'] ?? null,
      colours: car.images.map((image) => c.get('t')(`cars.colours.${image.colour}`)),
    }));
    const flash = FLASHES.find((each) => each === c.req.query('flash'));
    return render(
      c,
      carsPage(
        pageContext(c),
        frameOf(
          c,
          flash ? { tone: 'success', message: c.get('t')(`cars.flash.${flash}`) } : undefined,
        ),
        {
          rows,
          manufacturers,
          years: [...new Set(everyYear.map((car) => car.year))].sort((a, b) => b - a),
          filters: {
            manufacturer: filters.manufacturer ?? '',
            type: filters.type ?? '',
            year: filters.year === undefined ? '' : String(filters.year),
          },
        },
      ),
    );
  });

  const showForm = async (
    c: Context<AppEnv>,
    view: Omit<CarFormView, 'manufacturers'>,
    status: 200 | 400 | 409 | 422 = 200,
  ) =>
    render(
      c,
      carFormPage(pageContext(c), frameOf(c), {
        ...view,
        manufacturers: await deps.listManufacturers(),
      }),
      status,
    );

  const tooLarge = (c: Context<AppEnv>) =>
    c.req.query('error') === 'imagesTooLarge'
      ? c.get('t')('cars.validation.imagesTooLarge')
      : undefined;

  const blank = {
    manufacturer: '',
    model: '',
    year: String(new Date().getUTCFullYear()),
    type: '',
    hideInDealership: false,
  };

  const findCar = async (c: Context<AppEnv>) => {
    const id = z.uuid().safeParse(c.req.param('id'));
    if (!id.success) return null;
    const found = await deps.getCar(pageCaller(c, 'cars.write'), id.data);
    return found.ok ? found.value : null;
  };

  /** Reads a posted car form: its fields, its images by colour, the colours to remove. */
  const readForm = async (c: Context<AppEnv>) => {
    const body = await c.req.parseBody();
    const values: CarFormView['values'] = {
      manufacturer: formText(body, 'manufacturer'),
      model: formText(body, 'model'),
      year: formText(body, 'year'),
      type: formText(body, 'type'),
      hideInDealership: body['hideInDealership'] === 'on',
    };
    const uploads: CarUpload[] = [];
    for (const colour of CAR_COLOURS) {
      const value = body[imageField(colour)];
      if (value instanceof File && value.size > 0) {
        uploads.push({ colour, bytes: new Uint8Array(await value.arrayBuffer()) });
      }
    }
    const removeColours = CAR_COLOURS.filter((colour) => body[removeField(colour)] === 'on');
    const parsed = CarFieldsForm.safeParse({
      ...values,
      hideInDealership: values.hideInDealership ? 'true' : 'false',
    });
    return { values, uploads, removeColours, parsed };
  };

  /** The page's answer to a refused save: each problem under its field, a duplicate on top. */
  const refusedSave = (
    c: Context<AppEnv>,
    view: Omit<CarFormView, 'manufacturers' | 'errors'>,
    error: Parameters<typeof carFieldProblem>[1] | { code: 'CARS.DUPLICATE' },
  ) => {
    if (error.code === 'CARS.DUPLICATE') {
      return showForm(
        c,
        { ...view, errors: {}, refusal: c.get('t')('cars.errors.duplicate') },
        409,
      );
    }
    const problem = carFieldProblem(c.get('t'), error);
    const field: string =
      problem.field === 'images' ? imageField(problem.colour ?? 'grey') : problem.field;
    return showForm(c, { ...view, errors: { [field]: problem.message } }, 422);
  };

  router.get(`${CARS_PATH}/add`, (c) =>
    showForm(c, { car: null, values: blank, errors: {}, refusal: tooLarge(c) }),
  );

  router.post(`${CARS_PATH}/add`, async (c) => {
    const { values, uploads, parsed } = await readForm(c);
    const view = { car: null, values };
    if (!parsed.success) {
      return showForm(
        c,
        { ...view, errors: issuesByField(c.get('t'), parsed.error.issues, values) },
        422,
      );
    }
    const created = await deps.createCar({
      fields: fieldsOf({ ...parsed.data, images: [] }),
      images: uploads,
    });
    if (!created.ok) return refusedSave(c, view, created.error);
    return c.redirect(`${CARS_PATH}?flash=added`, 303);
  });

  router.get(`${CARS_PATH}/:id/edit`, async (c) => {
    const car = await findCar(c);
    if (!car) return c.notFound();
    return showForm(c, {
      car: { id: car.id, name: nameOf(car), images: imagesOf(car) },
      values: {
        manufacturer: car.manufacturerId,
        model: car.model,
        year: String(car.year),
        type: car.type,
        hideInDealership: car.hiddenInDealership,
      },
      errors: {},
      refusal: tooLarge(c),
    });
  });

  router.post(`${CARS_PATH}/:id/edit`, async (c) => {
    const car = await findCar(c);
    if (!car) return c.notFound();
    const { values, uploads, removeColours, parsed } = await readForm(c);
    const view = { car: { id: car.id, name: nameOf(car), images: imagesOf(car) }, values };
    if (!parsed.success) {
      return showForm(
        c,
        { ...view, errors: issuesByField(c.get('t'), parsed.error.issues, values) },
        422,
      );
    }
    const saved = await deps.updateCar({
      id: car.id,
      fields: fieldsOf({ ...parsed.data, images: [] }),
      images: uploads,
      removeColours,
    });
    if (!saved.ok) {
      if (saved.error.code === 'CARS.NOT_FOUND') return c.notFound();
      return refusedSave(c, view, saved.error);
    }
    return c.redirect(`${CARS_PATH}?flash=saved`, 303);
  });

  router.post(`${CARS_PATH}/:id/delete`, async (c) => {
    const car = await findCar(c);
    if (!car) return c.notFound();
    await deps.deleteCar(car.id);
    return c.redirect(`${CARS_PATH}?flash=deleted`, 303);
  });
  return router;
};
