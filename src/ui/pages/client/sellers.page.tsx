import { Button, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { EmptyState } from '#ui/components/empty-state.tsx';
import { ErrorCallout } from '#ui/components/error-callout.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { SellerCard } from './seller-card.tsx';
import { kioskPaths, type SellerCardView, type KioskFrame } from './kiosk-view.ts';
import { CancelVisit } from './questionnaire.page.tsx';
import { KioskScreen } from './kiosk-screen.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';

/** A form that sends the buyer to an advisor (POST /client/choose-representative/{id}). */
const ChooseButton = ({
  context,
  clientId,
  seller,
  label = context.t('kiosk.choose.choose', { name: seller.name }),
}: {
  context: PageContext;
  clientId: string;
  seller: SellerCardView;
  label?: string;
}) => (
  <form method="post" action={kioskPaths(clientId).seller(seller.id)}>
    <CsrfField token={context.csrfToken} />
    <Button type="submit" size="4" className="full-width">
      {label}
    </Button>
  </form>
);

/**
 * Whether an advisor with a lower match is listed before a higher one: the ranking puts those who
 * speak the buyer's language first (docs/spec/psychometrics.md), which the screen then says.
 */
const languageCameFirst = (sellers: readonly SellerCardView[]) =>
  sellers.some(
    (seller, index) => index > 0 && (sellers[index - 1]?.score ?? 0) < (seller.score ?? 0),
  );

/**
 * The advisors offered, each with "choose" and a link to their details; on the advisor-picks
 * screen the button is the advisor's own ("I'll take this customer") and there are no details.
 */
export const SellerChoices = ({
  context,
  view,
  layout,
  detailsHref,
  chooseLabel,
  sellerCard,
}: {
  context: PageContext;
  sellerCard: KioskFrame['sellerCard'];
  view: { clientId: string; sellers: readonly SellerCardView[] };
  /** Two side by side, or a grid of everyone available. */
  layout: 'seller-pair' | 'seller-grid';
  detailsHref?: (sellerId: string) => string;
  chooseLabel?: (name: string) => string;
}) => (
  <>
    {languageCameFirst(view.sellers) ? (
      <Text as="p" size="3" color="gray">
        {context.t('kiosk.card.languageFirst')}
      </Text>
    ) : null}
    <div className={layout}>
      {view.sellers.map((seller) => (
        <SellerCard
          key={seller.id}
          t={context.t}
          seller={seller}
          personalization={sellerCard}
          actions={
            <>
              <ChooseButton
                context={context}
                clientId={view.clientId}
                seller={seller}
                label={chooseLabel?.(seller.name)}
              />
              {detailsHref ? (
                <Button asChild size="3" variant="soft">
                  <a href={detailsHref(seller.id)}>
                    {context.t('kiosk.choose.details', { name: seller.name })}
                  </a>
                </Button>
              ) : null}
            </>
          }
        />
      ))}
    </div>
  </>
);

/** /client/choose-representative: the two best available advisors side by side. */
export const chooseSellerPage = (
  context: PageContext,
  frame: KioskFrame,
  view: { clientId: string; sellers: readonly SellerCardView[] },
): PageRender => {
  const { t } = context;
  const paths = kioskPaths(view.clientId);
  return {
    title: t('kiosk.choose.title'),
    family: 'client',
    body: (
      <KioskScreen context={context} frame={frame} size="4">
        <PageIntro heading={t('kiosk.choose.heading')} lead={t('kiosk.choose.lead')} leadSize="4" />
        <SellerChoices
          sellerCard={frame.sellerCard}
          context={context}
          view={view}
          layout="seller-pair"
          detailsHref={paths.seller}
        />
        <Flex justify="center">
          <Button asChild size="3" variant="ghost">
            <a href={paths.manual}>{t('kiosk.choose.others')}</a>
          </Button>
        </Flex>
      </KioskScreen>
    ),
  };
};

export type SellerPageView = {
  clientId: string;
  seller: SellerCardView;
  /** The buyer already chose this advisor: tell them to wait for them. */
  chosen: boolean;
  /** Where "back" goes: the pair, or the full list. */
  backHref: string;
  error?: string;
};

/** /client/choose-representative/{id} (and its manual-selection twin): one advisor's profile. */
export const sellerPage = (
  context: PageContext,
  frame: KioskFrame,
  view: SellerPageView,
): PageRender => {
  const { t } = context;
  return {
    title: view.chosen ? t('kiosk.seller.title') : t('kiosk.seller.heading'),
    family: 'client',
    body: (
      <KioskScreen context={context} frame={frame} size="2">
        {view.chosen ? (
          <Flex direction="column" gap="3" className="kiosk-chosen" data-chosen="">
            <Heading as="h1" size="8">
              {t('kiosk.seller.chosenHeading', { name: view.seller.name })}
            </Heading>
            <Text as="p" size="5">
              {t('kiosk.seller.chosenText')}
            </Text>
          </Flex>
        ) : (
          <Heading as="h1" size="8">
            {t('kiosk.seller.heading')}
          </Heading>
        )}
        {view.error ? <ErrorCallout size="2">{view.error}</ErrorCallout> : null}
        <SellerCard
          personalization={frame.sellerCard}
          t={t}
          seller={view.seller}
          detailed
          actions={
            view.chosen ? (
              <Button asChild size="4">
                <a href="/client">{t('kiosk.seller.finish')}</a>
              </Button>
            ) : (
              <>
                <ChooseButton context={context} clientId={view.clientId} seller={view.seller} />
                <Button asChild size="3" variant="soft">
                  <a href={view.backHref}>{t('kiosk.seller.back')}</a>
                </Button>
              </>
            )
          }
        />
      </KioskScreen>
    ),
  };
};

/** /client/choose-representative/no-rep: the buyer waits for the next free advisor. */
export const noSellerPage = (
  context: PageContext,
  frame: KioskFrame,
  reason: 'advisorPicks' | 'noSellerAvailable',
): PageRender => {
  const { t } = context;
  const pick = reason === 'advisorPicks';
  return {
    title: pick ? t('kiosk.noSeller.pickHeading') : t('kiosk.noSeller.title'),
    family: 'client',
    body: (
      <KioskScreen context={context} frame={frame} size="2">
        <Flex
          direction="column"
          align="center"
          gap="5"
          className="kiosk-centered"
          data-no-seller=""
        >
          <Heading as="h1" size="8" align="center">
            {pick ? t('kiosk.noSeller.pickHeading') : t('kiosk.noSeller.heading')}
          </Heading>
          <Text as="p" size="5" align="center" className="measure">
            {pick ? t('kiosk.noSeller.pickText') : t('kiosk.noSeller.text')}
          </Text>
          <Button asChild size="4">
            <a href="/client">{t('kiosk.seller.finish')}</a>
          </Button>
        </Flex>
      </KioskScreen>
    ),
  };
};

/** "Go to the waiting room": the buyer waits for whoever is free first. */
export const WaitingRoomButton = ({
  context,
  clientId,
}: {
  context: PageContext;
  clientId: string;
}) => (
  <form method="post" action={kioskPaths(clientId).end}>
    <CsrfField token={context.csrfToken} />
    <input type="hidden" name="waitingRoom" value="yes" />
    <Flex justify="center">
      <Button type="submit" size="3" variant="soft">
        {context.t('kiosk.manual.waitingRoom')}
      </Button>
    </Flex>
  </form>
);

/** /client/choose-representative/manualSellerSelection: every available advisor. */
export const manualSelectionPage = (
  context: PageContext,
  frame: KioskFrame,
  view: { clientId: string; sellers: readonly SellerCardView[]; error?: string },
): PageRender => {
  const { t } = context;
  const paths = kioskPaths(view.clientId);
  return {
    title: t('kiosk.manual.title'),
    family: 'client',
    body: (
      <KioskScreen context={context} frame={frame} size="4" error={view.error}>
        <PageIntro heading={t('kiosk.manual.heading')} lead={t('kiosk.manual.lead')} leadSize="4" />
        {view.sellers.length === 0 ? (
          <EmptyState title={t('kiosk.manual.empty')} level={2} />
        ) : (
          <SellerChoices
            sellerCard={frame.sellerCard}
            context={context}
            view={view}
            layout="seller-grid"
            detailsHref={paths.manualSeller}
          />
        )}
        <WaitingRoomButton context={context} clientId={view.clientId} />
        <CancelVisit context={context} clientId={view.clientId} />
      </KioskScreen>
    ),
  };
};
