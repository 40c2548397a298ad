import {
  Button,
  Callout,
  Card,
  Container,
  DataList,
  Flex,
  Heading,
  Link,
  Text,
} from '@radix-ui/themes';
import type { ClientStatus, RelationshipOutcome } from '#domain/client-flow/index.ts';
import type { BehaviourKey, DescriptorKey, FactorVector } from '#domain/psychometrics/index.ts';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { Icon } from '#ui/components/icons.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { MessageKey, Translate } from '#ui/i18n/translator.ts';
import { ClientRecordHeading, StatusTimeline } from '#ui/pages/shared/client-status.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { ProfileSummary } from '#ui/pages/psychometrics/profile-summary.tsx';
import { EndRelationshipForm } from './end-relationship-form.tsx';
import { ExpiredSaleActions } from './expired-sale.tsx';
import { Presence, type StaffFrame } from './seller-frame.tsx';
import { clientLabel, formatDateTime, type ClientSummary } from './seller-view.ts';

export type ClientRecordView = {
  sellerId: string;
  timeZone: string;
  client: ClientSummary & {
    language: 'fr' | 'en';
    answers: Readonly<Record<string, unknown>>;
    feedback: { outcome: RelationshipOutcome; comment: string } | null;
  };
  profile: {
    scores: FactorVector;
    profileNumber: number;
    descriptors: readonly DescriptorKey[];
    tips: { do: readonly BehaviourKey[]; avoid: readonly BehaviourKey[] };
  } | null;
  history: readonly {
    to: ClientStatus;
    at: string;
    actor: string;
  }[];
  /** Car names by id (models of interest, viewed, sold) and the models the dialog offers. */
  carNames: Readonly<Record<string, string>>;
  cars: readonly { id: string; label: string }[];
  /**
   * `record`: the whole record; `expired`: the advisor's sale whose hold is over, shown only with
   * its way out (end it or resume it) until it is resumed.
   */
  access: 'record' | 'expired';
  /** What this advisor may do now. */
  can: {
    accept: boolean;
    /** The visit the advisor filled in themself is finished: take the client. */
    take: boolean;
    extraTime: boolean;
    end: boolean;
  };
  error?: string;
  flash?: Flash;
};

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
      return `${car.manufacturer} ${car.model} ${car.year}, ${car.mileage} km`;
    }
    case 'budget': {
      const budget = value as { frequency: string; amount: number };
      return `${budget.amount} $ · ${option('clients.options.budgetFrequency', budget.frequency)}`;
    }
    case 'paymentAmount':
      return `${String(value)} $`;
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

/** The end-relationship dialog: a disclosure holding the end questionnaire (works without JavaScript). */
const EndRelationship = ({ context, view }: { context: PageContext; view: ClientRecordView }) => {
  const { t } = context;
  return (
    <details className="confirm-disclosure end-relationship" id="end">
      <Button asChild size="3">
        <summary>
          <span className="when-closed">{t('seller.end.trigger')}</span>
          <span className="when-open">{t('seller.end.cancel')}</span>
        </summary>
      </Button>
      <Card size="3" className="confirm-panel" role="group" aria-labelledby="end-heading">
        <Flex direction="column" gap="4">
          <Heading as="h2" size="5" id="end-heading">
            {t('seller.end.heading')}
          </Heading>
          <EndRelationshipForm context={context} clientId={view.client.id} cars={view.cars} />
        </Flex>
      </Card>
    </details>
  );
};

/** The spec's access message (docs/spec/product-spec.md section 8), as an alert. */
const AccessMessage = ({ context, heading }: { context: PageContext; heading?: string }) => (
  <Callout.Root color="red" highContrast size="3" role="alert" data-access-denied="">
    <Callout.Icon>
      <Icon name="alert" />
    </Callout.Icon>
    <Flex direction="column" gap="1">
      {heading ? (
        <Text as="p" weight="bold" size="4">
          {heading}
        </Text>
      ) : null}
      <Callout.Text>{context.t('seller.access.message')}</Callout.Text>
    </Flex>
  </Callout.Root>
);

