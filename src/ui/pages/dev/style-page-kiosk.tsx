/** The living style page's kiosk view (`?view=kiosk`): the kiosk layout around a sample first step. */
import { Grid } from '@radix-ui/themes';
import { Container, Flex, Text } from '#ui/components/primitives.tsx';
import { ProgressBar } from '#ui/components/progress-bar.tsx';
import type { PageRender } from '#ui/document.tsx';
import { KioskLayout } from '#ui/layouts/kiosk-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { PATH } from './style-page-parts.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';

/** `idleSeconds` is read from `?idle=` so a browser test can watch the reset happen. */
export const kioskPage = (context: PageContext, idleSeconds: number): PageRender => {
  const { t } = context;
  const purposes = ['testDrive', 'buy', 'choose'] as const;
  return {
    title: t('dev.views.kiosk'),
    family: 'dev',
    body: (
      <KioskLayout
        context={context}
        viewer={{ name: `${t('navigation.roles.client')} · Laval Automobiles`, role: 'client' }}
        resetUrl={`${PATH}?view=kiosk`}
        idleSeconds={idleSeconds}
      >
        <Container size="2" px="5" py="8">
          <Flex direction="column" gap="6">
            <ProgressBar
              label={t('dev.kiosk.progress')}
              value={1}
              max={4}
              valueText={t('dev.kiosk.progressValue')}
            />
            <PageIntro
              heading={t('dev.kiosk.welcome')}
              lead={t('dev.kiosk.question')}
              leadSize="5"
            />
            <Grid columns={{ initial: '1', sm: '3' }} gap="4">
              {purposes.map((purpose) => (
                <a key={purpose} href={`${PATH}?view=kiosk`} className="kiosk-choice">
                  {t(`dev.kiosk.${purpose}`)}
                </a>
              ))}
            </Grid>
            <Text as="p" size="2" color="gray">
              {t('dev.kiosk.idle', { seconds: idleSeconds })}
            </Text>
          </Flex>
        </Container>
      </KioskLayout>
    ),
  };
};
