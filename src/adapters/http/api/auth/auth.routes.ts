import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Viewer } from '#application/auth/load-viewer.ts';
import type { SignedIn, SignInError, SignInInput } from '#application/auth/sign-in.ts';
import { destinationFor } from '#domain/access/destination.ts';
import type { Result } from '#domain/shared/result.ts';
import type { Cookies } from '#adapters/http/cookies.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { apiError, retryAfter } from '#adapters/http/api/errors.ts';
import { CsrfField, isFormPost, jsonOrForm } from '#adapters/http/api/forms.ts';
import { createApiRouter, defineRoute, validationError } from '#adapters/http/api/openapi.ts';
import { text } from '#adapters/http/validation/text.ts';

export type LoginFormState = { email: string; callbackUrl: string; error: string };

export type AuthRouteDeps = {
  cookies: Cookies;
  signIn: (input: SignInInput) => Promise<Result<SignedIn, SignInError>>;
  signOut: (token: string) => Promise<void>;
  loadViewer: (userId: string) => Promise<Viewer | null>;
  /** The sign-in page again, with what was typed and why it failed (forms without JavaScript). */
  renderLogin: (c: Context<AppEnv>, state: LoginFormState, status: 401 | 429) => Response;
  clientAddress: (c: Context<AppEnv>) => string | null;
};

const CsrfSchema = z.object({ csrfToken: z.string() }).openapi('CsrfToken');
const ProvidersSchema = z
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
const SessionSchema = z
  .union([z.object({ user: SessionUserSchema, expires: z.string().optional() }), z.object({})])
  .openapi('Session');
const CredentialsSchema = z
  .object({
    email: text({ min: 1, max: 320, required: 'api.emailRequired' }),
    password: text({ min: 1, max: 1000, trim: false, required: 'api.passwordRequired' }),
    csrfToken: CsrfField,
    callbackUrl: text({ max: 2000 }).optional(),
  })
  .openapi('Credentials');
const RedirectSchema = z.object({ url: z.string() }).openapi('Redirect');

const csrfRoute = defineRoute({
  method: 'get',
  path: '/api/auth/csrf',
  tags: ['Auth'],
  summary: 'The token every write must echo (also set in an HttpOnly cookie)',
  envelope: false,
  success: { description: 'The CSRF token', schema: CsrfSchema },
});
const providersRoute = defineRoute({
  method: 'get',
  path: '/api/auth/providers',
  tags: ['Auth'],
  summary: 'Sign-in providers (email and password only)',
  envelope: false,
  success: { description: 'The providers', schema: ProvidersSchema },
});
const sessionRoute = defineRoute({
  method: 'get',
  path: '/api/auth/session',
  tags: ['Auth'],
  summary: 'The signed-in user, or an empty object',
  envelope: false,
  success: { description: 'The session', schema: SessionSchema },
});
const credentialsRoute = defineRoute({
  method: 'post',
  path: '/api/auth/callback/credentials',
  tags: ['Auth'],
  summary: 'Sign in with email and password (JSON, or a form post from /login)',
  request: { body: jsonOrForm(CredentialsSchema) },
  envelope: false,
  success: { description: 'Signed in: where to go next', schema: RedirectSchema },
  errors: [401, 403, 429],
});
const signOutRoute = defineRoute({
  method: 'post',
  path: '/api/auth/signout',
  tags: ['Auth'],
  summary: 'Sign out: the session ends on the server',
  request: { body: jsonOrForm(z.object({ csrfToken: CsrfField })) },
  envelope: false,
  success: { description: 'Signed out: where to go next', schema: RedirectSchema },
  errors: [403],
});

const sessionUser = (viewer: Viewer) => {
  const { record } = viewer;
  const name = [record.firstName, record.lastName].filter(Boolean).join(' ');
  return {
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
  };
};

export const makeAuthRoutes = (deps: AuthRouteDeps) =>
  createApiRouter()
    .openapi(csrfRoute, (c) => c.json({ csrfToken: c.var.csrfToken }, 200))
    .openapi(providersRoute, (c) =>
      c.json(
        {
          credentials: {
            id: 'credentials' as const,
            name: 'Credentials',
            type: 'credentials' as const,
            signinUrl: '/login',
            callbackUrl: '/api/auth/callback/credentials',
          },
        },
        200,
      ),
    )
    .openapi(sessionRoute, (c) => {
      const viewer = c.var.viewer;
      return c.json(viewer ? { user: sessionUser(viewer) } : {}, 200);
    })
    .openapi(credentialsRoute, async (c) => {
      const form = isFormPost(c);
      const body = form ? c.req.valid('form') : c.req.valid('json');
      const parsed = CredentialsSchema.safeParse(body);
      if (!parsed.success) return validationError(c, parsed.error, form ? 'form' : 'json', body);
      const input = parsed.data;
      const result = await deps.signIn({
        email: input.email,
        password: input.password,
        ipAddress: deps.clientAddress(c),
        userAgent: c.req.header('user-agent') ?? null,
      });
      if (!result.ok) {
        const limited = result.error.code === 'AUTH.RATE_LIMITED';
        const minutes = limited ? retryAfter(c, result.error.retryAfterMs) : 0;
        const message = limited
          ? c.var.t('api.rateLimited', { minutes })
          : c.var.t('api.invalidCredentials');
        if (form) {
          return deps.renderLogin(
            c,
            { email: input.email, callbackUrl: input.callbackUrl ?? '', error: message },
            limited ? 429 : 401,
          );
        }
        return limited
          ? apiError(c, 429, 'AUTH.RATE_LIMITED', 'api.rateLimited', { minutes })
          : apiError(c, 401, 'AUTH.INVALID_CREDENTIALS', 'api.invalidCredentials');
      }
      // A session cookie planted before sign-in is replaced, and its row ended.
      const previous = c.var.sessionToken;
      if (previous) await deps.signOut(previous);
      deps.cookies.session.set(c, result.value.token, result.value.expiresAt);
      const viewer = await deps.loadViewer(result.value.userId);
      const url = destinationFor(result.value.role, viewer?.onboarding ?? null, input.callbackUrl);
      return form ? c.redirect(url, 303) : c.json({ url }, 200);
    })
    .openapi(signOutRoute, async (c) => {
      const token = c.var.sessionToken;
      if (token) await deps.signOut(token);
      deps.cookies.session.clear(c);
      return isFormPost(c) ? c.redirect('/login', 303) : c.json({ url: '/login' }, 200);
    });
