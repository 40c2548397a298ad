/** Car kinds and image colours as the catalogue stores them. */
export type DemoCarType = 'basic' | 'suv' | 'van' | 'truck' | 'sport' | 'commercial';
export type DemoCarColour = 'grey' | 'red' | 'blue' | 'white' | 'black';
export type DemoCar = readonly [
  manufacturer: string,
  model: string,
  type: DemoCarType,
  colours: readonly DemoCarColour[],
];

/** Current-year cars of every manufacturer the demo dealerships sell (docs/spec/decisions.md section 11). */
export const DEMO_CARS: readonly DemoCar[] = [
  ['Toyota', 'Corolla', 'basic', ['grey', 'red', 'white', 'black']],
  ['Toyota', 'RAV4', 'suv', ['grey', 'blue', 'white']],
  ['Toyota', 'Sienna', 'van', ['grey', 'white']],
  ['Toyota', 'Tacoma', 'truck', ['grey', 'red', 'black']],
  ['Toyota', 'GR86', 'sport', ['grey', 'red', 'blue']],
  ['Honda', 'Civic', 'basic', ['grey', 'blue', 'white', 'black']],
  ['Honda', 'CR-V', 'suv', ['grey', 'red', 'white']],
  ['Honda', 'Odyssey', 'van', ['grey', 'black']],
  ['Ford', 'Escape', 'suv', ['grey', 'blue']],
  ['Ford', 'F-150', 'truck', ['grey', 'red', 'black', 'white']],
  ['Ford', 'Mustang', 'sport', ['grey', 'red', 'black']],
  ['Ford', 'Transit', 'commercial', ['grey', 'white']],
  ['Hyundai', 'Elantra', 'basic', ['grey', 'blue', 'white']],
  ['Hyundai', 'Tucson', 'suv', ['grey', 'red', 'black']],
  ['Kia', 'K4', 'basic', ['grey', 'red']],
  ['Kia', 'Sportage', 'suv', ['grey', 'white', 'black']],
  ['Kia', 'Carnival', 'van', ['grey', 'blue']],
  ['Mazda', 'Mazda3', 'basic', ['grey', 'red', 'blue']],
  ['Mazda', 'CX-5', 'suv', ['grey', 'red', 'white']],
  ['Mazda', 'MX-5', 'sport', ['grey', 'red', 'black']],
  ['Subaru', 'Impreza', 'basic', ['grey', 'blue']],
  ['Subaru', 'Outback', 'suv', ['grey', 'white', 'black']],
  ['Nissan', 'Sentra', 'basic', ['grey', 'white']],
  ['Nissan', 'Rogue', 'suv', ['grey', 'red', 'black']],
  ['Nissan', 'Frontier', 'truck', ['grey', 'black']],
  ['Chevrolet', 'Equinox', 'suv', ['grey', 'blue', 'white']],
  ['Chevrolet', 'Silverado', 'truck', ['grey', 'red', 'black', 'white']],
  ['Chevrolet', 'Express', 'commercial', ['grey', 'white']],
  ['Volkswagen', 'Jetta', 'basic', ['grey', 'blue', 'black']],
  ['Volkswagen', 'Tiguan', 'suv', ['grey', 'white']],
  ['Volkswagen', 'Golf GTI', 'sport', ['grey', 'red', 'white']],
];

/** How the plan names a car before it has an id: "Honda|CR-V". */
export const carKey = (manufacturer: string, model: string) => `${manufacturer}|${model}`;

/** "Golf GTI" by Volkswagen -> "volkswagen-golf-gti" (docs/spec/product-spec.md: manufacturer-model + colour). */
const carFileStem = (manufacturer: string, model: string) =>
  `${manufacturer}-${model}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The catalogue as the demo writes it: each car with its images' file names. */
export const plannedCars = () =>
  DEMO_CARS.map(([manufacturer, model, type, colours]) => ({
    manufacturer,
    model,
    type,
    images: colours.map((colour) => ({
      colour,
      fileName: `${carFileStem(manufacturer, model)}_${colour}.png`,
    })),
  }));
