import type { Region } from '#domain/territories/territory.ts';

/** A person or a dealership as a territory lists them. */
export type NamedRef = { id: string; name: string };

/** A territory with what it covers (docs/decisions/076-territories.md). */
export type TerritoryRecord = {
  id: string;
  name: string;
  regions: Region[];
  /** The live bpm accounts who cover it, by name. */
  bpms: (NamedRef & { email: string })[];
  /** Its live dealerships (those whose territory it is), by name. */
  concessions: (NamedRef & { state: string | null })[];
};

export type TerritoryChanges = {
  name: string;
  regions: readonly Region[];
  bpmIds: readonly string[];
};

/** A region some territory covers, with that territory. */
export type CoveredRegion = Region & { territoryId: string; territoryName: string };

export type TerritoryStore = {
  /** Every territory, by name. */
  list: () => Promise<TerritoryRecord[]>;
  findById: (id: string) => Promise<TerritoryRecord | null>;
  /**
   * Serialises territory writes until the transaction ends, so two forms saved at once cannot both
   * see a region free and both take it.
   */
  lock: () => Promise<void>;
  coveredRegions: () => Promise<CoveredRegion[]>;
  /** Whether another territory than `except` has this name (names are unique, any case). */
  nameTaken: (name: string, except: string | null) => Promise<boolean>;
  /** Of these ids, the live bpm accounts. */
  liveBpmIds: (ids: readonly string[]) => Promise<string[]>;
  create: (changes: TerritoryChanges, at: Date) => Promise<{ id: string }>;
  /** Replaces the name, regions and bpm of the territory; false when it does not exist. */
  update: (id: string, changes: TerritoryChanges, at: Date) => Promise<boolean>;
  /** Its dealerships keep existing, without a territory; false when it did not exist. */
  delete: (id: string) => Promise<boolean>;
  /** The territories each of these bpm covers, by name. */
  territoriesOfBpms: (bpmIds: readonly string[]) => Promise<Map<string, NamedRef[]>>;
  /**
   * The live dealerships a bpm reaches: assigned to it, or in one of its territories (the same
   * reach as the viewer's `assignedConcessionIds`), by name.
   */
  concessionsOfBpm: (bpmId: string) => Promise<(NamedRef & { timeZone: string })[]>;
};
