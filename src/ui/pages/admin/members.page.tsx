import { Badge, Button, Card, Flex, Link, Text } from '#ui/components/primitives.tsx';
import type { LicenceKind } from '#domain/access/licences.ts';
import type { Role } from '#domain/access/roles.ts';
import type { OnSiteState } from '#domain/sellers/presence.ts';
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

export const MEMBER_STATES = ['invited', 'onboarding', 'ready'] as const;
export type MemberState = (typeof MEMBER_STATES)[number];
export const LISTED_ROLES = ['owner', 'admin', 'seller'] as const;

export type MemberRow = {
  id: string;
  name: string;
  email: string;
  role: Role;
  licence: LicenceKind | null;
  /** Already in the dealership's time zone (`YYYY-MM-DD HH:mm`). */
  lastSignIn: string | null;
  /** Advisors only. */
  presence: { state: OnSiteState; days: number } | null;
  /** Advisors only (null for others): the personality test and the whole profile. */
  testDone: boolean | null;
  profileComplete: boolean | null;
  state: MemberState;
};

export type MembersView = {
  rows: readonly MemberRow[];
  seats: readonly { kind: LicenceKind; total: number; used: number }[];
  filter: { q: string; role: string; state: string };
  flash?: Flash;
};

const STATE_COLORS = { invited: 'gray', onboarding: 'amber', ready: 'green' } as const;

const presenceText = (t: Translate, presence: MemberRow['presence']) => {
  if (!presence) return t('members.presence.notApplicable');
  if (presence.state === 'offSite') {
    return presence.days === 0
      ? t('members.presence.offSiteToday')
      : t('members.presence.offSite', { days: presence.days });
  }
  return t(`members.presence.${presence.state}`);
};

const Seats = ({ t, seats }: { t: Translate; seats: MembersView['seats'] }) => (
  <Card size="2" data-licences="">
    <Flex direction="column" gap="2">
      <Text as="p" weight="bold">
        {t('members.licences.heading')}
      </Text>
      <Flex gap="4" wrap="wrap">
        {seats.map((seat) => (
          <Text as="p" size="2" key={seat.kind} data-seat={seat.kind}>
            {t(`members.licences.kinds.${seat.kind}`)} :{' '}
            <Text weight="medium" className="tabular">
              {t('members.licences.usage', { used: seat.used, total: seat.total })}
            </Text>
          </Text>
        ))}
      </Flex>
      <Text as="p" size="2" color="gray">
        {t('members.licences.buyMore')}
      </Text>
    </Flex>
  </Card>
);

/**
 * The dealership's members (/admin/members, owner and administrator): role, licence, last sign-in,
 * presence, test and profile, filtered by a GET form; each name opens the member's page.
 */
export const membersPage = (
  context: PageContext,
  frame: StaffFrame,
  view: MembersView,
): PageRender => {
  const { t } = context;
  return {
    title: t('members.list.title'),
    body: (
      <AppLayout context={context} {...frame} flash={view.flash}>
        <PageColumn size="4" gap="5">
          <Flex justify="between" align="end" gap="4" wrap="wrap">
            <PageIntro heading={t('members.list.title')} lead={t('members.list.lead')} />
            <Button asChild size="3">
              <a href="/admin/members/add">{t('members.list.add')}</a>
            </Button>
          </Flex>
          <Seats t={t} seats={view.seats} />
          <DataTable
            t={t}
            caption={t('members.list.caption')}
            rows={view.rows}
            rowKey={(row) => row.id}
            empty={{ title: t('members.list.empty.title'), text: t('members.list.empty.text') }}
            filters={{
              action: '/admin/members',
              resetHref: '/admin/members',
              fields: (
                <>
                  <FormField
                    name="q"
                    type="search"
                    label={t('members.list.search')}
                    defaultValue={view.filter.q}
                  />
                  <FormField
                    as="select"
                    name="role"
                    label={t('members.list.role')}
                    defaultValue={view.filter.role}
                    options={[
                      { value: '', label: t('members.list.allRoles') },
                      ...LISTED_ROLES.map((role) => ({
                        value: role,
                        label: t(`navigation.roles.${role}`),
                      })),
                    ]}
                  />
                  <FormField
                    as="select"
                    name="state"
                    label={t('members.list.state')}
                    defaultValue={view.filter.state}
                    options={[
                      { value: '', label: t('members.list.allStates') },
                      ...MEMBER_STATES.map((state) => ({
                        value: state,
                        label: t(`members.states.${state}`),
                      })),
                    ]}
                  />
                </>
              ),
            }}
            columns={[
              {
                key: 'name',
                header: t('members.columns.name'),
                rowHeader: true,
                cell: (row) => (
                  <Flex direction="column">
                    <Link href={`/admin/members/${row.id}`} weight="medium">
                      {row.name}
                    </Link>
                    <Text size="1" color="gray">
                      {row.email}
                    </Text>
                  </Flex>
                ),
              },
              {
                key: 'role',
                header: t('members.columns.role'),
                cell: (row) => (
                  <Flex direction="column" gap="1" align="start">
                    <Text>{t(`navigation.roles.${row.role}`)}</Text>
                    <Badge highContrast color={STATE_COLORS[row.state]} data-state={row.state}>
                      {t(`members.states.${row.state}`)}
                    </Badge>
                  </Flex>
                ),
              },
              {
                key: 'licence',
                header: t('members.columns.licence'),
                cell: (row) => (
                  <span data-licence={row.licence ?? 'none'}>
                    {row.licence
                      ? t(`members.licences.kinds.${row.licence}`)
                      : t('members.licences.none')}
                  </span>
                ),
              },
              {
                key: 'lastSignIn',
                header: t('members.columns.lastSignIn'),
                cell: (row) => (
                  <Text className="tabular">{row.lastSignIn ?? t('members.never')}</Text>
                ),
              },
              {
                key: 'presence',
                header: t('members.columns.presence'),
                cell: (row) => (
                  <span data-presence={row.presence?.state ?? 'none'}>
                    {presenceText(t, row.presence)}
                  </span>
                ),
              },
              {
                key: 'test',
                header: t('members.columns.test'),
                cell: (row) =>
                  row.testDone === null
                    ? t('members.presence.notApplicable')
                    : row.testDone
                      ? t('members.test.done')
                      : t('members.test.missing'),
              },
              {
                key: 'profile',
                header: t('members.columns.profile'),
                cell: (row) =>
                  row.profileComplete === null
                    ? t('members.presence.notApplicable')
                    : row.profileComplete
                      ? t('members.profile.complete')
                      : t('members.profile.incomplete'),
              },
            ]}
          />
        </PageColumn>
      </AppLayout>
    ),
  };
};
