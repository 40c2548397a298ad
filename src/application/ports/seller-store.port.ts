import type { Language } from '#domain/locale/language.ts';
import type { YearMonth } from '#domain/matching/index.ts';
import type { DescriptorKey } from '#domain/psychometrics/index.ts';
import type { SellerProfile } from '#domain/sellers/profile.ts';

/** An advisor as the Sellers API and the advisor cards show them. */
export type SellerRecord = {
  id: string;
  concessionId: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  language: Language | null;
  picturePath: string | null;
  hobbies: readonly string[];
  spokenLanguages: readonly Language[];
  carSellerStarted: YearMonth;
  concessionSellerStarted: YearMonth;
  statisticsStatus: 'notGranted' | 'requested' | 'granted';
  showEndQuestionnaire: boolean;
  /** The advisor accepted the contract (PUT /api/users/{id}/contract). */
  signedContract: boolean;
  profileNumber: number | null;
  descriptors: readonly DescriptorKey[];
  lastHeartbeatAt: Date | null;
  /** "Last connection": the last heartbeat from the dealership's network. */
  lastOnSiteHeartbeatAt: Date | null;
  /** Licensed and onboarded: the kiosk may pair them, a manager include them (docs/decisions/064). */
  pairable: boolean;
};

/** An advisor of a list, with whether they can be given a client at the time asked. */
export type ListedSeller = SellerRecord & {
  /** Available (docs/spec/decisions.md section 4), read with the list in one query (decision 116). */
  available: boolean;
};

export type SellerStore = {
  /** Live advisors of these dealerships (null: all), optionally only these ids, by name. */
  list: (
    filter: { concessionIds: readonly string[] | null; ids?: readonly string[] },
    now: Date,
  ) => Promise<readonly ListedSeller[]>;
  find: (sellerId: string) => Promise<SellerRecord | null>;
  /** One advisor with whether they are available at the time asked, in one query (decision 122). */
  findWithAvailability: (sellerId: string, now: Date) => Promise<ListedSeller | null>;
  /** Saves a profile the domain validated: the 3 hobbies and both experience start months. */
  updateProfile: (sellerId: string, profile: SellerProfile) => Promise<void>;
  /** The advisor must finish the end questionnaire of their current client (docs/spec/product-spec.md 4). */
  setShowEndQuestionnaire: (sellerId: string, show: boolean) => Promise<void>;
  /**
   * Records a heartbeat of the seller app. It counts as on site when the concession configured no
   * network, or when `address` is within one of its egress networks (docs/spec/decisions.md section 4).
   */
  recordHeartbeat: (
    sellerId: string,
    address: string | null,
    at: Date,
  ) => Promise<{ onSite: boolean }>;
};
