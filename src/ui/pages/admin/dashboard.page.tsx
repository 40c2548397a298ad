import { Grid } from '@radix-ui/themes';
import { formatNumber } from '#domain/locale/format.ts';
import { Card, Flex, Heading, Link, Text } from '#ui/components/primitives.tsx';
import { IconCallout } from '#ui/components/icon-callout.tsx';
import type { AdvisorRow, DashboardAlert } from '#domain/statistics/dashboard.ts';
import type { DateRangeError, DateRangeKey } from '#domain/statistics/date-ranges.ts';
import { DateRangeFilter } from '#ui/components/date-range-filter.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';
import { PerformanceTable } from '#ui/components/statistics/performance-table.tsx';
import {
  Numbers,
  type PerformanceNumbersView,
} from '#ui/components/statistics/performances-numbers.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { Translate } from '#ui/i18n/translator.ts';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { StaffFrame } from '#ui/pages/seller/home.page.tsx';

export type DashboardView = {
  /** The page's own path (/owner, /admin or /admin/dashboard): the filter posts back to it. */
  path: string;
  floor: {
    waiting: number;
    withAdvisor: number;
    beBackReturnedToday: number;
    advisorsPresent: number;
    advisorsAvailable: number;
  };
  filter: { range: DateRangeKey; from?: string; to?: string };
  rangeError?: DateRangeError;
  numbers?: PerformanceNumbersView;
  advisors: readonly AdvisorRow[];
  total?: AdvisorRow;
  /** The CSV of the table, with the same period. */
  csvHref: string;
  alerts: readonly DashboardAlert[];
  /** Dates already formatted for the alerts (YYYY-MM-DD). */
  formatDate: (date: Date) => string;
  /** Where an advisor's page lives (`/admin/members`); null: names without links (the platform). */
  memberBase: string | null;
  /** Query fields the period filter keeps (the platform's dealership page: `tab`). */
  keep?: Record<string, string>;
};

export const alertText = (
  t: Translate,
  alert: DashboardAlert,
  formatDate: (date: Date) => string,
) => {
  switch (alert.kind) {
    case 'offSite':
      return t('dashboard.alerts.offSite', {
        name: alert.name,
        days: alert.days,
        weeks: alert.delayWeeks,
      });
    case 'subscription':
      return t(`dashboard.alerts.subscription.${alert.status}`);
    case 'subscriptionEnding':
      return t('dashboard.alerts.subscriptionEnding', {
        date: alert.endsAt ? formatDate(alert.endsAt) : '—',
      });
    case 'setup':
      return t('dashboard.alerts.setup', {
        steps: alert.steps.map((step) => t(`dashboard.alerts.steps.${step}`)).join(', '),
      });
  }
};

const Alerts = ({ context, view }: { context: PageContext; view: DashboardView }) => {
  const { t } = context;
  return (
    <section aria-labelledby="alerts-heading">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="5" id="alerts-heading">
          {t('dashboard.alerts.heading')}
        </Heading>
        {view.alerts.length === 0 ? (
          <Text as="p" color="gray">
            {t('dashboard.alerts.none')}
          </Text>
        ) : (
          view.alerts.map((alert, index) => (
            <IconCallout
              key={index}
              color={alert.kind === 'offSite' ? 'amber' : 'red'}
              icon="alert"
              highContrast
              data-alert={alert.kind}
            >
              {alertText(t, alert, view.formatDate)}{' '}
              {alert.kind === 'offSite' ? (
                <Link href={`/admin/members/${alert.sellerId}`} highContrast underline="always">
                  {t('dashboard.alerts.viewMember')}
                </Link>
              ) : null}
            </IconCallout>
          ))
        )}
      </Flex>
    </section>
  );
};

const FLOOR = [
  ['waiting', 'waiting'],
  ['withAdvisor', 'withAdvisor'],
  ['beBackReturnedToday', 'beBackToday'],
  ['advisorsPresent', 'present'],
  ['advisorsAvailable', 'available'],
] as const;

const Floor = ({ context, floor }: { context: PageContext; floor: DashboardView['floor'] }) => {
  const { t, language } = context;
  return (
    <section aria-labelledby="floor-heading">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="5" id="floor-heading">
          {t('dashboard.floor.heading')}
        </Heading>
        <Grid columns={{ initial: '2', sm: '3', md: '5' }} gap="3">
          {FLOOR.map(([key, label]) => (
            <Card key={key} size="2" data-floor={key}>
              <Text as="p" size="2" color="gray">
                {t(`dashboard.floor.${label}`)}
              </Text>
              <Text as="p" size="7" weight="bold" className="tabular">
                {formatNumber(floor[key], language)}
              </Text>
            </Card>
          ))}
        </Grid>
      </Flex>
    </section>
  );
};

/**
 * The dashboard's sections: alerts, today's floor, the period, the numbers and the advisors' table
 * (the managers' dashboard, and the platform's dealership page's dashboard tab).
 */
export const DashboardSections = ({
  context,
  view,
}: {
  context: PageContext;
  view: DashboardView;
}) => {
  const { t } = context;
  const memberBase = view.memberBase;
  return (
    <>
      <Alerts context={context} view={view} />
      <Floor context={context} floor={view.floor} />
      <Card size="3">
        <DateRangeFilter
          t={t}
          id="period"
          action={view.path}
          value={view.filter}
          error={view.rangeError}
          keep={view.keep}
        />
      </Card>
      {view.numbers ? (
        <>
          <Numbers
            context={context}
            numbers={view.numbers}
            heading={t('dashboard.numbersHeading')}
          />
          <PerformanceTable
            context={context}
            id="advisors-heading"
            heading={t('dashboard.advisors.heading')}
            caption={t('dashboard.advisors.caption')}
            empty={t('dashboard.advisors.empty')}
            nameHeader={t('dashboard.advisors.columns.name')}
            rows={view.advisors}
            total={view.total}
            hrefOf={memberBase === null ? undefined : (row) => `${memberBase}/${row.id}`}
            csvHref={view.csvHref}
          />
        </>
      ) : null}
    </>
  );
};

/** The managers' dashboard (/owner, /admin, /admin/dashboard; issue 14). */
export const dashboardPage = (
  context: PageContext,
  frame: StaffFrame,
  view: DashboardView,
): PageRender => {
  const { t } = context;
  return {
    title: t('dashboard.title'),
    family: 'admin',
    body: (
      <AppLayout context={context} {...frame}>
        <PageColumn size="4" gap="6">
          <PageIntro heading={t('dashboard.title')} lead={t('dashboard.lead')} />
          <DashboardSections context={context} view={view} />
        </PageColumn>
      </AppLayout>
    ),
  };
};
