import { Button, Callout, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { CsrfField } from '#ui/components/csrf-field.tsx';
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
        <form method="post" action="/api/auth/forgot-password" noValidate>
          <CsrfField token={context.csrfToken} />
          <Flex direction="column" gap="4">
            <Heading as="h1" size="6">
              {t('passwords.forgot.heading')}
            </Heading>
            {state.sent ? (
              <Callout.Root color="green" role="status">
                <Callout.Text>{t('passwords.forgot.sent')}</Callout.Text>
              </Callout.Root>
            ) : (
              <Text as="p" color="gray">
                {t('passwords.forgot.lead')}
              </Text>
            )}
            {state.error ? (
              <Callout.Root color="red" role="alert">
                <Callout.Text>{state.error}</Callout.Text>
              </Callout.Root>
            ) : null}
            <FormField
              name="email"
              type="email"
              label={t('passwords.fields.email')}
              autoComplete="email"
              required
              defaultValue={state.email}
              error={state.emailError}
            />
            <Button type="submit" size="3">
              {t('passwords.forgot.submit')}
            </Button>
            <Link href="/login" size="2">
              {t('passwords.forgot.backToLogin')}
            </Link>
          </Flex>
        </form>
      </PublicCard>
    ),
  };
};
