import { Button, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import {
  isLastStep,
  previousStep,
  progressOf,
  QUESTIONNAIRE_PARTS,
  type QuestionnaireStep,
} from '#domain/client-flow/index.ts';
import {
  CLIENT_FORM,
  ITEM_DEFINITIONS,
  SCALE_LABELS,
  type AnswerValue,
} from '#domain/psychometrics/index.ts';
import { LabelledSection } from '#ui/components/labelled-section.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { FormErrors } from '#ui/components/form-errors.tsx';
import { fieldIdOf } from '#ui/components/form-field.tsx';
import { ProgressBar } from '#ui/components/progress-bar.tsx';
import { RatingScale } from '#ui/components/rating-scale.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { Translate } from '#ui/i18n/translator.ts';
import { KioskLayout } from '#ui/layouts/kiosk-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { kioskPaths, type KioskFrame } from './kiosk-view.ts';
import { QuestionnaireIsland } from './questionnaire.islands.ts';
import { PERSONALITY_FIELD } from './questionnaire-form.ts';
import {
  QUESTION,
  STEP_FORMS,
  type PartProps,
  type QuestionnairePartView,
} from './questionnaire-parts.tsx';

const Personality = ({ t, context, view, error }: PartProps & { context: PageContext }) => {
  const labels = SCALE_LABELS[context.language];
  return (
    <LabelledSection
      id="kiosk-personality"
      heading={t('kiosk.questionnaire.personalityHeading')}
      mb="2"
      className="kiosk-personality"
    >
      <Text as="p" size="3" color="gray" mb="4">
        {t('kiosk.questionnaire.personalityLead')}
      </Text>
      <Flex direction="column" gap="5">
        {CLIENT_FORM.map((key, index) => {
          const saved = Number(view.personality[key]);
          return (
            <RatingScale
              key={key}
              name={PERSONALITY_FIELD(key)}
              legend={`${index + 1}. ${ITEM_DEFINITIONS[key].text[context.language]}`}
              labels={[labels[0], labels[1], labels[2], labels[3], labels[4]]}
              defaultValue={saved >= 1 && saved <= 5 ? (saved as AnswerValue) : undefined}
              error={error(PERSONALITY_FIELD(key))}
            />
          );
        })}
      </Flex>
    </LabelledSection>
  );
};

/** The question a form field asks, to name it in the error summary. */
const labelOf = (t: Translate, context: PageContext, field: string) => {
  const statement = CLIENT_FORM.find((key) => PERSONALITY_FIELD(key) === field);
  return statement ? ITEM_DEFINITIONS[statement].text[context.language] : t(QUESTION(field));
};

/** The addresses of a family's questionnaire: each step, and the page before part 1. */
export type QuestionnairePaths = { step: (step: QuestionnaireStep) => string; start: string };

const FORM_ID = 'questionnaire-part';

/** A step's title, for the page's title: its part's, with the step when the part has several. */
export const questionnairePartTitle = (t: Translate, step: QuestionnaireStep) => {
  const part = t(`kiosk.questionnaire.parts.${step.part}`);
  const named =
    step.of > 1 ? t('kioskSteps.title', { part, step: step.number, steps: step.of }) : part;
  return `${t('kiosk.questionnaire.title')} · ${named}`;
};

/**
 * One step of the buyer's questionnaire: a plain form that posts to itself; the server saves the
 * answers and redirects to the next step, or renders the step again with all its problems next to
 * their questions. Parts 1 to 3 are a step each; part 4 is three (preferences, test drive and
 * models, the personality statements; decision 099). The same form serves the kiosk
 * (/client/questionnaire/{id}/part-N[/step]) and an advisor filling it in for a buyer on their own
 * device (/seller/client-questionnaire/{id}/part-N[/step]); only the page around it differs. Once
 * its script runs, what is typed is kept as a draft, so a reload loses nothing.
 */
export const QuestionnairePartForm = ({
  context,
  view,
  paths,
}: {
  context: PageContext;
  view: QuestionnairePartView;
  paths: QuestionnairePaths;
}) => {
  const { t } = context;
  const { step } = view;
  // The step posts to itself; "previous" leads to the step before (or the start).
  const before = previousStep(step);
  const links = { action: paths.step(step), previous: before ? paths.step(before) : paths.start };
  const error = (field: string) => view.errors.find((item) => item.field === field)?.message;
  const Part = STEP_FORMS[`${step.part}.${step.name}`];
  const last = isLastStep(step);
  const parts = QUESTIONNAIRE_PARTS.length;
  const progress = { part: step.part, parts, step: step.number, steps: step.of };
  return (
    <Flex direction="column" gap="6">
      <ProgressBar
        label={t('kiosk.questionnaire.title')}
        value={progressOf(step)}
        max={parts}
        valueText={
          step.of > 1
            ? t('kioskSteps.progressValue', progress)
            : t('kiosk.questionnaire.progressValue', progress)
        }
      />
      <Heading as="h1" size="8">
        {t(`kiosk.questionnaire.parts.${step.part}`)}
      </Heading>
      <FormErrors
        t={t}
        errors={view.errors.map((item) => ({
          message: item.message,
          fieldId: fieldIdOf(item.field),
          label: labelOf(t, context, item.field),
        }))}
      />
      <form id={FORM_ID} method="post" action={links.action} noValidate>
        <CsrfField token={context.csrfToken} />
        <Flex direction="column" gap="6">
          {Part ? <Part t={t} answers={view.answers} view={view} error={error} /> : null}
          {step.statements ? (
            <Personality t={t} context={context} answers={view.answers} view={view} error={error} />
          ) : null}
          <Text as="p" size="2" color="gray">
            {t('kiosk.questionnaire.saved')}
          </Text>
          <Flex justify="between" gap="3" wrap="wrap">
            <Button asChild size="4" variant="soft">
              <a href={links.previous}>{t('kiosk.questionnaire.previous')}</a>
            </Button>
            <Button type="submit" size="4">
              {last ? t('kiosk.questionnaire.finish') : t('kiosk.questionnaire.next')}
            </Button>
          </Flex>
        </Flex>
      </form>
      <QuestionnaireIsland
        name="questionnaire-draft"
        props={{
          clientId: view.clientId,
          csrfToken: context.csrfToken,
          part: step.part,
          fields: step.fields,
          formId: FORM_ID,
          delayMs: 800,
        }}
      />
    </Flex>
  );
};

/** The kiosk's questionnaire step (/client/questionnaire/{id}/part-1..4[/step]). */
export const questionnairePage = (
  context: PageContext,
  frame: KioskFrame,
  view: QuestionnairePartView,
): PageRender => {
  const paths = kioskPaths(view.clientId);
  return {
    title: questionnairePartTitle(context.t, view.step),
    family: 'client',
    body: (
      <KioskLayout context={context} {...frame}>
        <PageColumn size="3" px="5" gap="6">
          <QuestionnairePartForm
            context={context}
            view={view}
            paths={{ step: paths.step, start: paths.home }}
          />
          <CancelVisit context={context} clientId={view.clientId} />
        </PageColumn>
      </KioskLayout>
    ),
  };
};

/** The kiosk reset: cancels the visit in progress and starts over. */
export const CancelVisit = ({ context, clientId }: { context: PageContext; clientId: string }) => (
  <form method="post" action="/client/reset" className="kiosk-cancel">
    <CsrfField token={context.csrfToken} />
    <input type="hidden" name="clientId" value={clientId} />
    <Button type="submit" size="3" variant="ghost" color="gray">
      {context.t('kiosk.questionnaire.cancel')}
    </Button>
  </form>
);
