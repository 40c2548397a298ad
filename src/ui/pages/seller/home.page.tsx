import { Button, Callout, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { CLIENT_STATUSES, VISIT_PURPOSES } from '../../../domain/client-flow/index.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Icon } from '../../components/icons.tsx';
import type { Flash } from '../../components/snackbar.tsx';
import type { PageRender } from '../../document.tsx';
import type { Translate } from '../../i18n/translator.ts';
import { AppLayout, type AppLayoutProps } from '../../layouts/app-layout.tsx';
import type { PageContext } from '../../page-context.ts';
import { SellerIsland } from './seller.islands.ts';
import type { SellerHomeText } from './islands/seller-home.island.tsx';
import type { ClientSummary } from './seller-view.ts';

export type StaffFrame = Omit<AppLayoutProps, 'context' | 'children' | 'flash'>;

export type SellerHomeView = {
  sellerId: string;
  timeZone: string;
  waiting: readonly ClientSummary[];
  current: readonly ClientSummary[];
  /** The advisor's sale whose hold is over: end it or resume it before the next client. */
  expiredSale?: { clientId: string; name: string };
  flash?: Flash;
};

/** The seller app's heartbeat, on every advisor page. */
export const Presence = ({ context, sellerId }: { context: PageContext; sellerId: string }) => (
  <SellerIsland
    name="presence"
    props={{
      url: `/api/sellers/${sellerId}/presence`,
      csrfToken: context.csrfToken,
      seconds: 60,
    }}
  />
);

const homeText = (t: Translate): SellerHomeText => ({
  waitingHeading: t('advisor.home.waitingHeading'),
  waitingEmpty: t('advisor.home.waitingEmpty'),
  currentHeading: t('advisor.home.currentHeading'),
  currentEmpty: t('advisor.home.currentEmpty'),
  live: t('advisor.home.live'),
  accept: t('advisor.home.accept'),
  open: t('advisor.home.open'),
  anyAdvisor: t('advisor.home.anyAdvisor'),
  forYou: t('advisor.home.forYou'),
  // The island fills {{time}} itself, in the dealership's time zone.
  visitor: t('advisor.home.visitor', { time: '{{time}}' }),
  arrived: t('advisor.home.arrived', { time: '{{time}}' }),
  holdUntil: t('advisor.home.holdUntil', { time: '{{time}}' }),
  expired: t('advisor.home.expired'),
  statuses: Object.fromEntries(
    CLIENT_STATUSES.map((status) => [status, t(`clients.statuses.${status}`)]),
  ),
  purposes: Object.fromEntries(
    VISIT_PURPOSES.map((purpose) => [purpose, t(`clients.purposes.${purpose}`)]),
  ),
});

/**
 * The advisor's home (/seller): clients waiting for them and their current clients, kept live, and
 * the expired-sale dialog when their sale's hold is over (end it, or resume it with a confirmation).
 */
export const sellerHomePage = (
  context: PageContext,
  frame: StaffFrame,
  view: SellerHomeView,
): PageRender => {
  const { t } = context;
  return {
    title: t('advisor.home.title'),
    family: 'seller',
    body: (
      <AppLayout context={context} {...frame} {...(view.flash ? { flash: view.flash } : {})}>
        <Container size="3" px="4" py="6">
          <Flex direction="column" gap="6">
            <Heading as="h1" size="8">
              {t('advisor.home.heading')}
            </Heading>
            {view.expiredSale ? (
              <Callout.Root color="red" size="3" role="alert" data-expired-sale="">
                <Callout.Icon>
                  <Icon name="alert" />
                </Callout.Icon>
                <Flex direction="column" gap="3">
                  <Text as="p" weight="bold" size="4">
                    {t('advisor.expired.heading')}
                  </Text>
                  <Text as="p">{t('advisor.expired.text', { name: view.expiredSale.name })}</Text>
                  <Flex gap="3" wrap="wrap" align="start">
                    <Button asChild size="3">
                      <a href={`/seller/client/${view.expiredSale.clientId}#end`}>
                        {t('advisor.expired.end')}
                      </a>
                    </Button>
                    <ConfirmDialog
                      t={t}
                      csrfToken={context.csrfToken}
                      triggerLabel={t('advisor.expired.resume')}
                      title={t('advisor.expired.resumeTitle')}
                      description={t('advisor.expired.resumeText')}
                      confirmLabel={t('advisor.expired.resumeConfirm')}
                      action={`/seller/client/${view.expiredSale.clientId}/extra-time`}
                      fields={{ back: 'home' }}
                    />
                  </Flex>
                </Flex>
              </Callout.Root>
            ) : null}
            <SellerIsland
              name="seller-home"
              props={{
                sellerId: view.sellerId,
                csrfToken: context.csrfToken,
                timeZone: view.timeZone,
                waiting: view.waiting,
                current: view.current,
                pollSeconds: 4,
                text: homeText(t),
              }}
            />
            <Presence context={context} sellerId={view.sellerId} />
          </Flex>
        </Container>
      </AppLayout>
    ),
  };
};
