import { z } from '@hono/zod-openapi';
import { TOKEN_EXPIRY_DAYS, TOKEN_NAME_MAX, TOKEN_SCOPES } from '#domain/access/api-tokens.ts';
import type { ApiTokenRecord } from '#application/ports/api-token-store.port.ts';
import { text } from '#adapters/http/validation/text.ts';

// Messages that are catalogue keys are translated into the caller's language by the validation hook.

export const NewApiTokenBody = z
  .object({
    name: text({
      min: 1,
      max: TOKEN_NAME_MAX,
      required: 'apiTokens.validation.nameRequired',
      tooLong: 'apiTokens.validation.nameTooLong',
    }).openapi({ description: `Trimmed; 1 to ${TOKEN_NAME_MAX} characters` }),
    scope: z.enum(TOKEN_SCOPES, { error: 'apiTokens.validation.scopeNotAllowed' }).openapi({
      description:
        "The role the token acts as: the creator's own, or (owner, admin) a role below it in the same dealership",
    }),
    expiresInDays: z
      .number({ error: 'apiTokens.validation.expiresOutOfRange' })
      .int({ error: 'apiTokens.validation.expiresOutOfRange' })
      .min(TOKEN_EXPIRY_DAYS.min, { error: 'apiTokens.validation.expiresOutOfRange' })
      .max(TOKEN_EXPIRY_DAYS.max, { error: 'apiTokens.validation.expiresOutOfRange' })
      .optional()
      .openapi({ description: `Whole days; ${TOKEN_EXPIRY_DAYS.default} when absent` }),
  })
  .openapi('NewApiToken', {
    example: { name: 'Dealership CRM', scope: 'admin', expiresInDays: 90 },
  });

export const ApiTokenSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    scope: z.enum(TOKEN_SCOPES),
    createdBy: z.object({ id: z.uuid(), name: z.string().nullable(), email: z.string() }),
    createdAt: z.iso.datetime({ offset: true }),
    expiresAt: z.iso.datetime({ offset: true }),
    lastUsedAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .openapi({ description: 'Stamped at most once a minute' }),
    revokedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .openapi('ApiToken');

export const CreatedApiTokenSchema = z
  .object({
    token: ApiTokenSchema,
    secret: z.string().openapi({
      description:
        'The token to send as `Authorization: Bearer <secret>`; shown this once, only its hash is kept',
    }),
  })
  .openapi('CreatedApiToken');

export const toApiTokenBody = (token: ApiTokenRecord): z.infer<typeof ApiTokenSchema> => ({
  id: token.id,
  name: token.name,
  scope: token.scope,
  createdBy: token.createdBy,
  createdAt: token.createdAt.toISOString(),
  expiresAt: token.expiresAt.toISOString(),
  lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
  revokedAt: token.revokedAt?.toISOString() ?? null,
});

export const toCreatedApiTokenBody = (created: { token: ApiTokenRecord; secret: string }) => ({
  token: toApiTokenBody(created.token),
  secret: created.secret,
});
