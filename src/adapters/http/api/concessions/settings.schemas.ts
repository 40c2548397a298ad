import { z } from '@hono/zod-openapi';
import { MAX_EGRESS_NETWORKS, MAX_WIFI_NETWORKS, parseCidr } from '#domain/concessions/networks.ts';
import {
  COUNTRIES,
  isProvinceOf,
  parsePostalCode,
  parseWebsite,
  SELLER_CARD_OPTIONS,
  type Country,
} from '#domain/concessions/settings.ts';
import { LANGUAGES } from '#domain/locale/language.ts';
import { parsePhone } from '#domain/validation/phone.ts';
import type {
  ConcessionInformation,
  ConcessionRecord,
  Manufacturer,
} from '#application/ports/concession-settings.port.ts';
import type { MessageKey } from '#ui/i18n/translator.ts';
import { CsrfField, optionalFile } from '#adapters/http/api/forms.ts';
import { Id } from '#adapters/http/api/params.ts';
import { text } from '#adapters/http/validation/text.ts';
import { uploadUrl } from '#adapters/http/uploads.ts';
import { SettingsSchema, toSettingsBody } from './concessions.schemas.ts';

const required = (max: number, message: MessageKey) =>
  text({ min: 1, max, required: message, tooLong: message });

/** A text parsed by a domain rule into what is stored; the rule's refusal is `message`. */
const parsed = (
  max: number,
  message: MessageKey,
  parse: (value: string) => { ok: true; value: string } | { ok: false },
) =>
  required(max, message).transform((value, context) => {
    const result = parse(value);
    if (result.ok) return result.value;
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

const Language = z.enum(LANGUAGES, { error: 'settings.validation.language' });

const hasCountry = (value: unknown) => {
  const form = value as { country?: unknown } | null;
  return (COUNTRIES as readonly unknown[]).includes(form?.country);
};
const postalCodeOf = (form: { country: Country; postalCode: unknown }) => {
  if (typeof form.postalCode !== 'string') return null;
  const parsed = parsePostalCode(form.country, form.postalCode);
  return parsed.ok ? parsed.value : null;
};

/** The information tab's fields (multipart: a page's form or an API call, with the logo). */
export const InformationForm = z
  .object({
    name: required(120, 'settings.validation.name'),
    phone: parsed(30, 'settings.validation.phone', parsePhone).openapi({
      type: 'string',
      example: '(514) 555-0100',
    }),
    address: required(200, 'settings.validation.address'),
    city: required(100, 'settings.validation.city'),
    postalCode: required(10, 'settings.validation.postalCode'),
    country: z.enum(COUNTRIES, { error: 'settings.validation.country' }),
    state: required(2, 'settings.validation.state'),
    website: text({ max: 300, tooLong: 'settings.validation.website' })
      .optional()
      .transform((value, context) => {
        if (!value) return null;
        const result = parseWebsite(value);
        if (result.ok) return result.value;
        context.addIssue({ code: 'custom', message: 'settings.validation.website' });
        return z.NEVER;
      })
      .openapi({ type: 'string', example: 'https://demo.example.com' }),
    language: Language,
    defaultAppLanguage: Language,
    logo: optionalFile('settings.validation.logo').openapi({
      type: 'string',
      format: 'binary',
      description: 'JPG or PNG, at most 2 MB, checked by its bytes and re-encoded',
    }),
    csrfToken: CsrfField,
  })
  // The postal code and the province depend on the country: checked even when another field is
  // refused, so the form shows every message at once.
  .refine((form) => postalCodeOf(form) !== null, {
    message: 'settings.validation.postalCode',
    path: ['postalCode'],
    when: ({ value }) => hasCountry(value),
  })
  .refine((form) => isProvinceOf(form.country, String(form.state).toUpperCase()), {
    message: 'settings.validation.state',
    path: ['state'],
    when: ({ value }) => hasCountry(value),
  })
  .transform((form) => ({
    ...form,
    postalCode: postalCodeOf(form) ?? form.postalCode,
    state: form.state.toUpperCase(),
  }))
  .openapi('ConcessionInformationForm', {
    example: {
      name: 'Best Pairing Demo',
      phone: '(514) 555-0100',
      address: '1000, rue Sherbrooke Ouest',
      city: 'Montréal',
      postalCode: 'H3A 3G4',
      country: 'CA',
      state: 'QC',
      website: 'https://demo.example.com',
      language: 'fr',
      defaultAppLanguage: 'fr',
    },
  });

const Toggle = z.boolean({ error: 'settings.validation.option' });

export const ConfigurationBody = z
  .object({
    manufacturers: z
      .array(Id, { error: 'settings.validation.manufacturers' })
      .max(200)
      .openapi({ description: 'Ids from GET /api/manufacturers; at least one' }),
    ownerContactEmail: z
      .email({ error: 'settings.validation.ownerContactEmail' })
      .max(320, 'settings.validation.ownerContactEmail'),
    stationConfiguration: z
      .object({ clientStation: Toggle, serviceStation: Toggle })
      .strict()
      .openapi({
        description: 'Which kiosk tablets the dealership uses; each in use needs its password',
      }),
  })
  .strict()
  .openapi('ConcessionConfigurationChange', {
    example: {
      manufacturers: ['0b8f6a52-3f0e-4f4e-9d1c-2a5b7c9e1f00'],
      ownerContactEmail: 'owner@demo.test',
      stationConfiguration: { clientStation: true, serviceStation: true },
    },
  });

const WifiNetworkSchema = z
  .object({
    title: required(60, 'settings.validation.wifiTitle'),
    ssid: required(32, 'settings.validation.wifiSsid'),
  })
  .strict();

const Egress = text({ max: 50 }).transform((value, context) => {
  const result = parseCidr(value);
  if (result.ok) return result.value;
  context.addIssue({ code: 'custom', message: 'settings.validation.egress', params: { value } });
  return z.NEVER;
});

export const NetworksBody = z
  .object({
    wifiNetworks: z
      .array(WifiNetworkSchema)
      .min(1, 'settings.validation.wifiRequired')
      .max(MAX_WIFI_NETWORKS, 'settings.validation.wifiTooMany'),
    egressNetworks: z
      .array(Egress.openapi({ type: 'string', example: '203.0.113.0/24' }))
      .max(MAX_EGRESS_NETWORKS, 'settings.validation.egressTooMany')
      .openapi({
        description:
          'IPv4/IPv6 addresses or CIDR blocks; a heartbeat from one of them counts as on site. Empty: any network (decision 062)',
      }),
  })
  .strict()
  .openapi('ConcessionNetworksChange', {
    example: {
      wifiNetworks: [{ title: 'Showroom', ssid: 'BestPairing-Demo' }],
      egressNetworks: ['203.0.113.0/24', '198.51.100.7'],
    },
  });

export const SellerCardBody = z
  .object(
    Object.fromEntries(SELLER_CARD_OPTIONS.map((key) => [key, Toggle])) as Record<
      (typeof SELLER_CARD_OPTIONS)[number],
      typeof Toggle
    >,
  )
  .strict()
  .openapi('SellerCardPersonalization', {
    example: {
      showExperience: true,
      showDealershipYears: true,
      showHobbies: true,
      showReasons: false,
    },
  });

export const ConcessionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    logoUrl: z.string().nullable(),
    phone: z.string().nullable().openapi({ description: '10 digits' }),
    address: z.string().nullable(),
    city: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.enum(COUNTRIES),
    state: z.string().nullable(),
    website: z.string().nullable(),
    language: z.enum(LANGUAGES),
    defaultAppLanguage: z.enum(LANGUAGES),
    timeZone: z.string(),
    manufacturers: z.array(z.string()),
    ownerContactEmail: z.string().nullable(),
    stationConfiguration: z.object({ clientStation: z.boolean(), serviceStation: z.boolean() }),
    hasClientStationPassword: z.boolean(),
    hasServiceStationPassword: z.boolean(),
    sellerCardPersonalization: SellerCardBody,
    wifiNetworks: z.array(z.object({ title: z.string(), ssid: z.string() })),
    egressNetworks: z.array(z.string()),
    generalSettings: SettingsSchema,
    infoValidated: z.boolean(),
    configurationValidated: z.boolean(),
    connectionValidated: z.boolean(),
  })
  .openapi('Concession');

