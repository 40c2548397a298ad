import type { SellerChoiceMode } from '#domain/client-flow/index.ts';

/** A dealership's general settings (PUT /api/concessions/{id}/general-settings). */
export type GeneralSettings = {
  sellerChoiceMode: SellerChoiceMode;
  /** How long a sale in progress holds (docs/spec/decisions.md section 3). */
  saleHoldHours: number;
  /** Weeks without an on-site heartbeat before the dashboard alert (docs/spec/decisions.md section 4). */
  alertDelayWeeks: number;
  /** Weeks before a be-back client is archived. */
  archiveDelayWeeks: number;
};

export type ConcessionSettings = GeneralSettings & {
  id: string;
  name: string;
  timeZone: string;
};

export type ConcessionSettingsStore = {
  /** A live (not deleted) dealership's settings. */
  find: (concessionId: string) => Promise<ConcessionSettings | null>;
  updateGeneral: (
    concessionId: string,
    settings: Partial<GeneralSettings>,
    at: Date,
  ) => Promise<ConcessionSettings | null>;
};
