import { Hono, type Context } from 'hono';
import { scopeOf } from '#domain/access/policy.ts';
import type { OnboardingStep } from '#domain/access/onboarding.ts';
import { cidrContains, hostCidr } from '#domain/concessions/networks.ts';
import type { ConcessionRecord } from '#application/ports/concession-settings.port.ts';
import { fieldIdOf } from '#ui/components/form-field.tsx';
import {
  settingsPage,
  type SettingsMode,
  type SettingsTab,
  type SettingsTabView,
} from '#ui/pages/shared/settings.page.tsx';
import type { ConcessionUseCases } from '#adapters/http/app-use-cases.ts';
import type { ClientAddress } from '#adapters/http/client-address.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { uploadUrl } from '#adapters/http/uploads.ts';
import { layoutFrame } from './layout-viewer.ts';
import { ID_PARAM } from './statistics.pages.ts';
import type { PageRenderer } from './render.ts';
import {
  configurationValues,
  connectionValues,
  egressLinesOf,
  informationValues,
  textOf,
  wifiRowCount,
  type PostedForm,
} from './settings-forms.ts';
import { saveConfiguration, saveConnection, saveInformation } from './settings-saves.ts';

export type SettingsPageDeps = {
  useCases: ConcessionUseCases;
  pages: PageRenderer;
  clientAddress: ClientAddress;
};

type Ctx = Context<AppEnv>;
type Values = Record<string, string>;

/**
 * The settings' tabs of the administrator (which the owner opens too) and of the owner, and the
 * platform's edit pages of one dealership (prAdmin, bpm; docs/decisions/077): each with the pattern
 * it answers and the address of its tabs.
 */
const AREAS = [
  { pattern: '/admin/settings', base: () => '/admin/settings' },
  { pattern: '/owner/settings', base: () => '/owner/settings' },
  ...(['/pr-admin', '/bpm'] as const).map((area) => ({
    pattern: `${area}/concessions/${ID_PARAM}/edit`,
    base: (c: Ctx) => `${area}/concessions/${c.req.param('id') ?? ''}/edit`,
  })),
];
const TABS = ['information', 'configuration', 'connection'] as const;

/** The information page: a logo over the body limit comes back here with this reason. */
export const SETTINGS_INFORMATION_PAGE =
  /^\/((admin|owner)\/settings|(pr-admin|bpm)\/concessions\/[0-9a-fA-F-]{36}\/edit)(\/information)?$/;

const WIZARD_STEPS: Partial<Record<OnboardingStep['step'], SettingsTab>> = {
  concessionInformation: 'information',
  concessionConfiguration: 'configuration',
  concessionConnection: 'connection',
};

/** The caller, when they manage their own dealership's settings. */
const managerOf = (c: Ctx) => {
  const viewer = c.get('viewer');
  const scope = viewer ? scopeOf(viewer.role, 'concessions.update') : null;
  if (!viewer || scope !== 'concession' || !viewer.concessionId) return null;
  return { caller: { actor: viewer, scope }, concessionId: viewer.concessionId, viewer };
};

/**
 * The platform's caller on a dealership of its path (`/pr-admin/concessions/{id}/edit`): the use
 * cases answer "not found" outside its scope.
 */
const platformOf = (c: Ctx) => {
  const viewer = c.get('viewer');
  const concessionId = c.req.param('id');
  const scope = viewer ? scopeOf(viewer.role, 'concessions.update') : null;
  if (!viewer || !concessionId || (scope !== 'all' && scope !== 'assigned')) return null;
  return { caller: { actor: viewer, scope }, concessionId, viewer };
};

/** Who edits which dealership: the platform on its path's, the managers on their own. */
const editorOf = (c: Ctx) => (c.req.param('id') ? platformOf(c) : managerOf(c));

/** The wizard while the owner owes a set-up step (decision 063); the tabs otherwise. */
const modeOf = (c: Ctx, base: string): SettingsMode => {
  const step = c.get('viewer')?.onboarding?.step;
  const wizardStep = step ? WIZARD_STEPS[step] : undefined;
  return wizardStep && base === '/owner/settings'
    ? { kind: 'wizard', step: wizardStep }
    : { kind: 'tabs', base };
};

/**
 * The settings tabs (information, configuration, connection) for the owner and the administrator,
 * and the owner's set-up wizard over the same pages (docs/decisions/061-063). Forms post to their
 * page and redirect (303) when saved; refused, the page comes back (422) with a message by each field.
 */
