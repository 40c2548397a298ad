import { Badge, Button, Card, Flex, Link, Text } from '#ui/components/primitives.tsx';
import type { AdvisorRow } from '#domain/statistics/dashboard.ts';
import type { DateRangeError, DateRangeKey } from '#domain/statistics/date-ranges.ts';
import { ConfirmDialog } from '#ui/components/confirm-dialog.tsx';
import { DateRangeFilter } from '#ui/components/date-range-filter.tsx';
import { DetailItem, DetailList } from '#ui/components/detail-list.tsx';
import { PhoneLink } from '#ui/components/phone.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import { PerformanceTable } from '#ui/components/statistics/performance-table.tsx';
import {
  Numbers,
  type PerformanceNumbersView,
} from '#ui/components/statistics/performances-numbers.tsx';
import { DetailTabs } from '#ui/components/tabs.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { StaffFrame } from '#ui/pages/seller/home.page.tsx';
import { BPM_STATE_COLORS, type BpmState } from './bpms.page.tsx';

type Ref = { id: string; name: string };

export type BpmDetailView = {
  bpm: {
    id: string;
    name: string;
    email: string;
    /** 10 digits, shown `(xxx) xxx-xxxx`; null: none. */
    phone: string | null;
    language: 'fr' | 'en' | null;
    state: BpmState;
    territories: readonly Ref[];
    concessions: readonly Ref[];
  };
  tab: 'information' | 'performance';
  /** The performance tab's filter, numbers and rows (the dealerships' and their total). */
  performance?: {
    filter: { range: DateRangeKey; from?: string; to?: string };
    rangeError?: DateRangeError;
    numbers?: PerformanceNumbersView;
    rows: readonly AdvisorRow[];
    total?: AdvisorRow;
    csvHref: string;
  };
  flash?: Flash;
};

const Names = ({ refs, href, none }: { refs: readonly Ref[]; href: string; none: string }) =>
  refs.length === 0 ? (
    <Text color="gray">{none}</Text>
  ) : (
    <Flex direction="column" gap="1">
      {refs.map((ref) => (
        <Link key={ref.id} href={`${href}${ref.id}`}>
          {ref.name}
        </Link>
      ))}
    </Flex>
  );

const Information = ({ context, view }: { context: PageContext; view: BpmDetailView }) => {
  const { t } = context;
  const { bpm } = view;
  const base = `/pr-admin/bpm/${bpm.id}`;
  return (
    <Flex direction="column" gap="5">
      <Card size="3">
        <DetailList labelWidth="10rem">
          <DetailItem label={t('bpm.detail.email')}>
            <Text style={{ overflowWrap: 'anywhere' }}>{bpm.email}</Text>
          </DetailItem>
          <DetailItem label={t('bpm.detail.phone')}>
            {bpm.phone ? <PhoneLink digits={bpm.phone} /> : '—'}
          </DetailItem>
          <DetailItem label={t('bpm.detail.language')}>
            {bpm.language ? t(`language.${bpm.language}`) : '—'}
          </DetailItem>
          <DetailItem label={t('bpm.detail.state')}>
            <Badge highContrast color={BPM_STATE_COLORS[bpm.state]} data-state={bpm.state}>
              {t(`bpm.states.${bpm.state}`)}
            </Badge>
          </DetailItem>
          <DetailItem label={t('bpm.detail.territories')} data-territories="">
            <Names
              refs={bpm.territories}
              href="/pr-admin/settings/territories#territory-"
              none={t('bpm.detail.none')}
            />
          </DetailItem>
          <DetailItem label={t('bpm.detail.concessions')}>
            <Names
              refs={bpm.concessions}
              href="/pr-admin/concessions/"
              none={t('bpm.detail.none')}
            />
          </DetailItem>
        </DetailList>
      </Card>
      <Flex gap="3" wrap="wrap" align="start" data-bpm-actions="">
        <Button asChild size="3" variant="outline">
          <a href={`${base}/edit`}>{t('bpm.detail.edit')}</a>
        </Button>
        <Button asChild size="3" variant="soft" color="gray">
          <a href="/pr-admin/settings/territories">{t('bpm.detail.manageTerritories')}</a>
        </Button>
        <ConfirmDialog
          t={t}
          csrfToken={context.csrfToken}
          triggerLabel={t('bpm.detail.delete')}
          title={t('bpm.detail.deleteTitle')}
          description={t('bpm.detail.deleteText')}
          confirmLabel={t('bpm.detail.deleteConfirm')}
          action={`${base}/delete`}
          tone="danger"
        />
      </Flex>
    </Flex>
  );
};

const Performance = ({
  context,
  view,
  performance,
}: {
  context: PageContext;
  view: BpmDetailView;
  performance: NonNullable<BpmDetailView['performance']>;
}) => {
  const { t } = context;
  return (
    <Flex direction="column" gap="5">
      <Card size="3">
        <DateRangeFilter
          t={t}
          id="period"
          action={`/pr-admin/bpm/${view.bpm.id}`}
          value={performance.filter}
          error={performance.rangeError}
          keep={{ tab: 'performance' }}
        />
      </Card>
      {performance.numbers ? (
        <>
          <Numbers
            context={context}
            numbers={performance.numbers}
            heading={t('bpm.performance.heading')}
          />
          <PerformanceTable
            context={context}
            id="concessions-heading"
            heading={t('bpm.performance.concessionsHeading')}
            caption={t('bpm.performance.caption')}
            empty={t('bpm.performance.empty')}
            nameHeader={t('bpm.performance.name')}
            rows={performance.rows}
            total={performance.total}
            hrefOf={(row) => `/pr-admin/concessions/${row.id}`}
            csvHref={performance.csvHref}
          />
        </>
      ) : null}
    </Flex>
  );
};

/** A Best Pairing manager's page (/pr-admin/bpm/{id}): the information and performance tabs. */
export const bpmPage = (
  context: PageContext,
  frame: StaffFrame,
  view: BpmDetailView,
): PageRender => {
  const { t } = context;
  return {
    title: view.bpm.name,
    family: 'pr-admin',
    body: (
      <AppLayout context={context} {...frame} flash={view.flash}>
        <PageColumn size="4" gap="5">
          <PageIntro
            heading={view.bpm.name}
            eyebrow={t('navigation.roles.bpm')}
            lead={view.tab === 'performance' ? t('bpm.performance.lead') : view.bpm.email}
          />
          <DetailTabs
            t={t}
            kind="bpm"
            baseHref={`/pr-admin/bpm/${view.bpm.id}`}
            current={view.tab}
          />
          {view.tab === 'performance' && view.performance ? (
            <Performance context={context} view={view} performance={view.performance} />
          ) : (
            <Information context={context} view={view} />
          )}
        </PageColumn>
      </AppLayout>
    ),
  };
};
