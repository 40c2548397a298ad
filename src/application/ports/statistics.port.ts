import type { ClientStatus, VisitPurpose } from '#domain/client-flow/index.ts';
import type { Language } from '#domain/locale/language.ts';
import type { StatisticsStatus } from '#domain/statistics/access.ts';
import type { HistoryStatus } from '#domain/statistics/history.ts';
import type { StatusChangeRow } from '#domain/statistics/performance.ts';
import type { ClientFeedback, PersonRef } from './client-store.port.ts';

/** An advisor as the statistics see them: whose numbers, where, and whether they may read them. */
export type StatisticsSeller = {
  id: string;
  concessionId: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  statisticsStatus: StatisticsStatus;
  /** The dealership's time zone: ranges are its calendar days (docs/spec/decisions.md section 9). */
  timeZone: string;
};

/** A client of the history screens, with when they reached the status they are in. */
export type PastClient = {
  id: string;
  concessionId: string;
  firstName: string | null;
  lastName: string | null;
  status: ClientStatus;
  seller: PersonRef | null;
  sequence: VisitPurpose;
  language: Language;
  createdAt: Date;
  /** The time of the client's latest status change. */
  statusAt: Date;
  feedback: Pick<ClientFeedback, 'outcome' | 'comment'> | null;
};

export type PastClientFilter = {
  /** null: every dealership (platform administrator). */
  concessionIds: readonly string[] | null;
  /** One advisor's clients only. */
  sellerId?: string;
  statuses: readonly HistoryStatus[];
  /** The latest status change falls in [from, to); null: unbounded. */
  from: Date | null;
  to: Date | null;
};

export type StatisticsStore = {
  /** A live advisor with their dealership's time zone; null for anyone else. */
  findSeller: (sellerId: string) => Promise<StatisticsSeller | null>;
  /**
   * Writes the advisor's statistics access only if it is still `expected` (a conditional update):
   * false when someone changed it first, so the decision is taken again on what is there now.
   */
  setStatisticsStatus: (
    sellerId: string,
    expected: StatisticsStatus,
    status: StatisticsStatus,
    at: Date,
  ) => Promise<boolean>;
  /**
   * The status changes that statistics read (closings, be-backs and returns) of one dealership
   * from `since` on (null: all of them), for one advisor when named: their closings and be-backs,
   * and the returns of their be-back clients.
   */
  statusChanges: (query: {
    concessionId: string;
    sellerId?: string;
    since: Date | null;
  }) => Promise<StatusChangeRow[]>;
  /**
   * The same rows as `statusChanges` for several dealerships at once (a bpm's performance), each
   * with its dealership.
   */
  statusChangesOf: (query: {
    concessionIds: readonly string[];
    since: Date | null;
  }) => Promise<(StatusChangeRow & { concessionId: string })[]>;
  /** The dealership's time zone, null when it does not exist. */
  timeZoneOf: (concessionId: string) => Promise<string | null>;
  /** How many clients the history list holds for this filter. */
  countPastClients: (filter: PastClientFilter) => Promise<number>;
  /** A page of the history list, newest status change first. */
  pastClients: (
    filter: PastClientFilter,
    page: { limit: number; offset: number },
  ) => Promise<PastClient[]>;
  /** One client (not deleted) as the history shows them, whatever their status. */
  pastClient: (clientId: string) => Promise<PastClient | null>;
  /** The live advisors of these dealerships, by name (the history's advisor filter). */
  sellersOf: (concessionIds: readonly string[] | null) => Promise<PersonRef[]>;
};
