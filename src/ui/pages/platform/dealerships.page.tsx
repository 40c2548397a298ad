import { Badge, Button, Flex, Link, Text } from '#ui/components/primitives.tsx';
import type { SubscriptionStatus } from '#domain/access/onboarding.ts';
import { DataTable } from '#ui/components/data-table.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { Translate } from '#ui/i18n/translator.ts';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { StaffFrame } from '#ui/pages/seller/home.page.tsx';

/** The platform's two page groups that list dealerships. */
export type PlatformArea = '/pr-admin' | '/bpm';

/** One dealership as the list shows it (no database row reaches the page). */
export type DealershipRow = {
  id: string;
  name: string;
  /** City and region, as known so far. */
  place: string | null;
  territory: string | null;
  manufacturers: readonly string[];
  subscription: SubscriptionStatus | null;
  /** Set-up steps the owner has not done yet (information, configuration, connection). */
  stepsLeft: number;
};

export type DealershipsView = {
  area: PlatformArea;
  rows: readonly DealershipRow[];
  filter: { q: string; state: string; manufacturer: string };
  states: readonly string[];
  manufacturers: readonly { id: string; name: string }[];
  pagination: { page: number; pageCount: number; pageSize: number; total: number };
  /** The bpm adds dealerships from its list (the spec's /bpm/concessions/add). */
  canAdd: boolean;
  flash?: Flash;
};

const SUBSCRIPTION_COLORS: Record<SubscriptionStatus, 'green' | 'amber' | 'red' | 'gray'> = {
  active: 'green',
  pending_set_up: 'amber',
  incomplete: 'amber',
  neverCreated: 'gray',
  inactive: 'red',
  cancelled: 'red',
};

export const SubscriptionBadge = ({
  t,
  status,
}: {
  t: Translate;
  status: SubscriptionStatus | null;
}) => (
  <Badge
    highContrast
    color={status ? SUBSCRIPTION_COLORS[status] : 'gray'}
    data-subscription={status ?? 'none'}
  >
    {t(`dealerships.subscription.${status ?? 'none'}`)}
  </Badge>
);

/**
 * The dealerships the viewer reaches (/pr-admin/concessions every one, /bpm/concessions its own):
 * a GET form filters by region, make and name; pages are links, so nothing needs JavaScript.
 */
export const dealershipsPage = (
  context: PageContext,
  frame: StaffFrame,
  view: DealershipsView,
): PageRender => {
  const { t } = context;
  const base = `${view.area}/concessions`;
  return {
    title: t('dealerships.list.title'),
    family: 'pr-admin',
    body: (
      <AppLayout context={context} {...frame} flash={view.flash}>
        <PageColumn size="4" gap="5">
          <Flex justify="between" align="end" gap="4" wrap="wrap">
            <PageIntro heading={t('dealerships.list.title')} lead={t('dealerships.list.lead')} />
            {view.canAdd ? (
              <Button asChild size="3">
                <a href={`${base}/add`}>{t('dealerships.list.add')}</a>
              </Button>
            ) : null}
          </Flex>
          <DataTable
            t={t}
            stackOnPhone
            caption={t('dealerships.list.caption')}
            rows={view.rows}
            rowKey={(row) => row.id}
            empty={{
              title: t('dealerships.list.empty.title'),
              text: t('dealerships.list.empty.text'),
            }}
            filters={{
              action: base,
              resetHref: base,
              fields: (
                <>
                  <FormField
                    name="q"
                    type="search"
                    label={t('dealerships.list.search')}
                    defaultValue={view.filter.q}
                  />
                  <FormField
                    as="select"
                    name="state"
                    label={t('dealerships.list.state')}
                    defaultValue={view.filter.state}
                    options={[
                      { value: '', label: t('dealerships.list.allStates') },
                      ...view.states.map((state) => ({ value: state, label: state })),
                    ]}
                  />
                  <FormField
                    as="select"
                    name="manufacturer"
                    label={t('dealerships.list.manufacturer')}
                    defaultValue={view.filter.manufacturer}
                    options={[
                      { value: '', label: t('dealerships.list.allManufacturers') },
                      ...view.manufacturers.map((make) => ({ value: make.id, label: make.name })),
                    ]}
                  />
                </>
              ),
            }}
            pagination={{ path: context.path, ...view.pagination }}
            columns={[
              {
                key: 'name',
                header: t('dealerships.columns.name'),
                rowHeader: true,
                cell: (row) => (
                  <Flex direction="column">
                    <Link href={`${base}/${row.id}`} weight="medium">
                      {row.name}
                    </Link>
                    <Text size="1" color="gray">
                      {row.place ?? t('dealerships.noPlace')}
                    </Text>
                  </Flex>
                ),
              },
              {
                key: 'territory',
                header: t('dealerships.columns.territory'),
                cell: (row) => row.territory ?? t('dealerships.noTerritory'),
              },
              {
                key: 'manufacturers',
                header: t('dealerships.columns.manufacturers'),
                cell: (row) => row.manufacturers.join(', ') || '—',
              },
              {
                key: 'subscription',
                header: t('dealerships.columns.subscription'),
                cell: (row) => <SubscriptionBadge t={t} status={row.subscription} />,
              },
              {
                key: 'setup',
                header: t('dealerships.columns.setup'),
                cell: (row) => (
                  <span data-steps-left={row.stepsLeft}>
                    {row.stepsLeft === 0
                      ? t('dealerships.setup.done')
                      : t('dealerships.setup.left', { count: row.stepsLeft })}
                  </span>
                ),
              },
            ]}
          />
        </PageColumn>
      </AppLayout>
    ),
  };
};
