import { salesDemoAccount, type SalesDemoView } from '#domain/demo/sales-demo.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Role } from '#domain/access/roles.ts';
import type { SalesDemoStore } from '#application/ports/sales-demo-store.port.ts';
import { startSession, type StartSessionDeps } from '#application/auth/start-session.ts';

export type OpenSalesDemoDeps = StartSessionDeps & { salesDemo: Pick<SalesDemoStore, 'account'> };

export type OpenedSalesDemo = { token: string; expiresAt: Date; userId: string; role: Role };

/**
 * "Open the kiosk" / "Open the advisor view" on /bpm/demo (docs/decisions/087): a new session for
 * the showroom's kiosk or first advisor, for the browser of the bpm who asked. Only accounts of the
 * dealership flagged `is_demo` can be opened this way, so no real dealership is ever reached; the
 * caller's role was checked by the policy table (`demo.open`).
 */
export const makeOpenSalesDemo =
  (deps: OpenSalesDemoDeps) =>
  async (input: {
    view: SalesDemoView;
    ipAddress: string | null;
    userAgent: string | null;
  }): Promise<Result<OpenedSalesDemo, { code: 'DEMO.NOT_PREPARED' }>> => {
    const account = await deps.salesDemo.account(salesDemoAccount(input.view));
    if (!account) return err({ code: 'DEMO.NOT_PREPARED' });
    const session = await startSession(deps, {
      userId: account.id,
      role: account.role,
      ipAddress: input.ipAddress,
      userAgent: input.userAgent,
    });
    return ok({ ...session, userId: account.id, role: account.role });
  };
