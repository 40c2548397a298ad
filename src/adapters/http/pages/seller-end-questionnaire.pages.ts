import { Hono, type Context } from 'hono';
import { stateOf } from '#application/client-flow/common.ts';
import type { ClientDetails } from '#application/client-flow/get-client.ts';
import {
  availableEvents,
  RELATIONSHIP_OUTCOMES,
  saleStateOf,
  type RelationshipOutcome,
} from '#domain/client-flow/index.ts';
import type { EndRelationshipValues } from '#ui/pages/seller/end-relationship-form.tsx';
import { endQuestionnairePage } from '#ui/pages/seller/end-questionnaire.page.tsx';
import { clientLabel } from '#ui/pages/seller/seller-view.ts';
import { clientsErrorMessage } from '#adapters/http/api/clients/clients.errors.ts';
import { toClientBody } from '#adapters/http/api/clients/clients.schemas.ts';
import { pageCaller, UUID } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import type { SellerPageContext } from './seller-page-context.ts';

type Ctx = Context<AppEnv>;
type EndError = { field: 'outcome' | 'modelsViewed' | 'modelsSold'; message: string };

/** The end questionnaire, /seller/client/{id}/questionnaireEnd: how the advisor's sale ended. */
export const makeSellerEndQuestionnairePages = (ctx: SellerPageContext) => {
  const { useCases, me, denied } = ctx;
  const router = new Hono<AppEnv>();

  const renderEnd = async (
    c: Ctx,
    details: ClientDetails,
    refused?: { values: EndRelationshipValues; error: EndError },
  ) => {
    const seller = await useCases.getSeller(pageCaller(c, 'sellers.read'), me(c));
    const timeZone = ctx.timeZoneOf(c);
    const { client } = details;
    const summary = toClientBody(client, useCases.clock.now());
    const running = saleStateOf(client, useCases.clock.now()) === 'active';
    return ctx.show(
      c,
      endQuestionnairePage,
      {
        sellerId: me(c),
        clientId: client.id,
        name: clientLabel(summary, ctx.visitorLabel(c), timeZone),
        cars: await ctx.carsFor(details),
        forced: running && seller.ok && seller.value.showEndQuestionnaire,
        values: refused?.values,
        error: refused?.error,
      },
      refused ? 422 : 200,
    );
  };

  /** The advisor's own sale, running or expired: the only client an end questionnaire is for. */
  const saleOf = async (c: Ctx) => {
    const found = await ctx.clientOf(c, c.req.param('id'));
    if (!found) return null;
    const { details, access } = found;
    const ends = availableEvents(
      stateOf(details.client),
      ctx.viewerOf(c),
      useCases.clock.now(),
    ).has('end');
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
        error: { field: 'outcome', message: c.get('t')('clients.validation.required') },
      });
    }
    const outcome = posted as RelationshipOutcome;
    const ended = await useCases.endRelationship({
      caller: pageCaller(c, 'clients.feedback.write'),
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
          message: clientsErrorMessage(c.get('t'), ended.error) ?? '',
        },
      });
    }
    // Ended meanwhile (another tab), or no longer this advisor's.
    return denied(c);
  };
  router.post('/seller/client/:id/questionnaireEnd', endRelationship);
  // The address the record's dialog posted to before the end questionnaire had its own page.
  router.post('/seller/client/:id/end', endRelationship);

  return router;
};
