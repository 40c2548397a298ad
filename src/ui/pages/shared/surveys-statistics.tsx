import { Grid } from '@radix-ui/themes';
import { Box, Button, Card, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import {
  DATE_RANGE_PRESETS,
  type DateRangeError,
  type DateRangeKey,
} from '#domain/statistics/date-ranges.ts';
import { DateRangeFields } from '#ui/components/date-range-filter.tsx';
import { SCORE_BANDS, type QuestionAverages } from '#domain/surveys/statistics.ts';
import { SCORED_QUESTIONS } from '#domain/surveys/survey.ts';
import { DataTable, type DataTableColumn } from '#ui/components/data-table.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import type { Translate } from '#ui/i18n/translator.ts';

export type SurveyFilterValues = {
  range: DateRangeKey;
  /** A custom range's dates as typed (YYYY-MM-DD). */
  from: string;
  to: string;
  range2: string;
  advisor: string;
  advisor2: string;
  question: string;
  band: string;
  concession: string;
};

export type SurveyFilterOptions = {
  advisors: readonly { id: string; name: string }[];
  /** Empty for a dealership's own managers (one dealership, no choice). */
  concessions: readonly { id: string; name: string }[];
};

const average = (t: Translate, value: number | null) =>
  value === null ? t('surveys.stats.none') : value.toFixed(1);

/**
 * The statistics' filters in one GET form (a filtered page has its own address): the period and
 * the advisor, each with an optional second one to compare with, a question and a score band.
 */
export const SurveyFilters = ({
  t,
  action,
  values,
  options,
  rangeError,
}: {
  t: Translate;
  action: string;
  values: SurveyFilterValues;
  options: SurveyFilterOptions;
  /** The custom range's error, shown next to its date. */
  rangeError?: DateRangeError | undefined;
}) => {
  const ranges = DATE_RANGE_PRESETS.map((key) => ({
    value: key,
    label: t(`components.dateRange.presets.${key}`),
  }));
  const advisors = options.advisors.map((a) => ({ value: a.id, label: a.name }));
  return (
    <Card size="3">
      <form method="get" action={action} aria-label={t('surveys.stats.filters')}>
        <Box mb="4">
          <DateRangeFields
            t={t}
            id="survey-range"
            value={{ range: values.range, from: values.from, to: values.to }}
            error={rangeError}
          />
        </Box>
        <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="4">
          <FormField
            as="select"
            name="range2"
            label={t('surveys.stats.range2')}
            placeholder={t('surveys.stats.noComparison')}
            options={ranges}
            defaultValue={values.range2}
          />
          {options.concessions.length > 0 ? (
            <FormField
              as="select"
              name="concession"
              label={t('surveys.stats.concession')}
              placeholder={t('surveys.stats.anyConcession')}
              options={options.concessions.map((c) => ({ value: c.id, label: c.name }))}
              defaultValue={values.concession}
            />
          ) : null}
          <FormField
            as="select"
            name="advisor"
            label={t('surveys.stats.advisor')}
            placeholder={t('surveys.stats.anyAdvisor')}
            options={advisors}
            defaultValue={values.advisor}
          />
          <FormField
            as="select"
            name="advisor2"
            label={t('surveys.stats.advisor2')}
            placeholder={t('surveys.stats.noComparison')}
            options={advisors}
            defaultValue={values.advisor2}
          />
          <FormField
            as="select"
            name="question"
            label={t('surveys.stats.question')}
            placeholder={t('surveys.stats.anyQuestion')}
            options={SCORED_QUESTIONS.map((q) => ({
              value: q,
              label: t(`surveys.shortQuestions.${q}`),
            }))}
            defaultValue={values.question}
          />
          <FormField
            as="select"
            name="band"
            label={t('surveys.stats.band')}
            placeholder={t('surveys.stats.anyBand')}
            options={SCORE_BANDS.map((b) => ({ value: b, label: t(`surveys.stats.bands.${b}`) }))}
            defaultValue={values.band}
          />
        </Grid>
        <Flex gap="3" mt="4" justify="end">
          <Button asChild variant="soft" size="3">
            <a href={action}>{t('surveys.stats.reset')}</a>
          </Button>
          <Button type="submit" size="3">
            {t('surveys.stats.apply')}
          </Button>
        </Flex>
      </form>
    </Card>
  );
};

/** Each question's average as a bar on the 1-to-5 scale (drawn in HTML, readable as text). */
export const AverageBars = ({ t, averages }: { t: Translate; averages: QuestionAverages }) => (
  <Flex direction="column" gap="3" asChild>
    <ul className="survey-bars" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {SCORED_QUESTIONS.map((question) => {
        const value = averages[question].average;
        return (
          <li key={question} data-question={question}>
            <Flex justify="between" gap="3">
              <Text size="2">{t(`surveys.shortQuestions.${question}`)}</Text>
              <Text size="2" weight="bold" className="tabular">
                {average(t, value)} / 5
              </Text>
            </Flex>
            <div
              aria-hidden="true"
              style={{
                height: 12,
                borderRadius: 6,
                background: 'var(--gray-a4)',
                overflow: 'hidden',
              }}
            >
              <div
                style={{
                  height: '100%',
                  width: `${((value ?? 0) / 5) * 100}%`,
                  background: 'var(--accent-9)',
                }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  </Flex>
);

type AverageRow = { key: string; label: string; count: number; questions: QuestionAverages };

/** A table of averages: one row per line (an advisor, or one side of a comparison). */
export const AveragesTable = ({
  t,
  caption,
  firstHeader,
  rows,
}: {
  t: Translate;
  caption: string;
  firstHeader: string;
  rows: readonly AverageRow[];
}) => {
  const columns: DataTableColumn<AverageRow>[] = [
    { key: 'label', header: firstHeader, rowHeader: true, cell: (row) => row.label },
    {
      key: 'count',
      header: t('surveys.stats.columnCount'),
      align: 'right',
      cell: (row) => row.count,
    },
    ...SCORED_QUESTIONS.map((q) => ({
      key: q,
      header: t(`surveys.shortQuestions.${q}`),
      align: 'right' as const,
      cell: (row: AverageRow) => average(t, row.questions[q].average),
    })),
  ];
  return (
    <DataTable
      t={t}
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      empty={{
        title: t('surveys.stats.empty.title'),
        text: t('surveys.stats.empty.text'),
        icon: 'inbox',
        level: 3,
      }}
    />
  );
};

export const SectionHeading = ({ id, children }: { id: string; children: string }) => (
  <Heading as="h2" size="5" id={id}>
    {children}
  </Heading>
);
