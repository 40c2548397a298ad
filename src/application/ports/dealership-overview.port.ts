import type { DealershipFacts } from './dashboard.port.ts';

/** A dealership as the platform's homes list it: the dashboard's facts, its name and city. */
export type DealershipOverview = DealershipFacts & { name: string; city: string | null };

export type DealershipOverviewStore = {
  /**
   * Live dealerships, demonstration ones left out (docs/decisions/086): every one (null) or those
   * of `concessionIds`, by name. One query whatever their number.
   */
  list: (concessionIds: readonly string[] | null) => Promise<DealershipOverview[]>;
};
