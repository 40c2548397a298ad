import {
  Badge,
  Box,
  Card,
  Code,
  Container,
  Flex,
  Grid,
  Heading,
  Link,
  Section,
  Text,
} from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { formatDate, formatMoney, formatSixCharacterCode } from '#domain/locale/format.ts';
import { DEFAULT_TIME_ZONE } from '#domain/locale/time-zone.ts';
import {
  parseDateRangeQuery,
  resolveDateRange,
  type DateRangeKey,
} from '#domain/statistics/date-ranges.ts';
import { ConfirmDialog } from '#ui/components/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '#ui/components/data-table.tsx';
import { DateRangeFilter } from '#ui/components/date-range-filter.tsx';
import { EmptyState } from '#ui/components/empty-state.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import { LoadingState } from '#ui/components/loading-state.tsx';
import { Pagination } from '#ui/components/pagination.tsx';
import { PhoneLink } from '#ui/components/phone.tsx';
import { ProgressBar } from '#ui/components/progress-bar.tsx';
import type { Flash, FlashTone } from '#ui/components/snackbar.tsx';
import { DetailTabs, parseDetailTab } from '#ui/components/tabs.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { MessageKey, Translate } from '#ui/i18n/translator.ts';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import { comingSoonPage } from '#ui/layouts/coming-soon.page.tsx';
import { KioskLayout } from '#ui/layouts/kiosk-layout.tsx';
import { menuFor } from '#ui/layouts/navigation.ts';
import type { Viewer } from '#ui/layouts/viewer.ts';
import type { PageContext } from '#ui/page-context.ts';
import {
  EMPTY_MEMBER_FORM,
  MemberForm,
  validateMemberForm,
  type FormSubmission,
  type MemberFormState,
} from './member-form.tsx';
import { SAMPLE_MEMBERS, type SampleMember } from './sample-members.ts';

const PATH = '/dev/components';
const PAGE_SIZE = 5;
const KIOSK_IDLE_SECONDS = 90;
const VIEWER: Viewer = { name: 'Marie Tremblay', role: 'admin' };

const SECTIONS = [
  'forms',
  'feedback',
  'lists',
  'statistics',
  'navigation',
  'states',
  'formats',
] as const;
type SectionId = (typeof SECTIONS)[number];

const DemoSection = ({
  t,
  id,
  lead,
  children,
}: {
  t: Translate;
  id: SectionId;
  lead?: string;
  children: ReactNode;
}) => (
  <Section size="2" id={id} aria-labelledby={`${id}-title`} className="style-section">
    <Flex direction="column" gap="2" mb="5">
      <Heading as="h2" size="6" id={`${id}-title`}>
        {t(`dev.sections.${id}.title`)}
      </Heading>
      {lead ? (
        <Text as="p" color="gray" className="measure">
          {lead}
        </Text>
      ) : null}
    </Flex>
    {children}
  </Section>
);

/** A titled example inside a section. */
const Example = ({ title, children }: { title: string; children: ReactNode }) => (
  <Flex direction="column" gap="3">
    <Heading as="h3" size="2" color="gray" className="example-title">
      {title}
    </Heading>
    {children}
  </Flex>
);

