import { checkPassword } from '#domain/access/password-policy.ts';
import type { Caller } from '#application/client-flow/common.ts';
import type { ConcessionRecord } from '#application/ports/concession-settings.port.ts';
import type { Translate } from '#ui/i18n/translator.ts';
import type { ConcessionUseCases } from '#adapters/http/app-use-cases.ts';
import { configurationFieldMessages } from '#adapters/http/api/concessions/concessions.errors.ts';
import { SettingsBody } from '#adapters/http/api/concessions/concessions.schemas.ts';
import {
  ConfigurationBody,
  InformationForm,
  informationOf,
  NetworksBody,
  SellerCardBody,
} from '#adapters/http/api/concessions/settings.schemas.ts';
import {
  egressLinesOf,
  fieldMessages,
  listOf,
  textOf,
  ticked,
  wholeNumber,
  wifiRowsOf,
  type PostedForm,
} from './settings-forms.ts';

/** What saving a tab's form gives: saved, or the message of each refused field. */
export type Saved = { ok: true } | { ok: false; errors: Record<string, string> };

type Save = (input: {
  useCases: ConcessionUseCases;
  caller: Caller;
  record: ConcessionRecord;
  form: PostedForm;
  t: Translate;
}) => Promise<Saved>;

const LOGO_MESSAGES = {
  'UPLOAD.EMPTY': 'settings.validation.logoEmpty',
  'UPLOAD.TOO_LARGE': 'settings.validation.logoTooLarge',
  'UPLOAD.UNSUPPORTED_TYPE': 'settings.validation.logoType',
} as const;

/** The information tab: the same schema as `PUT /api/concessions/{id}`, the logo included. */
export const saveInformation: Save = async ({ useCases, caller, record, form, t }) => {
  const input = { ...form, logo: form.logo instanceof File ? form.logo : '' };
  const parsed = InformationForm.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldMessages(t, parsed.error, input) };
  const { logo } = parsed.data;
  const result = await useCases.updateInformation(caller, record.id, {
    ...informationOf(parsed.data),
    logo: logo ? new Uint8Array(await logo.arrayBuffer()) : undefined,
  });
  if (result.ok) return { ok: true };
  return result.error.code === 'CONCESSION.NOT_FOUND'
    ? { ok: false, errors: { name: t('clients.errors.concessionNotFound') } }
    : { ok: false, errors: { logo: t(LOGO_MESSAGES[result.error.code]) } };
};

/**
 * The configuration tab: its own call, the stations' passwords and the general settings and the
 * advisor card, each through its own use case. Every field is checked first and the configuration
 * (which may still be refused: an email in use) is saved before the others, so a refusal writes
 * nothing (decision 061).
 */
export const saveConfiguration: Save = async ({ useCases, caller, record, form, t }) => {
  const configuration = {
    manufacturers: listOf(form, 'manufacturers'),
    ownerContactEmail: textOf(form, 'ownerContactEmail').trim(),
    stationConfiguration: {
      clientStation: ticked(form, 'clientStation'),
      serviceStation: ticked(form, 'serviceStation'),
    },
  };
  const general = {
    sellerChoiceMode: textOf(form, 'sellerChoiceMode'),
    saleHoldHours: wholeNumber(textOf(form, 'saleHoldHours')),
    alertDelayWeeks: wholeNumber(textOf(form, 'alertDelayWeeks')),
    archiveDelayWeeks: wholeNumber(textOf(form, 'archiveDelayWeeks')),
  };
  const card = {
    showExperience: ticked(form, 'showExperience'),
    showDealershipYears: ticked(form, 'showDealershipYears'),
    showHobbies: ticked(form, 'showHobbies'),
    showReasons: ticked(form, 'showReasons'),
  };
  const passwords = {
    client: textOf(form, 'clientStationPassword'),
    service: textOf(form, 'serviceStationPassword'),
  };
  const checked = {
    configuration: ConfigurationBody.safeParse(configuration),
    general: SettingsBody.safeParse(general),
    card: SellerCardBody.safeParse(card),
  };
  const errors: Record<string, string> = {};
  for (const result of Object.values(checked)) {
    if (!result.success) Object.assign(errors, fieldMessages(t, result.error, form));
  }
  // Left empty, a station keeps its password; a new one follows the policy of every password
  // (docs/decisions/113): the use case would refuse it, after the rest of the tab was saved.
  for (const station of ['client', 'service'] as const) {
    if (passwords[station] !== '' && !checkPassword(passwords[station]).ok) {
      errors[`${station}StationPassword`] = t('passwords.errors.weak');
    }
  }
  if (
    Object.keys(errors).length > 0 ||
    !checked.configuration.success ||
    !checked.general.success ||
    !checked.card.success
  ) {
    return { ok: false, errors };
  }
  const saved = await useCases.updateConfiguration(
    caller,
    record.id,
    {
      manufacturerIds: checked.configuration.data.manufacturers,
      ownerContactEmail: checked.configuration.data.ownerContactEmail,
      stationConfiguration: checked.configuration.data.stationConfiguration,
    },
    { client: passwords.client !== '', service: passwords.service !== '' },
  );
  if (!saved.ok) {
    return saved.error.code === 'CONCESSION.NOT_FOUND'
      ? { ok: false, errors: { manufacturers: t('clients.errors.concessionNotFound') } }
      : { ok: false, errors: configurationFieldMessages(t, saved.error) };
  }
  for (const station of ['client', 'service'] as const) {
    if (passwords[station] === '') continue;
    const set = await useCases.setStationPassword({
      ...caller,
      concessionId: record.id,
      station,
      password: passwords[station],
    });
    if (!set.ok) {
      return {
        ok: false,
        errors: { [`${station}StationPassword`]: t('passwords.errors.weak') },
      };
    }
  }
  await useCases.updateGeneralSettings(caller, record.id, checked.general.data);
  await useCases.updateSellerCard(caller, record.id, checked.card.data);
  return { ok: true };
};

/** The connection tab: the same schema as `PUT /api/concessions/{id}/networks`. */
export const saveConnection: Save = async ({ useCases, caller, record, form, t }) => {
  const { networks, rows } = wifiRowsOf(form);
  const input = {
    wifiNetworks: networks,
    egressNetworks: egressLinesOf(textOf(form, 'egressNetworks')),
  };
  const parsed = NetworksBody.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldMessages(t, parsed.error, input, rows) };
  const result = await useCases.updateNetworks(caller, record.id, parsed.data);
  return result.ok
    ? { ok: true }
    : { ok: false, errors: { wifiNetworks: t('clients.errors.concessionNotFound') } };
};
