import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { makeAcceptInvite } from '#application/auth/accept-invite.ts';
import type { makeChangePassword } from '#application/auth/change-password.ts';
import type { makeCreatePassword } from '#application/auth/create-password.ts';
import type { Viewer } from '#application/auth/load-viewer.ts';
import type { makeRequestPasswordReset } from '#application/auth/request-password-reset.ts';
import type { makeResetPasswordByManager } from '#application/auth/reset-password-by-manager.ts';
import type { makeResetPassword } from '#application/auth/reset-password.ts';
import type { makeSetStationPassword, Station } from '#application/auth/set-station-password.ts';
import { destinationFor } from '#domain/access/destination.ts';
import type { CreatePasswordState } from '#ui/pages/account/create-password.page.tsx';
import type { ForgotPasswordState } from '#ui/pages/public/forgot-password.page.tsx';
import type { InviteState } from '#ui/pages/public/invite.page.tsx';
import type { ResetPasswordState } from '#ui/pages/public/reset-password.page.tsx';
import type { Cookies } from '#adapters/http/cookies.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { CsrfField, isFormPost, jsonBody, jsonOrForm } from '#adapters/http/api/forms.ts';
import { createApiRouter, defineRoute } from '#adapters/http/api/openapi.ts';
import { IdParams } from '#adapters/http/api/params.ts';
import { passwordErrorResponse, passwordFormErrors } from './password-errors.ts';
import { text } from '#adapters/http/validation/text.ts';

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

export type PasswordRouteDeps = PasswordUseCases & {
  cookies: Cookies;
  signOut: (token: string) => Promise<void>;
  loadViewer: (userId: string) => Promise<Viewer | null>;
  clientAddress: (c: Context<AppEnv>) => string | null;
  pages: PasswordFormPages;
};

/** Where the sign-in page says the reset worked. */
const PASSWORD_RESET_DONE_URL = '/login?notice=passwordReset';

const csrfToken = CsrfField;
const password = text({ min: 1, max: 1000, trim: false, required: 'api.passwordRequired' });
const Token = text({ min: 1, max: 200, trim: false });
// What the pages post: every field optional, so a missing one gets its message next to the field
// instead of a JSON validation error.
const optional = text({ max: 1000, trim: false }).optional();

const NewPasswordSchema = z.object({ password, csrfToken }).openapi('NewPassword');
const NewPasswordForm = z.object({ password: optional, confirmation: optional, csrfToken });
const ChangePasswordSchema = z
  .object({ oldPassword: password, newPassword: password, csrfToken })
  .openapi('PasswordChange');
const ForgotPasswordSchema = z
  .object({ email: text({ min: 1, max: 320, required: 'api.emailRequired' }), csrfToken })
  .openapi('PasswordResetRequest');
const ForgotPasswordForm = z.object({ email: optional, csrfToken });
const ResetPasswordSchema = z
  .object({ token: Token, password, confirmation: text({ max: 1000, trim: false }), csrfToken })
  .openapi('PasswordReset');
const ResetPasswordForm = z.object({
  token: optional,
  password: optional,
  confirmation: optional,
  csrfToken,
});
const InviteSchema = z.object({ token: Token, csrfToken }).openapi('InviteAcceptance');
const InviteForm = z.object({ token: optional, csrfToken });

const UrlSchema = z.object({ url: z.string() }).openapi('NextUrl');
const IdSchema = z.object({ id: z.string() }).openapi('Id');
const MessageSchema = z.object({ message: z.string() }).openapi('Message');

const createRoute = defineRoute({
  method: 'post',
  path: '/api/users/{id}/password',
  tags: ['Users'],
  summary: 'Create the first password of one’s own account (the create-password page posts here)',
  action: 'users.password.create',
  authorization: { allowedDuringOnboarding: true },
  request: { params: IdParams, body: jsonOrForm(NewPasswordSchema, NewPasswordForm) },
  success: { description: 'Created: the next onboarding page', schema: UrlSchema },
  errors: [404, 409],
});
const changeRoute = defineRoute({
  method: 'put',
  path: '/api/users/{id}/password',
  tags: ['Users'],
  summary: 'Change one’s own password: every session ends, this browser gets a new one',
  action: 'users.password.change',
  request: { params: IdParams, body: jsonBody(ChangePasswordSchema) },
  success: { description: 'Changed (a new session cookie is set)', schema: IdSchema },
  errors: [404, 422, 429],
});
const resetByManagerRoute = defineRoute({
  method: 'delete',
  path: '/api/users/{id}/password',
  tags: ['Users'],
  summary: 'Reset a member’s password: it stops working, their sessions end, a link is emailed',
  action: 'users.password.reset',
  request: { params: IdParams },
  success: { description: 'Reset', schema: IdSchema },
  errors: [404, 409],
});
const stationRoute = (station: Station) =>
  defineRoute({
    method: 'put',
    path: `/api/concessions/{id}/${station}-password`,
    tags: ['Concessions'],
    summary: `Set the ${station === 'client' ? 'customer' : 'service survey'} kiosk's station password (its tablets are signed out)`,
    action: 'concessions.stationPasswords.write',
    request: { params: IdParams, body: jsonBody(NewPasswordSchema) },
    success: { description: 'Set', schema: IdSchema },
    errors: [404],
  });
