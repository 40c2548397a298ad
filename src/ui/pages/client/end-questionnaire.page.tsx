import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { Icon } from '#ui/components/icons.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { KioskScreen } from './kiosk-screen.tsx';
import { kioskPaths, type KioskFrame } from './kiosk-view.ts';

/** /client/questionnaire/endQuestionnaire: thanks, then on to the advisor. */
export const endQuestionnairePage = (
  context: PageContext,
  frame: KioskFrame,
  clientId: string,
): PageRender => {
  const { t } = context;
  return {
    title: t('kiosk.end.title'),
    family: 'client',
    body: (
      <KioskScreen context={context} frame={frame} size="2">
        <Flex direction="column" align="center" gap="5" className="kiosk-centered">
          <span className="kiosk-done-icon">
            <Icon name="check" size={40} />
          </span>
          <Heading as="h1" size="9" align="center">
            {t('kiosk.end.heading')}
          </Heading>
          <Text as="p" size="5" align="center" className="measure">
            {t('kiosk.end.text')}
          </Text>
          <form method="post" action={kioskPaths(clientId).end}>
            <CsrfField token={context.csrfToken} />
            <Button type="submit" size="4">
              {t('kiosk.end.continue')}
            </Button>
          </form>
        </Flex>
      </KioskScreen>
    ),
  };
};
