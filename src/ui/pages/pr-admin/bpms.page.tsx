import { Badge, Button, Flex, Link, Text } from '#ui/components/primitives.tsx';
import { DataTable } from '#ui/components/data-table.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { StaffFrame } from '#ui/pages/seller/home.page.tsx';

/** Invited: no password yet; active: signed in at least once with their own password. */
export type BpmState = 'invited' | 'active';

export type BpmRow = {
  id: string;
  name: string;
  email: string;
  territories: readonly string[];
  state: BpmState;
};

export type BpmsView = {
  rows: readonly BpmRow[];
  q: string;
  pagination: { page: number; pageCount: number; pageSize: number; total: number };
  flash?: Flash;
};

export const BPM_STATE_COLORS = { invited: 'gray', active: 'green' } as const;

/**
 * The Best Pairing managers (/pr-admin/bpm): searched by name or email with a GET form, a page
 * at a time, each name opening the manager's page.
 */
export const bpmsPage = (context: PageContext, frame: StaffFrame, view: BpmsView): PageRender => {
  const { t } = context;
  return {
    title: t('bpm.list.title'),
    family: 'pr-admin',
    body: (
      <AppLayout context={context} {...frame} flash={view.flash}>
        <PageColumn size="4" gap="5">
          <Flex justify="between" align="end" gap="4" wrap="wrap">
            <PageIntro heading={t('bpm.list.title')} lead={t('bpm.list.lead')} />
            <Button asChild size="3">
              <a href="/pr-admin/bpm/add">{t('bpm.list.add')}</a>
            </Button>
          </Flex>
          <DataTable
            t={t}
            stackOnPhone
            caption={t('bpm.list.caption')}
            rows={view.rows}
            rowKey={(row) => row.id}
            empty={
              view.q === ''
                ? { title: t('bpm.list.empty.title'), text: t('bpm.list.empty.text') }
                : { title: t('bpm.list.emptySearch.title'), text: t('bpm.list.emptySearch.text') }
            }
            filters={{
              action: '/pr-admin/bpm',
              resetHref: '/pr-admin/bpm',
              fields: (
                <FormField
                  name="q"
                  type="search"
                  label={t('bpm.list.search')}
                  defaultValue={view.q}
                />
              ),
            }}
            pagination={{ path: context.path, ...view.pagination }}
            columns={[
              {
                key: 'name',
                header: t('bpm.list.columns.name'),
                rowHeader: true,
                cell: (row) => (
                  <Flex direction="column">
                    <Link href={`/pr-admin/bpm/${row.id}`} weight="medium">
                      {row.name}
                    </Link>
                    <Text size="1" color="gray">
                      {row.email}
                    </Text>
                  </Flex>
                ),
              },
              {
                key: 'territories',
                header: t('bpm.list.columns.territories'),
                cell: (row) =>
                  row.territories.length === 0 ? (
                    <Text color="gray">{t('bpm.list.noTerritory')}</Text>
                  ) : (
                    row.territories.join(', ')
                  ),
              },
              {
                key: 'state',
                header: t('bpm.list.columns.state'),
                cell: (row) => (
                  <Badge highContrast color={BPM_STATE_COLORS[row.state]} data-state={row.state}>
                    {t(`bpm.states.${row.state}`)}
                  </Badge>
                ),
              },
            ]}
          />
        </PageColumn>
      </AppLayout>
    ),
  };
};
