import { Hono, type Context } from 'hono';
import type { BpmAccount } from '#application/bpms/bpm-access.ts';
import type { UserRecord } from '#application/ports/user-store.port.ts';
import { advisorCsv, type AdvisorRow } from '#domain/statistics/dashboard.ts';
import type { Flash } from '#ui/components/snackbar.tsx';
import { parseDetailTab } from '#ui/components/tabs.tsx';
import { memberFormPage, type MemberField } from '#ui/pages/admin/member-form.page.tsx';
import { bpmPage, type BpmDetailView } from '#ui/pages/pr-admin/bpm.page.tsx';
import { bpmsPage, type BpmState } from '#ui/pages/pr-admin/bpms.page.tsx';
import { CreateBpmBody, UpdateBpmBody } from '#adapters/http/api/bpm/bpm.schemas.ts';
import type { AppUseCases } from '#adapters/http/app-use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { csvResponse } from './csv-response.ts';
import { CSV_COLUMNS } from './dashboard.pages.ts';
import { fieldErrors, text } from './member-rows.ts';
import { PageQuery } from './page-number.ts';
import type { PageRenderer } from './render.ts';
import { frameOf, ID_PARAM, numbersView, rangeOf } from './statistics.pages.ts';

type Ctx = Context<AppEnv>;

const BASE = '/pr-admin/bpm';
const PAGE_SIZE = 20;
const FLASHES = ['added', 'saved', 'deleted'] as const;

const flashOf = (c: Ctx): Flash | undefined => {
  const flash = FLASHES.find((key) => key === c.req.query('flash'));
  return flash ? { tone: 'success', message: c.get('t')(`bpm.flash.${flash}`) } : undefined;
};

const nameOf = (user: UserRecord) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
const stateOf = (user: UserRecord): BpmState => (user.hasPassword ? 'active' : 'invited');

/** The member form's fields as posted; a bpm account has no role to choose. */
const valuesOf = (body: Record<string, unknown>): Record<MemberField, string> => ({
  email: text(body, 'email'),
  firstName: text(body, 'firstName'),
  lastName: text(body, 'lastName'),
  phone: text(body, 'phone'),
  language: text(body, 'language'),
  role: '',
});

/**
 * The PR admin's Best Pairing managers (issue 16): the list (search, pages), the add and edit forms
 * (the members' form without a role), the detail with its information and performance tabs (the
 * statistics' shared numbers, chart and CSV), and the deletion after a confirmation.
 */
