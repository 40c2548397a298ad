import { makeCreateInvite } from '#application/auth/invite.ts';
import { makeCreateBpm } from '#application/bpms/create-bpm.ts';
import { makeDeleteBpm } from '#application/bpms/delete-bpm.ts';
import { makeGetBpm } from '#application/bpms/get-bpm.ts';
import { makeListBpmAccounts } from '#application/bpms/list-bpm-accounts.ts';
import { makeUpdateBpm } from '#application/bpms/update-bpm.ts';
import { makeGetBpmPerformance } from '#application/statistics/get-bpm-performance.ts';
import { makeCreateTerritory } from '#application/territories/create-territory.ts';
import { makeDeleteTerritory } from '#application/territories/delete-territory.ts';
import { makeGetTerritory } from '#application/territories/get-territory.ts';
import { makeListTerritories } from '#application/territories/list-territories.ts';
import { makeUpdateTerritory } from '#application/territories/update-territory.ts';
import type { Adapters } from './adapters.ts';

/**
 * The Best Pairing managers' accounts (prAdmin), their performance, and the territories that give
 * them their dealerships (docs/decisions/076-territories.md, 080).
 */
export const buildBpms = ({ stores, inTransaction, tokens, clock }: Adapters) => {
  const { users, territories, statistics } = stores;
  const saveDeps = { territories, inTransaction, clock };
  return {
    listBpmAccounts: makeListBpmAccounts({ users, territories }),
    getBpm: makeGetBpm({ users, territories }),
    createBpm: makeCreateBpm({
      users,
      territories,
      inTransaction,
      createInvite: makeCreateInvite({ tokens, clock }),
      clock,
    }),
    updateBpm: makeUpdateBpm({ users, territories }),
    deleteBpm: makeDeleteBpm({ users, inTransaction, clock }),
    getBpmPerformance: makeGetBpmPerformance({ users, territories, statistics, clock }),
    listTerritories: makeListTerritories({ territories }),
    getTerritory: makeGetTerritory({ territories }),
    createTerritory: makeCreateTerritory(saveDeps),
    updateTerritory: makeUpdateTerritory(saveDeps),
    deleteTerritory: makeDeleteTerritory({ territories }),
  };
};
