import {
  makeGetAdvisorFocus,
  makeSaveQuestionnaireDraft,
  makeTakeQuestionnaireClient,
} from '#application/client-flow/advisor-use-cases.ts';
import {
  makeAcceptClient,
  makeArchiveBeBacks,
  makeChooseSeller,
  makeCreateClient,
  makeDeleteClient,
  makeEndRelationship,
  makeExtraTime,
  makeGetClient,
  makeGetPairing,
  makeListClients,
  makeSaveClientQuestionnaire,
  makeSetSeller,
} from '#application/client-flow/client-use-cases.ts';
import {
  makeGetGeneralSettings,
  makeUpdateGeneralSettings,
} from '#application/concessions/update-general-settings.ts';
import {
  makeConfirmAvailability,
  makeGetSeller,
  makeListSellers,
  makeRecordPresence,
} from '#application/sellers/seller-use-cases.ts';
import { makeSetShowEndQuestionnaire } from '#application/sellers/set-show-end-questionnaire.ts';
import { makeUpdateSellerProfile } from '#application/sellers/update-profile.ts';
import type { Adapters } from './adapters.ts';
import type { Psychometrics } from './psychometrics.ts';

/**
 * The core loop (kiosk questionnaire -> match -> advisor accepts -> outcome): the Clients and Sellers
 * calls, the general settings, the kiosk and advisor pages, and their scheduled work.
 */
export const buildClientFlow = (
  { stores, inTransaction, clock, logger }: Adapters,
  psychometrics: Pick<Psychometrics, 'getClientProfile'>,
) => {
  const { clients, settings, sellers, matching, lambdas, catalogue } = stores;
  const flow = { inTransaction, clock };
  const sellerDeps = { sellers, matching, clock };
  return {
    clock,
    catalogue,
    listClients: makeListClients({ clients }),
    getClient: makeGetClient({
      clients,
      catalogue,
      clientProfile: psychometrics.getClientProfile,
    }),
    createClient: makeCreateClient({ clients, clock }),
    saveClientQuestionnaire: makeSaveClientQuestionnaire(flow),
    endRelationship: makeEndRelationship(flow),
    acceptClient: makeAcceptClient(flow),
    deleteClient: makeDeleteClient(flow),
    chooseSeller: makeChooseSeller(flow),
    setSeller: makeSetSeller(flow),
    extraTime: makeExtraTime(flow),
    saveQuestionnaireDraft: makeSaveQuestionnaireDraft(flow),
    takeQuestionnaireClient: makeTakeQuestionnaireClient(flow),
    getAdvisorFocus: makeGetAdvisorFocus({ clients, sellers, clock }),
    getPairing: makeGetPairing({ clients, pairing: { matching, lambdas, settings }, clock }),
    archiveBeBacks: makeArchiveBeBacks({ ...flow, clients }),
    listSellers: makeListSellers(sellerDeps),
    getSeller: makeGetSeller(sellerDeps),
    recordPresence: makeRecordPresence(sellerDeps),
    confirmAvailability: makeConfirmAvailability({ ...sellerDeps, clients }),
    updateSellerProfile: makeUpdateSellerProfile(sellerDeps),
    setShowEndQuestionnaire: makeSetShowEndQuestionnaire(sellerDeps),
    getGeneralSettings: makeGetGeneralSettings({ settings }),
    updateGeneralSettings: makeUpdateGeneralSettings({ settings, clock }),
    logger,
  };
};

export type ClientFlow = ReturnType<typeof buildClientFlow>;
