import type { Context } from 'hono';
import type { makeSignIn, SignedIn } from '#application/auth/sign-in.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { isFormPost, jsonOrForm } from '#adapters/http/api/forms.ts';
import { apiRoutes, createApiRouter, validationError } from '#adapters/http/api/openapi.ts';
import { respond, signInRefusal } from './auth.errors.ts';
import {
  CredentialsSchema,
  CsrfSchema,
  PROVIDERS,
  ProvidersSchema,
  RedirectSchema,
  SessionSchema,
  SignOutBody,
  toSessionBody,
} from './auth.schemas.ts';
import { openSession, type SessionDeps } from './open-session.ts';

export type LoginFormState = { email: string; callbackUrl: string; error: string };

export type AuthRouteDeps = SessionDeps & {
  signIn: ReturnType<typeof makeSignIn>;
  /** The sign-in page again, with what was typed and why it failed (forms without JavaScript). */
  renderLogin: (c: Context<AppEnv>, state: LoginFormState, status: 401 | 429) => Response;
  clientAddress: (c: Context<AppEnv>) => string | null;
};

/**
 * The routes under /api/auth: tagged Auth, their bodies Auth.js-shaped, without the `{ data }`
 * envelope (decision 006). The password routes under /api/auth are declared with them too.
 */
export const authRoutes = apiRoutes('Auth', { envelope: false });

const csrfRoute = authRoutes.get('/api/auth/csrf', 'public', {
  summary: 'The token every write must echo (also set in an HttpOnly cookie)',
  success: { description: 'The CSRF token', schema: CsrfSchema },
});
const providersRoute = authRoutes.get('/api/auth/providers', 'public', {
  summary: 'Sign-in providers (email and password only)',
  success: { description: 'The providers', schema: ProvidersSchema },
});
const sessionRoute = authRoutes.get('/api/auth/session', 'public', {
  summary: 'The signed-in user, or an empty object',
  success: { description: 'The session', schema: SessionSchema },
});
const credentialsRoute = authRoutes.post('/api/auth/callback/credentials', 'public', {
  summary: 'Sign in with email and password (JSON, or a form post from /login)',
  request: { body: jsonOrForm(CredentialsSchema) },
  success: { description: 'Signed in: where to go next', schema: RedirectSchema },
  errors: [401, 403, 429],
});
const signOutRoute = authRoutes.post('/api/auth/signout', 'public', {
  summary: 'Sign out: the session ends on the server',
  request: { body: jsonOrForm(SignOutBody) },
  success: { description: 'Signed out: where to go next', schema: RedirectSchema },
  errors: [403],
});

export const makeAuthRoutes = (deps: AuthRouteDeps) =>
  createApiRouter()
    .openapi(csrfRoute, (c) => c.json({ csrfToken: c.get('csrfToken') }, 200))
    .openapi(providersRoute, (c) => c.json(PROVIDERS, 200))
    .openapi(sessionRoute, (c) => c.json(toSessionBody(c.get('viewer')), 200))
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
        deviceToken: deps.cookies.device.get(c) ?? null,
      });
      const next = (signedIn: SignedIn & { deviceToken: string }) => {
        deps.cookies.device.set(c, signedIn.deviceToken);
        return openSession(c, deps, signedIn, input.callbackUrl);
      };
      if (!form)
        return respond.bare(c, result, async (signedIn) => ({ url: await next(signedIn) }));
      if (result.ok) return c.redirect(await next(result.value), 303);
      const { status, message } = signInRefusal(c, result.error);
      const state = { email: input.email, callbackUrl: input.callbackUrl ?? '', error: message };
      return deps.renderLogin(c, state, status);
    })
    .openapi(signOutRoute, async (c) => {
      const token = c.get('sessionToken');
      if (token) await deps.signOut(token);
      deps.cookies.session.clear(c);
      return isFormPost(c) ? c.redirect('/login', 303) : c.json({ url: '/login' }, 200);
    });
