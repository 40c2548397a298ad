import { Grid } from '@radix-ui/themes';
import { Button, Card, Flex, Text } from '#ui/components/primitives.tsx';
import type { DateRangeError } from '#domain/statistics/date-ranges.ts';
import type { SurveySummary } from '#domain/surveys/statistics.ts';
import { PageColumn } from '#ui/components/page-column.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { StaffFrame } from './comments.page.tsx';
import {
  AverageBars,
  AveragesTable,
  SectionHeading,
  SurveyFilters,
  type SurveyFilterOptions,
  type SurveyFilterValues,
} from './surveys-statistics.tsx';

export type SurveyStatisticsView = {
  action: string;
  values: SurveyFilterValues;
  rangeError?: DateRangeError | undefined;
  options: SurveyFilterOptions;
  summary: SurveySummary;
  /** The two sides compared (two periods or two advisors), when one is asked for. */
  comparison?: readonly { key: string; label: string; summary: SurveySummary }[];
  csvHref: string;
};

/** The after-sales survey statistics (docs/decisions/073): averages, per advisor, compared. */
export const surveyStatisticsPage = (
  context: PageContext,
  frame: StaffFrame,
  view: SurveyStatisticsView,
): PageRender => {
  const { t } = context;
  const { summary } = view;
  return {
    title: t('surveys.stats.title'),
    // The custom range's dates show only while it is chosen (a shared component's island).
    family: 'admin',
    body: (
      <AppLayout context={context} {...frame}>
        <PageColumn size="4" px={{ initial: '4', md: '6' }} gap="6">
          <PageIntro
            heading={t('surveys.stats.title')}
            lead={t('surveys.stats.lead')}
            size="7"
            measure
          />
          <SurveyFilters
            t={t}
            action={view.action}
            values={view.values}
            options={view.options}
            rangeError={view.rangeError}
          />
          {view.comparison ? (
            <Flex direction="column" gap="3" asChild>
              <section aria-labelledby="survey-compare">
                <SectionHeading id="survey-compare">
                  {t('surveys.stats.compareHeading')}
                </SectionHeading>
                <AveragesTable
                  t={t}
                  caption={t('surveys.stats.compareCaption')}
                  firstHeader={t('surveys.stats.range')}
                  rows={view.comparison.map((side) => ({
                    key: side.key,
                    label: side.label,
                    count: side.summary.count,
                    questions: side.summary.questions,
                  }))}
                />
              </section>
            </Flex>
          ) : null}
          <Grid columns={{ initial: '1', md: '2' }} gap="5">
            <Flex direction="column" gap="3" asChild>
              <section aria-labelledby="survey-averages">
                <SectionHeading id="survey-averages">
                  {t('surveys.stats.averagesHeading')}
                </SectionHeading>
                <Card size="3">
                  <Flex direction="column" gap="4">
                    <Text size="2" color="gray" data-survey-count={summary.count}>
                      {t('surveys.stats.count', { count: summary.count })}
                    </Text>
                    <AverageBars t={t} averages={summary.questions} />
                  </Flex>
                </Card>
              </section>
            </Flex>
            <Flex direction="column" gap="3" asChild>
              <section aria-labelledby="survey-advisors">
                <Flex justify="between" align="center" gap="3" wrap="wrap">
                  <SectionHeading id="survey-advisors">
                    {t('surveys.stats.advisorsHeading')}
                  </SectionHeading>
                  <Button asChild variant="soft" size="2">
                    <a href={view.csvHref} download>
                      {t('surveys.stats.csv')}
                    </a>
                  </Button>
                </Flex>
                <AveragesTable
                  t={t}
                  caption={t('surveys.stats.advisorsCaption')}
                  firstHeader={t('surveys.stats.columnAdvisor')}
                  rows={summary.advisors.map((a) => ({
                    key: a.id,
                    label: a.name,
                    count: a.count,
                    questions: a.questions,
                  }))}
                />
                {summary.withoutAdvisor > 0 ? (
                  <Text size="2" color="gray">
                    {t('surveys.stats.withoutAdvisor', { count: summary.withoutAdvisor })}
                  </Text>
                ) : null}
              </section>
            </Flex>
          </Grid>
        </PageColumn>
      </AppLayout>
    ),
  };
};
