import { makeGetSalesDemo } from '#application/demo/get-sales-demo.ts';
import { makeOpenSalesDemo } from '#application/demo/open-sales-demo.ts';
import { makeResetSalesDemo } from '#application/demo/reset-sales-demo.ts';
import { makeGetBpmHome } from '#application/homes/get-bpm-home.ts';
import { createDemoStore } from '#adapters/persistence/demo.repository.ts';
import { createLambdaStore } from '#adapters/persistence/lambda-versions.repository.ts';
import { createSalesDemoStore } from '#adapters/persistence/sales-demo.repository.ts';
import { makeUnitOfWork } from '#adapters/persistence/unit-of-work.ts';
import { makeGetPrAdminHome } from '#application/homes/get-pr-admin-home.ts';
import type { Adapters } from './adapters.ts';
import type { buildComments } from './comments.ts';
import type { Psychometrics } from './psychometrics.ts';
import type { buildSupport } from './support.ts';

/**
 * The platform's homes (issue 16, docs/decisions/086), over the modules whose reads they reuse, and
 * the bpm's sales demonstration (docs/decisions/087).
 */
export const buildHomes = (
  { database, stores, clock, hasher, tokens }: Adapters,
  modules: {
    support: Pick<ReturnType<typeof buildSupport>, 'listSupportTickets'>;
    comments: Pick<ReturnType<typeof buildComments>, 'listComments'>;
    psychometrics: Pick<Psychometrics, 'getLambdaStatus'>;
  },
) => ({
  getPrAdminHome: makeGetPrAdminHome({
    dealerships: stores.dealershipOverviews,
    listSupportTickets: modules.support.listSupportTickets,
    listComments: modules.comments.listComments,
    getLambdaStatus: modules.psychometrics.getLambdaStatus,
  }),
  getBpmHome: makeGetBpmHome({
    dealerships: stores.dealershipOverviews,
    users: stores.users,
    clock,
  }),
  getSalesDemo: makeGetSalesDemo({ salesDemo: createSalesDemoStore(database.db) }),
  resetSalesDemo: makeResetSalesDemo({
    hasher,
    tokens,
    clock,
    inTransaction: makeUnitOfWork(database.db, (trx) => ({
      demo: createDemoStore(trx),
      salesDemo: createSalesDemoStore(trx),
      lambdas: createLambdaStore(trx),
    })),
  }),
  openSalesDemo: makeOpenSalesDemo({
    salesDemo: createSalesDemoStore(database.db),
    sessions: stores.sessions,
    tokens,
    clock,
  }),
});

export type Homes = ReturnType<typeof buildHomes>;
