import type { Context } from 'hono';
import type { CarColour } from '#domain/cars/car.ts';
import type { CarNotFound } from '#application/cars/common.ts';
import type { SaveCarError } from '#application/cars/save-car.ts';
import type { Translate } from '#ui/i18n/translator.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { errorTable, refuse } from '#adapters/http/api/error-table.ts';
import { apiError, invalidFields } from '#adapters/http/api/errors.ts';
import { responder } from '#adapters/http/api/respond.ts';

const notFound = errorTable<CarNotFound['code']>({
  'CARS.NOT_FOUND': refuse(404, 'cars.errors.notFound'),
});

/** The Cars calls' reads and deletes: an unknown (or unseen) car is 404. */
export const respond = responder(notFound);

/**
 * A refused car's problem: the field it belongs to (an image's colour, or a field of the form) and
 * its message, shared by the API and the pages. Image messages name the file suffix (`_grey`).
 */
export const carFieldProblem = (
  t: Translate,
  error: Exclude<SaveCarError, { code: 'CARS.DUPLICATE' }>,
): { field: 'manufacturer' | 'images'; colour?: CarColour; message: string } => {
  const image = (key: Parameters<Translate>[0], colour: CarColour) => ({
    field: 'images' as const,
    colour,
    message: t(key, { colour: `_${colour}` }),
  });
  switch (error.code) {
    case 'CARS.UNKNOWN_MANUFACTURER':
      return { field: 'manufacturer', message: t('cars.errors.unknownManufacturer') };
    case 'CARS.GREY_IMAGE_REQUIRED':
      return { field: 'images', colour: 'grey', message: t('cars.validation.greyRequired') };
    case 'CARS.IMAGE_COLOUR_REPEATED':
      return image('cars.validation.colourRepeated', error.colour);
    case 'UPLOAD.TOO_LARGE':
      return image('cars.validation.imageTooLarge', error.colour);
    case 'UPLOAD.UNSUPPORTED_TYPE':
      return image('cars.validation.imageType', error.colour);
    case 'UPLOAD.EMPTY':
      return image('cars.validation.imageEmpty', error.colour);
  }
};

const saveError = (c: Context<AppEnv>, error: SaveCarError | CarNotFound) => {
  switch (error.code) {
    case 'CARS.NOT_FOUND':
      return notFound(c, error);
    case 'CARS.DUPLICATE':
      return apiError(c, 409, error.code, 'cars.errors.duplicate');
    default: {
      const problem = carFieldProblem(c.get('t'), error);
      return invalidFields(c, [{ path: `form.${problem.field}`, message: problem.message }]);
    }
  }
};

/** The create and update calls: a duplicate is 409, image and manufacturer problems 400 by field. */
export const respondSave = responder(saveError);
