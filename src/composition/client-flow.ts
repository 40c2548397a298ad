import { makeSaveQuestionnaireDraft } from '#application/client-flow/save-questionnaire-draft.ts';
import { makeTakeQuestionnaireClient } from '#application/client-flow/take-questionnaire-client.ts';
import { makeAcceptClient } from '#application/client-flow/accept-client.ts';
import { makeArchiveBeBacks } from '#application/client-flow/archive-be-backs.ts';
import { makeChooseSeller } from '#application/client-flow/choose-seller.ts';
import { makeCreateClient } from '#application/client-flow/create-client.ts';
import { makeDeleteClient } from '#application/client-flow/delete-client.ts';
import { makeEndRelationship } from '#application/client-flow/end-relationship.ts';
import { makeExtraTime } from '#application/client-flow/extra-time.ts';
import { makeGetClient } from '#application/client-flow/get-client.ts';
import { makeGetPairing } from '#application/client-flow/get-pairing.ts';
import { makeListClients } from '#application/client-flow/list-clients.ts';
import { makeSaveClientContact } from '#application/client-flow/save-client-contact.ts';
import { makeSaveClientQuestionnaire } from '#application/client-flow/save-client-questionnaire.ts';
import { makeSetSeller } from '#application/client-flow/set-seller.ts';
import { makeGetGeneralSettings } from '#application/concessions/get-general-settings.ts';
import { makeUpdateGeneralSettings } from '#application/concessions/update-general-settings.ts';
import { makeConfirmAvailability } from '#application/sellers/confirm-availability.ts';
import { makeGetSeller } from '#application/sellers/get-seller.ts';
import { makeListSellers } from '#application/sellers/list-sellers.ts';
import { makeRecordPresence } from '#application/sellers/record-presence.ts';
import { makeSetShowEndQuestionnaire } from '#application/sellers/set-show-end-questionnaire.ts';
import { makeUpdateSellerProfile } from '#application/sellers/update-profile.ts';
import { cacheClientLists } from '#adapters/persistence/cached-client-lists.ts';
import { cacheLatestLambda } from '#adapters/persistence/cached-lambdas.ts';
import { cacheSellerLists } from '#adapters/persistence/cached-seller-lists.ts';
import { keepClientVersions } from '#adapters/persistence/kept-client-versions.ts';
import type { Adapters } from './adapters.ts';
import type { Psychometrics } from './psychometrics.ts';

/**
 * The core loop (kiosk questionnaire -> match -> advisor accepts -> outcome): the Clients and Sellers
 * calls, the general settings, the kiosk and advisor pages, and their scheduled work.
 */
export const buildClientFlow = (
  { stores, inTransaction, clock, logger, database }: Adapters,
  psychometrics: Pick<Psychometrics, 'getClientProfile'>,
) => {
  const { clients, settings, sellers, matching, catalogue } = stores;
  const flow = { inTransaction, clock };
  const sellerDeps = { sellers, clock };
  // Kept until a row they rest on changes or a heartbeat ages out (docs/decisions/142 and 146).
  const keptSellerDeps = {
    clock,
    sellers: {
      ...sellers,
      ...cacheSellerLists(sellers, database.sellerListChanges, {
        now: () => clock.now().getTime(),
      }),
    },
  };
  // The clients this process created or saved last, with their versions (docs/decisions/152).
  const keptClients = { ...clients, ...keepClientVersions(clients) };
  return {
    clock,
    catalogue,
    // Kept until a row a list shows changes (docs/decisions/139).
    listClients: makeListClients({
      clients: cacheClientLists(clients, database.clientListChanges, {
        now: () => clock.now().getTime(),
      }),
    }),
    getClient: makeGetClient({
      clients,
      catalogue,
      clientProfile: psychometrics.getClientProfile,
    }),
    createClient: makeCreateClient({ clients: keptClients, clock }),
    saveClientQuestionnaire: makeSaveClientQuestionnaire({
      ...flow,
      clients: keptClients,
      catalogue,
      // Kept until a version is written (docs/decisions/144).
      lambdas: cacheLatestLambda(stores.lambdas, database.lambdaChanges, {
        now: () => clock.now().getTime(),
      }),
    }),
    saveClientContact: makeSaveClientContact(flow),
    endRelationship: makeEndRelationship(flow),
    acceptClient: makeAcceptClient(flow),
    deleteClient: makeDeleteClient(flow),
    chooseSeller: makeChooseSeller(flow),
    setSeller: makeSetSeller(flow),
    extraTime: makeExtraTime(flow),
    saveQuestionnaireDraft: makeSaveQuestionnaireDraft(flow),
    takeQuestionnaireClient: makeTakeQuestionnaireClient(flow),
    getPairing: makeGetPairing({ clients, pairing: { matching, settings }, clock }),
    archiveBeBacks: makeArchiveBeBacks({ ...flow, clients }),
    listSellers: makeListSellers(keptSellerDeps),
    getSeller: makeGetSeller(keptSellerDeps),
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
