import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ClientRecord, ClientStore } from '#application/ports/client-store.port.ts';
import {
  notFound,
  reachesSeller,
  type SellerDeps,
  type SellerNotFound,
  type SellerView,
} from './seller-view.ts';
import { makeRecordPresence, type PresenceInput } from './record-presence.ts';

export type ConfirmAvailabilityInput = PresenceInput & { clientId?: string };
export type ConfirmAvailabilityError =
  SellerNotFound | { code: 'SELLER.UNFINISHED_SALES' } | { code: 'CLIENT.NOT_FOUND' };

/**
 * `POST /api/sellers/{id}/confirm-availability` (the link sent when a client waits): refused while
 * the advisor still has a sale to finish (docs/spec/product-spec.md section 8); otherwise it counts as a
 * heartbeat and hands back the client who waits, so the advisor can take them.
 */
export const makeConfirmAvailability =
  (deps: SellerDeps & { clients: Pick<ClientStore, 'currentSaleOf' | 'find'> }) =>
  async (
    input: ConfirmAvailabilityInput,
  ): Promise<
    Result<{ seller: SellerView; client: ClientRecord | null }, ConfirmAvailabilityError>
  > => {
    const seller = await deps.sellers.find(input.sellerId);
    if (!seller || !reachesSeller(input.caller, seller)) return notFound();
    if (await deps.clients.currentSaleOf(seller.id)) {
      return err({ code: 'SELLER.UNFINISHED_SALES' });
    }
    let client: ClientRecord | null = null;
    if (input.clientId !== undefined) {
      client = await deps.clients.find(input.clientId);
      if (!client || client.concessionId !== seller.concessionId) {
        return err({ code: 'CLIENT.NOT_FOUND' });
      }
    }
    const view = await makeRecordPresence(deps)(input);
    if (!view.ok) return view;
    return ok({ seller: view.value, client });
  };
