import { Badge, Button, Card, Flex, Heading, Link, Text } from '#ui/components/primitives.tsx';
import type { DashboardAlert, SetupStep } from '#domain/statistics/dashboard.ts';
import type { SubscriptionState } from '#domain/statistics/dealership-summary.ts';
import { EmptyState } from '#ui/components/empty-state.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { alertText } from '#ui/pages/admin/dashboard.page.tsx';
import { subscriptionColor } from '#ui/pages/pr-admin/home.page.tsx';
import type { StaffFrame } from '#ui/pages/seller/home.page.tsx';

export type BpmHomeView = {
  dealerships: readonly {
    id: string;
    name: string;
    city: string | null;
    subscription: SubscriptionState;
    stepsLeft: readonly SetupStep[];
    alerts: readonly DashboardAlert[];
  }[];
  formatDate: (date: Date) => string;
};

const DealershipCard = ({
  context,
  dealership,
  formatDate,
}: {
  context: PageContext;
  dealership: BpmHomeView['dealerships'][number];
  formatDate: BpmHomeView['formatDate'];
}) => {
  const { t } = context;
  // The subscription and the set-up steps have their own badges; the list says the rest.
  const others = dealership.alerts.filter(
    (alert) => alert.kind !== 'subscription' && alert.kind !== 'setup',
  );
  return (
    <Card size="3" asChild>
      <li data-dealership={dealership.id}>
        <Flex direction="column" gap="2">
          <Flex direction="column">
            <Heading as="h2" size="4">
              <Link href={`/bpm/concessions/${dealership.id}`}>{dealership.name}</Link>
            </Heading>
            {dealership.city ? (
              <Text size="2" color="gray">
                {dealership.city}
              </Text>
            ) : null}
          </Flex>
          <Flex gap="2" wrap="wrap" align="center">
            <Text size="2" color="gray">
              {t('homes.bpm.subscriptionLabel')}
            </Text>
            <Badge
              color={subscriptionColor(dealership.subscription)}
              variant="soft"
              highContrast
              data-subscription={dealership.subscription}
            >
              {t(`homes.subscription.${dealership.subscription}`)}
            </Badge>
            <Text size="2" color="gray">
              {t('homes.bpm.setupLabel')}
            </Text>
            {dealership.stepsLeft.length === 0 ? (
              <Badge color="green" variant="soft" highContrast data-steps-left="0">
                {t('homes.bpm.setUp')}
              </Badge>
            ) : (
              <Badge
                color="amber"
                variant="soft"
                highContrast
                className="badge-wrap"
                data-steps-left={dealership.stepsLeft.length}
              >
                {t('homes.bpm.stepsLeft', {
                  steps: dealership.stepsLeft.map((step) => t(`homes.steps.${step}`)).join(', '),
                })}
              </Badge>
            )}
          </Flex>
          {others.length === 0 ? (
            <Text as="p" size="2" color="gray">
              {t('homes.bpm.noAlert')}
            </Text>
          ) : (
            <ul className="plain-list" data-alerts={others.length}>
              {others.map((alert, index) => (
                <li key={index}>
                  <Text size="2" color="amber" highContrast>
                    {alertText(t, alert, formatDate)}
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </Flex>
      </li>
    </Card>
  );
};

/** /bpm (issue 16, docs/decisions/086): the bpm's dealerships and their state. */
export const bpmHomePage = (
  context: PageContext,
  frame: StaffFrame,
  view: BpmHomeView,
): PageRender => {
  const { t } = context;
  return {
    title: t('homes.bpm.title'),
    body: (
      <AppLayout context={context} {...frame}>
        <PageColumn size="3" gap="5">
          <PageIntro heading={t('homes.bpm.title')} lead={t('homes.bpm.lead')} />
          <Flex gap="3" wrap="wrap">
            <Button asChild size="3">
              <a href="/bpm/concessions/add">{t('homes.bpm.add')}</a>
            </Button>
            <Button asChild size="3" variant="soft">
              <a href="/bpm/demo">{t('homes.bpm.demo')}</a>
            </Button>
          </Flex>
          {view.dealerships.length === 0 ? (
            <EmptyState
              title={t('homes.bpm.emptyTitle')}
              text={t('homes.bpm.emptyText')}
              level={2}
            />
          ) : (
            <Flex asChild direction="column" gap="3">
              <ul className="plain-list" aria-label={t('homes.bpm.title')}>
                {view.dealerships.map((dealership) => (
                  <DealershipCard
                    key={dealership.id}
                    context={context}
                    dealership={dealership}
                    formatDate={view.formatDate}
                  />
                ))}
              </ul>
            </Flex>
          )}
        </PageColumn>
      </AppLayout>
    ),
  };
};
