import { Button, Callout, Card, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { CsrfField } from '#ui/components/csrf-field.tsx';
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
        <Container size="1" px="4" py="9">
          <Card size="4" className="narrow-card">
            <form
              method="post"
              action={`/api/users/${encodeURIComponent(frame.userId)}/password`}
              noValidate
            >
              <CsrfField token={context.csrfToken} />
              <Flex direction="column" gap="4">
                <Heading as="h1" size="6">
                  {t('passwords.create.heading')}
                </Heading>
                <Text as="p" color="gray">
                  {t('passwords.create.lead', { name: frame.viewer.name })}
                </Text>
                {state.error ? (
                  <Callout.Root color="red" role="alert">
                    <Callout.Text>{state.error}</Callout.Text>
                  </Callout.Root>
                ) : null}
                <PasswordPairFields t={t} errors={state.errors ?? {}} />
                <Button type="submit" size="3">
                  {t('passwords.create.submit')}
                </Button>
              </Flex>
            </form>
          </Card>
        </Container>
      </AppLayout>
    ),
  };
};
