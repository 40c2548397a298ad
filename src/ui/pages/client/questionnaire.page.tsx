import { Button, Card, Container, Flex, Heading, Text } from '@radix-ui/themes';
import {
  ANNUAL_KM_BANDS,
  BUDGET_FREQUENCIES,
  CHANGE_REASONS,
  COLOURS,
  DRIVING_STYLES,
  EXPERIENCE_IMPROVEMENTS,
  EXTERIOR_OPTIONS,
  INTERIOR_OPTIONS,
  PASSENGER_COUNTS,
  PAYMENT_FREQUENCIES,
  PRIORITIES,
  QUESTIONNAIRE_PARTS,
  SELLER_QUALITIES,
  USAGES,
  type QuestionnairePart,
} from '#domain/client-flow/index.ts';
import {
  CLIENT_FORM,
  ITEM_DEFINITIONS,
  SCALE_LABELS,
  type AnswerValue,
} from '#domain/psychometrics/index.ts';
import { ChooseAtMost } from '#ui/components/choose-at-most.tsx';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { FormErrors } from '#ui/components/form-errors.tsx';
import { fieldIdOf, FormField } from '#ui/components/form-field.tsx';
import { ProgressBar } from '#ui/components/progress-bar.tsx';
import { RatingScale } from '#ui/components/rating-scale.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { MessageKey, Translate } from '#ui/i18n/translator.ts';
import { KioskLayout } from '#ui/layouts/kiosk-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { ChoiceField } from './choice-field.tsx';
import { kioskPaths, type FieldErrorView, type KioskFrame } from './kiosk-view.ts';
import { QuestionnaireIsland } from './questionnaire.islands.ts';
import { PERSONALITY_FIELD } from './questionnaire-form.ts';

export type QuestionnairePartView = {
  clientId: string;
  part: QuestionnairePart;
  /** What to show: the saved answers, or those just posted when they were refused. */
  answers: Readonly<Record<string, unknown>>;
  personality: Readonly<Record<string, unknown>>;
  errors: readonly FieldErrorView[];
  manufacturers: readonly string[];
  cars: readonly { id: string; label: string }[];
};

type Values = Readonly<Record<string, unknown>>;

const text = (value: unknown) =>
  value === undefined || value === null ? undefined : String(value);
const yesNo = (value: unknown) => (value === true ? ['yes'] : value === false ? ['no'] : []);
const list = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : value === undefined || value === null
      ? []
      : [String(value)];
const sub = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

const optionsOf = (t: Translate, values: readonly string[], prefix: string) =>
  values.map((value) => ({ value, label: t(`${prefix}.${value}` as MessageKey) }));

const QUESTION = (key: string) => `kiosk.questionnaire.questions.${key}` as MessageKey;

/** Part 1: the current car (make from the catalogue's list, model, year, mileage) and valuation. */
const CurrentCar = ({ t, answers, view, error }: PartProps) => {
  const car = answers.currentCar;
  const make = text(sub(car, 'manufacturer'));
  const makes =
    make && !view.manufacturers.includes(make) ? [...view.manufacturers, make] : view.manufacturers;
  return (
    <>
      <ChoiceField
        name="hasCar"
        legend={t(QUESTION('hasCar'))}
        options={yesNoOptions(t)}
        defaultValues={yesNo(answers.hasCar)}
        error={error('hasCar')}
      />
      <Card size="3" className="kiosk-subform">
        <Flex direction="column" gap="4">
          <FormField
            as="select"
            name="manufacturer"
            label={t(QUESTION('manufacturer'))}
            placeholder={t(QUESTION('manufacturerPlaceholder'))}
            options={makes.map((name) => ({ value: name, label: name }))}
            defaultValue={make}
            error={error('manufacturer')}
          />
          <FormField
            name="model"
            label={t(QUESTION('model'))}
            defaultValue={text(sub(car, 'model'))}
            error={error('model')}
          />
          <Flex gap="4" wrap="wrap" className="kiosk-pair">
            <FormField
              name="year"
              type="number"
              inputMode="numeric"
              label={t(QUESTION('year'))}
              defaultValue={text(sub(car, 'year'))}
              error={error('year')}
            />
            <FormField
              name="mileage"
              type="number"
              inputMode="numeric"
              label={t(QUESTION('mileage'))}
              defaultValue={text(sub(car, 'mileage'))}
              error={error('mileage')}
            />
          </Flex>
          <ChoiceField
            name="wantsValuation"
            legend={t(QUESTION('wantsValuation'))}
            options={yesNoOptions(t)}
            defaultValues={yesNo(answers.wantsValuation)}
            error={error('wantsValuation')}
          />
        </Flex>
      </Card>
    </>
  );
};

