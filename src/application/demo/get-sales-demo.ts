import type { SalesDemoStore } from '#application/ports/sales-demo-store.port.ts';

export type SalesDemoState = { prepared: false } | { prepared: true; clients: number };

/** Whether the showroom exists yet, and how many walk-ins it holds (docs/decisions/087). One query. */
export const makeGetSalesDemo =
  (deps: { salesDemo: Pick<SalesDemoStore, 'find'> }) => async (): Promise<SalesDemoState> => {
    const showroom = await deps.salesDemo.find();
    return showroom ? { prepared: true, clients: showroom.clients } : { prepared: false };
  };
