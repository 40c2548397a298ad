import { Grid } from '@radix-ui/themes';
import { formatNumber } from '#domain/locale/format.ts';
import { Badge, Card, Flex, Heading, Link, Text } from '#ui/components/primitives.tsx';
import type { ReactNode } from 'react';
import {
  SETUP_STEPS,
  SUBSCRIPTION_STATES,
  type DealershipSummary,
  type SubscriptionState,
} from '#domain/statistics/dealership-summary.ts';
import { PageColumn } from '#ui/components/page-column.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { StaffFrame } from '#ui/pages/seller/home.page.tsx';
import { CommentsTable, type CommentListView } from '#ui/pages/shared/comments.tsx';
import { SupportTable, type SupportListView } from '#ui/pages/shared/support-list.tsx';

export type PrAdminHomeView = {
  dealerships: DealershipSummary;
  tickets: SupportListView;
  comments: CommentListView;
  recalculation: {
    status: 'running' | 'completed' | 'failed';
    lambdaVersion: number;
    processed: number;
    total: number;
    /** Dates already formatted (YYYY-MM-DD). */
    startedOn: string;
    finishedOn: string | null;
    error: string | null;
  } | null;
};

/** Green for what works, amber for what waits on someone, red for what is lost. */
export const subscriptionColor = (state: SubscriptionState) =>
  state === 'active'
    ? 'green'
    : state === 'inactive' || state === 'cancelled'
      ? 'red'
      : state === 'pending_set_up' || state === 'incomplete'
        ? 'amber'
        : 'gray';

const SectionHeading = ({ id, children }: { id: string; children: string }) => (
  <Heading as="h2" size="5" id={id}>
    {children}
  </Heading>
);

const Dealerships = ({
  context,
  summary,
}: {
  context: PageContext;
  summary: DealershipSummary;
}) => {
  const { t, language } = context;
  return (
    <section aria-labelledby="dealerships-heading">
      <Flex direction="column" gap="3">
        <SectionHeading id="dealerships-heading">
          {t('homes.prAdmin.dealerships.heading')}
        </SectionHeading>
        <Text as="p" color="gray">
          {t('homes.prAdmin.dealerships.total', { count: formatNumber(summary.total, language) })}
        </Text>
        <Grid columns={{ initial: '2', sm: '4' }} gap="3">
          {SUBSCRIPTION_STATES.map((state) => (
            <Card key={state} size="2" data-subscription={state}>
              <Badge
                color={subscriptionColor(state)}
                variant="soft"
                highContrast
                className="badge-wrap"
              >
                {t(`homes.subscription.${state}`)}
              </Badge>
              <Text as="p" size="7" weight="bold" className="tabular">
                {formatNumber(summary.bySubscription[state], language)}
              </Text>
            </Card>
          ))}
        </Grid>
        <Link href="/pr-admin/concessions">{t('homes.prAdmin.dealerships.open')}</Link>
      </Flex>
    </section>
  );
};

const SetUp = ({ context, summary }: { context: PageContext; summary: DealershipSummary }) => {
  const { t, language } = context;
  return (
    <section aria-labelledby="setup-heading">
      <Flex direction="column" gap="3">
        <SectionHeading id="setup-heading">{t('homes.prAdmin.setup.heading')}</SectionHeading>
        <Grid columns={{ initial: '2', sm: '4' }} gap="3">
          <Card size="2" data-setup="done">
            <Text as="p" size="2" color="gray">
              {t('homes.prAdmin.setup.done')}
            </Text>
            <Text as="p" size="6" weight="bold" className="tabular">
              {t('homes.prAdmin.setup.doneValue', {
                count: formatNumber(summary.setUp, language),
                total: formatNumber(summary.total, language),
              })}
            </Text>
          </Card>
          {SETUP_STEPS.map((step) => (
            <Card key={step} size="2" data-setup={step}>
              <Text as="p" size="2" color="gray">
                {t('homes.prAdmin.setup.left', { step: t(`homes.steps.${step}`) })}
              </Text>
              <Text as="p" size="6" weight="bold" className="tabular">
                {formatNumber(summary.stepsLeft[step], language)}
              </Text>
            </Card>
          ))}
        </Grid>
      </Flex>
    </section>
  );
};

