import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ClientDetails } from '#application/client-flow/get-client.ts';
import { stateOf } from '#application/client-flow/common.ts';
import type { ClientRecord } from '#application/ports/client-store.port.ts';
import { forcedSellerPath, sellerClientPaths } from '#domain/access/seller-focus.ts';
import {
  sellerAccessTo,
  availableEvents,
  RELATIONSHIP_OUTCOMES,
  saleStateOf,
  VISIT_PURPOSES,
  type QuestionnairePart,
  type RelationshipOutcome,
  type VisitPurpose,
} from '#domain/client-flow/index.ts';
import { LANGUAGES, type Language } from '#domain/locale/language.ts';
import { DEFAULT_TIME_ZONE } from '#domain/locale/time-zone.ts';
import { sellerStateOf } from '#domain/matching/index.ts';
import type { Flash } from '#ui/components/snackbar.tsx';
import {
  clientAccessDeniedPage,
  clientRecordPage,
  type ClientRecordView,
} from '#ui/pages/seller/client-record.page.tsx';
import {
  clientQuestionnaireStartPage,
  sellerQuestionnairePartPage,
  type ClientQuestionnaireStartView,
} from '#ui/pages/seller/client-questionnaire.page.tsx';
import { confirmAvailabilityPage } from '#ui/pages/seller/confirm-availability.page.tsx';
import type { EndRelationshipValues } from '#ui/pages/seller/end-relationship-form.tsx';
import { endQuestionnairePage } from '#ui/pages/seller/end-questionnaire.page.tsx';
import { sellerHomePage } from '#ui/pages/seller/home.page.tsx';
import { clientLabel, sellerQuestionnairePaths } from '#ui/pages/seller/seller-view.ts';
import { clientsErrorMessage } from '#adapters/http/api/clients/clients.errors.ts';
import { toClientBody } from '#adapters/http/api/clients/clients.schemas.ts';
import { pageCaller, UUID, type ClientFlowUseCases } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { layoutFrame } from './layout-viewer.ts';
import {
  formOf,
  partOfSegment,
  partView,
  submitPart,
  type RefusedPart,
} from './questionnaire-part.ts';
import type { PageRenderer } from './render.ts';

export type SellerPageDeps = {
  useCases: Pick<
    ClientFlowUseCases,
    | 'listClients'
    | 'getClient'
    | 'getSeller'
    | 'createClient'
    | 'saveClientQuestionnaire'
    | 'takeQuestionnaireClient'
    | 'acceptClient'
    | 'endRelationship'
    | 'extraTime'
    | 'getGeneralSettings'
    | 'confirmAvailability'
    | 'catalogue'
    | 'clock'
  >;
  pages: PageRenderer;
};

type Ctx = Context<AppEnv>;
const SUCCESS_FLASHES = ['accepted', 'ended', 'extended', 'resumed', 'taken'] as const;
const INFO_FLASHES = ['waiting'] as const;

const viewerOf = (c: Ctx) => {
  const viewer = c.var.viewer;
  // The role guard let only advisors in.
  if (!viewer) throw new Error('advisor page without a viewer');
  return viewer;
};

const callerFor = pageCaller;

/** A one-time message named in the query after a redirect (only known ones are shown). */
const flashOf = (c: Ctx): Flash | undefined => {
  const flash = c.req.query('flash') ?? '';
  if ((SUCCESS_FLASHES as readonly string[]).includes(flash)) {
    const key = flash as (typeof SUCCESS_FLASHES)[number];
    return { tone: 'success', message: c.var.t(`seller.flash.${key}`) };
  }
  if ((INFO_FLASHES as readonly string[]).includes(flash)) {
    return { tone: 'info', message: c.var.t('seller.flash.waiting') };
  }
  const code = c.req.query('error');
  const message = code ? clientsErrorMessage(c.var.t, { code }) : undefined;
  return message ? { tone: 'error', message } : undefined;
};

