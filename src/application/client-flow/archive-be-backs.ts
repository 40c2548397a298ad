import type { ClientStore } from '#application/ports/client-store.port.ts';
import { applyEvent } from './common.ts';
import type { ClientFlowDeps } from './flow-ports.ts';

/** Scheduled: be-back clients are archived once their dealership's archive delay has passed. */
export const makeArchiveBeBacks =
  (deps: ClientFlowDeps & { clients: Pick<ClientStore, 'dueForArchive'> }) =>
  async (): Promise<{ archived: number }> => {
    const now = deps.clock.now();
    let archived = 0;
    for (const due of await deps.clients.dueForArchive(now, 500)) {
      // One transaction per client: a failure leaves the others archived.
      const done = await deps.inTransaction(async (ports) => {
        const client = await ports.clients.find(due.id, { forUpdate: true });
        const settings = client && (await ports.settings.find(client.concessionId));
        if (!client || !settings) return false;
        const result = await applyEvent(
          ports.clients,
          client,
          { type: 'archive', archiveDelayWeeks: settings.archiveDelayWeeks },
          { actor: { userId: null, role: 'system' }, now, reason: 'archiveDelayElapsed' },
        );
        return result.ok;
      });
      if (done) archived += 1;
    }
    return { archived };
  };
