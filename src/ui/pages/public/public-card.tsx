import { Button, Flex } from '#ui/components/primitives.tsx';
import type { ReactNode } from 'react';
import { CardPage, FormTitle, PostForm } from '#ui/components/card-form.tsx';
import type { PageRender } from '#ui/document.tsx';
import { PublicLayout } from '#ui/layouts/public-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';

/** The narrow card the signed-out pages (sign-in, forgotten password, links) are laid out in. */
export const PublicCard = ({
  context,
  children,
}: {
  context: PageContext;
  children: ReactNode;
}) => (
  <PublicLayout context={context}>
    <CardPage size="1" py="9" narrow>
      {children}
    </CardPage>
  </PublicLayout>
);

export type LinkProblemCode = 'LINK.INVALID' | 'LINK.EXPIRED';

/**
 * What an emailed link says when it cannot be used (unknown, used or expired), in the words of its
 * kind of link (`words`: the catalogue's section), with the one thing to do about it: ask for a new
 * link.
 */
export const linkProblemPage = (
  context: PageContext,
  problem: LinkProblemCode,
  words: 'passwords.link' | 'passwords.invite',
): PageRender => {
  const { t } = context;
  const kind = problem === 'LINK.EXPIRED' ? 'expired' : 'invalid';
  const heading = t(`${words}.${kind}.heading`);
  return {
    title: heading,
    body: (
      <PublicCard context={context}>
        <Flex direction="column" gap="4" data-link-problem="">
          <FormTitle heading={heading} lead={t(`${words}.${kind}.text`)} />
          <Button asChild size="3">
            <a href="/auth/forgot-password">{t('passwords.link.askAgain')}</a>
          </Button>
        </Flex>
      </PublicCard>
    ),
  };
};

/** The form an emailed link opens: it posts the link's token back with what the page asks. */
export const LinkForm = ({
  context,
  action,
  token,
  heading,
  lead,
  noValidate,
  children,
}: {
  context: PageContext;
  action: string;
  token: string;
  heading: string;
  lead: string;
  noValidate?: boolean;
  /** The fields and the submit button. */
  children: ReactNode;
}) => (
  <PublicCard context={context}>
    <PostForm
      action={action}
      csrfToken={context.csrfToken}
      noValidate={noValidate}
      hidden={<input type="hidden" name="token" value={token} />}
    >
      <FormTitle heading={heading} lead={lead} />
      {children}
    </PostForm>
  </PublicCard>
);
