/** The client record's answers section: each kiosk question with its answer in words. */
import { DataList } from '@radix-ui/themes';
import { LabelledSection } from '#ui/components/labelled-section.tsx';
import { formatDollars, formatNumber } from '#domain/locale/format.ts';
import type { Language } from '#domain/locale/language.ts';
import type { MessageKey, Translate } from '#ui/i18n/translator.ts';
import type { ClientRecordView } from './client-record-view.ts';

const QUESTION_ORDER = [
  'hasCar',
  'currentCar',
  'wantsValuation',
  'paymentFrequency',
  'paymentAmount',
  'budget',
  'drivingStyle',
  'passengers',
  'annualKilometres',
  'usage',
  'colour',
  'priorities',
  'interiorOptions',
  'exteriorOptions',
  'reasonsForChange',
  'sellerQualities',
  'experienceImprovements',
  'wantsTestDrive',
  'modelsOfInterest',
] as const;

/** The question each answer replies to, as the buyer read it on the kiosk. */
const questionOf = (t: Translate, field: string) =>
  field === 'currentCar'
    ? `${t('kiosk.questionnaire.questions.manufacturer')} · ${t('kiosk.questionnaire.questions.model')}`
    : field === 'budget'
      ? t('kiosk.questionnaire.questions.budgetAmount')
      : t(`kiosk.questionnaire.questions.${field}` as MessageKey);

/** One answer in words: options by their labels, cars by their names. */
const answerOf = (
  t: Translate,
  language: Language,
  field: string,
  value: unknown,
  carNames: Readonly<Record<string, string>>,
): string => {
  if (value === undefined || value === null) return t('seller.record.notAnswered');
  if (typeof value === 'boolean') return value ? t('clients.options.yes') : t('clients.options.no');
  const option = (prefix: string, key: unknown) => t(`${prefix}.${String(key)}` as MessageKey);
  switch (field) {
    case 'currentCar': {
      const car = value as { manufacturer: string; model: string; year: number; mileage: number };
      return `${car.manufacturer} ${car.model} ${car.year}, ${formatNumber(car.mileage, language)} km`;
    }
    case 'budget': {
      const budget = value as { frequency: string; amount: number };
      return `${formatDollars(budget.amount, language)} · ${option('clients.options.budgetFrequency', budget.frequency)}`;
    }
    case 'paymentAmount':
      return typeof value === 'number' ? formatDollars(value, language) : String(value);
    case 'modelsOfInterest':
    case 'sellerQualities': {
      const list = value as string[];
      if (list.length === 0) return t('seller.record.none');
      return list
        .map((key) =>
          field === 'modelsOfInterest'
            ? (carNames[key] ?? key)
            : t(`psychometrics.descriptors.${key}.label` as MessageKey),
        )
        .join(', ');
    }
    default:
      if (Array.isArray(value)) {
        return value.length === 0
          ? t('seller.record.none')
          : value.map((key) => option(`clients.options.${field}`, key)).join(', ');
      }
      return option(`clients.options.${field}`, value);
  }
};

/** The questionnaire's answers, in the kiosk's order. */
export const RecordAnswers = ({
  t,
  language,
  view,
}: {
  t: Translate;
  language: Language;
  view: ClientRecordView;
}) => {
  const { client } = view;
  return (
    <LabelledSection id="answers-heading" heading={t('seller.record.answersHeading')}>
      <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
        {QUESTION_ORDER.filter(
          (field) => client.answers[field] !== undefined || field === 'hasCar',
        ).map((field) => (
          <DataList.Item key={field}>
            <DataList.Label minWidth="16rem">{questionOf(t, field)}</DataList.Label>
            <DataList.Value>
              {answerOf(t, language, field, client.answers[field], view.carNames)}
            </DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
    </LabelledSection>
  );
};
