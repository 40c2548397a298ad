import { makeGetBpmHome } from '#application/homes/get-bpm-home.ts';
import { makeGetPrAdminHome } from '#application/homes/get-pr-admin-home.ts';
import type { Adapters } from './adapters.ts';
import type { buildComments } from './comments.ts';
import type { Psychometrics } from './psychometrics.ts';
import type { buildSupport } from './support.ts';

/** The platform's homes (issue 16, docs/decisions/086), over the modules whose reads they reuse. */
export const buildHomes = (
  { stores, clock }: Adapters,
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
});

export type Homes = ReturnType<typeof buildHomes>;
