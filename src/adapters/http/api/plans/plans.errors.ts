import { errorTable, refuse } from '#adapters/http/api/error-table.ts';
import { responder } from '#adapters/http/api/respond.ts';

/** The plans calls' business errors (decision 068). */
const plansError = errorTable({
  'PLANS.NOT_FOUND': refuse(404, 'billing.plans.notFound'),
});

export const respond = responder(plansError);
