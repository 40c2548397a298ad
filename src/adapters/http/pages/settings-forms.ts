import type { z } from '@hono/zod-openapi';
import { MAX_WIFI_NETWORKS } from '#domain/concessions/networks.ts';
import type { ConcessionRecord } from '#application/ports/concession-settings.port.ts';
import { formatPhone } from '#domain/validation/phone.ts';
import type { MessageKey, Translate } from '#ui/i18n/translator.ts';
import { issueMessage } from '#adapters/http/validation/issue-message.ts';

/** A posted form's fields by name: text, a file, or the values of boxes ticked under one name. */
export type PostedForm = Record<string, string | File | (string | File)[]>;

export const textOf = (form: PostedForm, name: string): string => {
  const value = form[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
};

export const listOf = (form: PostedForm, name: string): string[] => {
  const value = form[name];
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (item): item is string => typeof item === 'string',
  );
};

export const ticked = (form: PostedForm, name: string) => textOf(form, name) === 'on';

/** The fields whose message is the settings' own, whatever zod found (a number out of range...). */
const OWN_MESSAGES: Record<string, MessageKey> = {
  sellerChoiceMode: 'settings.validation.sellerChoiceMode',
  saleHoldHours: 'settings.validation.saleHoldHours',
  alertDelayWeeks: 'settings.validation.weeks',
  archiveDelayWeeks: 'settings.validation.weeks',
  country: 'settings.validation.country',
  language: 'settings.validation.language',
  defaultAppLanguage: 'settings.validation.language',
};

/**
 * Each refused field's message, by the form's field name: a wifi row's fields are `wifiTitle0`,
 * `wifiSsid0`... (`rows` maps the list's index back to the row the owner typed in), every egress
 * line is the one `egressNetworks` field. The first message of a field is kept.
 */
export const fieldMessages = (
  t: Translate,
  error: z.ZodError,
  input: unknown,
  rows: readonly number[] = [],
): Record<string, string> => {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const [head, index, leaf] = issue.path.map(String);
    if (!head) continue;
    const row = rows[Number(index)] ?? Number(index);
    const field =
      head === 'wifiNetworks' && leaf
        ? `${leaf === 'ssid' ? 'wifiSsid' : 'wifiTitle'}${row}`
        : head;
    const own = OWN_MESSAGES[field];
    messages[field] ??= own ? t(own) : issueMessage(t, issue, input);
  }
  return messages;
};

/** The information form as stored, for the page's first showing. */
export const informationValues = (record: ConcessionRecord): Record<string, string> => ({
  name: record.name,
  phone: record.phone ? formatPhone(record.phone) : '',
  address: record.address ?? '',
  city: record.city ?? '',
  postalCode: record.postalCode ?? '',
  country: record.country,
  state: record.state ?? '',
  website: record.website ?? '',
  language: record.language,
  defaultAppLanguage: record.defaultAppLanguage,
});

export const configurationValues = (record: ConcessionRecord): Record<string, string> => ({
  ownerContactEmail: record.ownerContactEmail ?? '',
  sellerChoiceMode: record.sellerChoiceMode,
  saleHoldHours: String(record.saleHoldHours),
  alertDelayWeeks: String(record.alertDelayWeeks),
  archiveDelayWeeks: String(record.archiveDelayWeeks),
});

export const connectionValues = (record: ConcessionRecord): Record<string, string> => ({
  ...Object.fromEntries(
    record.wifiNetworks.flatMap((network, index) => [
      [`wifiTitle${index}`, network.title],
      [`wifiSsid${index}`, network.ssid],
    ]),
  ),
  egressNetworks: record.egressNetworks.join('\n'),
});

/** The wifi rows typed in (a row left blank is dropped) and the row each kept one came from. */
export const wifiRowsOf = (form: PostedForm) => {
  const networks: { title: string; ssid: string }[] = [];
  const rows: number[] = [];
  for (let index = 0; index < MAX_WIFI_NETWORKS; index += 1) {
    const title = textOf(form, `wifiTitle${index}`);
    const ssid = textOf(form, `wifiSsid${index}`);
    if (title.trim() === '' && ssid.trim() === '') continue;
    networks.push({ title, ssid });
    rows.push(index);
  }
  return { networks, rows };
};

/** The rows to show: the ones filled in and one blank (two when none), at most the limit. */
export const wifiRowCount = (values: Record<string, string>) => {
  let last = -1;
  for (let index = 0; index < MAX_WIFI_NETWORKS; index += 1) {
    if (values[`wifiTitle${index}`] || values[`wifiSsid${index}`]) last = index;
  }
  return Math.min(MAX_WIFI_NETWORKS, Math.max(2, last + 2));
};

/** One egress network a line (commas and spaces separate too); blank lines are dropped. */
export const egressLinesOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** A whole number typed in a form, or NaN (which the schema refuses with the field's message). */
export const wholeNumber = (text: string) =>
  /^\s*\d{1,6}\s*$/.test(text) ? Number(text) : Number.NaN;
