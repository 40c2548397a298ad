import { Button } from '#ui/components/primitives.tsx';
import { CardPage, FormMessage, FormTitle, PostForm } from '#ui/components/card-form.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { Viewer } from '#ui/layouts/viewer.ts';
import type { PageContext } from '#ui/page-context.ts';
import { PasswordPairFields, type PasswordFieldErrors } from '#ui/pages/public/password-fields.tsx';

export type CreatePasswordState = { errors?: PasswordFieldErrors; error?: string };

/**
 * The first onboarding step of every staff role (/seller, /admin, /owner, /bpm + /create-password):
 * the same page for all. It posts to the API route, which redirects to the next step or renders
 * this page again with the messages under the fields. No menu: nothing else opens until it is done.
 */
export const createPasswordPage = (
  context: PageContext,
  frame: { viewer: Viewer; userId: string },
  state: CreatePasswordState = {},
): PageRender => {
  const { t } = context;
  return {
    title: t('passwords.create.title'),
    body: (
      <AppLayout context={context} viewer={frame.viewer} navigation={[]}>
        <CardPage size="1" py="9" narrow>
          <PostForm
            action={`/api/users/${encodeURIComponent(frame.userId)}/password`}
            csrfToken={context.csrfToken}
            noValidate
          >
            <FormTitle
              heading={t('passwords.create.heading')}
              lead={t('passwords.create.lead', { name: frame.viewer.name })}
            />
            <FormMessage tone="error">{state.error}</FormMessage>
            <PasswordPairFields t={t} errors={state.errors ?? {}} />
            <Button type="submit" size="3">
              {t('passwords.create.submit')}
            </Button>
          </PostForm>
        </CardPage>
      </AppLayout>
    ),
  };
};
