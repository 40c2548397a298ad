import { Button, Card, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import { VISIT_PURPOSES, type VisitPurpose } from '#domain/client-flow/index.ts';
import { LabelledSection } from '#ui/components/labelled-section.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import type { PageRender } from '#ui/document.tsx';
import { KioskLayout } from '#ui/layouts/kiosk-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { kioskPaths, type KioskFrame } from './kiosk-view.ts';

export type KioskHomeState = {
  /** A visit in progress on this tablet (coming back from the questionnaire). */
  visit?: { clientId: string; purpose: VisitPurpose };
  /** The buyer picked another purpose after answering: ask before losing the answers. */
  confirmPurpose?: VisitPurpose;
};

const LANGUAGE_NAMES = { fr: 'Français', en: 'English' } as const;

/**
 * The kiosk's welcome screen (docs/spec/product-spec.md section 2, /client): the language, then the visit
 * purpose as three large buttons; each posts the form, so it works without JavaScript.
 */
export const kioskHomePage = (
  context: PageContext,
  frame: KioskFrame,
  state: KioskHomeState = {},
): PageRender => {
  const { t } = context;
  const { visit, confirmPurpose } = state;
  const hidden = (
    <>
      <CsrfField token={context.csrfToken} />
      {visit ? <input type="hidden" name="clientId" value={visit.clientId} /> : null}
    </>
  );
  return {
    title: t('kiosk.home.title'),
    family: 'client',
    body: (
      // The home's own Language section is the switch here (one per screen).
      <KioskLayout context={context} {...frame} languageSwitch={false}>
        <PageColumn size="3" px="5" py="7" gap="7">
          <Flex direction="column" gap="3">
            <Heading as="h1" size="9">
              {t('kiosk.home.heading')}
            </Heading>
            <Text as="p" size="5" color="gray" className="measure">
              {t('kiosk.home.lead')}
            </Text>
          </Flex>

          {confirmPurpose && visit ? (
            <Card
              size="4"
              role="alertdialog"
              aria-labelledby="confirm-purpose"
              className="kiosk-confirm"
            >
              <Flex direction="column" gap="4">
                <Heading as="h2" size="6" id="confirm-purpose">
                  {t('kiosk.confirmPurpose.heading')}
                </Heading>
                <Text as="p" size="4">
                  {t('kiosk.confirmPurpose.text')}
                </Text>
                <Flex gap="3" wrap="wrap">
                  <form method="post" action="/client">
                    {hidden}
                    <input type="hidden" name="sequence" value={confirmPurpose} />
                    <input type="hidden" name="confirm" value="yes" />
                    <Button type="submit" size="4" color="red">
                      {t('kiosk.confirmPurpose.confirm')}
                    </Button>
                  </form>
                  <Button asChild size="4" variant="soft">
                    <a href={kioskPaths(visit.clientId).part(1)}>
                      {t('kiosk.confirmPurpose.keep')}
                    </a>
                  </Button>
                </Flex>
              </Flex>
            </Card>
          ) : null}

          <LabelledSection id="kiosk-language" heading={t('kiosk.home.languageHeading')}>
            <Flex gap="3" wrap="wrap">
              {(['fr', 'en'] as const).map((language) => (
                <Button
                  key={language}
                  asChild
                  size="4"
                  variant={language === context.language ? 'solid' : 'outline'}
                >
                  <a
                    href={`/client?lang=${language}${visit ? `&clientId=${visit.clientId}` : ''}`}
                    lang={language}
                    aria-current={language === context.language ? 'true' : undefined}
                  >
                    {LANGUAGE_NAMES[language]}
                  </a>
                </Button>
              ))}
            </Flex>
          </LabelledSection>

          <LabelledSection id="kiosk-purpose" heading={t('kiosk.home.purposeHeading')}>
            <form method="post" action="/client">
              {hidden}
              <div className="kiosk-purposes">
                {VISIT_PURPOSES.map((purpose) => (
                  <button
                    key={purpose}
                    type="submit"
                    name="sequence"
                    value={purpose}
                    className="kiosk-choice"
                    aria-pressed={visit ? visit.purpose === purpose : undefined}
                  >
                    {t(`clients.purposes.${purpose}`)}
                  </button>
                ))}
              </div>
            </form>
          </LabelledSection>
        </PageColumn>
      </KioskLayout>
    ),
  };
};
