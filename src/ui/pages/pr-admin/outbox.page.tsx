import { Code, Grid } from '@radix-ui/themes';
import { Badge, Card, Flex, Heading, Link } from '#ui/components/primitives.tsx';
import type { ReactNode } from 'react';
import { formatDate } from '#domain/locale/format.ts';
import { DEFAULT_TIME_ZONE } from '#domain/locale/time-zone.ts';
import { formatPhone } from '#domain/validation/phone.ts';
import { PageColumn } from '#ui/components/page-column.tsx';
import { DataTable, type DataTableColumn } from '#ui/components/data-table.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { NavEntry } from '#ui/layouts/navigation.ts';
import type { Viewer } from '#ui/layouts/viewer.ts';
import type { PageContext } from '#ui/page-context.ts';
import { PageIntro } from '#ui/components/page-intro.tsx';
import { DetailItem, DetailList } from '#ui/components/detail-list.tsx';

type Status = 'queued' | 'sent' | 'failed';

/** One line of the outbox list. */
export type OutboxRow = {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  template: string;
  status: Status;
  createdAt: Date;
};

/** One message with everything the detail view shows. */
export type OutboxDetail = OutboxRow & {
  text: string;
  /** The HTML body of an email (an SMS has none). */
  html: string | null;
  language: 'fr' | 'en';
  /** Files the email carries (the support email's screenshot, decision 071). */
  attachments: readonly { name: string; contentType: string }[];
  providerMessageId: string | null;
  attempts: number;
  error: string | null;
  sentAt: Date | null;
};

export type OutboxFrame = { viewer: Viewer; navigation: readonly NavEntry[] };

const STATUS_COLORS = { queued: 'amber', sent: 'green', failed: 'red' } as const;

const timeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** `YYYY-MM-DD HH:mm`, dealership time: the order messages left in matters here. */
const dateTime = (instant: Date) => `${formatDate(instant)} ${timeFormat.format(instant)}`;

const StatusBadge = ({ context, status }: { context: PageContext; status: Status }) => (
  <Badge color={STATUS_COLORS[status]} variant="soft" size="2" highContrast>
    {context.t(`outbox.statuses.${status}`)}
  </Badge>
);

const SMS_TEMPLATES = ['availabilityConfirmation', 'saleHoldExpired', 'appDownloadLinks'] as const;

/** An email's subject; a text message has none, so what it is about stands in its place. */
const subjectOf = (context: PageContext, row: OutboxRow) => {
  if (row.subject !== null) return row.subject;
  const template = SMS_TEMPLATES.find((known) => known === row.template);
  return template ? context.t(`outbox.smsTemplates.${template}`) : context.t('outbox.noSubject');
};

/** A phone (10 digits) shown (xxx) xxx-xxxx like everywhere else; an email address as it is. */
const recipientOf = (row: OutboxRow) => (row.channel === 'sms' ? formatPhone(row.to) : row.to);

const detailHref = (id: string) => `/pr-admin/outbox/${encodeURIComponent(id)}`;

/** The local outbox, newest first (docs/spec/decisions.md section 10): what left, or would have left. */
export const outboxPage = (
  context: PageContext,
  frame: OutboxFrame,
  list: {
    messages: readonly OutboxRow[];
    page: number;
    pageCount: number;
    pageSize: number;
    total: number;
  },
): PageRender => {
  const { t } = context;
  const columns: DataTableColumn<OutboxRow>[] = [
    { key: 'date', header: t('outbox.columns.date'), cell: (row) => dateTime(row.createdAt) },
    {
      key: 'channel',
      header: t('outbox.columns.channel'),
      cell: (row) => t(`outbox.channels.${row.channel}`),
    },
    { key: 'to', header: t('outbox.columns.to'), cell: recipientOf },
    {
      key: 'subject',
      header: t('outbox.columns.subject'),
      rowHeader: true,
      cell: (row) => <Link href={detailHref(row.id)}>{subjectOf(context, row)}</Link>,
    },
    {
      key: 'status',
      header: t('outbox.columns.status'),
      cell: (row) => <StatusBadge context={context} status={row.status} />,
    },
  ];
  return {
    title: t('outbox.title'),
    body: (
      <AppLayout context={context} viewer={frame.viewer} navigation={frame.navigation}>
        <PageColumn size="4" px={{ initial: '4', md: '6' }} gap="5">
          <PageIntro heading={t('outbox.title')} lead={t('outbox.lead')} size="7" measure />
          <DataTable
            t={t}
            caption={t('outbox.caption')}
            columns={columns}
            rows={list.messages}
            rowKey={(row) => row.id}
            empty={{ title: t('outbox.empty.title'), text: t('outbox.empty.text'), level: 2 }}
            pagination={{
              path: context.path,
              page: list.page,
              pageCount: list.pageCount,
              pageSize: list.pageSize,
              total: list.total,
            }}
          />
        </PageColumn>
      </AppLayout>
    ),
  };
};

