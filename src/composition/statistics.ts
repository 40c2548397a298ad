import {
  makeGetClientHistory,
  makeListClientHistory,
} from '#application/statistics/client-history.ts';
import {
  makeGetSellerStatistics,
  makeGetStatisticsAccess,
  makeSetStatisticsStatus,
} from '#application/statistics/seller-statistics.ts';
import type { Adapters } from './adapters.ts';

/** Statistics (decisions.md section 9), advisors' access to them, and the clients history. */
export const buildStatistics = ({ stores, clock }: Adapters) => {
  const { statistics } = stores;
  const history = { statistics, clients: stores.clients, clock };
  return {
    getSellerStatistics: makeGetSellerStatistics({ statistics, clock }),
    getStatisticsAccess: makeGetStatisticsAccess({ statistics }),
    setStatisticsStatus: makeSetStatisticsStatus({ statistics, clock }),
    listClientHistory: makeListClientHistory(history),
    getClientHistory: makeGetClientHistory(history),
  };
};
