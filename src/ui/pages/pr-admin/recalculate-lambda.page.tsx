import { Button, Card, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import { formatHundredths, formatNumber, localeOf } from '#domain/locale/format.ts';
import {
  FACTORS,
  FORM_IDS,
  MIN_TESTS_FOR_NORMS,
  type FormId,
  type FormNorms,
} from '#domain/psychometrics/index.ts';
import { PageColumn } from '#ui/components/page-column.tsx';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { DataTable } from '#ui/components/data-table.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { NavEntry } from '#ui/layouts/navigation.ts';
import type { Viewer } from '#ui/layouts/viewer.ts';
import type { PageContext } from '#ui/page-context.ts';
import { PrAdminIsland } from './pr-admin.islands.ts';
import { PageIntro } from '#ui/components/page-intro.tsx';

export const RECALCULATE_LAMBDA_PATH = '/pr-admin/settings/recalculate-lambda';

export type RecalculateLambdaPageProps = {
  viewer: Viewer;
  navigation: readonly NavEntry[];
  flash?: Flash;
  lambda: {
    version: number;
    /** Already formatted (YYYY-MM-DD). */
    createdOn: string;
    norms: { readonly [F in FormId]: FormNorms };
  } | null;
  recalculation: {
    status: 'running' | 'completed' | 'failed';
    lambdaVersion: number;
    total: number;
    processed: number;
    remaining: number;
    startedOn: string;
    finishedOn: string | null;
    error: string | null;
  } | null;
};

const NormsTable = ({
  context,
  form,
  norms,
}: {
  context: PageContext;
  form: FormId;
  norms: FormNorms;
}) => {
  const { t } = context;
  const format = (value: number) => formatHundredths(value, context.language);
  return (
    <Flex direction="column" gap="2" data-form={form}>
      <Heading as="h3" size="3">
        {t(`psychometrics.recalculation.forms.${form}`)}
      </Heading>
      <Text as="p" size="2" color="gray">
        {norms.source === 'computed'
          ? t('psychometrics.recalculation.computed', {
              count: formatNumber(norms.count, context.language),
            })
          : t('psychometrics.recalculation.builtIn', {
              count: formatNumber(norms.count, context.language),
              min: MIN_TESTS_FOR_NORMS,
            })}
      </Text>
      <DataTable
        t={t}
        caption={t(`psychometrics.recalculation.forms.${form}`)}
        columns={[
          {
            key: 'trait',
            header: t('psychometrics.recalculation.trait'),
            rowHeader: true,
            cell: (factor) => t(`psychometrics.traits.${factor}.name`),
          },
          {
            key: 'mean',
            header: t('psychometrics.recalculation.mean'),
            align: 'right',
            cell: (factor) => format(norms.factors[factor].mean),
          },
          {
            key: 'sd',
            header: t('psychometrics.recalculation.sd'),
            align: 'right',
            cell: (factor) => format(norms.factors[factor].sd),
          },
        ]}
        rows={FACTORS}
        rowKey={(factor) => factor}
        empty={{ title: t('psychometrics.recalculation.none') }}
      />
    </Flex>
  );
};

/**
 * /pr-admin/settings/recalculate-lambda (psychometrics docs/spec/product-spec.md section 3): the norms in use, a start
 * button (a plain form post), and the running recalculation's progress, live once the page's
 * island is hydrated and refreshable by a link without JavaScript.
 */
export const recalculateLambdaPage = (
  context: PageContext,
  props: RecalculateLambdaPageProps,
): PageRender => {
  const { t } = context;
  const run = props.recalculation;
  const lambda = props.lambda;
  const norms = lambda?.norms;
  return {
    title: t('psychometrics.recalculation.title'),
    family: 'pr-admin',
    body: (
      <AppLayout
        context={context}
        viewer={props.viewer}
        navigation={props.navigation}
        flash={props.flash}
      >
        <PageColumn size="3" gap="5">
          <PageIntro
            heading={t('psychometrics.recalculation.heading')}
            lead={t('psychometrics.recalculation.lead')}
            size="7"
            muted={false}
            measure
          />

          <Card size="3">
            <Flex direction="column" gap="4">
              <Heading as="h2" size="5">
                {t('psychometrics.recalculation.currentHeading')}
              </Heading>
              {lambda ? (
                <>
                  <Text as="p">
                    <Text weight="bold">
                      {t('psychometrics.recalculation.version', { version: lambda.version })}
                    </Text>
                    {' · '}
                    {t('psychometrics.recalculation.createdAt', { date: lambda.createdOn })}
                  </Text>
                  {norms
                    ? FORM_IDS.map((form) => (
                        <NormsTable key={form} context={context} form={form} norms={norms[form]} />
                      ))
                    : null}
                </>
              ) : (
                <Text as="p" color="gray">
                  {t('psychometrics.recalculation.none')}
                </Text>
              )}
            </Flex>
          </Card>

          <Card size="3">
            {run?.status === 'running' ? (
              <Flex direction="column" gap="3">
                <Heading as="h2" size="5">
                  {t('psychometrics.recalculation.progressHeading')}
                </Heading>
                <Text as="p" size="2" color="gray">
                  {t('psychometrics.recalculation.startedAt', { date: run.startedOn })}
                  {' · '}
                  {t('psychometrics.recalculation.startHint')}
                </Text>
                <PrAdminIsland
                  name="recalculation-progress"
                  props={{
                    initial: {
                      status: run.status,
                      processed: run.processed,
                      total: run.total,
                      remaining: run.remaining,
                    },
                    refreshHref: RECALCULATE_LAMBDA_PATH,
                    locale: localeOf(context.language),
                    labels: {
                      progress: t('psychometrics.recalculation.progressLabel'),
                      // Placeholders stay for the island to fill as the numbers change.
                      progressValue: t('psychometrics.recalculation.progressValue', {
                        processed: '{{processed}}',
                        total: '{{total}}',
                      }),
                      processed: t('psychometrics.recalculation.processed'),
                      total: t('psychometrics.recalculation.total'),
                      remaining: t('psychometrics.recalculation.remaining'),
                      refresh: t('psychometrics.recalculation.refresh'),
                      completed: t('psychometrics.recalculation.completedLive', {
                        processed: '{{processed}}',
                      }),
                      failed: t('psychometrics.recalculation.failedLive'),
                    },
                  }}
                />
              </Flex>
            ) : (
              <Flex direction="column" gap="3" align="start">
                <Heading as="h2" size="5">
                  {t('psychometrics.recalculation.startHeading')}
                </Heading>
                {run ? (
                  <Flex direction="column" gap="1" data-testid="last-recalculation">
                    <Text as="p" weight="medium">
                      {t('psychometrics.recalculation.lastRun', { version: run.lambdaVersion })}
                    </Text>
                    <Text as="p" color={run.status === 'failed' ? 'red' : 'gray'}>
                      {run.status === 'completed'
                        ? t('psychometrics.recalculation.completed', {
                            date: run.finishedOn ?? '',
                            processed: formatNumber(run.processed, context.language),
                          })
                        : t('psychometrics.recalculation.failed', {
                            date: run.finishedOn ?? '',
                            error: run.error ?? '',
                          })}
                    </Text>
                  </Flex>
                ) : (
                  <Text as="p" color="gray">
                    {t('psychometrics.recalculation.noRun')}
                  </Text>
                )}
                <form method="post" action={RECALCULATE_LAMBDA_PATH}>
                  <CsrfField token={context.csrfToken} />
                  <Button type="submit" size="3">
                    {t('psychometrics.recalculation.start')}
                  </Button>
                </form>
                <Text as="p" size="2" color="gray">
                  {t('psychometrics.recalculation.startHint')}
                </Text>
              </Flex>
            )}
          </Card>
        </PageColumn>
      </AppLayout>
    ),
  };
};
