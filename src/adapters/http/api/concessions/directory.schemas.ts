import { z } from '@hono/zod-openapi';
import { SUBSCRIPTION_STATUSES } from '#domain/access/onboarding.ts';
import { COUNTRIES } from '#domain/concessions/settings.ts';
import { DIRECTORY_PAGE_SIZE, MAX_DIRECTORY_PAGE_SIZE } from '#domain/concessions/directory.ts';
import { LANGUAGES } from '#domain/locale/language.ts';
import type { ConcessionPage } from '#application/concessions/list-concessions.ts';
import type { ConcessionSummary } from '#application/ports/concession-directory.port.ts';
import { CsrfField } from '#adapters/http/api/forms.ts';
import { Id } from '#adapters/http/api/params.ts';
import { text } from '#adapters/http/validation/text.ts';

/** `GET /api/concessions`: the filters of the platform's list and its page. */
export const DirectoryQuery = z.object({
  state: text({ max: 2, tooLong: 'dealerships.validation.state' })
    .optional()
    .openapi({
      param: { name: 'state', in: 'query' },
      description: 'A region: the province or state code (QC, ON, NY...)',
      example: 'QC',
    }),
  manufacturer: Id.optional().openapi({
    param: { name: 'manufacturer', in: 'query' },
    description: 'Only dealerships that sell this make (an id of GET /api/manufacturers)',
  }),
  q: text({ max: 100, tooLong: 'dealerships.validation.search' })
    .optional()
    .openapi({ param: { name: 'q', in: 'query' }, description: 'Words of the name' }),
  page: z.coerce
    .number({ error: 'dealerships.validation.page' })
    .int('dealerships.validation.page')
    .min(1, 'dealerships.validation.page')
    .max(100_000, 'dealerships.validation.page')
    .default(1)
    .openapi({
      param: { name: 'page', in: 'query' },
      description: 'From 1; past the end: the last page',
    }),
  pageSize: z.coerce
    .number({ error: 'dealerships.validation.pageSize' })
    .int('dealerships.validation.pageSize')
    .min(1, 'dealerships.validation.pageSize')
    .max(MAX_DIRECTORY_PAGE_SIZE, 'dealerships.validation.pageSize')
    .default(DIRECTORY_PAGE_SIZE)
    .openapi({ param: { name: 'pageSize', in: 'query' } }),
});

const Language = z.enum(LANGUAGES, { error: 'dealerships.validation.language' });

/** The creation's fields, for the API (JSON) and the add page (its form, with the CSRF token). */
const creationFields = {
  name: text({
    min: 1,
    max: 120,
    required: 'settings.validation.name',
    tooLong: 'settings.validation.name',
  }),
  language: Language,
  territory: Id.nullable().optional().openapi({
    description:
      'One of GET /api/territories; a bpm must give one it covers, the PR admin may leave it out',
  }),
  manufacturers: z
    .array(Id, { error: 'settings.validation.manufacturers' })
    .min(1, 'settings.validation.manufacturers')
    .max(200, 'settings.validation.manufacturers')
    .openapi({ description: 'Ids from GET /api/manufacturers; at least one' }),
  ownerEmail: z
    .email({ error: 'dealerships.validation.ownerEmail' })
    .max(320, 'dealerships.validation.ownerEmail')
    .openapi({ description: 'The owner receives the invitation to create their password' }),
};

export const CreateConcessionBody = z
  .object(creationFields)
  .strict()
  .openapi('ConcessionCreation', {
    example: {
      name: 'Best Pairing Sherbrooke',
      language: 'fr',
      territory: '0b8f6a52-3f0e-4f4e-9d1c-2a5b7c9e1f01',
      manufacturers: ['0b8f6a52-3f0e-4f4e-9d1c-2a5b7c9e1f00'],
      ownerEmail: 'owner@sherbrooke.example',
    },
  });

/** The add page's form: the same fields (an empty territory is none) and the CSRF token. */
export const CreateConcessionForm = z.object({
  ...creationFields,
  territory: z
    .union([z.literal('').transform(() => null), Id], {
      error: 'dealerships.validation.territory',
    })
    .optional(),
  csrfToken: CsrfField,
});

export const ConcessionSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    city: z.string().nullable(),
    country: z.enum(COUNTRIES),
    state: z.string().nullable(),
    language: z.enum(LANGUAGES),
    territory: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    manufacturers: z.array(z.string()).openapi({ description: 'Make names, by name' }),
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullable(),
    infoValidated: z.boolean(),
    configurationValidated: z.boolean(),
    connectionValidated: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .openapi('ConcessionSummary');

export const ConcessionPageSchema = z
  .object({
    concessions: z.array(ConcessionSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageCount: z.number().int(),
    pageSize: z.number().int(),
    states: z.array(z.string()).openapi({ description: 'The regions of the dealerships in reach' }),
  })
  .openapi('ConcessionPage');

export const DeletedConcessionSchema = z.object({ id: z.uuid() }).openapi('DeletedConcession');

export const toSummaryBody = (
  summary: ConcessionSummary,
): z.infer<typeof ConcessionSummarySchema> => ({
  ...summary,
  createdAt: summary.createdAt.toISOString(),
});

export const toPageBody = (page: ConcessionPage): z.infer<typeof ConcessionPageSchema> => ({
  ...page,
  concessions: page.concessions.map(toSummaryBody),
});
