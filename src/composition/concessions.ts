import { makeCreateInvite } from '#application/auth/invite.ts';
import { makeSetStationPassword } from '#application/auth/set-station-password.ts';
import { makeCreateConcession } from '#application/concessions/create-concession.ts';
import { makeDeleteConcession } from '#application/concessions/delete-concession.ts';
import { makeGetConcessionSummary } from '#application/concessions/get-concession-summary.ts';
import { makeListConcessions } from '#application/concessions/list-concessions.ts';
import { makeListCreatableTerritories } from '#application/concessions/list-creatable-territories.ts';
import { makeGetConcession } from '#application/concessions/get-concession.ts';
import { makeListManufacturers } from '#application/concessions/list-manufacturers.ts';
import { makeUpdateConfiguration } from '#application/concessions/update-configuration.ts';
import { makeUpdateGeneralSettings } from '#application/concessions/update-general-settings.ts';
import { makeUpdateInformation } from '#application/concessions/update-information.ts';
import { makeUpdateNetworks } from '#application/concessions/update-networks.ts';
import { makeUpdateSellerCard } from '#application/concessions/update-seller-card.ts';
import type { Adapters } from './adapters.ts';

/**
 * The dealership's record and settings tabs (docs/decisions/061-063). The settings pages also save
 * the general settings and the stations' passwords through those calls' own use cases.
 */
export const buildConcessions = ({
  stores,
  inTransaction,
  uploads: files,
  images,
  hasher,
  tokens,
  clock,
}: Adapters) => {
  const { concessions, settings, credentials, directory, users } = stores;
  return {
    listConcessions: makeListConcessions({ directory }),
    getConcessionSummary: makeGetConcessionSummary({ directory }),
    createConcession: makeCreateConcession({
      directory,
      concessions,
      users,
      inTransaction,
      createInvite: makeCreateInvite({ tokens, clock }),
      clock,
    }),
    deleteConcession: makeDeleteConcession({ inTransaction, clock }),
    listCreatableTerritories: makeListCreatableTerritories({ directory }),
    getConcession: makeGetConcession({ concessions }),
    updateInformation: makeUpdateInformation({ concessions, files, images, clock }),
    updateConfiguration: makeUpdateConfiguration({ concessions, inTransaction, clock }),
    updateNetworks: makeUpdateNetworks({ concessions, clock }),
    updateSellerCard: makeUpdateSellerCard({ concessions, clock }),
    listManufacturers: makeListManufacturers({ concessions }),
    updateGeneralSettings: makeUpdateGeneralSettings({ settings, clock }),
    setStationPassword: makeSetStationPassword({ credentials, hasher, inTransaction }),
  };
};
