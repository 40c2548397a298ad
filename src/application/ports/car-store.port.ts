import type { CarColour, CarType } from '#domain/cars/car.ts';

/** A car's image: its spec name and, when a file was uploaded, the storage key it is served from. */
export type CarImage = { colour: CarColour; fileName: string; path: string | null };

export type CarRecord = {
  id: string;
  manufacturerId: string;
  manufacturer: string;
  model: string;
  year: number;
  type: CarType;
  hiddenInDealership: boolean;
  /** In the order of CAR_COLOURS: grey first. */
  images: CarImage[];
};

/** What prAdmin sets on a car. */
export type CarFields = Pick<
  CarRecord,
  'manufacturerId' | 'model' | 'year' | 'type' | 'hiddenInDealership'
>;

/**
 * Which cars a reader sees (decision 084): a dealership's offer is its manufacturers' cars of the
 * current year, never hidden ones; the platform sees the whole catalogue.
 */
export type CarFilter = {
  /** Only the cars of this dealership's manufacturers. */
  concessionId?: string | undefined;
  year?: number | undefined;
  type?: CarType | undefined;
  manufacturerId?: string | undefined;
  includeHidden: boolean;
};

/** The platform's vehicle catalogue (edited by prAdmin). */
export type CarStore = {
  list: (filter: CarFilter) => Promise<CarRecord[]>;
  /** The car when `filter` lets it be seen; null otherwise (answered as 404). */
  find: (id: string, filter: CarFilter) => Promise<CarRecord | null>;
  manufacturerName: (id: string) => Promise<string | null>;
  /** Whether another car (not `exceptId`) has this manufacturer, model (any case) and year. */
  isTaken: (fields: CarFields, exceptId?: string) => Promise<boolean>;
  /** Null when the manufacturer, model and year are taken meanwhile. */
  create: (fields: CarFields, at: Date) => Promise<{ id: string } | null>;
  update: (id: string, fields: CarFields, at: Date) => Promise<void>;
  /** Sets (adds or replaces) each colour's image. */
  putImages: (carId: string, images: readonly CarImage[], at: Date) => Promise<void>;
  removeImages: (carId: string, colours: readonly CarColour[]) => Promise<void>;
  delete: (id: string) => Promise<void>;
};
