import type {
  ApplyTransitionInput,
  ChangeActor,
  ClientStore,
} from '#application/ports/client-store.port.ts';
import type { DemoClientWrite, DemoIds, DemoStore } from '#application/ports/demo-store.port.ts';
import type { PasswordHasher } from '#application/ports/password-hasher.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import type { ClientEvent } from '#domain/client-flow/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoConcessionKey } from '#domain/demo/accounts.ts';
import { NEW_CLIENT, replay, type DemoActor, type DemoStep } from '#domain/demo/history.ts';
import { planDemo, type DemoPlan } from '#domain/demo/plan.ts';

export type SeedDemoDeps = {
  hasher: PasswordHasher;
  inTransaction: UnitOfWork<{ demo: DemoStore; clients: ClientStore }>;
};

/** The plan names advisors by email; the status machine gets their ids, as the app does. */
const withIds = (event: ClientEvent, user: DemoIds['user']): ClientEvent =>
  'sellerId' in event && event.sellerId !== null
    ? { ...event, sellerId: user(event.sellerId) }
    : event;

/** The kiosk account of the client's dealership, the advisor, or the scheduler. */
const actorOf = (by: DemoActor, event: ClientEvent, kioskId: string | null): ChangeActor => {
  if (by === 'kiosk') return { userId: kioskId, role: 'client' };
  if (by === 'system') return { userId: null, role: 'system' };
  return { userId: 'sellerId' in event ? event.sellerId : null, role: 'seller' };
};

/**
 * The inputs `ClientStore.applyTransition` receives when the app takes these steps: each event
 * decided by the status machine from the state the previous one left.
 */
const transitionsOf = (steps: readonly DemoStep[], ids: DemoIds, kioskId: string | null) => {
  const events = steps.map((step) => ({ ...step, event: withIds(step.event, ids.user) }));
  const decided = replay(events);
  // The plan is tested to be a valid path (plan.test.ts): a refusal here is a bug in the plan.
  if (!decided.ok) throw new Error(`demo visit refused: ${JSON.stringify(decided.error)}`);
  return decided.value.map((result, index): DemoClientWrite['transitions'][number] => {
    const step = events[index];
    if (!step) throw new Error('one step per transition');
    const before = decided.value[index - 1]?.state ?? NEW_CLIENT;
    const { pairing, feedback, reason } = step;
    const input: Omit<ApplyTransitionInput, 'clientId' | 'concessionId'> = {
      expected: { status: before.status, sellerId: before.sellerId },
      patch: result.patch,
      change: result.change,
      actor: actorOf(step.by, step.event, kioskId),
      at: step.at,
    };
    if (pairing) input.pairing = { ...pairing, matchReasons: null };
    if (feedback) {
      input.feedback = {
        ...feedback,
        modelsViewed: feedback.modelsViewed.map(ids.car),
        modelsSold: feedback.modelsSold.map(ids.car),
      };
    }
    if (reason) input.reason = reason;
    return input;
  });
};

/**
 * The walk-ins as the store writes them. `kioskOf`: the email of a dealership's kiosk account, if it
 * has one (the second dealership has none: its visits have no recorded author).
 */
export const clientsOf = (
  plan: Pick<DemoPlan, 'walkIns'>,
  ids: DemoIds,
  lambdaId: string,
  kioskOf: (concession: DemoConcessionKey) => string | undefined,
): DemoClientWrite[] =>
  plan.walkIns.map((walkIn) => {
    const kiosk = kioskOf(walkIn.concession);
    const kioskId = kiosk ? ids.user(kiosk) : null;
    const modelsOfInterest = walkIn.modelsOfInterest.map(ids.car);
    return {
      concessionId: ids.concession(walkIn.concession),
      createdBy: kioskId,
      createdAt: walkIn.createdAt,
      language: walkIn.language,
      sequence: walkIn.sequence,
      firstName: walkIn.firstName,
      lastName: walkIn.lastName,
      phone: walkIn.phone,
      questionnaire: { ...walkIn.questionnaire, modelsOfInterest },
      modelsOfInterest,
      test: { ...walkIn.test, lambdaId },
      transitions: transitionsOf(walkIn.steps, ids, kioskId),
    };
  });

/** Round robin reads when each advisor was last given a client. */
const lastAssignments = (clients: readonly DemoClientWrite[]) => {
  const latest = new Map<string, Date>();
  for (const client of clients) {
    for (const { patch } of client.transitions) {
      if (!patch.sellerId || !patch.sellerAssignedAt) continue;
      const previous = latest.get(patch.sellerId);
      if (!previous || previous < patch.sellerAssignedAt) {
        latest.set(patch.sellerId, patch.sellerAssignedAt);
      }
    }
  }
  return latest;
};

/**
 * Creates the demo data of docs/spec/decisions.md section 11 for `now`, in one transaction (docs/decisions/
 * 032). Idempotent: false, changing nothing, when the demo is already there; true when it seeded.
 */
export const makeSeedDemo =
  (deps: SeedDemoDeps) =>
  async (now: Date): Promise<boolean> => {
    if (await deps.inTransaction(({ demo }) => demo.seeded())) return false;
    const plan = planDemo(now);
    // Every demo account and station has the same published password: one slow hash serves all.
    const passwordHash = await deps.hasher.hash(DEMO_PASSWORD);
    return deps.inTransaction(async ({ demo, clients }) => {
      await demo.lock();
      if (await demo.seeded()) return false;
      const { car, plan: planId } = await demo.addReferenceData(plan);
      const concession = await demo.addConcessions(plan.concessions, passwordHash);
      const user = await demo.addAccounts(plan.accounts, { passwordHash, concession });
      const ids: DemoIds = { car, plan: planId, concession, user };
      const lambdaId = await demo.lambdaId(plan.lambda, ids);
      await demo.addStaff(plan, ids, lambdaId);
      await demo.addSubscriptions(plan.subscriptions, ids);
      const written = clientsOf(
        plan,
        ids,
        lambdaId,
        (concession) =>
          DEMO_ACCOUNTS.find(
            (account) => account.concession === concession && account.role === 'client',
          )?.email,
      );
      await demo.addClients(written);
      for (const [sellerId, at] of lastAssignments(written)) {
        await clients.recordAssignment(sellerId, at);
      }
      return true;
    });
  };
