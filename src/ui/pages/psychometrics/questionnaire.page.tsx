import { Callout } from '@radix-ui/themes';
import { Button, Card, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import {
  FORMS,
  ITEM_DEFINITIONS,
  QUESTIONNAIRE_PAGE_SIZE,
  SCALE_LABELS,
  answeredCount,
  pageCount,
  pageItems,
  type AnswerSheet,
  type DescriptorKey,
  type FactorVector,
  type FormId,
  type ItemKey,
} from '#domain/psychometrics/index.ts';
import { PageColumn } from '#ui/components/page-column.tsx';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { FormErrors } from '#ui/components/form-errors.tsx';
import { fieldIdOf } from '#ui/components/form-field.tsx';
import { ProgressBar } from '#ui/components/progress-bar.tsx';
import { RatingScale } from '#ui/components/rating-scale.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { NavEntry } from '#ui/layouts/navigation.ts';
import type { Viewer } from '#ui/layouts/viewer.ts';
import type { PageContext } from '#ui/page-context.ts';
import { ProfileSummary } from './profile-summary.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';

export type QuestionnaireFrame = {
  viewer: Viewer;
  /** Empty while the test is an onboarding step: no other page can be opened yet. */
  navigation: readonly NavEntry[];
  /** Where the form posts: the role's own questionnaire page. */
  action: string;
};

export type ItemError = 'missing' | 'invalid';

export type QuestionnaireFormState = {
  form: FormId;
  page: number;
  /** Saved answers, with what was just posted on top, so a refused page keeps its choices. */
  answers: AnswerSheet;
  errors?: Partial<Record<ItemKey, ItemError>>;
  /** A final submit found gaps on this page after the user had moved past it. */
  incompleteElsewhere?: boolean;
};

const ERROR_MESSAGES = {
  missing: 'psychometrics.questionnaire.missing',
  invalid: 'psychometrics.questionnaire.invalid',
} as const;

/**
 * The personality test as plain server-rendered pages (psychometrics docs/spec/product-spec.md sections 1-2): ten
 * statements a page on the 1..5 scale, native radio buttons, each page posted and saved as a draft,
 * so it works without JavaScript and resumes where it was left.
 */
export const questionnairePage = (
  context: PageContext,
  frame: QuestionnaireFrame,
  state: QuestionnaireFormState,
): PageRender => {
  const { t, language } = context;
  const items = pageItems(state.form, state.page);
  const pages = pageCount(state.form);
  const total = FORMS[state.form].length;
  const first = (state.page - 1) * QUESTIONNAIRE_PAGE_SIZE + 1;
  const last = first + items.length - 1;
  const isLast = state.page === pages;
  const errors = state.errors ?? {};
  const errorItems = items.flatMap((key) => {
    const error = errors[key];
    if (!error) return [];
    const number = FORMS[state.form].indexOf(key) + 1;
    return [
      {
        fieldId: fieldIdOf(key),
        label: t('psychometrics.questionnaire.statement', {
          number,
          text: ITEM_DEFINITIONS[key].text[language],
        }),
        message: t(ERROR_MESSAGES[error]),
      },
    ];
  });
  return {
    title: t('psychometrics.questionnaire.title'),
    body: (
      <AppLayout context={context} viewer={frame.viewer} navigation={frame.navigation}>
        <PageColumn size="3" gap="5">
          <PageIntro
            heading={t('psychometrics.questionnaire.heading')}
            lead={t('psychometrics.questionnaire.lead')}
            size="7"
            leadSize="3"
            muted={false}
          >
            <Text as="p" size="2" color="gray">
              {t('psychometrics.questionnaire.saved')}
            </Text>
          </PageIntro>
          <ProgressBar
            label={t('psychometrics.questionnaire.progressLabel')}
            value={answeredCount(state.form, state.answers)}
            max={total}
            valueText={t('psychometrics.questionnaire.progressValue', {
              page: state.page,
              pages,
              answered: answeredCount(state.form, state.answers),
              total,
            })}
          />
          {state.incompleteElsewhere ? (
            <Callout.Root color="amber" role="status">
              <Callout.Text>{t('psychometrics.questionnaire.incompleteElsewhere')}</Callout.Text>
            </Callout.Root>
          ) : null}
          <FormErrors t={t} errors={errorItems} />
          <form method="post" action={frame.action}>
            <CsrfField token={context.csrfToken} />
            <input type="hidden" name="page" value={state.page} />
            <Card size="3">
              <Flex direction="column" gap="5">
                <Heading as="h2" size="4">
                  {t('psychometrics.questionnaire.pageHeading', { first, last })}
                </Heading>
                {items.map((key) => {
                  const error = errors[key];
                  const answer = state.answers[key];
                  return (
                    <RatingScale
                      key={key}
                      name={key}
                      legend={t('psychometrics.questionnaire.statement', {
                        number: FORMS[state.form].indexOf(key) + 1,
                        text: ITEM_DEFINITIONS[key].text[language],
                      })}
                      labels={SCALE_LABELS[language]}
                      required
                      defaultValue={answer}
                      error={error ? t(ERROR_MESSAGES[error]) : undefined}
                    />
                  );
                })}
              </Flex>
            </Card>
            {/*
             * The main button comes first in the page: pressing Enter in a form submits with the
             * first button, which must save and go on, not go back. It is drawn on the right.
             */}
            <Flex direction="row-reverse" justify="between" gap="3" mt="5" wrap="wrap">
              <Button type="submit" name="action" value={isLast ? 'submit' : 'next'} size="3">
                {t(
                  isLast
                    ? 'psychometrics.questionnaire.submit'
                    : 'psychometrics.questionnaire.next',
                )}
              </Button>
              {state.page > 1 ? (
                // Going back saves what is filled in but does not insist on the rest.
                <Button
                  type="submit"
                  name="action"
                  value="previous"
                  variant="soft"
                  size="3"
                  formNoValidate
                >
                  {t('psychometrics.questionnaire.previous')}
                </Button>
              ) : null}
            </Flex>
          </form>
        </PageColumn>
      </AppLayout>
    ),
  };
};

export type QuestionnaireResult = {
  scores: FactorVector;
  descriptors: readonly DescriptorKey[];
  profileNumber: number;
  lambdaVersion: number;
  /** The user's next page: their next onboarding step, or their home. */
  continueHref: string;
};

/** The completed test: the four trait bars and the descriptors, then on to the next step. */
export const questionnaireResultPage = (
  context: PageContext,
  frame: Omit<QuestionnaireFrame, 'action'>,
  result: QuestionnaireResult,
): PageRender => {
  const { t } = context;
  return {
    title: t('psychometrics.result.title'),
    body: (
      <AppLayout context={context} viewer={frame.viewer} navigation={frame.navigation}>
        <PageColumn size="3" gap="5">
          <PageIntro
            eyebrow={t('psychometrics.result.profileNumber', { number: result.profileNumber })}
            heading={t('psychometrics.result.heading')}
            lead={t('psychometrics.result.lead')}
            size="7"
            leadSize="3"
            muted={false}
          />
          <Card size="3">
            <ProfileSummary t={t} scores={result.scores} descriptors={result.descriptors} />
          </Card>
          <Text as="p" size="1" color="gray">
            {t('psychometrics.result.normsVersion', { version: result.lambdaVersion })}
          </Text>
          <Flex>
            <Button asChild size="3">
              <a href={result.continueHref}>{t('psychometrics.result.continue')}</a>
            </Button>
          </Flex>
        </PageColumn>
      </AppLayout>
    ),
  };
};