export const makeSettingsPages = ({ useCases, pages, clientAddress }: SettingsPageDeps) => {
  const router = new Hono<AppEnv>();

  const tabView = (
    c: Ctx,
    tab: SettingsTab,
    record: ConcessionRecord,
    values: Values,
    errors: Values,
    posted: boolean,
  ): SettingsTabView => {
    const state = { values, errors };
    const box = (name: string) => values[name] === 'on';
    switch (tab) {
      case 'information':
        return { tab, state, logoUrl: record.logoPath ? uploadUrl(record.logoPath) : null };
      case 'configuration':
        return {
          tab,
          form: {
            state,
            manufacturers: [],
            chosenManufacturers: posted
              ? (values.manufacturers ?? '').split(',')
              : record.manufacturerIds,
            stations: posted
              ? { clientStation: box('clientStation'), serviceStation: box('serviceStation') }
              : record.stationConfiguration,
            hasPassword: {
              client: record.hasClientStationPassword,
              service: record.hasServiceStationPassword,
            },
            stationEmails: record.stationEmails,
            sellerCard: posted
              ? {
                  showExperience: box('showExperience'),
                  showDealershipYears: box('showDealershipYears'),
                  showHobbies: box('showHobbies'),
                  showReasons: box('showReasons'),
                }
              : record.sellerCardPersonalization,
          },
        };
      case 'connection': {
        const address = clientAddress(c);
        const networks = egressLinesOf(values.egressNetworks ?? '').flatMap((line) => {
          const cidr = line.includes('/') ? line : hostCidr(line);
          return cidr ? [cidr] : [];
        });
        return {
          tab,
          form: {
            state,
            wifiRows: wifiRowCount(values),
            current: address
              ? {
                  address,
                  covered: networks.some((cidr) => cidrContains(cidr, address)),
                  anywhere: networks.length === 0,
                }
              : null,
          },
        };
      }
    }
  };

  const show = async (
    c: Ctx,
    base: string,
    tab: SettingsTab,
    shown: { values?: Values; errors?: Values; saved?: boolean; record?: ConcessionRecord } = {},
  ) => {
    const manager = editorOf(c);
    if (!manager) return c.notFound();
    const found = shown.record
      ? { ok: true as const, value: shown.record }
      : await useCases.getConcession(manager.caller, manager.concessionId);
    if (!found.ok) return c.notFound();
    const record = found.value;
    const stored = {
      information: informationValues,
      configuration: configurationValues,
      connection: connectionValues,
    }[tab](record);
    const errors = shown.errors ?? {};
    const view = tabView(c, tab, record, shown.values ?? stored, errors, Boolean(shown.values));
    if (view.tab === 'configuration') {
      view.form.manufacturers = await useCases.listManufacturers();
    }
    const page = settingsPage(
      pages.pageContext(c),
      layoutFrame(manager.viewer, c.req.path, c.get('t')),
      {
        ...view,
        action: c.req.path,
        mode: modeOf(c, base),
        ...(c.req.param('id')
          ? { dealership: { name: record.name, href: base.replace(/\/edit$/, '') } }
          : {}),
        flash: shown.saved ? { tone: 'success', message: c.get('t')('settings.saved') } : undefined,
        errors: Object.entries(errors).map(([field, message]) => ({
          fieldId: fieldIdOf(field),
          message,
        })),
      },
    );
    return pages.render(c, page, Object.keys(errors).length > 0 ? 422 : 200);
  };

  const saves = {
    information: saveInformation,
    configuration: saveConfiguration,
    connection: saveConnection,
  };

  for (const area of AREAS) {
    for (const [tab, path] of [
      // `/admin/settings` (a route of the spec and the menu's entry) is the first tab.
      ['information', area.pattern],
      ...TABS.map((tab) => [tab, `${area.pattern}/${tab}`] as const),
    ] as const) {
      router.get(path, (c) =>
        show(c, area.base(c), tab, {
          saved: c.req.query('saved') === '1',
          errors:
            c.req.query('error') === 'logoTooLarge'
              ? { logo: c.get('t')('settings.validation.logoTooLarge') }
              : undefined,
        }),
      );
      router.post(path, async (c) => {
        const base = area.base(c);
        const manager = editorOf(c);
        if (!manager) return c.notFound();
        const found = await useCases.getConcession(manager.caller, manager.concessionId);
        if (!found.ok) return c.notFound();
        const form = (await c.req.parseBody({ all: true })) as PostedForm;
        const values = postedValues(form);
        // "Add my current address": the form comes back with it, nothing saved yet.
        if (tab === 'connection' && textOf(form, 'addCurrent') === '1') {
          const address = clientAddress(c);
          const current = address ? hostCidr(address) : null;
          const lines = egressLinesOf(values.egressNetworks ?? '');
          if (current && !lines.includes(current)) lines.push(current);
          return show(c, base, tab, {
            record: found.value,
            values: { ...values, egressNetworks: lines.join('\n') },
          });
        }
        const saved = await saves[tab]({
          useCases,
          caller: manager.caller,
          record: found.value,
          form,
          t: c.get('t'),
        });
        if (!saved.ok)
          return show(c, base, tab, { record: found.value, values, errors: saved.errors });
        // The wizard goes on from the owner's home: the guard sends them to the step still owed,
        // or lets them in once the last one is done (decision 063).
        return c.redirect(
          modeOf(c, base).kind === 'wizard' ? '/owner' : `${base}/${tab}?saved=1`,
          303,
        );
      });
    }
  }
  return router;
};

/** What was posted, as text to show again (passwords never; ticked boxes as a list). */
const postedValues = (form: PostedForm): Values => {
  const values: Values = {};
  for (const [name, value] of Object.entries(form)) {
    if (name.endsWith('Password') || name === 'csrfToken') continue;
    const list = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string',
    );
    values[name] = list.join(',');
  }
  return values;
};
