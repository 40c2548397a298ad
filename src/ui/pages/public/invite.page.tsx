import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { LinkProblem, PublicCard } from './public-card.tsx';
import type { LinkProblemCode } from './reset-password.page.tsx';

export type InviteState = { token: string; name: string } | { problem: LinkProblemCode };

/**
 * The page of an invitation link. Opening it spends nothing: the button posts the token, so mail
 * scanners that open links do not use up the invitation before its owner does.
 */
export const invitePage = (context: PageContext, state: InviteState): PageRender => {
  const { t } = context;
  if ('problem' in state) {
    const expired = state.problem === 'LINK.EXPIRED';
    const heading = expired
      ? t('passwords.invite.expired.heading')
      : t('passwords.invite.invalid.heading');
    return {
      title: heading,
      body: (
        <LinkProblem
          context={context}
          heading={heading}
          text={expired ? t('passwords.invite.expired.text') : t('passwords.invite.invalid.text')}
        />
      ),
    };
  }
  return {
    title: t('passwords.invite.title'),
    body: (
      <PublicCard context={context}>
        <form method="post" action="/api/auth/invite">
          <CsrfField token={context.csrfToken} />
          <input type="hidden" name="token" value={state.token} />
          <Flex direction="column" gap="4">
            <Heading as="h1" size="6">
              {t('passwords.invite.heading')}
            </Heading>
            <Text as="p" color="gray">
              {t('passwords.invite.lead', { name: state.name })}
            </Text>
            <Button type="submit" size="3">
              {t('passwords.invite.submit')}
            </Button>
          </Flex>
        </form>
      </PublicCard>
    ),
  };
};
