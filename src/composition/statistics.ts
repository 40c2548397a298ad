import { makeGetDealershipDashboard } from '#application/statistics/get-dealership-dashboard.ts';
import { makeGetClientHistory } from '#application/statistics/get-client-history.ts';
import { makeListClientHistory } from '#application/statistics/list-client-history.ts';
import { makeGetSellerStatistics } from '#application/statistics/get-seller-statistics.ts';
import { makeGetStatisticsAccess } from '#application/statistics/get-statistics-access.ts';
import { makeSetStatisticsStatus } from '#application/statistics/set-statistics-status.ts';
import type { Adapters } from './adapters.ts';

/** Statistics (docs/spec/decisions.md section 9), advisors' access to them, and the clients history. */
export const buildStatistics = ({ stores, clock }: Adapters) => {
  const { statistics } = stores;
  const history = { statistics, clients: stores.clients, clock };
  return {
    getSellerStatistics: makeGetSellerStatistics({ statistics, clock }),
    getStatisticsAccess: makeGetStatisticsAccess({ statistics }),
    setStatisticsStatus: makeSetStatisticsStatus({ statistics, clock }),
    listClientHistory: makeListClientHistory(history),
    getClientHistory: makeGetClientHistory(history),
    getDealershipDashboard: makeGetDealershipDashboard({
      dashboard: stores.dashboard,
      statistics,
      users: stores.users,
      matching: stores.matching,
      clock,
    }),
  };
};
