/** The style page's statistics, navigation, states and formats sections. */
import { Code, Grid } from '@radix-ui/themes';
import { Box, Card, Flex, Text } from '#ui/components/primitives.tsx';
import { formatDate, formatMoney, formatSixCharacterCode } from '#domain/locale/format.ts';
import { DEFAULT_TIME_ZONE } from '#domain/locale/time-zone.ts';
import {
  parseDateRangeQuery,
  resolveDateRange,
  type DateRangeKey,
} from '#domain/statistics/date-ranges.ts';
import { DataTable } from '#ui/components/data-table.tsx';
import { DateRangeFilter } from '#ui/components/date-range-filter.tsx';
import { EmptyState } from '#ui/components/empty-state.tsx';
import { LoadingState } from '#ui/components/loading-state.tsx';
import { Pagination } from '#ui/components/pagination.tsx';
import { PhoneLink } from '#ui/components/phone.tsx';
import { ProgressBar } from '#ui/components/progress-bar.tsx';
import { DetailTabs, parseDetailTab } from '#ui/components/tabs.tsx';
import type { Translate } from '#ui/i18n/translator.ts';
import type { PageContext } from '#ui/page-context.ts';
import { DemoSection, Example, PATH } from './style-page-parts.tsx';

/** The date-range filter (`range`, `from`, `to`) and the instants it resolves to. */
export const StatisticsSection = ({
  t,
  query,
  now,
}: {
  t: Translate;
  query: URLSearchParams;
  now: Date;
}) => {
  const rangeQuery = {
    range: query.get('range') ?? undefined,
    from: query.get('from') ?? undefined,
    to: query.get('to') ?? undefined,
  };
  const range = parseDateRangeQuery(rangeQuery, 'thisMonth');
  const bounds = range.ok ? resolveDateRange(range.value, now) : undefined;
  const rangeKey: DateRangeKey = range.ok ? range.value.key : 'custom';
  return (
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
  );
};

export const NavigationSection = ({
  context,
  query,
  page,
}: {
  context: PageContext;
  query: URLSearchParams;
  page: number;
}) => {
  const { t } = context;
  return (
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
  );
};

export const StatesSection = ({ t }: { t: Translate }) => (
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
);

export const FormatsSection = ({ context, now }: { context: PageContext; now: Date }) => {
  const { t, language } = context;
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
  return (
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
  );
};
