import { Hono, type Context } from 'hono';
import type { ClientRecord } from '#application/ports/client-store.port.ts';
import { sellerClientPaths } from '#domain/access/seller-focus.ts';
import {
  VISIT_PURPOSES,
  type QuestionnaireStep,
  type VisitPurpose,
} from '#domain/client-flow/index.ts';
import { LANGUAGES, type Language } from '#domain/locale/language.ts';
import { withoutUndefined } from '#domain/shared/defined.ts';
import {
  clientQuestionnaireStartPage,
  sellerQuestionnairePartPage,
  type ClientQuestionnaireStartView,
} from '#ui/pages/seller/client-questionnaire.page.tsx';
import { sellerQuestionnairePaths } from '#ui/pages/seller/seller-view.ts';
import { speakClientLanguage } from '#adapters/http/middleware/locale.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import {
  formOf,
  partView,
  STEP_PATHS,
  stepOfPath,
  submitStep,
  type RefusedPart,
} from './questionnaire-part.ts';
import type { SellerPageContext } from './seller-page-context.ts';
import { startVisit } from './visit-start.ts';

type Ctx = Context<AppEnv>;

/**
 * The buyer's questionnaire filled in on the advisor's own device (/seller/client-questionnaire):
 * the purpose and language first, then the kiosk's four parts (part 4 in steps, decision 099); the
 * finished visit is the advisor's.
 */
export const makeSellerClientQuestionnairePages = (ctx: SellerPageContext) => {
  const { useCases, me, denied } = ctx;
  const router = new Hono<AppEnv>();

  /** The visit of `?clientId=` (or the path's id) this advisor started and is still filling in. */
  const ownVisitOf = async (c: Ctx, id: string | undefined) => {
    const found = await ctx.clientOf(c, id);
    return found?.access.kind === 'questionnaire' ? found.details.client : null;
  };

  const startPage = (c: Ctx, view: Omit<ClientQuestionnaireStartView, 'sellerId'>) =>
    ctx.show(
      c,
      clientQuestionnaireStartPage,
      { sellerId: me(c), ...view },
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
    const found = await ctx.clientOf(c, id);
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
    // Only the fields with a problem: any entry refuses the form.
    const errors = withoutUndefined({
      language: (LANGUAGES as readonly string[]).includes(language)
        ? undefined
        : c.get('t')('clients.validation.required'),
      sequence: (VISIT_PURPOSES as readonly string[]).includes(sequence)
        ? undefined
        : c.get('t')('clients.validation.required'),
    });
    if (Object.keys(errors).length > 0) {
      return startPage(c, { errors, visit: visit ? visitView(visit) : undefined });
    }
    const chosen = { language: language as Language, purpose: sequence as VisitPurpose };
    const started = await startVisit(useCases, c, {
      visit,
      ...chosen,
      confirm: form.one('confirm') === 'yes',
    });
    switch (started.kind) {
      case 'refused':
        return denied(c);
      case 'confirm':
        return startPage(c, { visit: visitView(started.visit), confirmPurpose: chosen });
      case 'started':
        return c.redirect(sellerQuestionnairePaths(started.clientId).part(1), 303);
    }
  });

  const renderStep = async (
    c: Ctx,
    client: ClientRecord,
    step: QuestionnaireStep,
    refused?: RefusedPart,
  ) =>
    ctx.show(
      c,
      sellerQuestionnairePartPage,
      { sellerId: me(c), ...(await partView(useCases, client, step, refused)) },
      refused ? 422 : 200,
    );

  /** The step's visit: the path's id, which `?clientId=` repeats as the spec's routes do. */
  const stepVisitOf = async (c: Ctx) => {
    const found = await ctx.clientOf(c, c.req.param('id'));
    if (!found) return { kind: 'missing' as const };
    if (found.access.kind === 'questionnaire') {
      // The buyer answers on the advisor's device: the parts speak the buyer's language.
      speakClientLanguage(c, found.details.client.language);
      return { kind: 'answering' as const, client: found.details.client };
    }
    if (found.access.kind === 'denied') return { kind: 'denied' as const };
    return { kind: 'finished' as const, client: found.details.client };
  };

  for (const path of STEP_PATHS.map((step) => `/seller/client-questionnaire/:id${step}`)) {
    router.get(path, async (c) => {
      const visit = await stepVisitOf(c);
      if (visit.kind === 'missing') return denied(c, 404);
      if (visit.kind === 'denied') return denied(c);
      // A finished questionnaire is not answered again (docs/spec/product-spec.md section 4).
      if (visit.kind === 'finished')
        return c.redirect(sellerClientPaths(visit.client.id).record, 302);
      return renderStep(c, visit.client, stepOfPath(c));
    });

    router.post(path, async (c) => {
      const visit = await stepVisitOf(c);
      if (visit.kind === 'missing') return denied(c, 404);
      if (visit.kind === 'denied') return denied(c);
      if (visit.kind === 'finished') {
        return c.redirect(sellerClientPaths(visit.client.id).record, 303);
      }
      const { client } = visit;
      const step = stepOfPath(c);
      const outcome = await submitStep(c, useCases, { client, step });
      const record = sellerClientPaths(client.id).record;
      switch (outcome.kind) {
        case 'next':
          return c.redirect(sellerQuestionnairePaths(client.id).step(outcome.step), 303);
        case 'refused':
          return renderStep(c, client, step, outcome.refused);
        case 'gone':
          return c.redirect(record, 303);
        case 'completed':
          // The questionnaire is done: the client is this advisor's (decision 024).
          return c.redirect(`${record}?${(await ctx.takeOwnVisit(c, client.id)).query}`, 303);
      }
    });
  }

  return router;
};
