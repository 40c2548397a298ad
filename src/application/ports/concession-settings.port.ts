import type { SellerChoiceMode } from '#domain/client-flow/index.ts';
import type { WifiNetwork } from '#domain/concessions/networks.ts';
import type {
  Country,
  SellerCardPersonalization,
  StationConfiguration,
} from '#domain/concessions/settings.ts';
import type { Language } from '#domain/locale/language.ts';

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

/** The dealership's identity and contact (PUT /api/concessions/{id}, the information tab). */
export type ConcessionInformation = {
  name: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  country: Country;
  state: string;
  website: string | null;
  language: Language;
  defaultAppLanguage: Language;
};

/** The configuration tab's own fields (the stations' passwords and general settings have their calls). */
export type ConcessionConfiguration = {
  manufacturerIds: readonly string[];
  ownerContactEmail: string;
  stationConfiguration: StationConfiguration;
};

export type ConcessionNetworks = {
  wifiNetworks: readonly WifiNetwork[];
  /** CIDRs as parseCidr writes them (decision 062). */
  egressNetworks: readonly string[];
};

/** Everything the settings tabs show about one dealership. */
export type ConcessionRecord = ConcessionSettings &
  Omit<ConcessionInformation, 'phone' | 'address' | 'city' | 'postalCode' | 'state'> & {
    phone: string | null;
    address: string | null;
    city: string | null;
    postalCode: string | null;
    state: string | null;
    logoPath: string | null;
    ownerContactEmail: string | null;
    manufacturerIds: string[];
    stationConfiguration: StationConfiguration;
    sellerCardPersonalization: SellerCardPersonalization;
    wifiNetworks: WifiNetwork[];
    egressNetworks: string[];
    hasClientStationPassword: boolean;
    hasServiceStationPassword: boolean;
    /** The address each kiosk tablet signs in with (decision 101); null without its account. */
    stationEmails: { client: string | null; service: string | null };
    infoValidated: boolean;
    configurationValidated: boolean;
    connectionValidated: boolean;
  };

export type Manufacturer = { id: string; name: string };

/** The dealership's record and its settings tabs; each write sets its step's `*Validated` flag. */
export type ConcessionStore = {
  findRecord: (concessionId: string) => Promise<ConcessionRecord | null>;
  updateInformation: (
    concessionId: string,
    information: ConcessionInformation & { logoPath?: string },
    at: Date,
  ) => Promise<void>;
  updateConfiguration: (
    concessionId: string,
    configuration: ConcessionConfiguration,
    at: Date,
  ) => Promise<void>;
  updateNetworks: (concessionId: string, networks: ConcessionNetworks, at: Date) => Promise<void>;
  updateSellerCard: (
    concessionId: string,
    personalization: SellerCardPersonalization,
    at: Date,
  ) => Promise<void>;
  /** Whether an account other than this dealership's owner signs in with `email`. */
  emailUsedElsewhere: (email: string, concessionId: string) => Promise<boolean>;
  listManufacturers: () => Promise<Manufacturer[]>;
};
