import { Button, Card, Flex, Heading } from '#ui/components/primitives.tsx';
import { ConfirmDialog } from '#ui/components/confirm-dialog.tsx';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import type { PageContext } from '#ui/page-context.ts';

/** One action that posts at once (no confirmation: it changes nothing that cannot be redone). */
const PostButton = ({
  context,
  action,
  label,
}: {
  context: PageContext;
  action: string;
  label: string;
}) => (
  <form method="post" action={action}>
    <CsrfField token={context.csrfToken} />
    <Button type="submit" size="3" variant="soft" color="gray">
      {label}
    </Button>
  </form>
);

/**
 * What a manager does with a member (issue 14): edit, resend the invitation (no password yet) or
 * reset the password, delete after a confirmation. Not offered on the manager's own account.
 */
export const MemberActions = ({
  context,
  memberId,
  hasPassword,
}: {
  context: PageContext;
  memberId: string;
  hasPassword: boolean;
}) => {
  const { t } = context;
  const base = `/admin/members/${memberId}`;
  return (
    <section aria-labelledby="actions-heading">
      <Card size="3">
        <Flex direction="column" gap="4">
          <Heading as="h2" size="5" id="actions-heading">
            {t('members.actions.heading')}
          </Heading>
          <Flex gap="3" wrap="wrap" align="start" data-member-actions="">
            <Button asChild size="3" variant="outline">
              <a href={`${base}/edit`}>{t('members.actions.edit')}</a>
            </Button>
            {hasPassword ? (
              <PostButton
                context={context}
                action={`${base}/reset-password`}
                label={t('members.actions.resetPassword')}
              />
            ) : (
              <PostButton
                context={context}
                action={`${base}/resend-invite`}
                label={t('members.actions.resendInvite')}
              />
            )}
            <ConfirmDialog
              t={t}
              csrfToken={context.csrfToken}
              triggerLabel={t('members.actions.delete')}
              title={t('members.actions.deleteTitle')}
              description={t('members.actions.deleteText')}
              confirmLabel={t('members.actions.deleteConfirm')}
              action={`${base}/delete`}
              tone="danger"
            />
          </Flex>
        </Flex>
      </Card>
    </section>
  );
};
