import type { Context } from 'hono';
import type { makeAcceptInvite } from '#application/auth/accept-invite.ts';
import type { makeChangePassword } from '#application/auth/change-password.ts';
import type { makeCreatePassword } from '#application/auth/create-password.ts';
import type { makeRequestPasswordReset } from '#application/auth/request-password-reset.ts';
import type { makeResetPasswordByManager } from '#application/auth/reset-password-by-manager.ts';
import type { makeResetPassword } from '#application/auth/reset-password.ts';
import type { makeSetStationPassword, Station } from '#application/auth/set-station-password.ts';
import { destinationFor } from '#domain/access/destination.ts';
import type { CreatePasswordState } from '#ui/pages/account/create-password.page.tsx';
import type { ForgotPasswordState } from '#ui/pages/public/forgot-password.page.tsx';
import type { InviteState } from '#ui/pages/public/invite.page.tsx';
import type { ResetPasswordState } from '#ui/pages/public/reset-password.page.tsx';
import type { AppEnv } from '#adapters/http/env.ts';
import { openSession, type SessionDeps } from '#adapters/http/api/auth/open-session.ts';
import { authRoutes } from '#adapters/http/api/auth/auth.routes.ts';
import { callerOf } from '#adapters/http/api/caller.ts';
import { isFormPost, jsonBody, jsonOrForm } from '#adapters/http/api/forms.ts';
import { apiRoutes, createApiRouter } from '#adapters/http/api/openapi.ts';
import {
  passwordFormErrors,
  respond,
  respondToChange,
  respondToInvite,
} from './passwords.errors.ts';
import {
  ChangePasswordSchema,
  ForgotPasswordForm,
  ForgotPasswordSchema,
  IdSchema,
  InviteForm,
  InviteSchema,
  MessageSchema,
  NewPasswordForm,
  NewPasswordSchema,
  ResetPasswordForm,
  ResetPasswordSchema,
  UrlSchema,
} from './passwords.schemas.ts';

export type PasswordUseCases = {
  createPassword: ReturnType<typeof makeCreatePassword>;
  changePassword: ReturnType<typeof makeChangePassword>;
  resetPasswordByManager: ReturnType<typeof makeResetPasswordByManager>;
  setStationPassword: ReturnType<typeof makeSetStationPassword>;
  requestPasswordReset: ReturnType<typeof makeRequestPasswordReset>;
  resetPassword: ReturnType<typeof makeResetPassword>;
  acceptInvite: ReturnType<typeof makeAcceptInvite>;
};

/** The pages these routes render again when a form post fails (forms work without JavaScript). */
export type PasswordFormPages = {
  createPassword: (c: Context<AppEnv>, state: CreatePasswordState) => Response;
  forgotPassword: (c: Context<AppEnv>, state: ForgotPasswordState, status: 422 | 429) => Response;
  resetPassword: (c: Context<AppEnv>, state: ResetPasswordState) => Response;
  invite: (c: Context<AppEnv>, state: InviteState) => Response;
};

export type PasswordRouteDeps = PasswordUseCases &
  SessionDeps & {
    clientAddress: (c: Context<AppEnv>) => string | null;
    pages: PasswordFormPages;
  };

/** Where the sign-in page says the reset worked. */
const PASSWORD_RESET_DONE_URL = '/login?notice=passwordReset';

const users = apiRoutes('Users');
const concessions = apiRoutes('Concessions');

const createRoute = users.post('/api/users/{id}/password', 'users.password.create', {
  summary: 'Create the first password of one’s own account (the create-password page posts here)',
  authorization: { allowedDuringOnboarding: true },
  request: { body: jsonOrForm(NewPasswordSchema, NewPasswordForm) },
  success: { description: 'Created: the next onboarding page', schema: UrlSchema },
  errors: [409],
});
const changeRoute = users.put('/api/users/{id}/password', 'users.password.change', {
  summary: 'Change one’s own password: every session ends, this browser gets a new one',
  request: { body: jsonBody(ChangePasswordSchema) },
  success: { description: 'Changed (a new session cookie is set)', schema: IdSchema },
  errors: [422, 429],
});
const resetByManagerRoute = users.delete('/api/users/{id}/password', 'users.password.reset', {
  summary: 'Reset a member’s password: it stops working, their sessions end, a link is emailed',
  success: { description: 'Reset', schema: IdSchema },
  errors: [409],
});
const stationRoute = (station: Station) =>
  concessions.put(
    `/api/concessions/{id}/${station}-password`,
    'concessions.stationPasswords.write',
    {
      summary: `Set the ${station === 'client' ? 'customer' : 'service survey'} kiosk's station password (its tablets are signed out)`,
      // Part of the owner's configuration step (decision 061): allowed while set-up is owed.
      authorization: { allowedDuringOnboarding: true },
      request: { body: jsonBody(NewPasswordSchema) },
      success: { description: 'Set', schema: IdSchema },
    },
  );