const yesNoOptions = (t: Translate) => [
  { value: 'yes', label: t('clients.options.yes') },
  { value: 'no', label: t('clients.options.no') },
];

type PartProps = {
  t: Translate;
  answers: Values;
  view: QuestionnairePartView;
  error: (field: string) => string | undefined;
};

const Payment = ({ t, answers, error }: PartProps) => (
  <>
    <ChoiceField
      name="paymentFrequency"
      legend={t(QUESTION('paymentFrequency'))}
      options={optionsOf(t, PAYMENT_FREQUENCIES, 'clients.options.paymentFrequency')}
      defaultValues={list(answers.paymentFrequency)}
      error={error('paymentFrequency')}
    />
    <FormField
      name="paymentAmount"
      type="number"
      inputMode="numeric"
      label={t(QUESTION('paymentAmount'))}
      defaultValue={text(answers.paymentAmount)}
      error={error('paymentAmount')}
    />
    <ChoiceField
      name="budgetFrequency"
      legend={t(QUESTION('budgetFrequency'))}
      options={optionsOf(t, BUDGET_FREQUENCIES, 'clients.options.budgetFrequency')}
      defaultValues={list(sub(answers.budget, 'frequency'))}
      error={error('budgetFrequency')}
    />
    <FormField
      name="budgetAmount"
      type="number"
      inputMode="numeric"
      label={t(QUESTION('budgetAmount'))}
      defaultValue={text(sub(answers.budget, 'amount'))}
      error={error('budgetAmount')}
    />
  </>
);

const Driving = ({ t, answers, error }: PartProps) => (
  <>
    <ChoiceField
      name="drivingStyle"
      legend={t(QUESTION('drivingStyle'))}
      options={optionsOf(t, DRIVING_STYLES, 'clients.options.drivingStyle')}
      defaultValues={list(answers.drivingStyle)}
      error={error('drivingStyle')}
    />
    <ChoiceField
      name="passengers"
      legend={t(QUESTION('passengers'))}
      options={optionsOf(t, PASSENGER_COUNTS, 'clients.options.passengers')}
      defaultValues={list(answers.passengers)}
      error={error('passengers')}
    />
    <ChoiceField
      name="annualKilometres"
      legend={t(QUESTION('annualKilometres'))}
      options={optionsOf(t, ANNUAL_KM_BANDS, 'clients.options.annualKilometres')}
      defaultValues={list(answers.annualKilometres)}
      error={error('annualKilometres')}
    />
    <ChoiceField
      name="usage"
      legend={t(QUESTION('usage'))}
      options={optionsOf(t, USAGES, 'clients.options.usage')}
      defaultValues={list(answers.usage)}
      error={error('usage')}
    />
  </>
);

const Preferences = ({ t, answers, view, error }: PartProps) => {
  const any = t('kiosk.questionnaire.chooseAny');
  const many = (name: string, values: readonly string[]) => (
    <ChoiceField
      name={name}
      legend={t(QUESTION(name))}
      hint={any}
      multiple
      options={optionsOf(t, values, `clients.options.${name}`)}
      defaultValues={list(answers[name])}
      error={error(name)}
    />
  );
  const atMost3 = (name: string, options: { value: string; label: string }[]) => (
    <ChooseAtMost
      t={t}
      name={name}
      legend={t(QUESTION(name))}
      options={options}
      defaultValues={list(answers[name])}
      error={error(name)}
    />
  );
  return (
    <>
      <ChoiceField
        name="colour"
        legend={t(QUESTION('colour'))}
        options={optionsOf(t, COLOURS, 'clients.options.colour')}
        defaultValues={list(answers.colour)}
        error={error('colour')}
      />
      {many('priorities', PRIORITIES)}
      {atMost3(
        'interiorOptions',
        optionsOf(t, INTERIOR_OPTIONS, 'clients.options.interiorOptions'),
      )}
      {atMost3(
        'exteriorOptions',
        optionsOf(t, EXTERIOR_OPTIONS, 'clients.options.exteriorOptions'),
      )}
      {many('reasonsForChange', CHANGE_REASONS)}
      {atMost3(
        'sellerQualities',
        SELLER_QUALITIES.map((value) => ({
          value,
          label: t(`psychometrics.descriptors.${value}.label`),
        })),
      )}
      {many('experienceImprovements', EXPERIENCE_IMPROVEMENTS)}
      <ChoiceField
        name="wantsTestDrive"
        legend={t(QUESTION('wantsTestDrive'))}
        options={yesNoOptions(t)}
        defaultValues={yesNo(answers.wantsTestDrive)}
        error={error('wantsTestDrive')}
      />
      {view.cars.length > 0 ? (
        <ChoiceField
          name="modelsOfInterest"
          legend={t(QUESTION('modelsOfInterest'))}
          hint={any}
          multiple
          options={view.cars.map((car) => ({ value: car.id, label: car.label }))}
          defaultValues={list(answers.modelsOfInterest)}
          error={error('modelsOfInterest')}
        />
      ) : (
        <Text as="p" color="gray">
          {t(QUESTION('noModels'))}
        </Text>
      )}
    </>
  );
};