export const makeBpmPages = ({
  useCases,
  pages,
}: {
  useCases: AppUseCases['bpms'];
  pages: PageRenderer;
}) => {
  const router = new Hono<AppEnv>();

  router.get(BASE, async (c) => {
    const q = (c.req.query('q') ?? '').trim().slice(0, 100);
    const page = PageQuery.parse(c.req.query('page'));
    const { bpms, total } = await useCases.listBpmAccounts({
      search: q,
      page: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    });
    return pages.render(
      c,
      bpmsPage(pages.pageContext(c), frameOf(c), {
        rows: bpms.map(({ user, territories }: BpmAccount) => ({
          id: user.id,
          name: nameOf(user),
          email: user.email,
          territories: territories.map((territory) => territory.name),
          state: stateOf(user),
        })),
        q,
        pagination: {
          page,
          pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
          pageSize: PAGE_SIZE,
          total,
        },
        flash: flashOf(c),
      }),
    );
  });

  const copy = (c: Ctx) => ({
    addTitle: c.get('t')('bpm.form.addTitle'),
    addLead: c.get('t')('bpm.form.addLead'),
    editTitle: c.get('t')('bpm.form.editTitle'),
    submitAdd: c.get('t')('bpm.form.submitAdd'),
    languageDefault: c.get('t')('bpm.form.languageDefault'),
  });
  const showForm = (
    c: Ctx,
    bpmId: string | null,
    values: Record<MemberField, string>,
    errors: Partial<Record<MemberField, string>> = {},
    status: 200 | 409 | 422 = 200,
  ) =>
    pages.render(
      c,
      memberFormPage(pages.pageContext(c), frameOf(c), {
        mode: bpmId === null ? { kind: 'add' } : { kind: 'edit', memberId: bpmId },
        values,
        errors,
        roles: [],
        base: BASE,
        copy: copy(c),
      }),
      status,
    );

  router.get(`${BASE}/add`, (c) => showForm(c, null, valuesOf({})));

  router.post(`${BASE}/add`, async (c) => {
    const values = valuesOf(await c.req.parseBody());
    const input = { ...values, language: values.language || undefined };
    const parsed = CreateBpmBody.safeParse(input);
    if (!parsed.success) {
      return showForm(c, null, values, fieldErrors(c, parsed.error.issues, input), 422);
    }
    const created = await useCases.createBpm({
      ...parsed.data,
      phone: parsed.data.phone ?? null,
      language: parsed.data.language ?? null,
    });
    if (created.ok) return c.redirect(`${BASE}/${created.value.user.id}?flash=added`, 303);
    return showForm(c, null, values, { email: c.get('t')('users.errors.emailInUse') }, 409);
  });

  router.get(`${BASE}/${ID_PARAM}/edit`, async (c) => {
    const found = await useCases.getBpm(c.req.param('id') ?? '');
    if (!found.ok) return c.notFound();
    const { user } = found.value;
    return showForm(c, user.id, {
      ...valuesOf({}),
      email: user.email,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      phone: user.phone ?? '',
      language: user.language ?? 'fr',
    });
  });

  router.post(`${BASE}/${ID_PARAM}/edit`, async (c) => {
    const id = c.req.param('id') ?? '';
    const found = await useCases.getBpm(id);
    if (!found.ok) return c.notFound();
    const values = { ...valuesOf(await c.req.parseBody()), email: found.value.user.email };
    const parsed = UpdateBpmBody.safeParse(values);
    if (!parsed.success) {
      return showForm(c, id, values, fieldErrors(c, parsed.error.issues, values), 422);
    }
    const updated = await useCases.updateBpm({
      ...parsed.data,
      bpmId: id,
      phone: parsed.data.phone ?? null,
    });
    if (!updated.ok) return c.notFound();
    return c.redirect(`${BASE}/${id}?flash=saved`, 303);
  });

  router.post(`${BASE}/${ID_PARAM}/delete`, async (c) => {
    const deleted = await useCases.deleteBpm(c.req.param('id') ?? '');
    if (!deleted.ok) return c.notFound();
    return c.redirect(`${BASE}?flash=deleted`, 303);
  });

  /** The performance tab's numbers: its dealerships' rows and their total, over the period asked. */
  const performanceOf = async (c: Ctx, id: string) => {
    const { parsed, filter } = rangeOf(c);
    if (!parsed.ok) return { filter, rangeError: parsed.error, result: null };
    const result = await useCases.getBpmPerformance(id, parsed.value);
    return { filter, rangeError: undefined, result: result.ok ? result.value : null };
  };
  const totalRow = (c: Ctx, numbers: AdvisorRow['numbers']): AdvisorRow => ({
    id: 'total',
    name: c.get('t')('bpm.performance.total'),
    numbers,
  });

  router.get(`${BASE}/${ID_PARAM}`, async (c) => {
    const found = await useCases.getBpm(c.req.param('id') ?? '');
    if (!found.ok) return c.notFound();
    const { user, territories, concessions } = found.value;
    const tab = parseDetailTab('bpm', c.req.query('tab'));
    const view: BpmDetailView = {
      bpm: {
        id: user.id,
        name: nameOf(user),
        email: user.email,
        phone: user.phone,
        language: user.language,
        state: stateOf(user),
        territories,
        concessions,
      },
      tab,
      flash: flashOf(c),
    };
    if (tab === 'performance') {
      const { filter, rangeError, result } = await performanceOf(c, user.id);
      view.performance = {
        filter,
        rangeError,
        numbers: result ? numbersView(result) : undefined,
        rows: result?.concessions ?? [],
        total: result ? totalRow(c, result.numbers) : undefined,
        csvHref: `${BASE}/${user.id}/performance.csv${new URL(c.req.url).search}`,
      };
    }
    return pages.render(
      c,
      bpmPage(pages.pageContext(c), frameOf(c), view),
      view.performance?.rangeError ? 422 : 200,
    );
  });

  router.get(`${BASE}/${ID_PARAM}/performance.csv`, async (c) => {
    const { result } = await performanceOf(c, c.req.param('id') ?? '');
    if (!result) return c.notFound();
    // The dashboard's columns, the first naming a dealership instead of an advisor.
    const headers = CSV_COLUMNS.map((column) =>
      column === 'name'
        ? c.get('t')('bpm.performance.name')
        : c.get('t')(`dashboard.advisors.columns.${column}`),
    );
    const csv = advisorCsv(headers, result.concessions, totalRow(c, result.numbers));
    return csvResponse(c, 'bpm-performance', result.range, csv);
  });

  return router;
};
