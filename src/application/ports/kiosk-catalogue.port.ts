/** A car as the kiosk shows it among "models of interest". */
export type KioskCar = {
  id: string;
  manufacturer: string;
  model: string;
  year: number;
  type: string;
  /** The grey image's storage key; null while it has no file. */
  image: string | null;
};

/** The vehicle catalogue as the kiosk questionnaire reads it. */
export type KioskCatalogue = {
  /** Every manufacturer, for the "current car" question. */
  manufacturers: () => Promise<string[]>;
  /**
   * The cars a dealership's kiosk offers: its manufacturers' cars of `year` that are not hidden
   * (docs/spec/product-spec.md section 3: only current-year vehicles show on the kiosk).
   */
  cars: (concessionId: string, year: number) => Promise<KioskCar[]>;
  /** Names of catalogue cars, whatever their year (client records show what was viewed). */
  namesOf: (carIds: readonly string[]) => Promise<Map<string, string>>;
};
