import { z } from '@hono/zod-openapi';
import { CsrfField } from '#adapters/http/api/forms.ts';
import { text } from '#adapters/http/validation/text.ts';

const csrfToken = CsrfField;
const password = text({ min: 1, max: 1000, trim: false, required: 'api.passwordRequired' });
const Token = text({ min: 1, max: 200, trim: false });
// What the pages post: every field optional, so a missing one gets its message next to the field
// instead of a JSON validation error.
const optional = text({ max: 1000, trim: false }).optional();

export const NewPasswordSchema = z.object({ password, csrfToken }).openapi('NewPassword');
export const NewPasswordForm = z.object({ password: optional, confirmation: optional, csrfToken });
export const ChangePasswordSchema = z
  .object({ oldPassword: password, newPassword: password, csrfToken })
  .openapi('PasswordChange');
export const ForgotPasswordSchema = z
  .object({ email: text({ min: 1, max: 320, required: 'api.emailRequired' }), csrfToken })
  .openapi('PasswordResetRequest');
export const ForgotPasswordForm = z.object({ email: optional, csrfToken });
export const ResetPasswordSchema = z
  .object({ token: Token, password, confirmation: text({ max: 1000, trim: false }), csrfToken })
  .openapi('PasswordReset');
export const ResetPasswordForm = z.object({
  token: optional,
  password: optional,
  confirmation: optional,
  csrfToken,
});
export const InviteSchema = z.object({ token: Token, csrfToken }).openapi('InviteAcceptance');
export const InviteForm = z.object({ token: optional, csrfToken });

export const UrlSchema = z.object({ url: z.string() }).openapi('NextUrl');
export const IdSchema = z.object({ id: z.string() }).openapi('Id');
export const MessageSchema = z.object({ message: z.string() }).openapi('Message');
