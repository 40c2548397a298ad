import { Hono, type Context } from 'hono';
import { DIRECTORY_PAGE_SIZE, searchTermOf } from '#domain/concessions/directory.ts';
import { scopeOf } from '#domain/access/policy.ts';
import type { ConcessionSummary } from '#application/ports/concession-directory.port.ts';
import {
  dealershipFormPage,
  type DealershipField,
  type DealershipFormView,
} from '#ui/pages/platform/dealership-form.page.tsx';
import { dealershipsPage, type DealershipRow } from '#ui/pages/platform/dealerships.page.tsx';
import type { ConcessionUseCases } from '#adapters/http/app-use-cases.ts';
import { CREATION_REFUSALS } from '#adapters/http/api/concessions/directory.errors.ts';
import { CreateConcessionForm } from '#adapters/http/api/concessions/directory.schemas.ts';
import { pageCaller, UUID } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { PLATFORM_AREAS } from './dealership-detail.pages.ts';
import type { PageRenderer } from './render.ts';
import { fieldMessages, listOf, textOf, type PostedForm } from './settings-forms.ts';
import { frameOf, ID_PARAM, viewerOf } from './statistics.pages.ts';

type Ctx = Context<AppEnv>;

export type DealershipsPageDeps = {
  useCases: Pick<
    ConcessionUseCases,
    | 'listConcessions'
    | 'createConcession'
    | 'deleteConcession'
    | 'listCreatableTerritories'
    | 'listManufacturers'
  >;
  pages: PageRenderer;
};

const rowOf = (summary: ConcessionSummary): DealershipRow => ({
  id: summary.id,
  name: summary.name,
  place: [summary.city, summary.state].filter(Boolean).join(', ') || null,
  territory: summary.territory?.name ?? null,
  manufacturers: summary.manufacturers,
  subscription: summary.subscriptionStatus,
  stepsLeft: [
    summary.infoValidated,
    summary.configurationValidated,
    summary.connectionValidated,
  ].filter((done) => !done).length,
});

/**
 * The platform's dealership pages (docs/decisions/077): the lists (/pr-admin/concessions every
 * dealership, /bpm/concessions the bpm's own), the bpm's add form, and the PR admin's delete.
 * Forms post and redirect; a refused form comes back with its errors.
 */
export const makeDealershipsPages = ({ useCases, pages }: DealershipsPageDeps) => {
  const router = new Hono<AppEnv>();

  for (const area of PLATFORM_AREAS) {
    router.get(`${area}/concessions`, async (c) => {
      const state = (c.req.query('state') ?? '').trim().toUpperCase().slice(0, 2);
      const manufacturer = c.req.query('manufacturer') ?? '';
      const q = (c.req.query('q') ?? '').trim().slice(0, 100);
      const [listed, manufacturers] = await Promise.all([
        useCases.listConcessions({
          caller: pageCaller(c, 'concessions.list'),
          state: state || undefined,
          manufacturerId: UUID.test(manufacturer) ? manufacturer : undefined,
          search: searchTermOf(q),
          page: Number(c.req.query('page') ?? '1') || 1,
          pageSize: DIRECTORY_PAGE_SIZE,
        }),
        useCases.listManufacturers(),
      ]);
      const flash = c.req.query('flash');
      return pages.render(
        c,
        dealershipsPage(pages.pageContext(c), frameOf(c), {
          area,
          rows: listed.concessions.map(rowOf),
          filter: { q, state, manufacturer: UUID.test(manufacturer) ? manufacturer : '' },
          states: listed.states,
          manufacturers,
          pagination: {
            page: listed.page,
            pageCount: listed.pageCount,
            pageSize: listed.pageSize,
            total: listed.total,
          },
          canAdd: area === '/bpm',
          flash:
            flash === 'deleted'
              ? { tone: 'success', message: c.get('t')('dealerships.flash.deleted') }
              : undefined,
        }),
      );
    });
  }

  const showForm = async (
    c: Ctx,
    shown: Pick<DealershipFormView, 'values' | 'manufacturerIds' | 'errors'>,
    status: 200 | 404 | 409 | 422 = 200,
  ) => {
    const caller = pageCaller(c, 'concessions.create');
    const [territories, manufacturers] = await Promise.all([
      useCases.listCreatableTerritories(caller),
      useCases.listManufacturers(),
    ]);
    return pages.render(
      c,
      dealershipFormPage(pages.pageContext(c), frameOf(c), {
        ...shown,
        area: '/bpm',
        territories,
        manufacturers,
        territoryRequired: caller.scope !== 'all',
      }),
      status,
    );
  };

  router.get('/bpm/concessions/add', (c) =>
    showForm(c, {
      values: { name: '', language: pages.pageContext(c).language, territory: '', ownerEmail: '' },
      manufacturerIds: [],
      errors: {},
    }),
  );

  router.post('/bpm/concessions/add', async (c) => {
    const form = (await c.req.parseBody({ all: true })) as PostedForm;
    const values = {
      name: textOf(form, 'name'),
      language: textOf(form, 'language'),
      territory: textOf(form, 'territory'),
      ownerEmail: textOf(form, 'ownerEmail').trim(),
    };
    const manufacturerIds = listOf(form, 'manufacturers');
    const input = {
      ...values,
      manufacturers: manufacturerIds,
      csrfToken: textOf(form, 'csrfToken'),
    };
    const parsed = CreateConcessionForm.safeParse(input);
    if (!parsed.success) {
      const errors: Partial<Record<DealershipField, string>> = fieldMessages(
        c.get('t'),
        parsed.error,
        input,
      );
      return showForm(c, { values, manufacturerIds, errors }, 422);
    }
    const created = await useCases.createConcession({
      caller: pageCaller(c, 'concessions.create'),
      name: parsed.data.name,
      language: parsed.data.language,
      territoryId: parsed.data.territory ?? null,
      manufacturerIds: parsed.data.manufacturers,
      ownerEmail: parsed.data.ownerEmail,
    });
    if (created.ok) return c.redirect(`/bpm/concessions/${created.value.id}?flash=added`, 303);
    const refusal = CREATION_REFUSALS[created.error.code];
    return showForm(
      c,
      { values, manufacturerIds, errors: { [refusal.field]: c.get('t')(refusal.message) } },
      created.error.code === 'USERS.EMAIL_IN_USE' ? 409 : 422,
    );
  });

  router.post(`/pr-admin/concessions/${ID_PARAM}/delete`, async (c) => {
    if (scopeOf(viewerOf(c).role, 'concessions.delete') === null) return c.notFound();
    const deleted = await useCases.deleteConcession(
      pageCaller(c, 'concessions.delete'),
      c.req.param('id'),
    );
    return deleted.ok ? c.redirect('/pr-admin/concessions?flash=deleted', 303) : c.notFound();
  });

  return router;
};
