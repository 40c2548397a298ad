import { Button, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import { LabelledSection } from '#ui/components/labelled-section.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { KioskScreen } from '#ui/pages/client/kiosk-screen.tsx';
import type { KioskFrame } from '#ui/pages/client/kiosk-view.ts';
import { SurveyIsland } from './survey.islands.ts';

export type SurveyIntroView = { concessionName: string; logoUrl: string | null };

const LANGUAGE_NAMES = { fr: 'Français', en: 'English' } as const;
/** How long the thank-you screen stays before the survey starts over. */
const SUCCESS_RETURN_MS = 8000;

/**
 * The service kiosk's intro (docs/spec/product-spec.md section 2, /service): the dealership's name
 * and logo, the survey's length (about 10 minutes, section 9), its language, and the start. Any
 * answers a customer left behind are forgotten here.
 */
export const surveyIntroPage = (
  context: PageContext,
  frame: KioskFrame,
  view: SurveyIntroView,
): PageRender => {
  const { t } = context;
  return {
    title: t('surveys.intro.title'),
    family: 'client',
    body: (
      // The intro's own language choice is the switch here (one per screen).
      <KioskScreen context={context} frame={frame} languageSwitch={false}>
        <Flex direction="column" gap="4" align="start">
          {view.logoUrl ? (
            <img
              src={view.logoUrl}
              alt={t('surveys.intro.logoAlt', { name: view.concessionName })}
              className="survey-logo"
              style={{ maxHeight: 96, maxWidth: '60%', objectFit: 'contain' }}
            />
          ) : null}
          <Text size="4" weight="bold" color="brown">
            {view.concessionName}
          </Text>
          <Heading as="h1" size="9">
            {t('surveys.intro.heading')}
          </Heading>
          <Text as="p" size="5" color="gray" className="measure">
            {t('surveys.intro.lead', { name: view.concessionName })}
          </Text>
        </Flex>
        <LabelledSection id="survey-language" heading={t('surveys.intro.languageHeading')}>
          <Flex gap="3" wrap="wrap">
            {(['fr', 'en'] as const).map((language) => (
              <Button
                key={language}
                asChild
                size="4"
                variant={language === context.language ? 'solid' : 'outline'}
              >
                <a
                  href={`/service?lang=${language}`}
                  lang={language}
                  aria-current={language === context.language ? 'true' : undefined}
                >
                  {LANGUAGE_NAMES[language]}
                </a>
              </Button>
            ))}
          </Flex>
        </LabelledSection>
        <Flex>
          <Button asChild size="4">
            <a href="/service/questionnaire/part-1">{t('surveys.intro.start')}</a>
          </Button>
        </Flex>
        <SurveyIsland
          name="survey-kiosk"
          props={{ language: context.language, choosesLanguage: true, clear: true }}
        />
      </KioskScreen>
    ),
  };
};

/** The thank-you screen: the answers kept on the tablet are forgotten, then back to the intro. */
export const surveySuccessPage = (context: PageContext, frame: KioskFrame): PageRender => {
  const { t } = context;
  return {
    title: t('surveys.success.title'),
    family: 'client',
    body: (
      <KioskScreen context={context} frame={frame}>
        <Flex direction="column" gap="4" align="start" role="status">
          <Heading as="h1" size="9">
            {t('surveys.success.heading')}
          </Heading>
          <Text as="p" size="5" color="gray">
            {t('surveys.success.text')}
          </Text>
        </Flex>
        <Flex>
          <Button asChild size="4" variant="soft">
            <a href="/service">{t('surveys.success.again')}</a>
          </Button>
        </Flex>
        <SurveyIsland
          name="survey-kiosk"
          props={{
            language: context.language,
            clear: true,
            returnTo: { url: '/service', afterMs: SUCCESS_RETURN_MS },
          }}
        />
      </KioskScreen>
    ),
  };
};