/**
 * /seller/client/{id} for another advisor's client, an unfinished visit someone else started, or an
 * ended sale: "No access to the client, or the hold expired, or the sale ended", nothing else.
 */
export const clientAccessDeniedPage = (
  context: PageContext,
  frame: StaffFrame,
  sellerId: string,
): PageRender => {
  const { t } = context;
  return {
    title: t('seller.access.title'),
    family: 'seller',
    body: (
      <AppLayout context={context} {...frame}>
        <Container size="2" px="4" py="7">
          <Flex direction="column" gap="5">
            <Heading as="h1" size="8">
              {t('seller.access.title')}
            </Heading>
            <AccessMessage context={context} />
            <Link href="/seller" size="3">
              {t('seller.record.back')}
            </Link>
            <Presence context={context} sellerId={sellerId} />
          </Flex>
        </Container>
      </AppLayout>
    ),
  };
};

/**
 * The client record (/seller/client/{id}): status, the questionnaire's answers, the personality
 * profile with how to approach the client (to do, to avoid), the history of every status with who
 * and when, and the advisor's actions (accept, one more hour, end the relationship).
 */
export const clientRecordPage = (
  context: PageContext,
  frame: StaffFrame,
  view: ClientRecordView,
): PageRender => {
  const { t } = context;
  const { client, timeZone } = view;
  const name = clientLabel(client, t('seller.home.visitor', { time: '{{time}}' }), timeZone);
  const status = client.status ?? 'inProgress';
  return {
    title: `${t('seller.record.title')} · ${name}`,
    family: 'seller',
    body: (
      <AppLayout context={context} {...frame} flash={view.flash}>
        <Container size="3" px="4" py="6">
          <Flex direction="column" gap="6">
            <ClientRecordHeading
              t={t}
              back={{ href: '/seller', label: t('seller.record.back') }}
              name={name}
              status={status}
              sale={client.sale}
            />

            {view.error ? (
              <Callout.Root color="red" highContrast role="alert">
                <Callout.Icon>
                  <Icon name="alert" />
                </Callout.Icon>
                <Callout.Text>{view.error}</Callout.Text>
              </Callout.Root>
            ) : null}

            {view.access === 'expired' ? (
              <Flex direction="column" gap="4" data-expired-sale="">
                <AccessMessage context={context} heading={t('seller.access.expiredHeading')} />
                <ExpiredSaleActions context={context} clientId={client.id} back="record" />
              </Flex>
            ) : (
              <>
                <Flex gap="3" wrap="wrap" align="start">
                  {view.can.accept ? (
                    <form method="post" action={`/seller/client/${client.id}/accept`}>
                      <CsrfField token={context.csrfToken} />
                      <Button type="submit" size="3">
                        {t('seller.record.accept')}
                      </Button>
                    </form>
                  ) : null}
                  {view.can.take ? (
                    <form method="post" action={`/seller/client/${client.id}/take`}>
                      <CsrfField token={context.csrfToken} />
                      <Button type="submit" size="3">
                        {t('seller.record.take')}
                      </Button>
                    </form>
                  ) : null}
                  {view.can.extraTime ? (
                    <form method="post" action={`/seller/client/${client.id}/extra-time`}>
                      <CsrfField token={context.csrfToken} />
                      <Button type="submit" size="3" variant="soft">
                        {t('seller.record.extraTime')}
                      </Button>
                    </form>
                  ) : null}
                  {view.can.end ? <EndRelationship context={context} view={view} /> : null}
                </Flex>

                <DataList.Root>
                  <DataList.Item>
                    <DataList.Label>{t('seller.record.purpose')}</DataList.Label>
                    <DataList.Value>
                      {t(`clients.purposes.${client.sequence}` as MessageKey)}
                    </DataList.Value>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.Label>{t('seller.record.language')}</DataList.Label>
                    <DataList.Value>
                      {t(`seller.record.languages.${client.language}`)}
                    </DataList.Value>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.Label>{t('seller.record.seller')}</DataList.Label>
                    <DataList.Value>
                      {client.seller?.name ?? t('seller.record.noSeller')}
                    </DataList.Value>
                  </DataList.Item>
                  {client.sale !== 'none' && client.holdExpiresAt ? (
                    <DataList.Item>
                      <DataList.Label>{t('seller.record.hold')}</DataList.Label>
                      <DataList.Value>
                        {formatDateTime(client.holdExpiresAt, timeZone)}
                      </DataList.Value>
                    </DataList.Item>
                  ) : null}
                </DataList.Root>

                <section aria-labelledby="tips-heading" data-tips="">
                  <Heading as="h2" size="6" mb="3" id="tips-heading">
                    {t('seller.record.tipsHeading')}
                  </Heading>
                  {view.profile ? (
                    <div className="seller-pair">
                      <Card size="3">
                        <Heading as="h3" size="4" mb="2" color="green">
                          {t('seller.record.do')}
                        </Heading>
                        <ul className="client-history tips-do">
                          {view.profile.tips.do.map((tip) => (
                            <li key={tip}>{t(`clients.tips.${tip}`)}</li>
                          ))}
                        </ul>
                      </Card>
                      <Card size="3">
                        <Heading as="h3" size="4" mb="2" color="red">
                          {t('seller.record.avoid')}
                        </Heading>
                        <ul className="client-history tips-avoid">
                          {view.profile.tips.avoid.map((tip) => (
                            <li key={tip}>{t(`clients.tips.${tip}`)}</li>
                          ))}
                        </ul>
                      </Card>
                    </div>
                  ) : (
                    <Text as="p" color="gray">
                      {t('seller.record.profileMissing')}
                    </Text>
                  )}
                </section>

                {view.profile ? (
                  <section aria-labelledby="profile-heading">
                    <Heading as="h2" size="6" mb="3" id="profile-heading">
                      {t('seller.record.profileHeading')}
                    </Heading>
                    <ProfileSummary
                      t={t}
                      scores={view.profile.scores}
                      descriptors={view.profile.descriptors}
                      headingLevel="h3"
                      labels={{
                        traits: t('seller.record.traitsHeading'),
                        descriptors: t('seller.record.descriptorsHeading'),
                        descriptorsLead: t('seller.record.descriptorsLead'),
                      }}
                    />
                  </section>
                ) : null}

                <section aria-labelledby="answers-heading">
                  <Heading as="h2" size="6" mb="3" id="answers-heading">
                    {t('seller.record.answersHeading')}
                  </Heading>
                  <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
                    {QUESTION_ORDER.filter(
                      (field) => client.answers[field] !== undefined || field === 'hasCar',
                    ).map((field) => (
                      <DataList.Item key={field}>
                        <DataList.Label minWidth="16rem">{questionOf(t, field)}</DataList.Label>
                        <DataList.Value>
                          {answerOf(t, field, client.answers[field], view.carNames)}
                        </DataList.Value>
                      </DataList.Item>
                    ))}
                  </DataList.Root>
                </section>

                {client.feedback ? (
                  <section aria-labelledby="feedback-heading">
                    <Heading as="h2" size="6" mb="3" id="feedback-heading">
                      {t('seller.record.feedbackHeading')}
                    </Heading>
                    <Text as="p">{t(`seller.end.outcomes.${client.feedback.outcome}`)}</Text>
                    {client.feedback.comment ? (
                      <Text as="p" color="gray">
                        {t('seller.record.feedbackComment', { comment: client.feedback.comment })}
                      </Text>
                    ) : null}
                  </section>
                ) : null}

                <section aria-labelledby="history-heading" data-history="">
                  <Heading as="h2" size="6" mb="3" id="history-heading">
                    {t('seller.record.historyHeading')}
                  </Heading>
                  <StatusTimeline t={t} timeline={view.history} timeZone={timeZone} />
                </section>
              </>
            )}
            <Presence context={context} sellerId={view.sellerId} />
          </Flex>
        </Container>
      </AppLayout>
    ),
  };
};