const forgotRoute = defineRoute({
  method: 'post',
  path: '/api/auth/forgot-password',
  tags: ['Auth'],
  summary: 'Email a one-hour reset link (the same answer whether or not the email has an account)',
  request: { body: jsonOrForm(ForgotPasswordSchema, ForgotPasswordForm) },
  // Under /api/auth, bodies are Auth.js-shaped, without the `{ data }` envelope (decision 006).
  envelope: false,
  success: { description: 'Taken', schema: MessageSchema },
  errors: [403, 429],
});
const resetRoute = defineRoute({
  method: 'post',
  path: '/api/auth/reset-password',
  tags: ['Auth'],
  summary: 'Choose a new password with a reset link: every session of the user ends',
  request: { body: jsonOrForm(ResetPasswordSchema, ResetPasswordForm) },
  envelope: false,
  success: { description: 'Reset: sign in next', schema: UrlSchema },
  errors: [403, 422],
});
const inviteRoute = defineRoute({
  method: 'post',
  path: '/api/auth/invite',
  tags: ['Auth'],
  summary: 'Open an invitation: signs its holder in (the next page creates their password)',
  request: { body: jsonOrForm(InviteSchema, InviteForm) },
  envelope: false,
  success: { description: 'Signed in: where to go next', schema: UrlSchema },
  errors: [403, 422],
});

export const makePasswordRoutes = (deps: PasswordRouteDeps) => {
  /** Next page after a step of onboarding, computed from the account as it is now. */
  const nextPageOf = async (userId: string, role: Viewer['role']) => {
    const viewer = await deps.loadViewer(userId);
    return destinationFor(role, viewer?.onboarding ?? null);
  };

  /** The two stations' routes differ only by the station they set. */
  const setStation = async (
    c: Context<AppEnv>,
    station: Station,
    concessionId: string,
    password: string,
  ) => {
    const result = await deps.setStationPassword({
      actor: c.var.viewer as Viewer,
      scope: c.var.scope,
      concessionId,
      station,
      password,
    });
    if (!result.ok) return passwordErrorResponse(c, result.error);
    return c.json({ data: { id: concessionId } }, 200);
  };

  return createApiRouter()
    .openapi(createRoute, async (c) => {
      const form = isFormPost(c);
      const viewer = c.var.viewer as Viewer;
      const body = form ? c.req.valid('form') : c.req.valid('json');
      const result = await deps.createPassword({
        actor: viewer,
        scope: c.var.scope,
        userId: c.req.valid('param').id,
        password: body.password,
        // The page asks twice; an API caller sends the password alone.
        confirmation: 'confirmation' in body ? (body.confirmation ?? '') : undefined,
      });
      if (!result.ok) {
        if (form) return deps.pages.createPassword(c, passwordFormErrors(c, result.error));
        return passwordErrorResponse(c, result.error);
      }
      const url = await nextPageOf(viewer.userId, viewer.role);
      return form ? c.redirect(url, 303) : c.json({ data: { url } }, 200);
    })
    .openapi(changeRoute, async (c) => {
      const body = c.req.valid('json');
      const userId = c.req.valid('param').id;
      const result = await deps.changePassword({
        actor: c.var.viewer as Viewer,
        scope: c.var.scope,
        userId,
        oldPassword: body.oldPassword,
        newPassword: body.newPassword,
        ipAddress: deps.clientAddress(c),
        userAgent: c.req.header('user-agent') ?? null,
      });
      if (!result.ok) return passwordErrorResponse(c, result.error, { password: 'newPassword' });
      deps.cookies.session.set(c, result.value.token, result.value.expiresAt);
      return c.json({ data: { id: userId } }, 200);
    })
    .openapi(resetByManagerRoute, async (c) => {
      const userId = c.req.valid('param').id;
      const result = await deps.resetPasswordByManager({
        actor: c.var.viewer as Viewer,
        scope: c.var.scope,
        userId,
      });
      if (!result.ok) return passwordErrorResponse(c, result.error);
      return c.json({ data: { id: userId } }, 200);
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
        return deps.pages.forgotPassword(c, { emailError: c.var.t('api.emailRequired') }, 422);
      }
      const result = await deps.requestPasswordReset({ email, ipAddress: deps.clientAddress(c) });
      if (!result.ok) {
        if (!form) return passwordErrorResponse(c, result.error);
        return deps.pages.forgotPassword(c, { email, ...passwordFormErrors(c, result.error) }, 429);
      }
      // Redirect after post: reloading the confirmation does not send another email.
      if (form) return c.redirect('/auth/forgot-password?sent=1', 303);
      return c.json({ message: c.var.t('passwords.forgot.sent') }, 200);
    })
    .openapi(resetRoute, async (c) => {
      const form = isFormPost(c);
      const body = form ? c.req.valid('form') : c.req.valid('json');
      const result = await deps.resetPassword({
        token: body.token,
        password: body.password,
        confirmation: body.confirmation,
      });
      if (result.ok) {
        return form
          ? c.redirect(PASSWORD_RESET_DONE_URL, 303)
          : c.json({ url: PASSWORD_RESET_DONE_URL }, 200);
      }
      const { code } = result.error;
      if (!form) return passwordErrorResponse(c, result.error);
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
      if (!result.ok) {
        if (form) return deps.pages.invite(c, { problem: result.error });
        return passwordErrorResponse(c, { code: result.error });
      }
      // Someone else signed in on this browser: their session ends, as at sign-in.
      const previous = c.var.sessionToken;
      if (previous) await deps.signOut(previous);
      deps.cookies.session.set(c, result.value.token, result.value.expiresAt);
      const url = await nextPageOf(result.value.userId, result.value.role);
      return form ? c.redirect(url, 303) : c.json({ url }, 200);
    });
};
