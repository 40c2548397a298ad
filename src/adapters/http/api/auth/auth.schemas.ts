import { z } from '@hono/zod-openapi';
import type { Viewer } from '#application/auth/load-viewer.ts';
import { destinationFor } from '#domain/access/destination.ts';
import { CsrfField } from '#adapters/http/api/forms.ts';
import { text } from '#adapters/http/validation/text.ts';

// Under /api/auth, bodies are Auth.js-shaped, without the `{ data }` envelope (decision 006).

export const CsrfSchema = z.object({ csrfToken: z.string() }).openapi('CsrfToken');
export const ProvidersSchema = z
  .object({
    credentials: z.object({
      id: z.literal('credentials'),
      name: z.string(),
      type: z.literal('credentials'),
      signinUrl: z.string(),
      callbackUrl: z.string(),
    }),
  })
  .openapi('Providers');
const SessionUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(['prAdmin', 'bpm', 'admin', 'owner', 'seller', 'client', 'service']),
    name: z.string().nullable(),
    concession: z.string().nullable(),
    language: z.enum(['fr', 'en']).nullable(),
    hasPassword: z.boolean(),
    signedContract: z.boolean(),
    profileNumber: z.number().int().nullable(),
    infoValidated: z.boolean(),
    /** The page the user must see next (an onboarding step or their home). */
    destination: z.string(),
  })
  .openapi('SessionUser');
export const SessionSchema = z
  .union([z.object({ user: SessionUserSchema, expires: z.string().optional() }), z.object({})])
  .openapi('Session');
export const CredentialsSchema = z
  .object({
    email: text({ min: 1, max: 320, required: 'api.emailRequired' }),
    password: text({ min: 1, max: 1000, trim: false, required: 'api.passwordRequired' }),
    csrfToken: CsrfField,
    callbackUrl: text({ max: 2000 }).optional(),
  })
  .openapi('Credentials');
export const SignOutBody = z.object({ csrfToken: CsrfField });
export const RedirectSchema = z.object({ url: z.string() }).openapi('Redirect');

/** The one sign-in provider: email and password. */
export const PROVIDERS = {
  credentials: {
    id: 'credentials' as const,
    name: 'Credentials',
    type: 'credentials' as const,
    signinUrl: '/login',
    callbackUrl: '/api/auth/callback/credentials',
  },
};

export const toSessionBody = (viewer: Viewer | null) => {
  if (!viewer) return {};
  const { record } = viewer;
  const name = [record.firstName, record.lastName].filter(Boolean).join(' ');
  return {
    user: {
      id: record.id,
      email: record.email,
      role: record.role,
      name: name === '' ? null : name,
      concession: record.concession?.id ?? null,
      language: record.language,
      hasPassword: record.hasPassword,
      signedContract: record.signedContract,
      profileNumber: record.profileNumber,
      infoValidated: record.concession?.infoValidated ?? false,
      destination: destinationFor(record.role, viewer.onboarding),
    },
  };
};
