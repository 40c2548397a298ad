import { z } from '@hono/zod-openapi';
import {
  CAR_COLOURS,
  CAR_TYPES,
  colourOfFileName,
  MAX_CAR_YEAR,
  MIN_CAR_YEAR,
  type CarColour,
} from '#domain/cars/car.ts';
import type { CarRecord } from '#application/ports/car-store.port.ts';
import { CsrfField } from '#adapters/http/api/forms.ts';
import { Id } from '#adapters/http/api/params.ts';
import { uploadUrl } from '#adapters/http/uploads.ts';
import { file, text } from '#adapters/http/validation/text.ts';

const Type = z.enum(CAR_TYPES, { error: 'cars.validation.type' });
const Colour = z.enum(CAR_COLOURS);
const Year = z.coerce
  .number({ error: 'cars.validation.year' })
  .int('cars.validation.year')
  .min(MIN_CAR_YEAR, 'cars.validation.year')
  .max(MAX_CAR_YEAR, 'cars.validation.year');
const Flag = z
  .enum(['true', 'false', 'on'])
  .transform((value) => value !== 'false')
  .openapi({ type: 'string', enum: ['true', 'false'] });

/** `GET /api/cars` (docs/spec/product-spec.md section 7; who sees what: decision 084). */
export const CarQuerySchema = z.object({
  all: Flag.optional().openapi({
    description: 'Also the hidden cars (platform accounts; a dealership never sees them)',
  }),
  type: Type.optional(),
  manufacturer: Id.optional().openapi({ description: 'Only this manufacturer’s cars' }),
  year: Year.optional().openapi({
    type: 'integer',
    description: 'Platform accounts only; a dealership sees this year’s cars',
  }),
});

/** One value or the same field repeated: a list either way. */
const listOf = <S extends z.ZodType>(item: S) =>
  z.preprocess(
    (value: unknown) =>
      value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value],
    z.array(item),
  );

/** An image whose file name says its colour (`corolla_grey.jpg`, spec section 3). */
const ColourImage = file('cars.validation.imageColour').refine(
  (image) => colourOfFileName(image.name) !== null,
  { message: 'cars.validation.imageColour' },
);

/** The fields of a car, as a page posts them (its images come apart, one field per colour). */
export const carFields = {
  manufacturer: Id.openapi({ description: 'The manufacturer’s id (GET /api/manufacturers)' }),
  model: text({
    min: 1,
    max: 100,
    required: 'cars.validation.model',
    tooLong: 'cars.validation.model',
  }),
  year: Year.openapi({ type: 'integer', example: 2026 }),
  type: Type,
  hideInDealership: Flag.optional(),
  csrfToken: CsrfField,
};
const imagesField = listOf(ColourImage).openapi({
  type: 'array',
  items: { type: 'string', format: 'binary' },
  description:
    'JPG or PNG, at most 2 MB each, the colour at the end of each file name: `_grey` (required when creating), `_red`, `_blue`, `_white`, `_black`',
});

export const CreateCarForm = z.object({ ...carFields, images: imagesField }).openapi('CarForm');

export const UpdateCarForm = z
  .object({
    ...carFields,
    images: imagesField,
    removeImages: listOf(Colour).openapi({
      type: 'array',
      items: { type: 'string', enum: [...CAR_COLOURS] },
      description: 'Colours whose image is removed (never grey)',
    }),
  })
  .openapi('CarUpdateForm');

/** The images of a form, each with the colour its file name says. */
export const uploadsOf = async (images: readonly File[]) =>
  Promise.all(
    images.flatMap((image) => {
      const colour: CarColour | null = colourOfFileName(image.name);
      return colour
        ? [image.arrayBuffer().then((buffer) => ({ colour, bytes: new Uint8Array(buffer) }))]
        : [];
    }),
  );

export const fieldsOf = (form: z.infer<typeof CreateCarForm>) => ({
  manufacturerId: form.manufacturer,
  model: form.model,
  year: form.year,
  type: form.type,
  hiddenInDealership: form.hideInDealership ?? false,
});

export const CarSchema = z
  .object({
    id: z.string(),
    manufacturer: z.object({ id: z.string(), name: z.string() }),
    model: z.string(),
    year: z.number().int(),
    type: Type,
    hideInDealership: z.boolean(),
    images: z.array(
      z.object({
        colour: Colour,
        fileName: z.string().openapi({ example: 'toyota-corolla_grey.jpg' }),
        url: z.string().nullable(),
      }),
    ),
  })
  .openapi('Car');

export const toCarBody = (car: CarRecord): z.infer<typeof CarSchema> => ({
  id: car.id,
  manufacturer: { id: car.manufacturerId, name: car.manufacturer },
  model: car.model,
  year: car.year,
  type: car.type,
  hideInDealership: car.hiddenInDealership,
  images: car.images.map((image) => ({
    colour: image.colour,
    fileName: image.fileName,
    url: image.path ? uploadUrl(image.path) : null,
  })),
});

export const toCarsBody = (cars: readonly CarRecord[]) => cars.map(toCarBody);
