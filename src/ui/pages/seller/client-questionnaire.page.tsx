import { Button, Card, Flex, Link, Text } from '#ui/components/primitives.tsx';
import { VISIT_PURPOSES, type VisitPurpose } from '#domain/client-flow/index.ts';
import type { Language } from '#domain/locale/language.ts';
import { IconCallout } from '#ui/components/icon-callout.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { ChoiceField } from '#ui/pages/client/choice-field.tsx';
import type { QuestionnairePartView } from '#ui/pages/client/questionnaire-parts.tsx';
import {
  QuestionnairePartForm,
  questionnairePartTitle,
} from '#ui/pages/client/questionnaire.page.tsx';
import { Presence, type StaffFrame } from './seller-frame.tsx';
import { sellerQuestionnairePaths } from './seller-view.ts';
import { PageIntro } from '#ui/components/page-intro.tsx';

export type ClientQuestionnaireStartView = {
  sellerId: string;
  /** The visit this advisor started and is still filling in. */
  visit?: { clientId: string; language: Language; purpose: VisitPurpose };
  /** Another purpose was picked after answering: ask before the answers are lost. */
  confirmPurpose?: { language: Language; purpose: VisitPurpose };
  /** The fields the form refused. */
  errors?: { language?: string; sequence?: string };
};

const LANGUAGE_NAMES = { fr: 'Français', en: 'English' } as const;

/**
 * The start of a buyer's questionnaire on the advisor's own device (/seller/client-questionnaire,
 * optional ?clientId): the buyer's language and visit purpose, as the kiosk's home screen asks them.
 * Posting it creates the visit (the advisor as who started it), or changes the one in progress.
 */
export const clientQuestionnaireStartPage = (
  context: PageContext,
  frame: StaffFrame,
  view: ClientQuestionnaireStartView,
): PageRender => {
  const { t } = context;
  const { visit, confirmPurpose } = view;
  const hidden = (
    <>
      <CsrfField token={context.csrfToken} />
      {visit ? <input type="hidden" name="clientId" value={visit.clientId} /> : null}
    </>
  );
  return {
    title: t('seller.clientQuestionnaire.title'),
    family: 'seller',
    body: (
      <AppLayout context={context} {...frame}>
        <PageColumn size="2" gap="5">
          <Link href="/seller" size="2">
            {t('seller.clientQuestionnaire.back')}
          </Link>
          <PageIntro
            heading={t('seller.clientQuestionnaire.heading')}
            lead={t('seller.clientQuestionnaire.lead')}
            leadSize="3"
            measure
          />

          {confirmPurpose && visit ? (
            <IconCallout
              color="amber"
              icon="alert"
              size="3"
              role="alert"
              data-confirm-purpose=""
              title={t('kiosk.confirmPurpose.heading')}
            >
              <Text as="p">{t('kiosk.confirmPurpose.text')}</Text>
              <Flex gap="3" wrap="wrap">
                <form method="post" action="/seller/client-questionnaire">
                  {hidden}
                  <input type="hidden" name="language" value={confirmPurpose.language} />
                  <input type="hidden" name="sequence" value={confirmPurpose.purpose} />
                  <input type="hidden" name="confirm" value="yes" />
                  <Button type="submit" size="3" color="red" highContrast>
                    {t('seller.clientQuestionnaire.confirmPurpose')}
                  </Button>
                </form>
                <Button asChild size="3" variant="soft">
                  <a href={sellerQuestionnairePaths(visit.clientId).part(1)}>
                    {t('kiosk.confirmPurpose.keep')}
                  </a>
                </Button>
              </Flex>
            </IconCallout>
          ) : null}

          <Card size="3">
            <form method="post" action="/seller/client-questionnaire" noValidate>
              {hidden}
              <Flex direction="column" gap="5">
                <ChoiceField
                  name="language"
                  legend={t('seller.clientQuestionnaire.language')}
                  options={(['fr', 'en'] as const).map((language) => ({
                    value: language,
                    label: LANGUAGE_NAMES[language],
                  }))}
                  defaultValues={[visit?.language ?? context.language]}
                  error={view.errors?.language}
                />
                <ChoiceField
                  name="sequence"
                  legend={t('seller.clientQuestionnaire.purpose')}
                  options={VISIT_PURPOSES.map((purpose) => ({
                    value: purpose,
                    label: t(`clients.purposes.${purpose}`),
                  }))}
                  defaultValues={visit ? [visit.purpose] : []}
                  error={view.errors?.sequence}
                />
                <Flex justify="end">
                  <Button type="submit" size="3">
                    {visit
                      ? t('seller.clientQuestionnaire.save')
                      : t('seller.clientQuestionnaire.start')}
                  </Button>
                </Flex>
              </Flex>
            </form>
          </Card>
          <Presence context={context} sellerId={view.sellerId} />
        </PageColumn>
      </AppLayout>
    ),
  };
};

/**
 * One step of a buyer's questionnaire on the advisor's own device
 * (/seller/client-questionnaire/{id}/part-1..4[/step]?clientId): the kiosk's form, in the
 * advisor's pages; the last step hands the client to the advisor.
 */
export const sellerQuestionnairePartPage = (
  context: PageContext,
  frame: StaffFrame,
  view: QuestionnairePartView & { sellerId: string },
): PageRender => {
  return {
    title: questionnairePartTitle(context.t, view.step),
    family: 'seller',
    body: (
      <AppLayout context={context} {...frame}>
        <PageColumn size="3" gap="6">
          <QuestionnairePartForm
            context={context}
            view={view}
            paths={sellerQuestionnairePaths(view.clientId)}
          />
          <Presence context={context} sellerId={view.sellerId} />
        </PageColumn>
      </AppLayout>
    ),
  };
};
