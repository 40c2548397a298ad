import { Button, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import { CLIENT_STATUSES, VISIT_PURPOSES } from '#domain/client-flow/index.ts';
import type { SellerState } from '#domain/matching/index.ts';
import { AppLinksCard } from '#ui/components/app-links-card.tsx';
import { IconCallout } from '#ui/components/icon-callout.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { Language } from '#domain/locale/language.ts';
import type { Translate } from '#ui/i18n/translator.ts';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { ExpiredSaleActions } from './expired-sale.tsx';
import type { SellerHomeText } from './islands/seller-home.island.tsx';
import { SellerIsland } from './seller.islands.ts';
import { Presence, type StaffFrame } from './seller-frame.tsx';
import type { ClientSummary } from './seller-view.ts';

export type { StaffFrame };
export { Presence };

export type SellerHomeView = {
  sellerId: string;
  timeZone: string;
  /** The advisor's availability now (docs/spec/decisions.md section 4). */
  state: SellerState;
  waiting: readonly ClientSummary[];
  current: readonly ClientSummary[];
  /** The advisor's sale whose hold is over: end it or resume it before the next client. */
  expiredSale?: { clientId: string; name: string };
  /** The advisor's phone (10 digits), where the app's download links go (docs/decisions/097). */
  phone: string | null;
  flash?: Flash;
};

const makeHomeText = (t: Translate): SellerHomeText => ({
  waitingHeading: t('seller.home.waitingHeading'),
  waitingEmpty: t('seller.home.waitingEmpty'),
  currentHeading: t('seller.home.currentHeading'),
  currentEmpty: t('seller.home.currentEmpty'),
  live: t('seller.home.live'),
  accept: t('seller.home.accept'),
  open: t('seller.home.open'),
  anySeller: t('seller.home.anySeller'),
  forYou: t('seller.home.forYou'),
  // The island fills {{time}} itself, in the dealership's time zone.
  visitor: t('seller.home.visitor', { time: '{{time}}' }),
  arrived: t('seller.home.arrived', { time: '{{time}}' }),
  holdUntil: t('seller.home.holdUntil', { time: '{{time}}' }),
  expired: t('seller.home.expired'),
  statuses: Object.fromEntries(
    CLIENT_STATUSES.map((status) => [status, t(`clients.statuses.${status}`)]),
  ),
  purposes: Object.fromEntries(
    VISIT_PURPOSES.map((purpose) => [purpose, t(`clients.purposes.${purpose}`)]),
  ),
});

// The texts depend on the language alone: made once per language, shared by every page (read only).
const homeTexts = new Map<Language, SellerHomeText>();
const homeText = ({ language, t }: PageContext) => {
  let text = homeTexts.get(language);
  if (!text) {
    text = makeHomeText(t);
    homeTexts.set(language, text);
  }
  return text;
};

/**
 * The advisor's home (/seller): their availability, clients waiting for them and their current
 * clients, kept live, a way to fill in the questionnaire of a buyer who does not use the kiosk, and
 * the expired-sale dialog when their sale's hold is over (end it, or resume it with a confirmation).
 */
export const sellerHomePage = (
  context: PageContext,
  frame: StaffFrame,
  view: SellerHomeView,
): PageRender => {
  const { t } = context;
  return {
    title: t('seller.home.title'),
    family: 'seller',
    body: (
      <AppLayout context={context} {...frame} flash={view.flash}>
        <PageColumn size="3" gap="6">
          <Flex direction="column" gap="3">
            <Heading as="h1" size="8">
              {t('seller.home.heading')}
            </Heading>
            <Presence context={context} sellerId={view.sellerId} state={view.state} />
            <Flex gap="3" align="center" wrap="wrap">
              <Button asChild size="2" variant="soft">
                <a href="/seller/client-questionnaire">{t('seller.home.newClient')}</a>
              </Button>
              <Text size="2" color="gray">
                {t('seller.home.newClientHint')}
              </Text>
            </Flex>
          </Flex>
          {view.expiredSale ? (
            <IconCallout
              color="red"
              icon="alert"
              highContrast
              size="3"
              role="alert"
              data-expired-sale=""
              title={t('seller.expired.heading')}
            >
              <Text as="p">{t('seller.expired.text', { name: view.expiredSale.name })}</Text>
              <ExpiredSaleActions
                context={context}
                clientId={view.expiredSale.clientId}
                back="home"
              />
            </IconCallout>
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
              text: homeText(context),
            }}
          />
          <AppLinksCard context={context} action="/seller/app-links" phone={view.phone} self />
        </PageColumn>
      </AppLayout>
    ),
  };
};