const Personality = ({ t, context, view, error }: PartProps & { context: PageContext }) => {
  const labels = SCALE_LABELS[context.language];
  return (
    <section aria-labelledby="kiosk-personality" className="kiosk-personality">
      <Heading as="h2" size="6" mb="2" id="kiosk-personality">
        {t('kiosk.questionnaire.personalityHeading')}
      </Heading>
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
    </section>
  );
};

const PARTS = { 1: CurrentCar, 2: Payment, 3: Driving, 4: Preferences } as const;

/** The question a form field asks, to name it in the error summary. */
const labelOf = (t: Translate, context: PageContext, field: string) => {
  const statement = CLIENT_FORM.find((key) => PERSONALITY_FIELD(key) === field);
  return statement ? ITEM_DEFINITIONS[statement].text[context.language] : t(QUESTION(field));
};

/** The addresses of a family's questionnaire: each part, and the page before part 1. */
export type QuestionnairePaths = { part: (part: number) => string; start: string };

const FORM_ID = 'questionnaire-part';

/** A part's title, for the page's title. */
export const questionnairePartTitle = (t: Translate, part: QuestionnairePart) =>
  `${t('kiosk.questionnaire.title')} · ${t(`kiosk.questionnaire.parts.${part}`)}`;

/**
 * One part of the buyer's questionnaire: a plain form that posts to itself; the server saves the
 * answers and redirects to the next part, or renders the part again with the problems next to their
 * questions. Part 4 ends with the personality part. The same form serves the kiosk
 * (/client/questionnaire/{id}/part-N) and an advisor filling it in for a buyer on their own device
 * (/seller/client-questionnaire/{id}/part-N); only the page around it differs. Once its script
 * runs, what is typed is kept as a draft, so a reload loses nothing.
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
  // The part posts to itself; "previous" leads to the part before (or the start); drafts go to the
  // questionnaire call.
  const links = {
    action: paths.part(view.part),
    previous: view.part === 1 ? paths.start : paths.part(view.part - 1),
    draftUrl: `/api/clients/${view.clientId}/questionnaire`,
  };
  const error = (field: string) => view.errors.find((item) => item.field === field)?.message;
  const Part = PARTS[view.part];
  const last = view.part === QUESTIONNAIRE_PARTS.length;
  const parts = QUESTIONNAIRE_PARTS.length;
  return (
    <Flex direction="column" gap="6">
      <ProgressBar
        label={t('kiosk.questionnaire.title')}
        value={view.part}
        max={parts}
        valueText={t('kiosk.questionnaire.progressValue', { part: view.part, parts })}
      />
      <Heading as="h1" size="8">
        {t(`kiosk.questionnaire.parts.${view.part}`)}
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
          <Part t={t} answers={view.answers} view={view} error={error} />
          {last ? (
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
          url: links.draftUrl,
          csrfToken: context.csrfToken,
          part: view.part,
          formId: FORM_ID,
          delayMs: 800,
        }}
      />
    </Flex>
  );
};

/** The kiosk's questionnaire part (/client/questionnaire/{id}/part-1..4). */
export const questionnairePage = (
  context: PageContext,
  frame: KioskFrame,
  view: QuestionnairePartView,
): PageRender => {
  const paths = kioskPaths(view.clientId);
  return {
    title: questionnairePartTitle(context.t, view.part),
    family: 'client',
    body: (
      <KioskLayout context={context} {...frame}>
        <Container size="3" px="5" py="6">
          <Flex direction="column" gap="6">
            <QuestionnairePartForm
              context={context}
              view={view}
              paths={{ part: paths.part, start: paths.home }}
            />
            <CancelVisit context={context} clientId={view.clientId} />
          </Flex>
        </Container>
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
