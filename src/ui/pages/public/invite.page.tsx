import { Button } from '#ui/components/primitives.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { LinkForm, linkProblemPage, type LinkProblemCode } from './public-card.tsx';

export type InviteState = { token: string; name: string } | { problem: LinkProblemCode };

/**
 * The page of an invitation link. Opening it spends nothing: the button posts the token, so mail
 * scanners that open links do not use up the invitation before its owner does.
 */
export const invitePage = (context: PageContext, state: InviteState): PageRender => {
  const { t } = context;
  if ('problem' in state) return linkProblemPage(context, state.problem, 'passwords.invite');
  return {
    title: t('passwords.invite.title'),
    body: (
      <LinkForm
        context={context}
        action="/api/auth/invite"
        token={state.token}
        heading={t('passwords.invite.heading')}
        lead={t('passwords.invite.lead', { name: state.name })}
      >
        <Button type="submit" size="3">
          {t('passwords.invite.submit')}
        </Button>
      </LinkForm>
    ),
  };
};
