/**
 * The kiosk questionnaire's forms of questions, by step: current car, payment, driving, and part 4's
 * preferences then test drive and models (its statements are the page's own, decision 099).
 */
import { Card, Flex, Text } from '#ui/components/primitives.tsx';
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
  SELLER_QUALITIES,
  USAGES,
  type QuestionnaireStep,
} from '#domain/client-flow/index.ts';
import { ChooseAtMost } from '#ui/components/choose-at-most.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import type { MessageKey, Translate } from '#ui/i18n/translator.ts';
import { ChoiceField } from './choice-field.tsx';
import type { FieldErrorView } from './kiosk-view.ts';

export type QuestionnairePartView = {
  clientId: string;
  /** The step shown: its part, and where it is among the part's steps. */
  step: QuestionnaireStep;
  /** What to show: the saved answers, or those just posted when they were refused. */
  answers: Readonly<Record<string, unknown>>;
  personality: Readonly<Record<string, unknown>>;
  errors: readonly FieldErrorView[];
  manufacturers: readonly string[];
  /** `image`: the grey picture's address, when the car has its file. */
  cars: readonly { id: string; label: string; image: string | null }[];
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

export const QUESTION = (key: string) => `kiosk.questionnaire.questions.${key}` as MessageKey;

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

export type PartProps = {
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

const Preferences = ({ t, answers, error }: PartProps) => {
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
    </>
  );
};

/** Part 4's second step: the test drive, and the dealership's current models to pick from. */
const Models = ({ t, answers, view, error }: PartProps) => (
  <>
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
        hint={t('kiosk.questionnaire.chooseAny')}
        multiple
        options={view.cars.map((car) => ({ value: car.id, label: car.label, image: car.image }))}
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

/** The questions of each step but the statements (the page draws them), by part and step. */
export const STEP_FORMS: Readonly<
  Record<string, ((props: PartProps) => React.JSX.Element) | undefined>
> = {
  '1.main': CurrentCar,
  '2.main': Payment,
  '3.main': Driving,
  '4.preferences': Preferences,
  '4.models': Models,
};
