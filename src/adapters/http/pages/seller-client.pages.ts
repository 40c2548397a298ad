import { Hono, type Context } from 'hono';
import { stateOf } from '#application/client-flow/common.ts';
import type { ClientDetails } from '#application/client-flow/get-client.ts';
import { availableEvents } from '#domain/client-flow/index.ts';
import { clientRecordPage } from '#ui/pages/seller/client-record.page.tsx';
import type { ClientRecordView } from '#ui/pages/seller/client-record-view.ts';
import { sellerQuestionnairePaths } from '#ui/pages/seller/seller-view.ts';
import { toClientBody } from '#adapters/http/api/clients/clients.schemas.ts';
import { pageCaller, UUID } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { historyView } from './client-history-view.ts';
import type { SellerPageContext } from './seller-page-context.ts';

type Ctx = Context<AppEnv>;

/** One client's record, /seller/client/{id}, and what the advisor does from it: accept, take, one more hour. */
export const makeSellerClientPages = (ctx: SellerPageContext) => {
  const { useCases, me, denied } = ctx;
  const router = new Hono<AppEnv>();

  const renderRecord = async (c: Ctx, details: ClientDetails, access: 'record' | 'expired') => {
    const now = useCases.clock.now();
    const { client } = details;
    const timeZone = ctx.timeZoneOf(c);
    const cars = await ctx.carsFor(details);
    const carNames = Object.fromEntries(details.carNames);
    for (const car of cars) carNames[car.id] ??= car.label;
    const events = availableEvents(stateOf(client), ctx.viewerOf(c), now);
    const profile = details.profile;
    const view: ClientRecordView = {
      sellerId: me(c),
      timeZone,
      access,
      client: {
        ...toClientBody(client, now),
        language: client.language,
        answers: client.questionnaire,
      },
      profile: profile
        ? {
            scores: profile.scores,
            profileNumber: profile.profileNumber,
            descriptors: profile.descriptors,
            tips: profile.tips,
          }
        : null,
      history: historyView(details, c.get('t')),
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
    const flash = ctx.flashOf(c);
    return ctx.show(c, clientRecordPage, { ...view, flash });
  };

  /** A form's post about the path's client; an id that is not one is not looked up at all. */
  const onClient = (act: (c: Ctx, id: string) => Promise<Response>) => (c: Ctx) => {
    const id = c.req.param('id');
    return id && UUID.test(id) ? act(c, id) : denied(c, 404);
  };

  router.get('/seller/client/:id', async (c) => {
    const found = await ctx.clientOf(c, c.req.param('id'));
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

  router.post(
    '/seller/client/:id/accept',
    onClient(async (c, id) => {
      const accepted = await useCases.acceptClient(pageCaller(c, 'clients.accept'), id);
      return accepted.ok
        ? c.redirect(`/seller/client/${id}?flash=accepted`, 303)
        : ctx.homeWithError(c, accepted.error.code);
    }),
  );

  // The advisor's own visit is finished but not theirs yet (the first attempt found a sale open).
  router.post(
    '/seller/client/:id/take',
    onClient(async (c, id) => {
      const taken = await ctx.takeOwnVisit(c, id);
      return c.redirect(
        taken.ok ? `/seller/client/${id}?${taken.query}` : `/seller?${taken.query}`,
        303,
      );
    }),
  );

  router.post(
    '/seller/client/:id/extra-time',
    onClient(async (c, id) => {
      const body = await c.req.parseBody();
      const extended = await useCases.extraTime(pageCaller(c, 'clients.extraTime'), id);
      if (!extended.ok) return ctx.homeWithError(c, extended.error.code);
      // From the expired-sale dialog (home page or record) it is a resume: the sale runs again, and
      // an advisor with a running sale is kept on its record anyway (docs/spec/product-spec.md section 4).
      const resumed = body.back === 'home' || body.back === 'record';
      return c.redirect(`/seller/client/${id}?flash=${resumed ? 'resumed' : 'extended'}`, 303);
    }),
  );

  return router;
};
