import { z } from '@hono/zod-openapi';
import type { BpmAccount } from '#application/bpms/bpm-access.ts';
import type { NamedRef } from '#application/ports/territory-store.port.ts';
import { LANGUAGES } from '#domain/locale/language.ts';
import { text } from '#adapters/http/validation/text.ts';
import { Language, Name, Phone } from '#adapters/http/api/users/users.schemas.ts';

const Ref = z.object({ id: z.uuid(), name: z.string() });

export const BpmSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable().openapi({ description: '10 digits', example: '5145550123' }),
    language: z.enum(LANGUAGES).nullable(),
    hasPassword: z.boolean().openapi({ description: 'False until the invitation is accepted' }),
    signedContract: z.boolean(),
    lastSignInAt: z.iso.datetime({ offset: true }).nullable(),
    territories: z.array(Ref).openapi({ description: 'The territories the bpm covers, by name' }),
  })
  .openapi('Bpm');

export const BpmDetailSchema = BpmSchema.extend({
  concessions: z.array(Ref).openapi({
    description: 'The dealerships the bpm reaches: assigned, or in one of its territories',
  }),
}).openapi('BpmDetail');

export const ListBpmQuery = z.object({
  q: text({ max: 100, tooLong: 'bpm.validation.search' })
    .optional()
    .openapi({ description: 'Part of a name or an email' }),
  all: z
    .enum(['true', 'false'], { error: 'bpm.validation.all' })
    .default('false')
    .transform((value) => value === 'true')
    .openapi({ description: 'Every match, without paging' }),
  limit: z.coerce.number({ error: 'bpm.validation.limit' }).int().min(1).max(200).default(50),
  offset: z.coerce.number({ error: 'bpm.validation.offset' }).int().min(0).max(100_000).default(0),
});

export const CreateBpmBody = z
  .object({
    email: z.email({ error: 'users.validation.email' }).max(320, 'users.validation.email'),
    firstName: Name,
    lastName: Name,
    phone: Phone.optional(),
    language: Language.optional(),
  })
  .openapi('NewBpm', {
    example: {
      email: 'new.bpm@demo.test',
      firstName: 'Julie',
      lastName: 'Tremblay',
      language: 'fr',
    },
  });

export const UpdateBpmBody = z
  .object({ firstName: Name, lastName: Name, phone: Phone.optional(), language: Language })
  .openapi('BpmChanges', {
    example: { firstName: 'Julie', lastName: 'Tremblay', phone: '5145550123', language: 'en' },
  });

export const DeletedBpmSchema = z.object({ id: z.uuid() }).openapi('DeletedBpm');

export const toBpmBody = ({ user, territories }: BpmAccount): z.infer<typeof BpmSchema> => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone,
  language: user.language,
  hasPassword: user.hasPassword,
  signedContract: user.signedContract,
  lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
  territories,
});

export const toBpmDetailBody = (
  account: BpmAccount & { concessions: NamedRef[] },
): z.infer<typeof BpmDetailSchema> => ({
  ...toBpmBody(account),
  concessions: account.concessions.map(({ id, name }) => ({ id, name })),
});
