import { scopeOf } from '#domain/access/policy.ts';
import type { makeListPlans } from '#application/billing/list-plans.ts';
import type { makeUpdatePlans } from '#application/billing/update-plans.ts';
import { jsonBody } from '#adapters/http/api/forms.ts';
import { apiRoutes, createApiRouter } from '#adapters/http/api/openapi.ts';
import { respond } from './plans.errors.ts';
import { CatalogueSchema, toCatalogueBody, UpdatePlansBody } from './plans.schemas.ts';

export type PlanRouteDeps = {
  listPlans: ReturnType<typeof makeListPlans>;
  updatePlans: ReturnType<typeof makeUpdatePlans>;
};

const plans = apiRoutes('Plans');

const listRoute = plans.get('/api/plans', 'plans.read', {
  summary: 'The plans on sale and the unit price of each licence kind',
  description:
    'Prices are CAD cents a month: (base + extra advisor licences x unit) x (1 - discount %); a yearly plan bills twelve months at once (decision 068). The PR admin also gets the plans taken off sale. Open to the owner of a blocked dealership, who needs it to pay.',
  authorization: { allowedWhileBlocked: true },
  success: { description: 'The catalogue', schema: CatalogueSchema },
});

const updateRoute = plans.put('/api/plans', 'plans.write', {
  summary: 'Change the prices of plans and licences (PR admin)',
  description:
    'All or nothing. Existing subscriptions keep the prices they were sold at. An unknown plan id is 404 `PLANS.NOT_FOUND`.',
  request: { body: jsonBody(UpdatePlansBody) },
  errors: [404],
  success: { description: 'The catalogue as saved', schema: CatalogueSchema },
});

/** GET and PUT /api/plans (docs/spec/product-spec.md section 7, Plans). */
export const makePlanRoutes = (deps: PlanRouteDeps) =>
  createApiRouter()
    .openapi(listRoute, async (c) => {
      const viewer = c.get('viewer');
      const includeInactive = viewer ? scopeOf(viewer.role, 'plans.write') !== null : false;
      const catalogue = await deps.listPlans({ includeInactive });
      return c.json({ data: toCatalogueBody(catalogue) }, 200);
    })
    .openapi(updateRoute, async (c) => {
      const result = await deps.updatePlans(c.req.valid('json'));
      return respond(c, result, toCatalogueBody);
    });
