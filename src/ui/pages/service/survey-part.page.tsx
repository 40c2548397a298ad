import { Button, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import { SCALE_LABELS } from '#domain/psychometrics/index.ts';
import {
  IMPROVEMENTS,
  IMPROVEMENTS_MAX,
  SURVEY_COMMENT_MAX,
  UNKNOWN_ADVISOR,
} from '#domain/surveys/survey.ts';
import { ChooseAtMost } from '#ui/components/choose-at-most.tsx';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { fieldErrorItems, FormErrors } from '#ui/components/form-errors.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import { RatingScale, type Rating } from '#ui/components/rating-scale.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { KioskScreen } from '#ui/pages/client/kiosk-screen.tsx';
import type { KioskFrame } from '#ui/pages/client/kiosk-view.ts';
import { SurveyIsland } from './survey.islands.ts';

type Part1Field = 'sellerId' | 'saleSatisfaction' | 'advisorSatisfaction';
type Part2Field = 'recommend' | 'improvements' | 'comment';

export type SurveyPartView =
  | {
      part: 1;
      advisors: readonly { id: string; name: string }[];
      values: Partial<Record<Part1Field, string>>;
      errors: Partial<Record<Part1Field, string>>;
    }
  | {
      part: 2;
      /** Part 1's answers, carried by hidden fields (the server keeps nothing between parts). */
      part1: Record<Part1Field, string>;
      values: { recommend?: string; improvements: readonly string[]; comment?: string };
      errors: Partial<Record<Part2Field, string>>;
    };

const FORM_ID = 'survey-part';
const PATH = (part: 1 | 2) => `/service/questionnaire/part-${part}`;
const rating = (value: string | undefined) => {
  const n = Number(value);
  return n >= 1 && n <= 5 && Number.isInteger(n) ? (n as Rating) : undefined;
};

/** Part 1 (the visit) or part 2 (the opinion) of the after-sales survey (docs/decisions/072). */
export const surveyPartPage = (
  context: PageContext,
  frame: KioskFrame,
  view: SurveyPartView,
): PageRender => {
  const { t, language } = context;
  const labels = SCALE_LABELS[language];
  const scale = (
    name: 'saleSatisfaction' | 'advisorSatisfaction' | 'recommend',
    value?: string,
  ) => (
    <RatingScale
      name={name}
      legend={t(`surveys.questions.${name}`)}
      labels={labels}
      defaultValue={rating(value)}
      error={view.errors[name as keyof typeof view.errors]}
      required
    />
  );
  const questionLabels = {
    sellerId: t('surveys.questions.sellerId'),
    saleSatisfaction: t('surveys.questions.saleSatisfaction'),
    advisorSatisfaction: t('surveys.questions.advisorSatisfaction'),
    recommend: t('surveys.questions.recommend'),
    improvements: t('surveys.questions.improvements'),
    comment: t('surveys.questions.comment'),
  };
  return {
    title: t('navigation.pages.surveyPart', { part: view.part }),
    family: 'client',
    body: (
      <KioskScreen context={context} frame={frame}>
        <Flex direction="column" gap="2">
          <Text size="3" color="gray">
            {t('surveys.part.progress', { part: view.part })}
          </Text>
          <Heading as="h1" size="8">
            {view.part === 1 ? t('surveys.part.heading1') : t('surveys.part.heading2')}
          </Heading>
        </Flex>
        <form method="post" action={PATH(view.part)} id={FORM_ID} noValidate>
          <CsrfField token={context.csrfToken} />
          <Flex direction="column" gap="6">
            <FormErrors t={t} errors={fieldErrorItems(questionLabels, view.errors)} />
            {view.part === 1 ? (
              <>
                <FormField
                  as="select"
                  name="sellerId"
                  label={questionLabels.sellerId}
                  placeholder={t('surveys.questions.sellerPlaceholder')}
                  options={[
                    ...view.advisors.map((a) => ({ value: a.id, label: a.name })),
                    { value: UNKNOWN_ADVISOR, label: t('surveys.questions.unknownAdvisor') },
                  ]}
                  defaultValue={view.values.sellerId ?? ''}
                  error={view.errors.sellerId}
                  required
                />
                {scale('saleSatisfaction', view.values.saleSatisfaction)}
                {scale('advisorSatisfaction', view.values.advisorSatisfaction)}
              </>
            ) : (
              <>
                {Object.entries(view.part1).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                {scale('recommend', view.values.recommend)}
                <ChooseAtMost
                  t={t}
                  name="improvements"
                  legend={questionLabels.improvements}
                  options={IMPROVEMENTS.map((value) => ({
                    value,
                    label: t(`surveys.improvements.${value}`),
                  }))}
                  max={IMPROVEMENTS_MAX}
                  defaultValues={view.values.improvements}
                  error={view.errors.improvements}
                />
                <FormField
                  as="textarea"
                  name="comment"
                  label={questionLabels.comment}
                  hint={t('surveys.questions.commentHint', { max: SURVEY_COMMENT_MAX })}
                  rows={4}
                  defaultValue={view.values.comment ?? ''}
                  error={view.errors.comment}
                />
              </>
            )}
            <Flex gap="3" justify="between" wrap="wrap">
              {view.part === 2 ? (
                <Button asChild size="4" variant="soft">
                  <a href={`${PATH(1)}?${new URLSearchParams(view.part1).toString()}`}>
                    {t('surveys.part.back')}
                  </a>
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" size="4">
                {view.part === 1 ? t('surveys.part.next') : t('surveys.part.send')}
              </Button>
            </Flex>
          </Flex>
        </form>
        <SurveyIsland
          name="survey-kiosk"
          props={{
            language,
            draft: {
              key: view.part === 1 ? 'service:survey-1' : 'service:survey-2',
              formId: FORM_ID,
            },
          }}
        />
      </KioskScreen>
    ),
  };
};