const forgotRoute = authRoutes.post('/api/auth/forgot-password', 'public', {
  summary: 'Email a one-hour reset link (the same answer whether or not the email has an account)',
  request: { body: jsonOrForm(ForgotPasswordSchema, ForgotPasswordForm) },
  success: { description: 'Taken', schema: MessageSchema },
  errors: [403, 429],
});
const resetRoute = authRoutes.post('/api/auth/reset-password', 'public', {
  summary: 'Choose a new password with a reset link: every session of the user ends',
  request: { body: jsonOrForm(ResetPasswordSchema, ResetPasswordForm) },
  success: { description: 'Reset: sign in next', schema: UrlSchema },
  errors: [403, 422],
});
const inviteRoute = authRoutes.post('/api/auth/invite', 'public', {
  summary: 'Open an invitation: signs its holder in (the next page creates their password)',
  request: { body: jsonOrForm(InviteSchema, InviteForm) },
  success: { description: 'Signed in: where to go next', schema: UrlSchema },
  errors: [403, 422],
});

export const makePasswordRoutes = (deps: PasswordRouteDeps) => {
  /** The two stations' routes differ only by the station they set. */
  const setStation = async (
    c: Context<AppEnv>,
    station: Station,
    concessionId: string,
    password: string,
  ) => {
    const result = await deps.setStationPassword({
      ...callerOf(c),
      concessionId,
      station,
      password,
    });
    return respond(c, result, () => ({ id: concessionId }));
  };

  return createApiRouter()
    .openapi(createRoute, async (c) => {
      const form = isFormPost(c);
      const caller = callerOf(c);
      const body = form ? c.req.valid('form') : c.req.valid('json');
      const result = await deps.createPassword({
        ...caller,
        userId: c.req.valid('param').id,
        password: body.password,
        // The page asks twice; an API caller sends the password alone.
        confirmation: 'confirmation' in body ? (body.confirmation ?? '') : undefined,
      });
      /** The next onboarding page, from the account as it is now. */
      const nextPage = async () => {
        const viewer = await deps.loadViewer(caller.actor.userId);
        return destinationFor(caller.actor.role, viewer?.onboarding ?? null);
      };
      if (!form) return respond(c, result, async () => ({ url: await nextPage() }));
      if (result.ok) return c.redirect(await nextPage(), 303);
      return deps.pages.createPassword(c, passwordFormErrors(c, result.error));
    })
    .openapi(changeRoute, async (c) => {
      const body = c.req.valid('json');
      const userId = c.req.valid('param').id;
      const result = await deps.changePassword({
        ...callerOf(c),
        userId,
        oldPassword: body.oldPassword,
        newPassword: body.newPassword,
        ipAddress: deps.clientAddress(c),
        userAgent: c.req.header('user-agent') ?? null,
      });
      return respondToChange(c, result, (session) => {
        deps.cookies.session.set(c, session.token, session.expiresAt);
        return { id: userId };
      });
    })
    .openapi(resetByManagerRoute, async (c) => {
      const userId = c.req.valid('param').id;
      const result = await deps.resetPasswordByManager({ ...callerOf(c), userId });
      return respond(c, result, () => ({ id: userId }));
    })
    .openapi(stationRoute('client'), (c) =>
      setStation(c, 'client', c.req.valid('param').id, c.req.valid('json').password),
    )
    .openapi(stationRoute('service'), (c) =>
      setStation(c, 'service', c.req.valid('param').id, c.req.valid('json').password),
    )
    .openapi(forgotRoute, async (c) => {
      const form = isFormPost(c);
      const body = form ? c.req.valid('form') : c.req.valid('json');
      const email = body.email?.trim() ?? '';
      if (email === '') {
        // Only a form gets here empty (the JSON schema requires the email).
        return deps.pages.forgotPassword(c, { emailError: c.get('t')('api.emailRequired') }, 422);
      }
      const result = await deps.requestPasswordReset({ email, ipAddress: deps.clientAddress(c) });
      if (!form)
        return respond.bare(c, result, () => ({ message: c.get('t')('passwords.forgot.sent') }));
      // Redirect after post: reloading the confirmation does not send another email.
      if (result.ok) return c.redirect('/auth/forgot-password?sent=1', 303);
      return deps.pages.forgotPassword(c, { email, ...passwordFormErrors(c, result.error) }, 429);
    })
    .openapi(resetRoute, async (c) => {
      const form = isFormPost(c);
      const body = form ? c.req.valid('form') : c.req.valid('json');
      const result = await deps.resetPassword({
        token: body.token,
        password: body.password,
        confirmation: body.confirmation,
      });
      if (!form) return respond.bare(c, result, () => ({ url: PASSWORD_RESET_DONE_URL }));
      if (result.ok) return c.redirect(PASSWORD_RESET_DONE_URL, 303);
      const { code } = result.error;
      return code === 'LINK.INVALID' || code === 'LINK.EXPIRED'
        ? deps.pages.resetPassword(c, { problem: code })
        : deps.pages.resetPassword(c, {
            token: body.token ?? '',
            errors: passwordFormErrors(c, result.error).errors,
          });
    })
    .openapi(inviteRoute, async (c) => {
      const form = isFormPost(c);
      const body = form ? c.req.valid('form') : c.req.valid('json');
      const result = await deps.acceptInvite({
        token: body.token,
        ipAddress: deps.clientAddress(c),
        userAgent: c.req.header('user-agent') ?? null,
      });
      if (!form) {
        return respondToInvite.bare(c, result, async (session) => ({
          url: await openSession(c, deps, session),
        }));
      }
      if (result.ok) return c.redirect(await openSession(c, deps, result.value), 303);
      return deps.pages.invite(c, { problem: result.error });
    });
};
