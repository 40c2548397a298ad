import { z } from '@hono/zod-openapi';
import type { makeAcceptClient } from '#application/client-flow/accept-client.ts';
import type { makeChooseSeller } from '#application/client-flow/choose-seller.ts';
import type { makeCreateClient } from '#application/client-flow/create-client.ts';
import type { makeDeleteClient } from '#application/client-flow/delete-client.ts';
import type { makeEndRelationship } from '#application/client-flow/end-relationship.ts';
import type { makeExtraTime } from '#application/client-flow/extra-time.ts';
import type { makeGetClient } from '#application/client-flow/get-client.ts';
import type { makeListClients } from '#application/client-flow/list-clients.ts';
import type { makeSaveClientQuestionnaire } from '#application/client-flow/save-client-questionnaire.ts';
import type { makeSetSeller } from '#application/client-flow/set-seller.ts';
import type { makeSaveQuestionnaireDraft } from '#application/client-flow/save-questionnaire-draft.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import { callerOf } from '#adapters/http/api/caller.ts';
import { apiRoutes, createApiRouter } from '#adapters/http/api/openapi.ts';
import { respond } from './clients.errors.ts';
import {
  ChooseSellerBody,
  ClientDetailsSchema,
  ClientSchema,
  ListedClientSchema,
  CreateClientBody,
  FeedbackBody,
  ListClientsQuery,
  SaveQuestionnaireBody,
  SetSellerBody,
  toClientBody,
  toClientDetailsBody,
} from './clients.schemas.ts';
import { listedAnswers } from './listed-answers.ts';
import { KioskDraftAnswersSchema } from './questionnaire-draft.schemas.ts';
import { jsonBody } from '#adapters/http/api/forms.ts';

export type ClientRouteDeps = {
  listClients: ReturnType<typeof makeListClients>;
  getClient: ReturnType<typeof makeGetClient>;
  createClient: ReturnType<typeof makeCreateClient>;
  saveClientQuestionnaire: ReturnType<typeof makeSaveClientQuestionnaire>;
  endRelationship: ReturnType<typeof makeEndRelationship>;
  acceptClient: ReturnType<typeof makeAcceptClient>;
  deleteClient: ReturnType<typeof makeDeleteClient>;
  chooseSeller: ReturnType<typeof makeChooseSeller>;
  setSeller: ReturnType<typeof makeSetSeller>;
  extraTime: ReturnType<typeof makeExtraTime>;
  saveQuestionnaireDraft: ReturnType<typeof makeSaveQuestionnaireDraft>;
  clock: Clock;
};

const clients = apiRoutes('Clients');
const transitionNote =
  'Status changes follow docs/spec/decisions.md section 3; a change the current status does not allow is a 409 naming the status. Every change is recorded with who and when (see the history of GET /api/clients/{id}).';

const listRoute = clients.get('/api/clients', 'clients.list', {
  summary: 'The walk-in clients of the dealerships within reach, newest first',
  request: { query: ListClientsQuery },
  success: {
    description: 'The clients, without their answers',
    schema: z.array(ListedClientSchema),
  },
  errors: [404],
});

const getRoute = clients.get('/api/clients/{id}', 'clients.read', {
  summary: 'One client: answers, status history (who and when), profile and tips',
  success: { description: 'The client record', schema: ClientDetailsSchema },
});

const createRoute = clients.post('/api/clients', 'clients.create', {
  summary: 'Start a visit on the kiosk: language and visit purpose (sequence)',
  request: { body: jsonBody(CreateClientBody) },
  success: { status: 201, description: 'The new visit (status null)', schema: ClientSchema },
});

/**
 * The answer of a change of one client (`/api/clients/{id}...`): the client as it is now; 404 when
 * out of reach, 409 when its status does not allow the change.
 */
const changed = (answer = 'The client') => ({
  success: { description: answer, schema: ClientSchema },
  errors: [409] as const,
});

const questionnaireRoute = clients.put(
  '/api/clients/{id}/questionnaire',
  'clients.questionnaire.write',
  {
    summary: 'Save kiosk answers as the buyer goes; `complete` finishes the questionnaire',
    description: `Answers are merged with those saved, so a reload loses nothing; \`draft\` keeps a part's answers as they are typed, before the part is saved. An advisor answers only the visits they started. ${transitionNote}`,
    request: { body: jsonBody(SaveQuestionnaireBody) },
    ...changed(),
  },
);

const feedbackRoute = clients.put('/api/clients/{id}/feedback', 'clients.feedback.write', {
  summary: 'End the relationship: sold, not sold or be-back, models viewed or sold, comment',
  description: transitionNote,
  request: { body: jsonBody(FeedbackBody) },
  ...changed(),
});