export const ManufacturerSchema = z
  .object({ id: z.string(), name: z.string() })
  .openapi('Manufacturer', {
    example: { id: '0b8f6a52-3f0e-4f4e-9d1c-2a5b7c9e1f00', name: 'Toyota' },
  });

export const toConcessionBody = (record: ConcessionRecord): z.infer<typeof ConcessionSchema> => ({
  id: record.id,
  name: record.name,
  logoUrl: record.logoPath ? uploadUrl(record.logoPath) : null,
  phone: record.phone,
  address: record.address,
  city: record.city,
  postalCode: record.postalCode,
  country: record.country,
  state: record.state,
  website: record.website,
  language: record.language,
  defaultAppLanguage: record.defaultAppLanguage,
  timeZone: record.timeZone,
  manufacturers: record.manufacturerIds,
  ownerContactEmail: record.ownerContactEmail,
  stationConfiguration: record.stationConfiguration,
  hasClientStationPassword: record.hasClientStationPassword,
  hasServiceStationPassword: record.hasServiceStationPassword,
  sellerCardPersonalization: record.sellerCardPersonalization,
  wifiNetworks: record.wifiNetworks,
  egressNetworks: record.egressNetworks,
  generalSettings: toSettingsBody(record),
  infoValidated: record.infoValidated,
  configurationValidated: record.configurationValidated,
  connectionValidated: record.connectionValidated,
});

export const toManufacturersBody = (list: Manufacturer[]) =>
  list.map(({ id, name }) => ({ id, name }));

/** The information a checked form holds (its logo and CSRF token apart). */
export const informationOf = (form: z.infer<typeof InformationForm>): ConcessionInformation => ({
  name: form.name,
  phone: form.phone,
  address: form.address,
  city: form.city,
  postalCode: form.postalCode,
  country: form.country,
  state: form.state,
  website: form.website,
  language: form.language,
  defaultAppLanguage: form.defaultAppLanguage,
});
