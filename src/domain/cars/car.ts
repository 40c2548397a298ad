import { err, ok, type Result } from '#domain/shared/result.ts';

/** docs/spec/product-spec.md section 3: a car's kinds. */
export const CAR_TYPES = ['basic', 'suv', 'sport', 'van', 'truck', 'commercial'] as const;
export type CarType = (typeof CAR_TYPES)[number];

/** The grey image every car has, then up to four more colours (product-spec sections 3 and 9). */
export const CAR_COLOURS = ['grey', 'red', 'blue', 'white', 'black'] as const;
export type CarColour = (typeof CAR_COLOURS)[number];
export const REQUIRED_COLOUR: CarColour = 'grey';

/** A model year the catalogue takes (the table's own bounds). */
export const MIN_CAR_YEAR = 1900;
export const MAX_CAR_YEAR = 2100;

/**
 * A name as a file name part: lower case, accents dropped, anything but letters and digits a single
 * dash ("Mercedes-Benz Classe É" -> "mercedes-benz-classe-e"). Never empty: a name with no letter
 * or digit left becomes "car".
 */
export const slugify = (name: string): string => {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'car' : slug;
};

/** The name an image is stored under: `manufacturer-model_colour.ext`, slugged (spec section 3). */
export const carImageName = (
  car: { manufacturer: string; model: string },
  colour: CarColour,
  extension: string,
): string => `${slugify(`${car.manufacturer} ${car.model}`)}_${colour}.${extension}`;

/**
 * The colour an uploaded file is for, read from its name as the spec names them: the part before
 * the extension ends with `_grey`, `_red`, `_blue`, `_white` or `_black` ("corolla_red.png").
 */
export const colourOfFileName = (fileName: string): CarColour | null => {
  const stem = fileName.replace(/\.[^.]*$/, '').toLowerCase();
  return CAR_COLOURS.find((colour) => stem.endsWith(`_${colour}`)) ?? null;
};

export type CarImageSetError =
  { code: 'CARS.GREY_IMAGE_REQUIRED' } | { code: 'CARS.IMAGE_COLOUR_REPEATED'; colour: CarColour };

/**
 * Whether a car's images after a change are a valid set: each colour at most once (so at most four
 * besides grey), and a grey one, either among the new ones or already stored.
 */
export const checkCarImageSet = (
  uploaded: readonly CarColour[],
  stored: readonly CarColour[],
): Result<void, CarImageSetError> => {
  const seen = new Set<CarColour>();
  for (const colour of uploaded) {
    if (seen.has(colour)) return err({ code: 'CARS.IMAGE_COLOUR_REPEATED', colour });
    seen.add(colour);
  }
  if (!seen.has(REQUIRED_COLOUR) && !stored.includes(REQUIRED_COLOUR)) {
    return err({ code: 'CARS.GREY_IMAGE_REQUIRED' });
  }
  return ok(undefined);
};