const acceptRoute = clients.post('/api/clients/{id}/accept', 'clients.accept', {
  summary: 'Take a waiting client (or a be-back client of yours who came back)',
  description: `When several advisors accept at once, exactly one wins; the others get 409 CLIENT.ALREADY_ACCEPTED. ${transitionNote}`,
  ...changed('The client, now with you'),
});

const deleteRoute = clients.delete('/api/clients/{id}', 'clients.delete', {
  summary: 'Delete a client (kept for statistics); the kiosk cancels a visit not yet taken',
  ...changed('The deleted client'),
});

const chooseSellerRoute = clients.post('/api/clients/{id}/seller', 'clients.seller.choose', {
  summary: 'The kiosk sends the client to the waiting room for an available advisor',
  description: `\`seller: null\` lets the dealership's choice mode decide (best match, round robin, or the next free advisor). ${transitionNote}`,
  request: { body: jsonBody(ChooseSellerBody) },
  ...changed('The client, in the waiting room'),
});

const setSellerRoute = clients.put('/api/clients/{id}/seller', 'clients.seller.set', {
  summary: 'Pair a client manually with an advisor of the dealership',
  description: transitionNote,
  request: { body: jsonBody(SetSellerBody) },
  ...changed(),
});

const extraTimeRoute = clients.post('/api/clients/{id}/extra-time', 'clients.extraTime', {
  summary: 'One more hour on your sale; resumes it when its hold has expired',
  ...changed(),
});

export const makeClientRoutes = (deps: ClientRouteDeps) => {
  const body = (client: Parameters<typeof toClientBody>[0]) =>
    toClientBody(client, deps.clock.now());
  const listedAnswer = listedAnswers();
  const router = createApiRouter();
  // Documents the draft's answers, which the body takes as a record for the domain to check.
  router.openAPIRegistry.register('KioskDraftAnswers', KioskDraftAnswersSchema);
  return router
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const result = await deps.listClients({
        caller: callerOf(c),
        concession: query.concession,
        statuses: query.status,
        carIds: query.cars,
        sellerIds: query.seller?.map((id) => (id === 'none' ? null : id)),
        limit: query.limit,
        offset: query.offset,
      });
      return respond.text(c, result, (list) => listedAnswer(list, deps.clock.now()));
    })
    .openapi(getRoute, async (c) => {
      const result = await deps.getClient(callerOf(c), c.req.valid('param').id);
      return respond(c, result, (details) => toClientDetailsBody(details, deps.clock.now()));
    })
    .openapi(createRoute, async (c) => {
      const result = await deps.createClient({ caller: callerOf(c), ...c.req.valid('json') });
      return respond(c, result, body, 201);
    })
    .openapi(questionnaireRoute, async (c) => {
      const clientId = c.req.valid('param').id;
      const saved = c.req.valid('json');
      if (saved.draft) {
        const { questionnaire: answers, personality } = saved;
        const result = await deps.saveQuestionnaireDraft({
          caller: callerOf(c),
          clientId,
          answers,
          personality,
        });
        return respond(c, result, body);
      }
      const { questionnaire, personality, complete, language, sequence, confirmPurposeChange } =
        saved;
      const result = await deps.saveClientQuestionnaire({
        caller: callerOf(c),
        clientId,
        answers: questionnaire,
        personality,
        complete,
        language,
        sequence,
        confirmPurposeChange,
      });
      return respond(c, result, body);
    })
    .openapi(feedbackRoute, async (c) => {
      const { feedback } = c.req.valid('json');
      const result = await deps.endRelationship({
        caller: callerOf(c),
        clientId: c.req.valid('param').id,
        outcome: feedback.outcome,
        modelsViewed: feedback.modelsViewed ?? [],
        modelsSold: feedback.modelsSold ?? [],
        comment: feedback.comment ?? '',
      });
      return respond(c, result, body);
    })
    .openapi(acceptRoute, async (c) =>
      respond(c, await deps.acceptClient(callerOf(c), c.req.valid('param').id), body),
    )
    .openapi(deleteRoute, async (c) =>
      respond(c, await deps.deleteClient(callerOf(c), c.req.valid('param').id), body),
    )
    .openapi(chooseSellerRoute, async (c) => {
      const result = await deps.chooseSeller({
        caller: callerOf(c),
        clientId: c.req.valid('param').id,
        sellerId: c.req.valid('json').seller,
      });
      return respond(c, result, body);
    })
    .openapi(setSellerRoute, async (c) => {
      const result = await deps.setSeller({
        caller: callerOf(c),
        clientId: c.req.valid('param').id,
        sellerId: c.req.valid('json').seller,
      });
      return respond(c, result, body);
    })
    .openapi(extraTimeRoute, async (c) =>
      respond(c, await deps.extraTime(callerOf(c), c.req.valid('param').id), body),
    );
};
