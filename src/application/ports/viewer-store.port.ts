import type { SellerCardPersonalization } from '#domain/concessions/settings.ts';
import type { TokenScope } from '#domain/access/api-tokens.ts';
import type { SubscriptionStatus } from '#domain/access/onboarding.ts';
import type { Role } from '#domain/access/roles.ts';
import type { Language } from '#domain/locale/language.ts';
import type { StoredSession } from './session-store.port.ts';

/** Everything a request needs to know about the signed-in user, read in one go. */
export type ViewerRecord = {
  id: string;
  email: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  language: Language | null;
  picturePath: string | null;
  hasPassword: boolean;
  /** The latest published version is signed: a new version makes it false again (decision 083). */
  signedContract: boolean;
  signedPrivacyPolicy: boolean;
  profileNumber: number | null;
  seller: {
    hobbies: readonly string[];
    carSellerStarted: { year: number | null; month: number | null };
    concessionSellerStarted: { year: number | null; month: number | null };
  } | null;
  concession: {
    id: string;
    name: string;
    language: Language;
    /** The dealership's IANA time zone: dates on its pages are shown in it. */
    timeZone: string;
    infoValidated: boolean;
    configurationValidated: boolean;
    connectionValidated: boolean;
    subscriptionStatus: SubscriptionStatus | null;
    /** What the kiosk's advisor card shows (decision 061); absent: everything. */
    sellerCard?: SellerCardPersonalization;
    /** The dealership's logo as stored (settings, decision 061); absent: none uploaded. */
    logoPath?: string;
  } | null;
  assignedConcessionIds: readonly string[];
  /**
   * An advisor's sale in progress (a `withAdvisor` client), whether or not its hold still runs, and
   * whether they must finish its end questionnaire: what keeps them on that client's pages
   * (docs/spec/product-spec.md section 4, decision 123). Null for everyone else.
   */
  sale: { clientId: string; holdExpiresAt: Date; showEndQuestionnaire: boolean } | null;
};

export type ViewerStore = {
  load: (userId: string) => Promise<ViewerRecord | null>;
  /** A presented session and its user in one read (every request asks; none for a deleted user). */
  findBySession: (sessionId: string) => Promise<(StoredSession & { viewer: ViewerRecord }) | null>;
  /** A presented API token and its creator in one read, likewise (decision 054). */
  findByApiToken: (
    tokenId: string,
  ) => Promise<(PresentedApiToken & { viewer: ViewerRecord }) | null>;
};

/** What a bearer request is checked against: never the secret, only its hash. */
export type PresentedApiToken = {
  id: string;
  secretHash: Uint8Array;
  scope: TokenScope;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};
