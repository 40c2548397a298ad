import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { PasswordPairFields, type PasswordFieldErrors } from './password-fields.tsx';
import { LinkProblem, PublicCard } from './public-card.tsx';

export type LinkProblemCode = 'LINK.INVALID' | 'LINK.EXPIRED';

export type ResetPasswordState =
  { token: string; errors?: PasswordFieldErrors } | { problem: LinkProblemCode };

/**
 * The page of an emailed reset link: the new-password form, or one of the two screens the spec
 * names ("Reset link invalid", "Reset link expired or invalid"), each offering a new link.
 */
export const resetPasswordPage = (context: PageContext, state: ResetPasswordState): PageRender => {
  const { t } = context;
  if ('problem' in state) {
    const expired = state.problem === 'LINK.EXPIRED';
    const heading = expired
      ? t('passwords.link.expired.heading')
      : t('passwords.link.invalid.heading');
    return {
      title: heading,
      body: (
        <LinkProblem
          context={context}
          heading={heading}
          text={expired ? t('passwords.link.expired.text') : t('passwords.link.invalid.text')}
        />
      ),
    };
  }
  return {
    title: t('passwords.reset.title'),
    body: (
      <PublicCard context={context}>
        <form method="post" action="/api/auth/reset-password" noValidate>
          <CsrfField token={context.csrfToken} />
          <input type="hidden" name="token" value={state.token} />
          <Flex direction="column" gap="4">
            <Heading as="h1" size="6">
              {t('passwords.reset.heading')}
            </Heading>
            <Text as="p" color="gray">
              {t('passwords.reset.lead')}
            </Text>
            <PasswordPairFields
              t={t}
              errors={state.errors ?? {}}
              label={t('passwords.fields.newPassword')}
            />
            <Button type="submit" size="3">
              {t('passwords.reset.submit')}
            </Button>
          </Flex>
        </form>
      </PublicCard>
    ),
  };
};