/**
 * Product-spec section 4: an advisor with a completed test who is with a client (a sale whose hold
 * runs) is kept on that client's pages, or on its end questionnaire once they started ending the
 * relationship (`showEndQuestionnaire`). Pages only (the API answers as it always does), and only
 * what is displayed (GET): a form's post is checked by its use case.
 */
export const makeSellerFocusGuard = (useCases: Pick<ClientFlowUseCases, 'getSellerFocus'>) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const viewer = c.var.viewer;
    if (viewer?.role !== 'seller' || viewer.onboarding || c.req.method !== 'GET') return next();
    const focus = await useCases.getSellerFocus(viewer.userId);
    const target = forcedSellerPath(
      { testComplete: viewer.record.profileNumber !== null, ...focus },
      c.req.path,
    );
    return target ? c.redirect(target, 302) : next();
  });

/**
 * The advisor's side of the core loop (docs/spec/product-spec.md section 2): /seller (availability, the live
 * lists, the expired-sale dialog), /seller/client/{id} and its end questionnaire, the availability
 * confirmation link, and the buyer's questionnaire filled in on the advisor's own device
 * (/seller/client-questionnaire). Forms post and redirect; the lists refresh themselves once the
 * page's script runs.
 */
export const makeSellerPages = ({ useCases, pages }: SellerPageDeps) => {
  const router = new Hono<AppEnv>();
  const frame = (c: Ctx) => layoutFrame(viewerOf(c), c.req.path, c.var.t);
  const me = (c: Ctx) => viewerOf(c).userId;

  const timeZoneOf = async (c: Ctx) => {
    const concessionId = viewerOf(c).concessionId;
    if (!concessionId) return DEFAULT_TIME_ZONE;
    const settings = await useCases.getGeneralSettings(
      callerFor(c, 'concessions.read'),
      concessionId,
    );
    return settings.ok ? settings.value.timeZone : DEFAULT_TIME_ZONE;
  };

  const visitorLabel = (c: Ctx) => c.var.t('seller.home.visitor', { time: '{{time}}' });

  // ------------------------------------------------------------------------ home

  router.get('/seller', async (c) => {
    const caller = callerFor(c, 'clients.list');
    const waiting = await useCases.listClients({
      caller,
      statuses: ['waitingRoom'],
      sellerIds: [me(c), null],
      limit: 100,
      offset: 0,
    });
    const current = await useCases.listClients({
      caller,
      statuses: ['withAdvisor', 'beBack'],
      sellerIds: [me(c)],
      limit: 100,
      offset: 0,
    });
    const seller = await useCases.getSeller(callerFor(c, 'sellers.read'), me(c));
    const timeZone = await timeZoneOf(c);
    const now = useCases.clock.now();
    const summaries = (result: typeof waiting) =>
      result.ok ? result.value.map((client) => toClientBody(client, now)) : [];
    const currentClients = summaries(current);
    const expired = currentClients.find((client) => client.sale === 'expired');
    const selling = currentClients.some((client) => client.sale === 'active');
    const flash = flashOf(c);
    return pages.render(
      c,
      sellerHomePage(pages.pageContext(c), frame(c), {
        sellerId: me(c),
        timeZone,
        state: sellerStateOf({
          available: seller.ok && seller.value.available,
          sale: selling ? 'active' : 'none',
        }),
        waiting: summaries(waiting),
        current: currentClients,
        ...(expired
          ? {
              expiredSale: {
                clientId: expired.id,
                name: clientLabel(expired, visitorLabel(c), timeZone),
              },
            }
          : {}),
        ...(flash ? { flash } : {}),
      }),
    );
  });

  // ------------------------------------------------------------------------ one client

  /** The client of the path's id, with what this advisor may see of it. */
  const clientOf = async (c: Ctx, id: string | undefined) => {
    if (!id || !UUID.test(id)) return null;
    const result = await useCases.getClient(callerFor(c, 'clients.read'), id);
    if (!result.ok) return null;
    return {
      details: result.value,
      access: sellerAccessTo(result.value.client, me(c), useCases.clock.now()),
    };
  };

  /** "No access to the client, or the hold expired, or the sale ended" (docs/spec/product-spec.md section 8). */
  const denied = (c: Ctx, status: 403 | 404 = 403) =>
    pages.render(c, clientAccessDeniedPage(pages.pageContext(c), frame(c), me(c)), status);

  /** The models the end questionnaire offers: the current catalogue and the client's interests. */
  const carsFor = async (details: ClientDetails) => {
    const { client } = details;
    const catalogue = await useCases.catalogue.cars(
      client.concessionId,
      useCases.clock.now().getUTCFullYear(),
    );
    const carNames = Object.fromEntries(details.carNames);
    return [
      ...catalogue.map((car) => ({
        id: car.id,
        label: `${car.manufacturer} ${car.model} ${car.year}`,
      })),
      ...client.cars.interested
        .filter((id) => !catalogue.some((car) => car.id === id))
        .map((id) => ({ id, label: carNames[id] ?? id })),
    ];
  };

  const renderRecord = async (c: Ctx, details: ClientDetails, access: 'record' | 'expired') => {
    const now = useCases.clock.now();
    const { client } = details;
    const timeZone = await timeZoneOf(c);
    const cars = await carsFor(details);
    const carNames = Object.fromEntries(details.carNames);
    for (const car of cars) carNames[car.id] ??= car.label;
    const events = availableEvents(stateOf(client), viewerOf(c), now);
    const profile = details.profile;
    const view: ClientRecordView = {
      sellerId: me(c),
      timeZone,
      access,
      client: {
        ...toClientBody(client, now),
        language: client.language,
        answers: client.questionnaire,
        feedback: client.feedback
          ? { outcome: client.feedback.outcome, comment: client.feedback.comment }
          : null,
      },
      profile: profile
        ? {
            scores: profile.scores,
            profileNumber: profile.profileNumber,
            descriptors: profile.descriptors,
            tips: profile.tips,
          }
        : null,
      history: details.history.map((entry) => ({
        to: entry.to,
        at: entry.at.toISOString(),
        actor:
          entry.actor.name ??
          (entry.actor.role === 'system'
            ? c.var.t('clients.actors.system')
            : c.var.t('clients.actors.unknown')),
      })),
      carNames,
      cars,
      // What the status machine would take from this advisor now: the page offers nothing else.
      can: {
        accept: events.has('accept'),
        // The advisor's own visit: its waiting room and acceptance are one step (decision 024).
        take: events.has('enterWaitingRoom') && client.createdBy === me(c),
        extraTime: events.has('extendHold'),
        end: events.has('end'),
      },
    };
    const flash = flashOf(c);
    return pages.render(
      c,
      clientRecordPage(pages.pageContext(c), frame(c), { ...view, ...(flash ? { flash } : {}) }),
    );
  };

  router.get('/seller/client/:id', async (c) => {
    const found = await clientOf(c, c.req.param('id'));
    if (!found) return denied(c, 404);
    const { details, access } = found;
    switch (access.kind) {
      case 'denied':
        return denied(c);
      case 'questionnaire':
        return c.redirect(sellerQuestionnairePaths(details.client.id).part(1), 302);
      default:
        return renderRecord(c, details, access.kind);
    }
  });

  router.post('/seller/client/:id/accept', async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) return denied(c, 404);
    const accepted = await useCases.acceptClient(callerFor(c, 'clients.accept'), id);
    return accepted.ok
      ? c.redirect(`/seller/client/${id}?flash=accepted`, 303)
      : c.redirect(`/seller?error=${encodeURIComponent(accepted.error.code)}`, 303);
  });

  // The advisor's own visit is finished but not theirs yet (the first attempt found a sale open).
  router.post('/seller/client/:id/take', async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) return denied(c, 404);
    const taken = await useCases.takeQuestionnaireClient(callerFor(c, 'clients.accept'), id);
    if (!taken.ok) return c.redirect(`/seller?error=${encodeURIComponent(taken.error.code)}`, 303);
    return c.redirect(
      `/seller/client/${id}?flash=${taken.value.accepted ? 'taken' : 'waiting'}`,
      303,
    );
  });

  router.post('/seller/client/:id/extra-time', async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) return denied(c, 404);
    const body = await c.req.parseBody();
    const extended = await useCases.extraTime(callerFor(c, 'clients.extraTime'), id);
    if (!extended.ok) {
      return c.redirect(`/seller?error=${encodeURIComponent(extended.error.code)}`, 303);
    }
    // From the expired-sale dialog (home page or record) it is a resume: the sale runs again, and
    // an advisor with a running sale is kept on its record anyway (docs/spec/product-spec.md section 4).
    const resumed = body.back === 'home' || body.back === 'record';
    return c.redirect(`/seller/client/${id}?flash=${resumed ? 'resumed' : 'extended'}`, 303);
  });

  // ------------------------------------------------------------------------ end questionnaire

  const renderEnd = async (
    c: Ctx,
    details: ClientDetails,
    refused?: { values: EndRelationshipValues; error: NonNullable<EndError> },
  ) => {
    const seller = await useCases.getSeller(callerFor(c, 'sellers.read'), me(c));
    const timeZone = await timeZoneOf(c);
    const { client } = details;
    const summary = toClientBody(client, useCases.clock.now());
    const running = saleStateOf(client, useCases.clock.now()) === 'active';
    return pages.render(
      c,
      endQuestionnairePage(pages.pageContext(c), frame(c), {
        sellerId: me(c),
        clientId: client.id,
        name: clientLabel(summary, visitorLabel(c), timeZone),
        cars: await carsFor(details),
        forced: running && seller.ok && seller.value.showEndQuestionnaire,
        ...(refused ? { values: refused.values, error: refused.error } : {}),
      }),
      refused ? 422 : 200,
    );
  };
  type EndError = { field: 'outcome' | 'modelsViewed' | 'modelsSold'; message: string } | undefined;

  /** The advisor's own sale, running or expired: the only client an end questionnaire is for. */
  const saleOf = async (c: Ctx) => {
    const found = await clientOf(c, c.req.param('id'));
    if (!found) return null;
    const { details, access } = found;
    const ends = availableEvents(stateOf(details.client), viewerOf(c), useCases.clock.now()).has(
      'end',
    );
    return ends && (access.kind === 'record' || access.kind === 'expired') ? details : null;
  };

  router.get('/seller/client/:id/questionnaireEnd', async (c) => {
    const details = await saleOf(c);
    return details ? renderEnd(c, details) : denied(c);
  });

  const endRelationship = async (c: Ctx) => {
    const details = await saleOf(c);
    if (!details) return denied(c);
    const body = await c.req.parseBody({ all: true });
    const list = (name: string) => {
      const value = body[name];
      return (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
        (item): item is string => typeof item === 'string' && UUID.test(item),
      );
    };
    const posted = typeof body.outcome === 'string' ? body.outcome : '';
    const comment = typeof body.comment === 'string' ? body.comment.slice(0, 2000) : '';
    const values: EndRelationshipValues = {
      modelsViewed: list('modelsViewed'),
      modelsSold: list('modelsSold'),
      comment,
    };
    if (!(RELATIONSHIP_OUTCOMES as readonly string[]).includes(posted)) {
      return renderEnd(c, details, {
        values,
        error: { field: 'outcome', message: c.var.t('clients.validation.required') },
      });
    }
    const outcome = posted as RelationshipOutcome;
    const ended = await useCases.endRelationship({
      caller: callerFor(c, 'clients.feedback.write'),
      clientId: details.client.id,
      outcome,
      modelsViewed: values.modelsViewed ?? [],
      modelsSold: values.modelsSold ?? [],
      comment,
    });
    if (ended.ok) return c.redirect('/seller?flash=ended', 303);
    if (ended.error.code === 'CLIENT.FEEDBACK_INVALID') {
      return renderEnd(c, details, {
        values: { ...values, outcome },
        error: {
          field: ended.error.field,
          message: clientsErrorMessage(c.var.t, ended.error) ?? '',
        },
      });
    }
    // Ended meanwhile (another tab), or no longer this advisor's.
    return denied(c);
  };
  router.post('/seller/client/:id/questionnaireEnd', endRelationship);
  // The address the record's dialog posted to before the end questionnaire had its own page.
  router.post('/seller/client/:id/end', endRelationship);

  // ------------------------------------------------------------------------ availability link

  const confirmPage = (c: Ctx, clientId: string | null, error?: string) =>
    pages.render(
      c,
      confirmAvailabilityPage(pages.pageContext(c), frame(c), {
        clientId,
        ...(error ? { error } : {}),
      }),
      error ? 409 : 200,
    );

  // The link texted to an advisor when a client waits for them (docs/spec/decisions.md section 4).
  router.get('/seller/confirm-availability', (c) => {
    const clientId = c.req.query('clientId');
    return confirmPage(c, clientId && UUID.test(clientId) ? clientId : null);
  });

  router.post('/seller/confirm-availability', async (c) => {
    const body = await c.req.parseBody();
    const clientId =
      typeof body.clientId === 'string' && UUID.test(body.clientId) ? body.clientId : null;
    const confirmed = await useCases.confirmAvailability({
      caller: callerFor(c, 'sellers.availability.confirm'),
      sellerId: me(c),
      address: null,
      ...(clientId ? { clientId } : {}),
    });
    if (!confirmed.ok) {
      return confirmPage(c, clientId, clientsErrorMessage(c.var.t, confirmed.error));
    }
    const client = confirmed.value.client;
    return c.redirect(client ? `/seller/client/${client.id}` : '/seller', 303);
  });

  // ------------------------------------------------------------------------ a buyer's questionnaire

  /** The visit of `?clientId=` (or the path's id) this advisor started and is still filling in. */
  const ownVisitOf = async (c: Ctx, id: string | undefined) => {
    const found = await clientOf(c, id);
    return found?.access.kind === 'questionnaire' ? found.details.client : null;
  };

  const startPage = (c: Ctx, view: Omit<ClientQuestionnaireStartView, 'sellerId'>) =>
    pages.render(
      c,
      clientQuestionnaireStartPage(pages.pageContext(c), frame(c), { sellerId: me(c), ...view }),
      view.errors || view.confirmPurpose ? 422 : 200,
    );

  const visitView = (client: ClientRecord) => ({
    clientId: client.id,
    language: client.language,
    purpose: client.sequence,
  });

  router.get('/seller/client-questionnaire', async (c) => {
    const id = c.req.query('clientId');
    if (id === undefined) return startPage(c, {});
    const found = await clientOf(c, id);
    if (!found) return denied(c, 404);
    if (found.access.kind === 'denied') return denied(c);
    // Finished already: the client's record says what comes next.
    if (found.access.kind !== 'questionnaire') {
      return c.redirect(sellerClientPaths(found.details.client.id).record, 302);
    }
    return startPage(c, { visit: visitView(found.details.client) });
  });

  router.post('/seller/client-questionnaire', async (c) => {
    const form = await formOf(c);
    const language = form.one('language') ?? '';
    const sequence = form.one('sequence') ?? '';
    const visitId = form.one('clientId');
    const visit = visitId === undefined ? null : await ownVisitOf(c, visitId);
    if (visitId !== undefined && !visit) return denied(c);
    const errors = {
      ...(!(LANGUAGES as readonly string[]).includes(language)
        ? { language: c.var.t('clients.validation.required') }
        : {}),
      ...(!(VISIT_PURPOSES as readonly string[]).includes(sequence)
        ? { sequence: c.var.t('clients.validation.required') }
        : {}),
    };
    if (Object.keys(errors).length > 0) {
      return startPage(c, { errors, ...(visit ? { visit: visitView(visit) } : {}) });
    }
    const chosen = { language: language as Language, purpose: sequence as VisitPurpose };
    if (!visit) {
      const created = await useCases.createClient({
        caller: callerFor(c, 'clients.create'),
        language: chosen.language,
        sequence: chosen.purpose,
      });
      if (!created.ok) return denied(c);
      return c.redirect(sellerQuestionnairePaths(created.value.id).part(1), 303);
    }
    const changed = await useCases.saveClientQuestionnaire({
      caller: callerFor(c, 'clients.questionnaire.write'),
      clientId: visit.id,
      answers: {},
      sequence: chosen.purpose,
      language: chosen.language,
      confirmPurposeChange: form.one('confirm') === 'yes',
    });
    if (!changed.ok && changed.error.code === 'CLIENT.PURPOSE_CHANGE_NEEDS_CONFIRMATION') {
      return startPage(c, { visit: visitView(visit), confirmPurpose: chosen });
    }
    return c.redirect(sellerQuestionnairePaths(visit.id).part(1), 303);
  });

  const renderPart = async (
    c: Ctx,
    client: ClientRecord,
    part: QuestionnairePart,
    refused?: RefusedPart,
  ) =>
    pages.render(
      c,
      sellerQuestionnairePartPage(pages.pageContext(c), frame(c), {
        sellerId: me(c),
        ...(await partView(useCases, client, part, refused)),
      }),
      refused ? 422 : 200,
    );

  /** The part's visit: the path's id, which `?clientId=` repeats as the spec's routes do. */
  const partVisitOf = async (c: Ctx) => {
    const found = await clientOf(c, c.req.param('id'));
    if (!found) return { kind: 'missing' as const };
    if (found.access.kind === 'questionnaire') {
      return { kind: 'answering' as const, client: found.details.client };
    }
    if (found.access.kind === 'denied') return { kind: 'denied' as const };
    return { kind: 'finished' as const, client: found.details.client };
  };

  router.get('/seller/client-questionnaire/:id/:part{part-[1-4]}', async (c) => {
    const visit = await partVisitOf(c);
    if (visit.kind === 'missing') return denied(c, 404);
    if (visit.kind === 'denied') return denied(c);
    // A finished questionnaire is not answered again (docs/spec/product-spec.md section 4).
    if (visit.kind === 'finished')
      return c.redirect(sellerClientPaths(visit.client.id).record, 302);
    return renderPart(c, visit.client, partOfSegment(c.req.param('part')));
  });

  router.post('/seller/client-questionnaire/:id/:part{part-[1-4]}', async (c) => {
    const visit = await partVisitOf(c);
    if (visit.kind === 'missing') return denied(c, 404);
    if (visit.kind === 'denied') return denied(c);
    if (visit.kind === 'finished') {
      return c.redirect(sellerClientPaths(visit.client.id).record, 303);
    }
    const { client } = visit;
    const part = partOfSegment(c.req.param('part'));
    const outcome = await submitPart(
      { useCases, t: c.var.t },
      {
        caller: callerFor(c, 'clients.questionnaire.write'),
        client,
        part,
        form: await formOf(c),
      },
    );
    switch (outcome.kind) {
      case 'next':
        return c.redirect(sellerQuestionnairePaths(client.id).part(outcome.part), 303);
      case 'refused':
        return renderPart(c, client, part, outcome.refused);
      case 'gone':
        return c.redirect(sellerClientPaths(client.id).record, 303);
      case 'completed': {
        // The questionnaire is done: the client is this advisor's (decision 024).
        const taken = await useCases.takeQuestionnaireClient(
          callerFor(c, 'clients.accept'),
          client.id,
        );
        const next = taken.ok
          ? `flash=${taken.value.accepted ? 'taken' : 'waiting'}`
          : `error=${encodeURIComponent(taken.error.code)}`;
        return c.redirect(`${sellerClientPaths(client.id).record}?${next}`, 303);
      }
    }
  });

  return router;
};