/** Links that look like a segmented control: the current one is marked, each one is a page. */
const LinkSwitch = ({
  label,
  items,
}: {
  label: string;
  items: { href: string; label: string; current: boolean; lang?: string }[];
}) => (
  <nav aria-label={label}>
    <ul className="link-switch">
      {items.map((item) => (
        <li key={item.href}>
          <a href={item.href} lang={item.lang} aria-current={item.current ? 'page' : undefined}>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  </nav>
);

const memberColumns = (
  t: Translate,
  language: PageContext['language'],
): DataTableColumn<SampleMember>[] => [
  { key: 'name', header: t('dev.table.name'), cell: (row) => row.name, rowHeader: true },
  {
    key: 'role',
    header: t('dev.table.role'),
    cell: (row) => (
      <Badge color={row.role === 'seller' ? 'brown' : 'gray'} variant="soft">
        {t(`navigation.roles.${row.role}`)}
      </Badge>
    ),
  },
  { key: 'phone', header: t('dev.table.phone'), cell: (row) => <PhoneLink digits={row.phone} /> },
  { key: 'since', header: t('dev.table.since'), cell: (row) => formatDate(new Date(row.since)) },
  {
    key: 'licence',
    header: t('dev.table.licence'),
    cell: (row) => formatMoney(row.licenceCents, language),
    align: 'right',
  },
];

const flashFromQuery = (t: Translate, tone: string | null): Flash | undefined => {
  const tones: Record<FlashTone, MessageKey> = {
    success: 'dev.snackbar.successText',
    error: 'dev.snackbar.errorText',
    info: 'dev.snackbar.infoText',
  };
  return tone === 'success' || tone === 'error' || tone === 'info'
    ? { tone, message: t(tones[tone]) }
    : undefined;
};

/** What a post to the style page did: the sample form's result, or a confirmed action. */
const handlePost = async (
  t: Translate,
  form: FormSubmission,
): Promise<{ memberForm: MemberFormState; flash?: Flash }> => {
  switch (form.intent) {
    case 'delete':
      return {
        memberForm: EMPTY_MEMBER_FORM,
        flash: { tone: 'success', message: t('dev.confirm.deleted') },
      };
    case 'create':
      return {
        memberForm: EMPTY_MEMBER_FORM,
        flash: { tone: 'success', message: t('dev.confirm.created') },
      };
    default: {
      const memberForm = await validateMemberForm(t, form);
      const accepted = Object.keys(memberForm.errors).length === 0;
      return accepted
        ? {
            memberForm: EMPTY_MEMBER_FORM,
            flash: { tone: 'success', message: t('dev.form.saved') },
          }
        : { memberForm };
    }
  }
};

/** `idleSeconds` is read from `?idle=` so a browser test can watch the reset happen. */
const kioskPage = (context: PageContext, idleSeconds: number): PageRender => {
  const { t } = context;
  const purposes = ['testDrive', 'buy', 'choose'] as const;
  return {
    title: t('dev.views.kiosk'),
    family: 'dev',
    body: (
      <KioskLayout
        context={context}
        viewer={{ name: `${t('navigation.roles.client')} · Laval Automobiles`, role: 'client' }}
        resetUrl={`${PATH}?view=kiosk`}
        idleSeconds={idleSeconds}
      >
        <Container size="2" px="5" py="8">
          <Flex direction="column" gap="6">
            <ProgressBar
              label={t('dev.kiosk.progress')}
              value={1}
              max={4}
              valueText={t('dev.kiosk.progressValue')}
            />
            <Flex direction="column" gap="2">
              <Heading as="h1" size="8">
                {t('dev.kiosk.welcome')}
              </Heading>
              <Text as="p" size="5" color="gray">
                {t('dev.kiosk.question')}
              </Text>
            </Flex>
            <Grid columns={{ initial: '1', sm: '3' }} gap="4">
              {purposes.map((purpose) => (
                <a key={purpose} href={`${PATH}?view=kiosk`} className="kiosk-choice">
                  {t(`dev.kiosk.${purpose}`)}
                </a>
              ))}
            </Grid>
            <Text as="p" size="2" color="gray">
              {t('dev.kiosk.idle', { seconds: idleSeconds })}
            </Text>
          </Flex>
        </Container>
      </KioskLayout>
    ),
  };
};

/**
 * The living style page: every shared component, in the request's language (switch with the
 * header link or `?lang=`), with the kiosk layout (`?view=kiosk`) and the coming-soon page
 * (`?view=coming-soon`). Posts come back here so the forms' server round trip can be seen.
 */
export const devComponentsPage = async (
  context: PageContext,
  now: Date,
  submission?: FormSubmission,
): Promise<PageRender> => {
  const { t, language } = context;
  const query = new URL(context.path, 'http://local').searchParams;
  const view = query.get('view');
  if (view === 'kiosk') {
    const idle = Number.parseInt(query.get('idle') ?? '', 10);
    return kioskPage(context, idle >= 1 && idle <= KIOSK_IDLE_SECONDS ? idle : KIOSK_IDLE_SECONDS);
  }
  if (view === 'coming-soon') {
    return {
      ...comingSoonPage(context, {
        viewer: VIEWER,
        navigation: menuFor(VIEWER.role, '/admin/training', t),
        pageTitle: t('navigation.pages.trainings'),
      }),
      family: 'dev',
    };
  }

  const navigation = menuFor(VIEWER.role, '/admin/members', t);
  const posted = submission ? await handlePost(t, submission) : undefined;
  const flash = posted?.flash ?? flashFromQuery(t, query.get('flash'));

  const search = (query.get('q') ?? '').trim().toLocaleLowerCase();
  const roleFilter = query.get('role') ?? '';
  const members = SAMPLE_MEMBERS.filter(
    (member) =>
      member.name.toLocaleLowerCase().includes(search) &&
      (roleFilter === '' || member.role === roleFilter),
  );
  const pageCount = Math.max(1, Math.ceil(members.length / PAGE_SIZE));
  const page = Math.min(Math.max(Number.parseInt(query.get('page') ?? '1', 10) || 1, 1), pageCount);
  const columns = memberColumns(t, language);

  const rangeQuery = {
    range: query.get('range') ?? undefined,
    from: query.get('from') ?? undefined,
    to: query.get('to') ?? undefined,
  };
  const range = parseDateRangeQuery(rangeQuery, 'thisMonth');
  const bounds = range.ok ? resolveDateRange(range.value, now) : undefined;
  const rangeKey: DateRangeKey = range.ok ? range.value.key : 'custom';

  const sampleDigits = '5145550123';
  const formats = [
    {
      kind: t('dev.formats.phone'),
      shown: <PhoneLink digits={sampleDigits} />,
      rule: t('dev.formats.phoneRule'),
    },
    {
      kind: t('dev.formats.code'),
      shown: formatSixCharacterCode('h2x1y4'),
      rule: t('dev.formats.codeRule'),
    },
    { kind: t('dev.formats.date'), shown: formatDate(now), rule: t('dev.formats.dateRule') },
    {
      kind: t('dev.formats.money'),
      shown: formatMoney(123456, language),
      rule: t('dev.formats.moneyRule'),
    },
  ];

  return {
    title: t('dev.title'),
    family: 'dev',
    body: (
      <AppLayout context={context} viewer={VIEWER} navigation={navigation} flash={flash}>
        <Box className="style-hero">
          <Container size="4" px={{ initial: '4', md: '6' }} py="7">
            <Flex direction="column" gap="4">
              <Text size="2" weight="bold" className="eyebrow">
                {t('dev.eyebrow')}
              </Text>
              <Heading as="h1" size="8">
                {t('dev.title')}
              </Heading>
              <Text as="p" size="4" color="gray" className="measure">
                {t('dev.lead')}
              </Text>
              <Flex gap="5" wrap="wrap" align="center">
                <LinkSwitch
                  label={t('dev.language')}
                  items={[
                    {
                      href: `${PATH}?lang=fr`,
                      label: t('language.fr'),
                      current: language === 'fr',
                      lang: 'fr',
                    },
                    {
                      href: `${PATH}?lang=en`,
                      label: t('language.en'),
                      current: language === 'en',
                      lang: 'en',
                    },
                  ]}
                />
                <LinkSwitch
                  label={t('dev.views.label')}
                  items={[
                    { href: PATH, label: t('dev.views.components'), current: true },
                    { href: `${PATH}?view=kiosk`, label: t('dev.views.kiosk'), current: false },
                    {
                      href: `${PATH}?view=coming-soon`,
                      label: t('dev.views.comingSoon'),
                      current: false,
                    },
                  ]}
                />
              </Flex>
              <nav aria-label={t('dev.contents')}>
                <ul className="style-contents">
                  {SECTIONS.map((id) => (
                    <li key={id}>
                      <Link href={`#${id}`} size="2">
                        {t(`dev.sections.${id}.title`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            </Flex>
          </Container>
        </Box>

        <Container size="4" px={{ initial: '4', md: '6' }} pb="9">
          <DemoSection t={t} id="forms" lead={t('dev.sections.forms.lead')}>
            <Grid columns={{ initial: '1', md: '3' }} gap="6" align="start">
              <Box gridColumn={{ initial: '1', md: '1 / 3' }}>
                <MemberForm
                  t={t}
                  action={`${PATH}#forms`}
                  csrfToken={context.csrfToken}
                  state={posted?.memberForm ?? EMPTY_MEMBER_FORM}
                />
              </Box>
              <Example title={t('dev.sections.fieldStates.title')}>
                <Text as="p" size="2" color="gray">
                  {t('dev.sections.fieldStates.lead')}
                </Text>
                <Card size="3">
                  <Flex direction="column" gap="4">
                    <FormField
                      name="sampleValid"
                      label={t('dev.fieldStates.valid')}
                      hint={t('dev.fieldStates.validHint')}
                      defaultValue="Laval Automobiles"
                    />
                    <FormField
                      name="sampleInvalid"
                      type="email"
                      label={t('dev.fieldStates.invalid')}
                      defaultValue="proprietaire@laval-auto.ca"
                      error={t('dev.fieldStates.invalidError')}
                    />
                  </Flex>
                </Card>
              </Example>
            </Grid>
          </DemoSection>

          <DemoSection t={t} id="feedback" lead={t('dev.sections.feedback.lead')}>
            <Grid columns={{ initial: '1', sm: '2' }} gap="5">
              <Card size="3">
                <Flex direction="column" gap="4" align="start">
                  <ConfirmDialog
                    t={t}
                    csrfToken={context.csrfToken}
                    triggerLabel={t('dev.confirm.deleteTrigger')}
                    title={t('dev.confirm.deleteTitle')}
                    description={t('dev.confirm.deleteText')}
                    confirmLabel={t('dev.confirm.deleteConfirm')}
                    action={`${PATH}#feedback`}
                    fields={{ intent: 'delete', memberId: '2' }}
                    tone="danger"
                  />
                  <ConfirmDialog
                    t={t}
                    csrfToken={context.csrfToken}
                    triggerLabel={t('dev.confirm.createTrigger')}
                    title={t('dev.confirm.createTitle')}
                    description={t('dev.confirm.createText')}
                    confirmLabel={t('dev.confirm.createConfirm')}
                    action={`${PATH}#feedback`}
                    fields={{ intent: 'create' }}
                  />
                </Flex>
              </Card>
              <Card size="3">
                <Flex direction="column" gap="3">
                  <Text as="p" weight="medium">
                    {t('dev.snackbar.label')}
                  </Text>
                  <LinkSwitch
                    label={t('dev.snackbar.label')}
                    items={(['success', 'error', 'info'] as const).map((tone) => ({
                      href: `${PATH}?flash=${tone}#feedback`,
                      label: t(`dev.snackbar.${tone}`),
                      current: flash?.tone === tone && !posted,
                    }))}
                  />
                </Flex>
              </Card>
            </Grid>
          </DemoSection>

          <DemoSection t={t} id="lists" lead={t('dev.sections.lists.lead')}>
            <Flex direction="column" gap="6">
              <Example title={t('dev.table.filled')}>
                <DataTable
                  t={t}
                  caption={t('dev.table.caption')}
                  columns={columns}
                  rows={members.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
                  rowKey={(row) => row.id}
                  empty={{
                    title: t('dev.table.emptyTitle'),
                    text: t('dev.table.emptyText'),
                    action: { href: `${PATH}#forms`, label: t('dev.table.emptyAction') },
                  }}
                  filters={{
                    action: `${PATH}#lists`,
                    resetHref: `${PATH}#lists`,
                    fields: (
                      <>
                        <FormField
                          name="q"
                          type="search"
                          label={t('dev.table.search')}
                          defaultValue={query.get('q') ?? ''}
                        />
                        <FormField
                          as="select"
                          name="role"
                          id="field-role-filter"
                          label={t('dev.table.role')}
                          placeholder={t('dev.table.allRoles')}
                          options={(['owner', 'admin', 'seller'] as const).map((role) => ({
                            value: role,
                            label: t(`navigation.roles.${role}`),
                          }))}
                          defaultValue={roleFilter}
                        />
                      </>
                    ),
                  }}
                  pagination={{
                    path: context.path,
                    page,
                    pageCount,
                    pageSize: PAGE_SIZE,
                    total: members.length,
                  }}
                />
              </Example>
              <Grid columns={{ initial: '1', md: '2' }} gap="5">
                <Example title={t('dev.table.emptyExample')}>
                  <DataTable
                    t={t}
                    caption={t('dev.table.caption')}
                    columns={columns}
                    rows={[]}
                    rowKey={(row) => row.id}
                    empty={{ title: t('dev.table.emptyTitle'), text: t('dev.table.emptyText') }}
                  />
                </Example>
                <Example title={t('dev.table.loadingExample')}>
                  <DataTable
                    t={t}
                    caption={t('dev.table.caption')}
                    columns={columns.slice(0, 3)}
                    rows={[]}
                    rowKey={(row) => row.id}
                    loading
                    empty={{ title: t('dev.table.emptyTitle') }}
                  />
                </Example>
              </Grid>
            </Flex>
          </DemoSection>

          <DemoSection t={t} id="statistics" lead={t('dev.sections.statistics.lead')}>
            <Card size="3">
              <Flex direction="column" gap="5">
                <DateRangeFilter
                  t={t}
                  id="period"
                  action={`${PATH}#statistics`}
                  value={{
                    range: rangeKey,
                    from: rangeQuery.from,
                    to: rangeQuery.to,
                  }}
                  error={range.ok ? undefined : range.error}
                />
                {bounds ? (
                  <Box className="resolved-range">
                    <Text as="p" size="2" weight="medium">
                      {t('dev.statistics.resolved')}
                    </Text>
                    <Text as="p" size={{ initial: '4', sm: '5' }} weight="bold" mt="1">
                      {bounds.from === null
                        ? t('dev.statistics.allDates')
                        : t('dev.statistics.days', {
                            from: formatDate(new Date(bounds.from)),
                            to: formatDate(new Date(Date.parse(bounds.to) - 1)),
                          })}
                    </Text>
                    {bounds.from === null ? null : (
                      <Text as="p" size="2" color="gray" mt="2">
                        {t('dev.statistics.instants')} <Code>{bounds.from}</Code> →{' '}
                        <Code>{bounds.to}</Code>
                      </Text>
                    )}
                    <Text as="p" size="2" color="gray" mt="1">
                      {t('dev.statistics.timeZone', { zone: DEFAULT_TIME_ZONE })}
                    </Text>
                  </Box>
                ) : null}
              </Flex>
            </Card>
          </DemoSection>

          <DemoSection t={t} id="navigation">
            <Grid columns={{ initial: '1', md: '2' }} gap="5">
              <Example title={t('dev.tabs.dealership')}>
                <DetailTabs
                  t={t}
                  kind="dealership"
                  baseHref={PATH}
                  current={parseDetailTab('dealership', query.get('tab') ?? undefined)}
                />
              </Example>
              <Example title={t('dev.tabs.bpm')}>
                <DetailTabs
                  t={t}
                  kind="bpm"
                  baseHref={PATH}
                  current={parseDetailTab('bpm', query.get('tab') ?? undefined)}
                />
              </Example>
            </Grid>
            <Box mt="6">
              <Example title={t('dev.tabs.pagination')}>
                <Pagination
                  t={t}
                  path={context.path}
                  page={page === 1 ? 4 : page}
                  pageCount={9}
                  label={t('dev.tabs.pagination')}
                />
              </Example>
            </Box>
          </DemoSection>

          <DemoSection t={t} id="states">
            <Grid columns={{ initial: '1', md: '3' }} gap="5" align="start">
              <Example title={t('dev.states.progressTitle')}>
                <Card size="3">
                  <Flex direction="column" gap="5">
                    <ProgressBar
                      label={t('dev.states.progress')}
                      value={2}
                      max={4}
                      valueText={t('dev.states.progressValue')}
                    />
                    <ProgressBar
                      label={t('dev.states.setup')}
                      value={3}
                      max={3}
                      valueText={t('dev.states.setupValue')}
                    />
                  </Flex>
                </Card>
              </Example>
              <Example title={t('dev.states.empty')}>
                <Card size="3">
                  <EmptyState
                    title={t('dev.states.emptyTitle')}
                    text={t('dev.states.emptyText')}
                    icon="image"
                  />
                </Card>
              </Example>
              <Example title={t('dev.states.loadingTitle')}>
                <Card size="3">
                  <LoadingState label={t('dev.states.loading')} lines={4} />
                </Card>
              </Example>
            </Grid>
          </DemoSection>

          <DemoSection t={t} id="formats" lead={t('dev.sections.formats.lead')}>
            <DataTable
              t={t}
              caption={t('dev.sections.formats.title')}
              columns={[
                {
                  key: 'kind',
                  header: t('dev.formats.kind'),
                  cell: (row) => row.kind,
                  rowHeader: true,
                },
                {
                  key: 'shown',
                  header: t('dev.formats.shown'),
                  cell: (row) => <Text className="tabular">{row.shown}</Text>,
                },
                {
                  key: 'rule',
                  header: t('dev.formats.rule'),
                  cell: (row) => <Text color="gray">{row.rule}</Text>,
                },
              ]}
              rows={formats}
              rowKey={(row) => row.kind}
              empty={{ title: t('dev.formats.kind') }}
            />
          </DemoSection>
        </Container>
      </AppLayout>
    ),
  };
};
