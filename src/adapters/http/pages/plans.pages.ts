import { Hono, type Context } from 'hono';
import {
  catalogueFormOf,
  plansAndContractsPage,
  PLANS_AND_CONTRACTS_PATH,
  type CatalogueForm,
} from '#ui/pages/pr-admin/plans-and-contracts.page.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { PlanRouteDeps } from '#adapters/http/api/plans/plans.routes.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { readCatalogueForm } from './catalogue-form.ts';
import { layoutFrame } from './layout-viewer.ts';
import type { PageRenderer } from './render.ts';

export type PlanPageDeps = PlanRouteDeps & { pages: PageRenderer };

/**
 * The PR admin's catalogue (decision 068): the plans' and licences' prices, posted without
 * JavaScript. The role guard lets only the PR admin reach /pr-admin.
 */
export const makePlanPages = (deps: PlanPageDeps) => {
  const router = new Hono<AppEnv>();
  const { pageContext, render } = deps.pages;

  const show = async (c: Context<AppEnv>, state: { form?: CatalogueForm; flash?: Flash }) => {
    const viewer = c.var.viewer;
    if (!viewer) return c.notFound();
    const catalogue = await deps.listPlans({ includeInactive: true });
    const form = state.form ?? catalogueFormOf(catalogue);
    return render(
      c,
      plansAndContractsPage(
        pageContext(c),
        { ...layoutFrame(viewer, c.req.path, c.var.t), flash: state.flash },
        { catalogue, form },
      ),
      state.form ? 422 : 200,
    );
  };

  router.get(PLANS_AND_CONTRACTS_PATH, (c) =>
    show(c, {
      flash:
        c.req.query('flash') === 'saved'
          ? { tone: 'success', message: c.var.t('billing.plans.saved') }
          : undefined,
    }),
  );

  router.post(PLANS_AND_CONTRACTS_PATH, async (c) => {
    const catalogue = await deps.listPlans({ includeInactive: true });
    const read = readCatalogueForm(catalogue, await c.req.parseBody(), c.var.t);
    if (!read.ok) return show(c, { form: read.form });
    const saved = await deps.updatePlans(read.input);
    if (!saved.ok) return c.redirect(PLANS_AND_CONTRACTS_PATH, 303);
    return c.redirect(`${PLANS_AND_CONTRACTS_PATH}?flash=saved`, 303);
  });
  return router;
};
