import { Button, Card, Flex, Heading, Link, Text } from '#ui/components/primitives.tsx';
import type { SubscriptionStatus } from '#domain/access/onboarding.ts';
import type { Language } from '#domain/locale/language.ts';
import { ConfirmDialog } from '#ui/components/confirm-dialog.tsx';
import { DetailItem, DetailList } from '#ui/components/detail-list.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';
import { PhoneLink } from '#ui/components/phone.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import { DetailTabs, type DetailTab } from '#ui/components/tabs.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { DashboardSections, type DashboardView } from '#ui/pages/admin/dashboard.page.tsx';
import type { StaffFrame } from '#ui/pages/seller/home.page.tsx';
import { HistoryTable } from '#ui/pages/shared/clients-history.page.tsx';
import type { ClientsHistoryView } from '#ui/pages/shared/clients-history-frame.tsx';
import { SubscriptionBadge, type PlatformArea } from './dealerships.page.tsx';

const STEPS = ['information', 'configuration', 'connection'] as const;

export type DealershipInformation = {
  id: string;
  name: string;
  territory: string | null;
  manufacturers: readonly string[];
  subscription: SubscriptionStatus | null;
  steps: Record<(typeof STEPS)[number], boolean>;
  language: Language;
  phone: string | null;
  address: string | null;
  website: string | null;
  ownerContactEmail: string | null;
  /** `YYYY-MM-DD`. */
  createdOn: string;
};

/** The tab shown, with what it needs. */
export type DealershipTabView =
  | { tab: 'information' }
  | { tab: 'dashboard'; dashboard: DashboardView }
  | { tab: 'history'; history: ClientsHistoryView };

export type DealershipView = DealershipTabView & {
  area: PlatformArea;
  dealership: DealershipInformation;
  /** Only the PR admin deletes (the policy table's `concessions.delete`). */
  canDelete: boolean;
  flash?: Flash;
};

const Information = ({ context, view }: { context: PageContext; view: DealershipView }) => {
  const { t } = context;
  const { dealership } = view;
  const base = `${view.area}/concessions/${dealership.id}`;
  return (
    <Flex direction="column" gap="5">
      <Card size="3">
        <DetailList labelWidth="12rem">
          <DetailItem label={t('dealerships.columns.territory')}>
            {dealership.territory ?? t('dealerships.noTerritory')}
          </DetailItem>
          <DetailItem label={t('dealerships.columns.manufacturers')}>
            {dealership.manufacturers.join(', ') || '—'}
          </DetailItem>
          <DetailItem label={t('dealerships.columns.subscription')}>
            <SubscriptionBadge t={t} status={dealership.subscription} />
          </DetailItem>
          <DetailItem label={t('dealerships.columns.setup')}>
            <Flex direction="column" gap="1">
              {STEPS.map((step) => (
                <Text key={step} data-step={step} data-done={String(dealership.steps[step])}>
                  {t(`settings.tabs.${step}`)} :{' '}
                  {dealership.steps[step]
                    ? t('dealerships.setup.stepDone')
                    : t('dealerships.setup.stepLeft')}
                </Text>
              ))}
            </Flex>
          </DetailItem>
          <DetailItem label={t('dealerships.form.language')}>
            {t(`language.${dealership.language}`)}
          </DetailItem>
          <DetailItem label={t('dealerships.detail.ownerEmail')}>
            {dealership.ownerContactEmail ?? '—'}
          </DetailItem>
          <DetailItem label={t('dealerships.detail.phone')}>
            {dealership.phone ? <PhoneLink digits={dealership.phone} /> : '—'}
          </DetailItem>
          <DetailItem label={t('dealerships.detail.address')}>
            {dealership.address ?? '—'}
          </DetailItem>
          <DetailItem label={t('dealerships.detail.website')}>
            {dealership.website ? <Link href={dealership.website}>{dealership.website}</Link> : '—'}
          </DetailItem>
          <DetailItem label={t('dealerships.detail.createdOn')}>
            <Text className="tabular">{dealership.createdOn}</Text>
          </DetailItem>
        </DetailList>
      </Card>
      <Flex gap="3" wrap="wrap" align="start">
        <Button asChild size="3">
          <a href={`${base}/edit`}>{t('dealerships.detail.edit')}</a>
        </Button>
        {view.canDelete ? (
          <ConfirmDialog
            t={t}
            csrfToken={context.csrfToken}
            tone="danger"
            triggerLabel={t('dealerships.detail.delete')}
            title={t('dealerships.detail.deleteTitle', { name: dealership.name })}
            description={t('dealerships.detail.deleteText')}
            confirmLabel={t('dealerships.detail.deleteConfirm')}
            action={`${base}/delete`}
          />
        ) : null}
      </Flex>
    </Flex>
  );
};

const TabContent = ({ context, view }: { context: PageContext; view: DealershipView }) => {
  switch (view.tab) {
    case 'information':
      return <Information context={context} view={view} />;
    case 'dashboard':
      return <DashboardSections context={context} view={view.dashboard} />;
    case 'history':
      return (
        <Flex direction="column" gap="3">
          <Heading as="h2" size="5">
            {context.t('history.list.title')}
          </Heading>
          <HistoryTable context={context} view={view.history} />
        </Flex>
      );
  }
};

/**
 * One dealership of the platform (/pr-admin/concessions/{id}, /bpm/concessions/{id}): its tabs
 * information, dashboard (the owner's dashboard's sections) and history (the clients history's
 * table), each its own server-rendered page (`?tab=`).
 */
export const dealershipPage = (
  context: PageContext,
  frame: StaffFrame,
  view: DealershipView,
): PageRender => {
  const { t } = context;
  const { dealership } = view;
  const current: DetailTab<'dealership'> = view.tab;
  return {
    title: `${dealership.name} · ${t('dealerships.list.title')}`,
    family: 'pr-admin',
    body: (
      <AppLayout context={context} {...frame} flash={view.flash}>
        <PageColumn size="4" gap="5">
          <Link href={`${view.area}/concessions`} size="2">
            {t('dealerships.detail.backToList')}
          </Link>
          <PageIntro heading={dealership.name} lead={t('dealerships.detail.lead')} />
          <DetailTabs
            t={t}
            kind="dealership"
            baseHref={`${view.area}/concessions/${dealership.id}`}
            current={current}
          />
          <TabContent context={context} view={view} />
        </PageColumn>
      </AppLayout>
    ),
  };
};
