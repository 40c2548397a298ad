import type { SubscriptionStatus } from '#domain/access/onboarding.ts';

/** Today's floor of a dealership, live (issue 14). */
export type FloorNow = {
  /** Clients who finished the kiosk questionnaire or wait for their advisor. */
  waiting: number;
  withAdvisor: number;
  /** Be-back clients who came back since the start of today (docs/decisions/066). */
  beBackReturnedToday: number;
  /** Advisors whose last on-site heartbeat is within the presence window. */
  advisorsPresent: number;
};

/** What the dashboard's alerts and ranges read of the dealership itself. */
export type DealershipFacts = {
  id: string;
  timeZone: string;
  alertDelayWeeks: number;
  setup: { infoValidated: boolean; configurationValidated: boolean; connectionValidated: boolean };
  /** The dealership's latest subscription, read only (the billing module writes it). */
  subscription: {
    status: SubscriptionStatus;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: Date | null;
  } | null;
};

export type DashboardStore = {
  /** A live dealership with its settings and latest subscription; null otherwise. One query. */
  dealership: (concessionId: string) => Promise<DealershipFacts | null>;
  /** The floor counts in one query. */
  floor: (concessionId: string, now: Date, dayStart: Date) => Promise<FloorNow>;
};
