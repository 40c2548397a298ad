import type { ClientStore } from '#application/ports/client-store.port.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { SellerStore } from '#application/ports/seller-store.port.ts';

/** What keeps an advisor on one client's pages (docs/spec/product-spec.md section 4). */
export type SellerFocus = {
  /** The client of a sale whose hold still runs. */
  withTheClient: string | null;
  showEndQuestionnaire: boolean;
};

/** The advisor's sale in progress (if its hold still runs) and their end-questionnaire flag. */
export const makeGetSellerFocus =
  (deps: {
    clients: Pick<ClientStore, 'currentSaleOf'>;
    sellers: Pick<SellerStore, 'find'>;
    clock: Clock;
  }) =>
  async (sellerId: string): Promise<SellerFocus> => {
    const sale = await deps.clients.currentSaleOf(sellerId);
    const running = sale !== null && sale.holdExpiresAt.getTime() > deps.clock.now().getTime();
    if (!running) return { withTheClient: null, showEndQuestionnaire: false };
    const seller = await deps.sellers.find(sellerId);
    return {
      withTheClient: sale.clientId,
      showEndQuestionnaire: seller?.showEndQuestionnaire ?? false,
    };
  };
