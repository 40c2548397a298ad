import { Hono, type Context } from 'hono';
import type { DocumentEditor } from '#ui/pages/pr-admin/documents-section.tsx';
import {
  catalogueFormOf,
  plansAndContractsPage,
  PLANS_AND_CONTRACTS_PATH,
  type CatalogueForm,
} from '#ui/pages/pr-admin/plans-and-contracts.page.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { DocumentRouteDeps } from '#adapters/http/api/documents/documents.routes.ts';
import {
  DocumentKindParam,
  PublishDocumentBody,
} from '#adapters/http/api/documents/documents.schemas.ts';
import type { PlanRouteDeps } from '#adapters/http/api/plans/plans.routes.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { readCatalogueForm } from './catalogue-form.ts';
import { formText, issuesByField } from './form-issues.ts';
import { layoutFrame } from './layout-viewer.ts';
import type { PageRenderer } from './render.ts';

export type PlanPageDeps = PlanRouteDeps & DocumentRouteDeps & { pages: PageRenderer };

/** A document's text as posted, kept after a refusal. */
type DocumentDraft = Pick<DocumentEditor, 'kind' | 'values' | 'errors'>;

/**
 * The PR admin's catalogue (decision 068) and the signed documents' versions (decision 083), each
 * posted without JavaScript. The role guard lets only the PR admin reach /pr-admin.
 */
export const makePlanPages = (deps: PlanPageDeps) => {
  const router = new Hono<AppEnv>();
  const { pageContext, render } = deps.pages;

  const show = async (
    c: Context<AppEnv>,
    state: { form?: CatalogueForm; draft?: DocumentDraft; flash?: Flash },
  ) => {
    const viewer = c.get('viewer');
    if (!viewer) return c.notFound();
    const [catalogue, documents] = await Promise.all([
      deps.listPlans({ includeInactive: true }),
      deps.listDocuments(),
    ]);
    const form = state.form ?? catalogueFormOf(catalogue);
    const editors = documents.map(({ kind, latest }): DocumentEditor => {
      const draft = state.draft?.kind === kind ? state.draft : null;
      return {
        kind,
        latest,
        values: draft?.values ?? { bodyFr: latest?.bodyFr ?? '', bodyEn: latest?.bodyEn ?? '' },
        errors: draft?.errors ?? {},
      };
    });
    return render(
      c,
      plansAndContractsPage(
        pageContext(c),
        { ...layoutFrame(viewer, c.req.path, c.get('t')), flash: state.flash },
        { catalogue, form, documents: editors },
      ),
      state.form || state.draft ? 422 : 200,
    );
  };

  const flashOf = (c: Context<AppEnv>): Flash | undefined => {
    if (c.req.query('flash') === 'saved') {
      return { tone: 'success', message: c.get('t')('billing.plans.saved') };
    }
    const version = Number(c.req.query('published'));
    return Number.isInteger(version) && version > 0
      ? { tone: 'success', message: c.get('t')('documents.published', { version }) }
      : undefined;
  };

  router.get(PLANS_AND_CONTRACTS_PATH, (c) => show(c, { flash: flashOf(c) }));

  router.post(PLANS_AND_CONTRACTS_PATH, async (c) => {
    const catalogue = await deps.listPlans({ includeInactive: true });
    const read = readCatalogueForm(catalogue, await c.req.parseBody(), c.get('t'));
    if (!read.ok) return show(c, { form: read.form });
    const saved = await deps.updatePlans(read.input);
    if (!saved.ok) return c.redirect(PLANS_AND_CONTRACTS_PATH, 303);
    return c.redirect(`${PLANS_AND_CONTRACTS_PATH}?flash=saved`, 303);
  });

  router.post(`${PLANS_AND_CONTRACTS_PATH}/:kind`, async (c) => {
    const kind = DocumentKindParam.shape.kind.safeParse(c.req.param('kind'));
    if (!kind.success) return c.notFound();
    const body = await c.req.parseBody();
    const values = { bodyFr: formText(body, 'bodyFr'), bodyEn: formText(body, 'bodyEn') };
    const parsed = PublishDocumentBody.safeParse(values);
    if (!parsed.success) {
      const errors = issuesByField(c.get('t'), parsed.error.issues, values);
      return show(c, { draft: { kind: kind.data, values, errors } });
    }
    const published = await deps.publishDocument(kind.data, parsed.data);
    if (!published.ok) {
      return show(c, {
        flash: { tone: 'error', message: c.get('t')('documents.errors.conflict') },
      });
    }
    return c.redirect(`${PLANS_AND_CONTRACTS_PATH}?published=${published.value.version}`, 303);
  });
  return router;
};
