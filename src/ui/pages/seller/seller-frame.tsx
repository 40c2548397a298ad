import type { AppLayoutProps } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { SellerState } from '#domain/matching/index.ts';
import { SellerIsland } from './seller.islands.ts';

/** What a staff page's layout needs besides the page itself: who is signed in and their menu. */
export type StaffFrame = Omit<AppLayoutProps, 'context' | 'children' | 'flash'>;

/**
 * The seller app's heartbeat, on every advisor page (docs/spec/decisions.md section 4). On the home page it
 * also shows the advisor's availability, as the server computed it and then as each heartbeat
 * answers it.
 */
export const Presence = ({
  context,
  sellerId,
  state,
}: {
  context: PageContext;
  sellerId: string;
  state?: SellerState;
}) => {
  const { t } = context;
  return (
    <SellerIsland
      name="presence"
      props={{
        sellerId,
        csrfToken: context.csrfToken,
        seconds: 60,
        state,
        // The labels travel only with a state to show.
        text: state
          ? {
              label: t('seller.state.label'),
              available: t('seller.state.available'),
              withClient: t('seller.state.withClient'),
              away: t('seller.state.away'),
              availableHint: t('seller.state.availableHint'),
              withClientHint: t('seller.state.withClientHint'),
              awayHint: t('seller.state.awayHint'),
              noLicence: t('seller.state.noLicence'),
              noLicenceHint: t('seller.state.noLicenceHint'),
            }
          : undefined,
      }}
    />
  );
};