const Recalculation = ({
  context,
  run,
}: {
  context: PageContext;
  run: PrAdminHomeView['recalculation'];
}) => {
  const { t, language } = context;
  const text = !run
    ? t('psychometrics.recalculation.noRun')
    : run.status === 'running'
      ? t('homes.prAdmin.recalculation.running', {
          version: run.lambdaVersion,
          processed: formatNumber(run.processed, language),
          total: formatNumber(run.total, language),
        })
      : run.status === 'completed'
        ? t('psychometrics.recalculation.completed', {
            date: run.finishedOn ?? '',
            processed: formatNumber(run.processed, language),
          })
        : t('psychometrics.recalculation.failed', {
            date: run.finishedOn ?? '',
            error: run.error ?? '',
          });
  return (
    <section aria-labelledby="recalculation-heading">
      <Card size="3">
        <Flex direction="column" gap="2" align="start" data-testid="home-recalculation">
          <SectionHeading id="recalculation-heading">
            {t('homes.prAdmin.recalculation.heading')}
          </SectionHeading>
          {run ? (
            <Text as="p" weight="medium">
              {t('psychometrics.recalculation.lastRun', { version: run.lambdaVersion })}
              {' · '}
              {t('psychometrics.recalculation.startedAt', { date: run.startedOn })}
            </Text>
          ) : null}
          <Text as="p" color={run?.status === 'failed' ? 'red' : 'gray'}>
            {text}
          </Text>
          <Link href="/pr-admin/settings/recalculate-lambda">
            {t('homes.prAdmin.recalculation.open')}
          </Link>
        </Flex>
      </Card>
    </section>
  );
};

/** The newest support tickets or comments, in their own list's table, and a link to all of them. */
const Recent = ({
  context,
  kind,
  href,
  total,
  children,
}: {
  context: PageContext;
  kind: 'tickets' | 'comments';
  href: string;
  total: number;
  children: (props: {
    t: PageContext['t'];
    path: string;
    caption: string;
    withAuthor: true;
    empty: { title: string; text: string };
  }) => ReactNode;
}) => {
  const { t } = context;
  return (
    <section aria-labelledby={`${kind}-heading`}>
      <Flex direction="column" gap="3">
        <SectionHeading id={`${kind}-heading`}>{t(`homes.prAdmin.${kind}.heading`)}</SectionHeading>
        {children({
          t,
          path: context.path,
          caption: t(`homes.prAdmin.${kind}.caption`),
          withAuthor: true,
          empty: {
            title: t(`homes.prAdmin.${kind}.emptyTitle`),
            text: t(`homes.prAdmin.${kind}.emptyText`),
          },
        })}
        <Link href={href}>{t(`homes.prAdmin.${kind}.open`, { count: total })}</Link>
      </Flex>
    </section>
  );
};

/** /pr-admin (issue 16, docs/decisions/086): the platform at a glance. */
export const prAdminHomePage = (
  context: PageContext,
  frame: StaffFrame,
  view: PrAdminHomeView,
): PageRender => {
  const { t } = context;
  return {
    title: t('homes.prAdmin.title'),
    family: 'pr-admin',
    body: (
      <AppLayout context={context} {...frame}>
        <PageColumn size="4" gap="6">
          <PageIntro heading={t('homes.prAdmin.title')} lead={t('homes.prAdmin.lead')} />
          <Dealerships context={context} summary={view.dealerships} />
          <SetUp context={context} summary={view.dealerships} />
          <Recalculation context={context} run={view.recalculation} />
          <Recent
            context={context}
            kind="tickets"
            href="/pr-admin/support"
            total={view.tickets.total}
          >
            {(props) => <SupportTable {...props} list={view.tickets} />}
          </Recent>
          <Recent
            context={context}
            kind="comments"
            href="/pr-admin/comments"
            total={view.comments.total}
          >
            {(props) => <CommentsTable {...props} list={view.comments} />}
          </Recent>
        </PageColumn>
      </AppLayout>
    ),
  };
};
