import type { SubscriptionStatus } from '#domain/access/onboarding.ts';
import type { Country } from '#domain/concessions/settings.ts';
import type { Language } from '#domain/locale/language.ts';

/** One dealership as the platform's lists show it (prAdmin, bpm). */
export type ConcessionSummary = {
  id: string;
  name: string;
  city: string | null;
  country: Country;
  state: string | null;
  language: Language;
  territory: Territory | null;
  /** Manufacturer names, by name. */
  manufacturers: string[];
  /** Null: the dealership has no subscription row (created before issue 16). */
  subscriptionStatus: SubscriptionStatus | null;
  infoValidated: boolean;
  configurationValidated: boolean;
  connectionValidated: boolean;
  createdAt: Date;
};

export type Territory = { id: string; name: string };

/** What a list asks for: the dealerships in reach (null: all), a region, a make, a name search. */
export type DirectoryFilter = {
  concessionIds: readonly string[] | null;
  state?: string | undefined;
  manufacturerId?: string | undefined;
  /** Lower-cased words (domain/concessions/directory.ts searchTermOf); empty: no search. */
  search: string;
};

/** A new dealership as created by the platform; its owner and subscription come with it. */
export type NewConcession = {
  name: string;
  language: Language;
  territoryId: string | null;
  manufacturerIds: readonly string[];
  ownerEmail: string;
};

/** The platform's dealership directory: list, create and delete (docs/decisions/077). */
export type ConcessionDirectory = {
  count: (filter: DirectoryFilter) => Promise<number>;
  list: (
    filter: DirectoryFilter,
    window: { limit: number; offset: number },
  ) => Promise<ConcessionSummary[]>;
  /** One live dealership's summary (its detail page's header), or null. */
  find: (concessionId: string) => Promise<ConcessionSummary | null>;
  /** The territories a Best Pairing manager covers (docs/decisions/076). */
  territoryIdsOf: (bpmUserId: string) => Promise<string[]>;
  /** Territories by name: these ids, or every one (null). */
  listTerritories: (ids: readonly string[] | null) => Promise<Territory[]>;
  /** The regions (`state` values) of the dealerships in reach, for the list's filter. */
  statesOf: (concessionIds: readonly string[] | null) => Promise<string[]>;
  /**
   * Inserts the dealership, its makes and its subscription (`neverCreated`: the owner pays at the
   * checkout, decisions 067-069). Called inside a unit of work.
   */
  create: (concession: NewConcession, at: Date) => Promise<{ id: string }>;
  /** The bpm who created it keeps it even outside a territory change (decision 076). */
  assignBpm: (concessionId: string, bpmUserId: string, at: Date) => Promise<void>;
  /**
   * Marks the dealership deleted and closes its accounts (docs/decisions/078): false when it was
   * already gone. Called inside a unit of work.
   */
  softDelete: (concessionId: string, at: Date) => Promise<boolean>;
};
