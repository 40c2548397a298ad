import { PageIntro } from '#ui/components/page-intro.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { KioskScreen } from './kiosk-screen.tsx';
import type { KioskFrame, SellerCardView } from './kiosk-view.ts';
import { SellerChoices, WaitingRoomButton } from './sellers.page.tsx';

export type AdvisorPicksView = {
  clientId: string;
  /** The advisors who can take the buyer now, best match first. */
  sellers: readonly SellerCardView[];
  error?: string;
};

/**
 * /client/choose-representative/advisor-picks: the dealership's "the advisor picks on the tablet"
 * mode (docs/spec/product-spec.md section 3, seller choice modes). The buyer hands the tablet to
 * the floor; the advisors who can take them are listed with their match, and the one who comes
 * taps their own name. Nobody around: the buyer goes to the waiting room, where any advisor
 * accepts them from their device.
 */
export const advisorPicksPage = (
  context: PageContext,
  frame: KioskFrame,
  view: AdvisorPicksView,
): PageRender => {
  const { t } = context;
  return {
    title: t('kiosk.advisorPicks.title'),
    family: 'client',
    body: (
      <KioskScreen context={context} frame={frame} size="4" error={view.error}>
        <PageIntro
          heading={t('kiosk.advisorPicks.heading')}
          lead={t('kiosk.advisorPicks.lead')}
          leadSize="4"
        />
        <div data-advisor-picks="">
          <SellerChoices
            sellerCard={frame.sellerCard}
            context={context}
            view={view}
            layout="seller-grid"
            chooseLabel={(name) => t('kiosk.advisorPicks.take', { name })}
          />
        </div>
        <WaitingRoomButton context={context} clientId={view.clientId} />
      </KioskScreen>
    ),
  };
};
