import type { DemoConcessionKey } from '#domain/demo/accounts.ts';
import type { DemoPlan } from '#domain/demo/plan.ts';
import type { AnswerSheet, TestScore } from '#domain/psychometrics/index.ts';
import type { DemoWalkIn } from '#domain/demo/walk-in-plan.ts';
import type { ApplyTransitionInput } from './client-store.port.ts';

/** Ids the store gave to what the plan names by key (dealership key, email, car key, plan code). */
export type DemoIds = {
  concession: (key: DemoConcessionKey) => string;
  user: (email: string) => string;
  car: (key: string) => string;
  plan: (code: string) => string;
};

/** A walk-in client ready to write: its kiosk answers, its test and the app's transitions. */
export type DemoClientWrite = Pick<
  DemoWalkIn,
  'createdAt' | 'language' | 'sequence' | 'firstName' | 'lastName' | 'phone'
> & {
  concessionId: string;
  createdBy: string | null;
  questionnaire: Record<string, unknown>;
  modelsOfInterest: readonly string[];
  test: { answers: AnswerSheet; score: TestScore; completedAt: Date; lambdaId: string };
  /** What `ClientStore.applyTransition` would receive for each event, in order. */
  transitions: readonly Omit<ApplyTransitionInput, 'clientId' | 'concessionId'>[];
};

/**
 * Writes the demo data (docs/spec/decisions.md section 11, docs/decisions/032) in bulk, in the caller's
 * transaction. The rows no use case writes yet (reference data, dealerships, billing) are written
 * as the plan says; walk-in clients are written from the transitions the status machine decided,
 * with the same column mapping as `ClientStore.applyTransition`.
 */
export type DemoStore = {
  /** True when the demo was seeded (its marker account exists). */
  seeded: () => Promise<boolean>;
  /** Serialises concurrent seeders (app and `npm run seed`) until the transaction ends. */
  lock: () => Promise<void>;
  /** Reference data shared with whatever is there already; returns the ids of cars and plans. */
  addReferenceData: (
    plan: Pick<
      DemoPlan,
      'contracts' | 'plans' | 'products' | 'territories' | 'territoryCover' | 'cars' | 'year'
    >,
  ) => Promise<Pick<DemoIds, 'car' | 'plan'>>;
  addConcessions: (
    concessions: DemoPlan['concessions'],
    stationPasswordHash: string,
  ) => Promise<DemoIds['concession']>;
  addAccounts: (
    accounts: DemoPlan['accounts'],
    input: { passwordHash: string; concession: DemoIds['concession'] },
  ) => Promise<DemoIds['user']>;
  /** The latest lambda version, or the plan's starting norms written as version 1. */
  lambdaId: (lambda: DemoPlan['lambda'], ids: DemoIds) => Promise<string>;
  addStaff: (
    plan: Pick<
      DemoPlan,
      'bpmAssignments' | 'territoryCover' | 'staffTests' | 'sellerProfiles' | 'trainings'
    >,
    ids: DemoIds,
    lambdaId: string,
  ) => Promise<void>;
  addSubscriptions: (subscriptions: DemoPlan['subscriptions'], ids: DemoIds) => Promise<void>;
  addClients: (clients: readonly DemoClientWrite[]) => Promise<void>;
};
