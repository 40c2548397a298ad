import { Button, Card, Flex, Heading, Link, Text } from '#ui/components/primitives.tsx';
import type { ReactNode } from 'react';
import { formatDate } from '#domain/locale/format.ts';
import type { FeedbackCategory } from '#domain/feedback/categories.ts';
import type { SupportTicketState } from '#domain/support/ticket.ts';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { DetailItem, DetailList } from '#ui/components/detail-list.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { StaffFrame } from './comments.page.tsx';
import { StateBadge } from './support-list.tsx';

/** One ticket as its page shows it. */
export type SupportTicketDetail = {
  id: string;
  category: FeedbackCategory;
  personsConcerned: readonly { name: string }[];
  subject: string;
  description: string;
  state: SupportTicketState;
  resolvedAt: Date | null;
  author: { name: string | null; email: string } | null;
  concession: { name: string } | null;
  createdAt: Date;
};

export type SupportTicketView = {
  ticket: SupportTicketDetail;
  back: string;
  attachmentUrl: string | null;
  /** Where the close / reopen form posts; absent when the caller may not change the state. */
  stateAction?: string;
  flash?: Flash;
};

/** One ticket: who sent it from where, its fields, the screenshot, and for the PR admin its state. */
export const supportTicketPage = (
  context: PageContext,
  frame: StaffFrame,
  view: SupportTicketView,
): PageRender => {
  const { t } = context;
  const { ticket } = view;
  const item = (label: string, value: ReactNode) => <DetailItem label={label}>{value}</DetailItem>;
  const nextState = ticket.state === 'open' ? 'closed' : 'open';
  return {
    title: `${ticket.subject} · ${t('support.title')}`,
    body: (
      <AppLayout context={context} {...frame} flash={view.flash}>
        <PageColumn size="3" px={{ initial: '4', md: '6' }} gap="5">
          <Link href={view.back} size="2">
            {t('support.detail.back')}
          </Link>
          <Heading as="h1" size="6" style={{ overflowWrap: 'anywhere' }}>
            {ticket.subject}
          </Heading>
          <Card size="3">
            <DetailList labelWidth="11rem">
              {item(t('support.detail.sentAt'), formatDate(ticket.createdAt))}
              {item(
                t('support.detail.author'),
                ticket.author
                  ? `${ticket.author.name ?? ticket.author.email} (${ticket.author.email})`
                  : t('support.inbox.deletedAuthor'),
              )}
              {item(
                t('support.detail.concession'),
                ticket.concession?.name ?? t('support.inbox.platform'),
              )}
              {item(t('support.detail.category'), t(`comments.categories.${ticket.category}`))}
              {item(
                t('support.detail.persons'),
                ticket.personsConcerned.map((person) => person.name).join(', '),
              )}
              {item(t('support.detail.state'), <StateBadge t={t} state={ticket.state} />)}
              {ticket.resolvedAt
                ? item(t('support.detail.closedAt'), formatDate(ticket.resolvedAt))
                : null}
            </DetailList>
          </Card>
          <Flex direction="column" gap="2" asChild>
            <section aria-labelledby="support-description">
              <Heading as="h2" size="4" id="support-description">
                {t('support.detail.description')}
              </Heading>
              <Card size="3">
                <Text as="p" size="3" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {ticket.description}
                </Text>
              </Card>
            </section>
          </Flex>
          <Flex direction="column" gap="2" asChild>
            <section aria-labelledby="support-attachment">
              <Heading as="h2" size="4" id="support-attachment">
                {t('support.detail.attachment')}
              </Heading>
              {view.attachmentUrl ? (
                <a href={view.attachmentUrl} className="support-attachment">
                  <img
                    src={view.attachmentUrl}
                    alt={t('support.detail.attachmentAlt', { subject: ticket.subject })}
                    style={{ maxWidth: '100%', height: 'auto', borderRadius: 8 }}
                  />
                </a>
              ) : (
                <Text color="gray">{t('support.detail.noAttachment')}</Text>
              )}
            </section>
          </Flex>
          {view.stateAction ? (
            <form method="post" action={view.stateAction}>
              <CsrfField token={context.csrfToken} />
              <input type="hidden" name="state" value={nextState} />
              <Button type="submit" size="3" variant={nextState === 'closed' ? 'solid' : 'soft'}>
                {nextState === 'closed' ? t('support.detail.close') : t('support.detail.reopen')}
              </Button>
            </form>
          ) : null}
        </PageColumn>
      </AppLayout>
    ),
  };
};
