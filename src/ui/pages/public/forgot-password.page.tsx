import { FormMessage, FormTitle, PostForm, SubmitAndLink } from '#ui/components/card-form.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { PublicCard } from './public-card.tsx';

export type ForgotPasswordState = {
  email?: string;
  /** Under the email field (required). */
  emailError?: string;
  /** About the whole request (too many requests). */
  error?: string;
  /** The request was taken: the same words whether or not the address has an account. */
  sent?: boolean;
};

/** "Forgot your password?": one email field, posted without JavaScript. */
export const forgotPasswordPage = (
  context: PageContext,
  state: ForgotPasswordState = {},
): PageRender => {
  const { t } = context;
  return {
    title: t('passwords.forgot.title'),
    body: (
      <PublicCard context={context}>
        <PostForm action="/api/auth/forgot-password" csrfToken={context.csrfToken} noValidate>
          <FormTitle
            heading={t('passwords.forgot.heading')}
            lead={state.sent ? undefined : t('passwords.forgot.lead')}
          />
          <FormMessage tone="notice">{state.sent ? t('passwords.forgot.sent') : null}</FormMessage>
          <FormMessage tone="error">{state.error}</FormMessage>
          <FormField
            name="email"
            type="email"
            label={t('passwords.fields.email')}
            autoComplete="email"
            required
            defaultValue={state.email}
            error={state.emailError}
          />
          <SubmitAndLink
            submit={t('passwords.forgot.submit')}
            href="/login"
            link={t('passwords.forgot.backToLogin')}
          />
        </PostForm>
      </PublicCard>
    ),
  };
};
