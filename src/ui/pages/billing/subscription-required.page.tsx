import { Button, Container, Flex } from '#ui/components/primitives.tsx';
import type { BlockedReason } from '#domain/access/onboarding.ts';
import { isKioskRole } from '#domain/access/roles.ts';
import { IconCallout } from '#ui/components/icon-callout.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout, type AppLayoutProps } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';

/**
 * Where every account of a blocked dealership but its owner lands (docs/decisions/067): the spec's
 * message for the subscription's state and whom to ask. `data-blocked` names the reason for tests.
 */
export const subscriptionRequiredPage = (
  context: PageContext,
  frame: Omit<AppLayoutProps, 'context' | 'children' | 'flash'>,
  reason: BlockedReason,
): PageRender => {
  const { t } = context;
  const kiosk = isKioskRole(frame.viewer.role);
  return {
    title: t('billing.blocked.title'),
    body: (
      <AppLayout context={context} {...frame}>
        <Container size="2" px="4" py="8" data-blocked={reason}>
          <Flex direction="column" gap="5">
            <PageIntro
              heading={t('billing.blocked.heading')}
              lead={kiosk ? t('billing.blocked.kiosk') : t('billing.blocked.askOwner')}
              measure
            />
            <IconCallout highContrast color="amber" icon="alert" size="3" role="alert">
              {t(`billing.blocked.${reason}`)}
            </IconCallout>
            <div>
              <Button asChild size="3" variant="soft">
                <a href={context.path.split('?')[0]}>{t('billing.blocked.retry')}</a>
              </Button>
            </div>
          </Flex>
        </Container>
      </AppLayout>
    ),
  };
};