/** One message: where it went, how delivery went, its text body and, beside it, its HTML body. */
export const outboxMessagePage = (
  context: PageContext,
  frame: OutboxFrame,
  message: OutboxDetail,
): PageRender => {
  const { t } = context;
  const subject = subjectOf(context, message);
  const item = (label: string, value: ReactNode) => <DetailItem label={label}>{value}</DetailItem>;
  return {
    title: `${subject} · ${t('outbox.title')}`,
    body: (
      <AppLayout context={context} viewer={frame.viewer} navigation={frame.navigation}>
        <PageColumn size="4" px={{ initial: '4', md: '6' }} gap="5">
          <Link href="/pr-admin/outbox" size="2">
            {t('outbox.detail.back')}
          </Link>
          <Heading as="h1" size="6">
            {subject}
          </Heading>
          <Card size="3">
            <DetailList labelWidth="12rem">
              {item(t('outbox.columns.to'), recipientOf(message))}
              {item(t('outbox.columns.channel'), t(`outbox.channels.${message.channel}`))}
              {item(
                t('outbox.columns.status'),
                <StatusBadge context={context} status={message.status} />,
              )}
              {item(t('outbox.detail.createdAt'), dateTime(message.createdAt))}
              {message.sentAt ? item(t('outbox.detail.sentAt'), dateTime(message.sentAt)) : null}
              {message.status === 'sent'
                ? item(
                    t('outbox.detail.provider'),
                    message.providerMessageId ? (
                      <Code variant="ghost">{message.providerMessageId}</Code>
                    ) : (
                      t('outbox.detail.localOnly')
                    ),
                  )
                : null}
              {item(t('outbox.detail.attempts'), String(message.attempts))}
              {message.error ? item(t('outbox.detail.error'), message.error) : null}
              {item(t('outbox.detail.template'), <Code variant="ghost">{message.template}</Code>)}
              {item(t('outbox.detail.language'), message.language)}
              {message.attachments.length > 0
                ? item(
                    t('outbox.detail.attachments'),
                    <span data-outbox-attachments="">
                      {message.attachments
                        .map((file) => `${file.name} (${file.contentType})`)
                        .join(', ')}
                    </span>,
                  )
                : null}
            </DetailList>
          </Card>
          <Grid columns={{ initial: '1', md: message.html === null ? '1' : '2' }} gap="5">
            <Flex direction="column" gap="2">
              <Heading as="h2" size="4">
                {t('outbox.detail.body')}
              </Heading>
              <Card size="3">
                <pre
                  data-outbox-body=""
                  // Plain text as written, wrapped: a long link must not widen the page.
                  style={{
                    margin: 0,
                    whiteSpace: 'pre-wrap',
                    overflowWrap: 'anywhere',
                    fontFamily: 'inherit',
                  }}
                >
                  {message.text}
                </pre>
              </Card>
            </Flex>
            {message.html === null ? null : (
              <Flex direction="column" gap="2">
                <Heading as="h2" size="4">
                  {t('outbox.detail.html')}
                </Heading>
                <Card size="1">
                  {/* The email as the recipient's mail client shows it, in a sandbox: no script runs,
                   no form is sent, nothing reaches the page's origin; the page's CSP still applies
                   to the frame, so no remote image or font is fetched (decision 053). */}
                  <iframe
                    data-outbox-html=""
                    title={t('outbox.detail.htmlFrame', { subject })}
                    sandbox=""
                    srcDoc={message.html}
                    referrerPolicy="no-referrer"
                    style={{ display: 'block', width: '100%', height: '40rem', border: 0 }}
                  />
                </Card>
              </Flex>
            )}
          </Grid>
        </PageColumn>
      </AppLayout>
    ),
  };
};
