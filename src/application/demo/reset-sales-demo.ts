import { planSalesDemo, SALES_DEMO_ACCOUNTS } from '#domain/demo/sales-demo.ts';
import type { DemoIds, DemoStore } from '#application/ports/demo-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { PasswordHasher } from '#application/ports/password-hasher.port.ts';
import type { LambdaStore } from '#application/ports/psychometrics.port.ts';
import type { SalesDemoStore } from '#application/ports/sales-demo-store.port.ts';
import type { TokenService } from '#application/ports/token-service.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import { clientsOf } from './seed-demo.ts';

export type ResetSalesDemoDeps = {
  hasher: PasswordHasher;
  tokens: Pick<TokenService, 'issue'>;
  clock: Clock;
  inTransaction: UnitOfWork<{
    demo: DemoStore;
    salesDemo: SalesDemoStore;
    lambdas: Pick<LambdaStore, 'latest' | 'createFirst'>;
  }>;
};

const lookup = (ids: ReadonlyMap<string, string>) => (email: string) => {
  const id = ids.get(email);
  if (!id) throw new Error(`showroom account ${email} missing`);
  return id;
};

/**
 * "Reset the demo" on /bpm/demo (docs/decisions/087), in one transaction: the first time it creates
 * the showroom (a dealership flagged `is_demo` with its kiosk, two advisors and an active
 * subscription); every time it replaces the showroom's walk-in clients with four weeks of visits
 * planned for now. Only the showroom is touched. Its accounts get a password nobody knows: a bpm
 * opens them from the page (open-sales-demo.ts).
 */
export const makeResetSalesDemo =
  (deps: ResetSalesDemoDeps) => async (): Promise<{ created: boolean; clients: number }> => {
    const now = deps.clock.now();
    const plan = planSalesDemo(now);
    // Hashed before the transaction, so the lock is held for writes only.
    const passwordHash = await deps.hasher.hash(deps.tokens.issue().token);
    return deps.inTransaction(async ({ demo, salesDemo, lambdas }) => {
      await salesDemo.lock();
      // The catalogue the showroom sells from, added only where missing (docs/decisions/087).
      const reference = await demo.addReferenceData(plan);
      const lambdaId = ((await lambdas.latest()) ?? (await lambdas.createFirst(plan.lambda, now)))
        .id;
      const existing = await salesDemo.find();
      let ids: DemoIds;
      if (existing) {
        await salesDemo.clearClients(existing.concessionId);
        ids = {
          ...reference,
          concession: () => existing.concessionId,
          user: lookup(existing.users),
        };
      } else {
        const concession = await demo.addConcessions(plan.concessions, passwordHash);
        const user = await demo.addAccounts(plan.accounts, { passwordHash, concession });
        ids = { ...reference, concession, user };
        await demo.addStaff({ ...plan, bpmAssignments: [], trainings: [] }, ids, lambdaId);
        await demo.addSubscriptions(plan.subscriptions, ids);
      }
      const clients = clientsOf(plan, ids, lambdaId, () => SALES_DEMO_ACCOUNTS.kiosk);
      await demo.addClients(clients);
      return { created: existing === null, clients: clients.length };
    });
  };
