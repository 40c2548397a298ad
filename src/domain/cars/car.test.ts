import { describe, expect, it } from 'vitest';
import { carImageName, checkCarImageSet, colourOfFileName, slugify } from './car.ts';

describe('car image names', () => {
  it('slugs the manufacturer and model, then the colour', () => {
    expect(carImageName({ manufacturer: 'Toyota', model: 'Corolla' }, 'grey', 'jpg')).toBe(
      'toyota-corolla_grey.jpg',
    );
    expect(
      carImageName({ manufacturer: 'Mercedes-Benz', model: 'Classe É 350' }, 'red', 'png'),
    ).toBe('mercedes-benz-classe-e-350_red.png');
  });

  it('keeps only letters and digits, never leaving an empty name', () => {
    expect(slugify('  ../Ford   F-150!! ')).toBe('ford-f-150');
    expect(slugify('¿?')).toBe('car');
  });

  it('reads the colour from an uploaded file name', () => {
    expect(colourOfFileName('corolla_grey.jpg')).toBe('grey');
    expect(colourOfFileName('Corolla_RED.PNG')).toBe('red');
    expect(colourOfFileName('corolla_green.jpg')).toBeNull();
    expect(colourOfFileName('grey.jpg')).toBeNull();
  });
});

describe('checkCarImageSet', () => {
  it('requires a grey image, new or stored', () => {
    expect(checkCarImageSet(['red'], [])).toEqual({
      ok: false,
      error: { code: 'CARS.GREY_IMAGE_REQUIRED' },
    });
    expect(checkCarImageSet(['red'], ['grey']).ok).toBe(true);
    expect(checkCarImageSet(['grey', 'red', 'blue', 'white', 'black'], []).ok).toBe(true);
  });

  it('refuses a colour twice', () => {
    expect(checkCarImageSet(['grey', 'red', 'red'], [])).toEqual({
      ok: false,
      error: { code: 'CARS.IMAGE_COLOUR_REPEATED', colour: 'red' },
    });
  });
});
