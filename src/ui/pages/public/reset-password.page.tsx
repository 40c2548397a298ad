import { Button } from '#ui/components/primitives.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { PasswordPairFields, type PasswordFieldErrors } from './password-fields.tsx';
import { LinkForm, linkProblemPage, type LinkProblemCode } from './public-card.tsx';

export type ResetPasswordState =
  { token: string; errors?: PasswordFieldErrors } | { problem: LinkProblemCode };

/**
 * The page of an emailed reset link: the new-password form, or one of the two screens the spec
 * names ("Reset link invalid", "Reset link expired or invalid"), each offering a new link.
 */
export const resetPasswordPage = (context: PageContext, state: ResetPasswordState): PageRender => {
  const { t } = context;
  if ('problem' in state) return linkProblemPage(context, state.problem, 'passwords.link');
  return {
    title: t('passwords.reset.title'),
    body: (
      <LinkForm
        context={context}
        action="/api/auth/reset-password"
        token={state.token}
        heading={t('passwords.reset.heading')}
        lead={t('passwords.reset.lead')}
        noValidate
      >
        <PasswordPairFields
          t={t}
          errors={state.errors ?? {}}
          label={t('passwords.fields.newPassword')}
        />
        <Button type="submit" size="3">
          {t('passwords.reset.submit')}
        </Button>
      </LinkForm>
    ),
  };
};
