import { Hono, type Context } from 'hono';
import type { ClientDetails } from '../../../application/client-flow/client-use-cases.ts';
import {
  RELATIONSHIP_OUTCOMES,
  type RelationshipOutcome,
} from '../../../domain/client-flow/index.ts';
import { DEFAULT_TIME_ZONE } from '../../../domain/locale/time-zone.ts';
import type { Flash } from '../../../ui/components/snackbar.tsx';
import {
  clientRecordPage,
  type ClientRecordView,
} from '../../../ui/pages/seller/client-record.page.tsx';
import { confirmAvailabilityPage } from '../../../ui/pages/seller/confirm-availability.page.tsx';
import { sellerHomePage } from '../../../ui/pages/seller/home.page.tsx';
import { clientLabel } from '../../../ui/pages/seller/seller-view.ts';
import { clientsErrorMessage } from '../api/clients/clients.errors.ts';
import { toClientBody } from '../api/clients/clients.schemas.ts';
import { pageCaller, UUID, type ClientFlowUseCases } from '../client-flow.use-cases.ts';
import type { AppEnv } from '../env.ts';
import { layoutFrame } from './layout-viewer.ts';
import type { PageRenderer } from './render.ts';

export type SellerPageDeps = {
  useCases: Pick<
    ClientFlowUseCases,
    | 'listClients'
    | 'getClient'
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
const FLASHES = ['accepted', 'ended', 'extended'] as const;

const viewerOf = (c: Ctx) => {
  const viewer = c.var.viewer;
  // The role guard let only advisors in.
  if (!viewer) throw new Error('advisor page without a viewer');
  return viewer;
};

const callerFor = pageCaller;

/** A one-time message named in the query after a redirect (only known ones are shown). */
const flashOf = (c: Ctx): Flash | undefined => {
  const flash = c.req.query('flash');
  if (flash && (FLASHES as readonly string[]).includes(flash)) {
    return {
      tone: 'success',
      message: c.var.t(`advisor.flash.${flash as (typeof FLASHES)[number]}`),
    };
  }
  const code = c.req.query('error');
  const message = code ? clientsErrorMessage(c.var.t, { code }) : undefined;
  return message ? { tone: 'error', message } : undefined;
};

/**
 * The advisor's side of the core loop (product-spec section 2: /seller and /seller/client/{id}):
 * the live home lists, the client record and its dialogs. Forms post and redirect; the lists
 * refresh themselves once the page's script runs.
 */
export const makeSellerPages = ({ useCases, pages }: SellerPageDeps) => {
  const router = new Hono<AppEnv>();
  const frame = (c: Ctx) => layoutFrame(viewerOf(c), c.req.path, c.var.t);

  const timeZoneOf = async (c: Ctx) => {
    const concessionId = viewerOf(c).concessionId;
    if (!concessionId) return DEFAULT_TIME_ZONE;
    const settings = await useCases.getGeneralSettings(
      callerFor(c, 'concessions.read'),
      concessionId,
    );
    return settings.ok ? settings.value.timeZone : DEFAULT_TIME_ZONE;
  };

  router.get('/seller', async (c) => {
    const me = viewerOf(c).userId;
    const caller = callerFor(c, 'clients.list');
    // One query at a time: the embedded database interleaves parallel statements (decision 017).
    const waiting = await useCases.listClients({
      caller,
      statuses: ['waitingRoom'],
      sellerIds: [me, null],
      limit: 100,
      offset: 0,
    });
    const current = await useCases.listClients({
      caller,
      statuses: ['withAdvisor', 'beBack'],
      sellerIds: [me],
      limit: 100,
      offset: 0,
    });
    const timeZone = await timeZoneOf(c);
    const now = useCases.clock.now();
    const summaries = (result: typeof waiting) =>
      result.ok ? result.value.map((client) => toClientBody(client, now)) : [];
    const currentClients = summaries(current);
    const expired = currentClients.find((client) => client.sale === 'expired');
    const flash = flashOf(c);
    return pages.render(
      c,
      sellerHomePage(pages.pageContext(c), frame(c), {
        sellerId: me,
        timeZone,
        waiting: summaries(waiting),
        current: currentClients,
        ...(expired
          ? {
              expiredSale: {
                clientId: expired.id,
                name: clientLabel(
                  expired,
                  c.var.t('advisor.home.visitor', { time: '{{time}}' }),
                  timeZone,
                ),
              },
            }
          : {}),
        ...(flash ? { flash } : {}),
      }),
    );
  });

  const renderRecord = async (c: Ctx, details: ClientDetails, error?: string) => {
    const me = viewerOf(c).userId;
    const now = useCases.clock.now();
    const { client } = details;
    const timeZone = await timeZoneOf(c);
    const catalogue = await useCases.catalogue.cars(client.concessionId, now.getUTCFullYear());
    const carNames = Object.fromEntries(details.carNames);
    const cars = [
      ...catalogue.map((car) => ({
        id: car.id,
        label: `${car.manufacturer} ${car.model} ${car.year}`,
      })),
      ...client.cars.interested
        .filter((id) => !catalogue.some((car) => car.id === id))
        .map((id) => ({ id, label: carNames[id] ?? id })),
    ];
    for (const car of cars) carNames[car.id] ??= car.label;
    const mine = client.sellerId === me;
    const profile = details.profile;
    const view: ClientRecordView = {
      sellerId: me,
      timeZone,
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
      can: {
        accept:
          (client.status === 'waitingRoom' && (client.sellerId === null || mine)) ||
          (client.status === 'beBack' && mine),
        extraTime: client.status === 'withAdvisor' && mine,
        end: client.status === 'withAdvisor' && mine,
      },
      ...(error ? { error } : {}),
    };
    const flash = flashOf(c);
    return pages.render(
      c,
      clientRecordPage(pages.pageContext(c), frame(c), { ...view, ...(flash ? { flash } : {}) }),
      error ? 422 : 200,
    );
  };

  const detailsOf = async (c: Ctx) => {
    const id = c.req.param('id');
    if (!id || !UUID.test(id)) return null;
    const result = await useCases.getClient(callerFor(c, 'clients.read'), id);
    return result.ok ? result.value : null;
  };

  router.get('/seller/client/:id', async (c) => {
    const details = await detailsOf(c);
    return details ? renderRecord(c, details) : c.notFound();
  });

  router.post('/seller/client/:id/accept', async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) return c.notFound();
    const accepted = await useCases.acceptClient(callerFor(c, 'clients.accept'), id);
    return accepted.ok
      ? c.redirect(`/seller/client/${id}?flash=accepted`, 303)
      : c.redirect(`/seller?error=${encodeURIComponent(accepted.error.code)}`, 303);
  });

  router.post('/seller/client/:id/extra-time', async (c) => {
    const id = c.req.param('id');
    if (!UUID.test(id)) return c.notFound();
    const body = await c.req.parseBody();
    const extended = await useCases.extraTime(callerFor(c, 'clients.extraTime'), id);
    if (!extended.ok)
      return c.redirect(`/seller?error=${encodeURIComponent(extended.error.code)}`, 303);
    // Resumed from the home page's expired-sale dialog: the client is back on that page.
    return c.redirect(
      body.back === 'home' ? '/seller?flash=extended' : `/seller/client/${id}?flash=extended`,
      303,
    );
  });

  router.post('/seller/client/:id/end', async (c) => {
    const details = await detailsOf(c);
    if (!details) return c.notFound();
    const body = await c.req.parseBody({ all: true });
    const list = (name: string) => {
      const value = body[name];
      return (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
        (item): item is string => typeof item === 'string' && UUID.test(item),
      );
    };
    const outcome = typeof body.outcome === 'string' ? body.outcome : '';
    if (!(RELATIONSHIP_OUTCOMES as readonly string[]).includes(outcome)) {
      return renderRecord(c, details, c.var.t('clients.validation.required'));
    }
    const comment = typeof body.comment === 'string' ? body.comment.slice(0, 2000) : '';
    const ended = await useCases.endRelationship({
      caller: callerFor(c, 'clients.feedback.write'),
      clientId: details.client.id,
      outcome: outcome as RelationshipOutcome,
      modelsViewed: list('modelsViewed'),
      modelsSold: list('modelsSold'),
      comment,
    });
    if (ended.ok) return c.redirect('/seller?flash=ended', 303);
    return renderRecord(c, details, clientsErrorMessage(c.var.t, ended.error));
  });

  const confirmPage = (c: Ctx, clientId: string | null, error?: string) =>
    pages.render(
      c,
      confirmAvailabilityPage(pages.pageContext(c), frame(c), {
        clientId,
        ...(error ? { error } : {}),
      }),
      error ? 422 : 200,
    );

  // The link texted to an advisor when a client waits for them (decisions.md section 4).
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
      sellerId: viewerOf(c).userId,
      address: null,
      ...(clientId ? { clientId } : {}),
    });
    if (!confirmed.ok) {
      return confirmPage(c, clientId, clientsErrorMessage(c.var.t, confirmed.error));
    }
    const client = confirmed.value.client;
    return c.redirect(client ? `/seller/client/${client.id}` : '/seller', 303);
  });

  return router;
};
