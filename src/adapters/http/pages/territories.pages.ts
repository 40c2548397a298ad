import { Hono, type Context } from 'hono';
import type { SaveTerritoryError } from '#application/territories/save-territory.ts';
import { COUNTRIES, type Country } from '#domain/concessions/settings.ts';
import { regionKey, type Region } from '#domain/territories/territory.ts';
import type { Flash } from '#ui/components/snackbar.tsx';
import {
  territoryFormPage,
  type TerritoryField,
  type TerritoryFormView,
} from '#ui/pages/pr-admin/territory-form.page.tsx';
import { TERRITORIES_PATH, territoriesPage } from '#ui/pages/pr-admin/territories.page.tsx';
import { regionTakenMessage } from '#adapters/http/api/territories/territories.errors.ts';
import { TerritoryBody } from '#adapters/http/api/territories/territories.schemas.ts';
import type { AppUseCases } from '#adapters/http/app-use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { issueMessage } from '#adapters/http/validation/issue-message.ts';
import type { PageRenderer } from './render.ts';
import { frameOf, ID_PARAM } from './statistics.pages.ts';

type Ctx = Context<AppEnv>;

const FLASHES = ['added', 'saved', 'deleted'] as const;

const flashOf = (c: Ctx): Flash | undefined => {
  const flash = FLASHES.find((key) => key === c.req.query('flash'));
  return flash ? { tone: 'success', message: c.get('t')(`territories.flash.${flash}`) } : undefined;
};

const isCountry = (value: string): value is Country =>
  (COUNTRIES as readonly string[]).includes(value);

/** `CA-QC` as a region; anything else is dropped here and never matches a province. */
const regionOf = (key: string): Region | null => {
  const [country = '', state = ''] = key.split('-');
  return isCountry(country) ? { country, state } : null;
};

const strings = (value: unknown) =>
  [value ?? []].flat().filter((item): item is string => typeof item === 'string');

/** Where the form shows a refusal of the use case: next to a field, or above the form. */
const refusalOf = (
  c: Ctx,
  error: SaveTerritoryError,
): Pick<TerritoryFormView, 'errors' | 'refusal'> => {
  const t = c.get('t');
  switch (error.code) {
    case 'TERRITORIES.NAME_TAKEN':
      return { errors: { name: t('territories.errors.nameTaken') } };
    case 'TERRITORIES.REGION_INVALID':
      return { errors: { regions: t('territories.validation.region') } };
    case 'TERRITORIES.BPM_NOT_FOUND':
      return { errors: { bpms: t('territories.errors.bpmNotFound') } };
    case 'TERRITORIES.REGION_TAKEN':
      return { errors: {}, refusal: regionTakenMessage(t, error) };
  }
};

/**
 * The territories settings (/pr-admin/settings/territories, decision 080): the list, the add and
 * edit forms (posted, redirected, or shown again with their errors) and the deletion after a
 * confirmation. The forms go through the API's schema and use cases.
 */
export const makeTerritoryPages = ({
  useCases,
  pages,
}: {
  useCases: AppUseCases['bpms'];
  pages: PageRenderer;
}) => {
  const router = new Hono<AppEnv>();

  router.get(TERRITORIES_PATH, async (c) => {
    const territories = await useCases.listTerritories();
    return pages.render(
      c,
      territoriesPage(pages.pageContext(c), frameOf(c), {
        territories: territories.map((territory) => ({
          ...territory,
          regions: territory.regions.map(regionKey),
        })),
        flash: flashOf(c),
      }),
    );
  });

  const showForm = async (
    c: Ctx,
    view: Pick<TerritoryFormView, 'territoryId' | 'values' | 'errors' | 'refusal'>,
    status: 200 | 409 | 422 = 200,
  ) => {
    const [territories, bpms] = await Promise.all([
      useCases.listTerritories(),
      useCases.listBpmAccounts({ search: '', page: null }),
    ]);
    const takenBy = new Map(
      territories
        .filter((territory) => territory.id !== view.territoryId)
        .flatMap((territory) =>
          territory.regions.map((region) => [regionKey(region), territory.name]),
        ),
    );
    const bpmOptions = bpms.bpms.map(({ user }) => ({
      id: user.id,
      name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
    }));
    return pages.render(
      c,
      territoryFormPage(pages.pageContext(c), frameOf(c), { ...view, takenBy, bpmOptions }),
      status,
    );
  };

  const save = async (c: Ctx, territoryId: string | null) => {
    const body = await c.req.parseBody({ all: true });
    const values = {
      name: typeof body['name'] === 'string' ? body['name'].trim() : '',
      regions: strings(body['regions']),
      bpms: strings(body['bpms']),
    };
    const input = {
      name: values.name,
      regions: values.regions.map(regionOf).filter((region) => region !== null),
      bpms: values.bpms,
    };
    const parsed = TerritoryBody.safeParse(input);
    if (!parsed.success) {
      const errors: Partial<Record<TerritoryField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'name' || field === 'regions' || field === 'bpms') {
          errors[field] ??= issueMessage(c.get('t'), issue, input);
        }
      }
      return showForm(c, { territoryId, values, errors }, 422);
    }
    const changes = { ...parsed.data, bpmIds: parsed.data.bpms };
    const saved =
      territoryId === null
        ? await useCases.createTerritory(changes)
        : await useCases.updateTerritory({ ...changes, territoryId });
    if (saved.ok) {
      return c.redirect(
        `${TERRITORIES_PATH}?flash=${territoryId === null ? 'added' : 'saved'}#territory-${saved.value.id}`,
        303,
      );
    }
    const { error } = saved;
    if (error.code === 'TERRITORIES.NOT_FOUND') return c.notFound();
    return showForm(c, { territoryId, values, ...refusalOf(c, error) }, 409);
  };

  router.get(`${TERRITORIES_PATH}/add`, (c) =>
    showForm(c, { territoryId: null, values: { name: '', regions: [], bpms: [] }, errors: {} }),
  );
  router.post(`${TERRITORIES_PATH}/add`, (c) => save(c, null));

  router.get(`${TERRITORIES_PATH}/${ID_PARAM}/edit`, async (c) => {
    const found = await useCases.getTerritory(c.req.param('id') ?? '');
    if (!found.ok) return c.notFound();
    const territory = found.value;
    return showForm(c, {
      territoryId: territory.id,
      values: {
        name: territory.name,
        regions: territory.regions.map(regionKey),
        bpms: territory.bpms.map((bpm) => bpm.id),
      },
      errors: {},
    });
  });
  router.post(`${TERRITORIES_PATH}/${ID_PARAM}/edit`, (c) => save(c, c.req.param('id') ?? ''));

  router.post(`${TERRITORIES_PATH}/${ID_PARAM}/delete`, async (c) => {
    const deleted = await useCases.deleteTerritory(c.req.param('id') ?? '');
    if (!deleted.ok) return c.notFound();
    return c.redirect(`${TERRITORIES_PATH}?flash=deleted`, 303);
  });

  return router;
};
