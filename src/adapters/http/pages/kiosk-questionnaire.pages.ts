import { Hono, type Context } from 'hono';
import type { ClientRecord } from '#application/ports/client-store.port.ts';
import {
  VISIT_PURPOSES,
  type QuestionnaireStep,
  type VisitPurpose,
} from '#domain/client-flow/index.ts';
import { kioskHomePage } from '#ui/pages/client/kiosk-home.page.tsx';
import { kioskPaths } from '#ui/pages/client/kiosk-view.ts';
import { questionnairePage } from '#ui/pages/client/questionnaire.page.tsx';
import { endQuestionnairePage } from '#ui/pages/client/end-questionnaire.page.tsx';
import { pageCaller } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { forgetLanguageChoice } from '#adapters/http/middleware/locale.ts';
import type { KioskPageContext } from './kiosk-page-context.ts';
import {
  formOf,
  partView,
  STEP_PATHS,
  stepOfPath,
  submitStep,
  type RefusedPart,
} from './questionnaire-part.ts';
import { startVisit } from './visit-start.ts';

/** The end screen's refusals, by code (docs/spec/product-spec.md section 9: phones of 10 digits). */
const CONTACT_MESSAGES = {
  'CONTACT.FIRST_NAME_INVALID': 'kiosk.contact.firstNameInvalid',
  'PHONE.INVALID': 'components.phone.invalid',
  'CONTACT.CONSENT_REQUIRED': 'kiosk.contact.consentRequired',
} as const;

type Ctx = Context<AppEnv>;

/**
 * The buyer's questionnaire at the kiosk: the start (/client, the visit's purpose), its four parts
 * (/client/questionnaire/{id}/part-N, part 4 in steps: decision 099), the reset, and the end screen
 * that leads to an advisor.
 */
export const makeKioskQuestionnairePages = (ctx: KioskPageContext) => {
  const { useCases, show, nextPath } = ctx;
  const router = new Hono<AppEnv>();

  const home = (c: Ctx, client: ClientRecord | null, confirmPurpose?: VisitPurpose) =>
    show(c, kioskHomePage, {
      visit:
        client?.status === null ? { clientId: client.id, purpose: client.sequence } : undefined,
      confirmPurpose,
    });

  router.get('/client', async (c) => home(c, await ctx.visitOf(c)));

  router.post('/client', async (c) => {
    const form = await formOf(c);
    const sequence = form.one('sequence');
    const visit = await ctx.visitOfForm(c, form);
    if (!sequence || !(VISIT_PURPOSES as readonly string[]).includes(sequence)) {
      return home(c, visit);
    }
    const purpose = sequence as VisitPurpose;
    const started = await startVisit(useCases, c, {
      // A visit past its questionnaire is not changed: the buyer starts a new one.
      visit: visit?.status === null ? visit : null,
      language: c.get('language'),
      purpose,
      confirm: form.one('confirm') === 'yes',
    });
    switch (started.kind) {
      case 'refused':
        return home(c, null);
      case 'confirm':
        return home(c, started.visit, purpose);
      case 'started':
        return c.redirect(kioskPaths(started.clientId).part(1), 303);
    }
  });

  // A kiosk reset cancels the visit in progress (kept, soft-deleted, for statistics).
  router.post('/client/reset', async (c) => {
    const visit = await ctx.visitOfForm(c, await formOf(c));
    if (visit) await useCases.deleteClient(pageCaller(c, 'clients.delete'), visit.id);
    return c.redirect('/client', 303);
  });

  // The tablet went idle (docs/decisions/059): a visit still answering is cancelled, a finished
  // questionnaire goes to the waiting room (the buyer walked away from "Merci!" or the choice of
  // advisors), and the tablet speaks its own language again for the next buyer.
  router.post('/client/idle', async (c) => {
    const visit = await ctx.visitOfForm(c, await formOf(c));
    if (visit?.status === null) {
      await useCases.deleteClient(pageCaller(c, 'clients.delete'), visit.id);
    } else if (visit?.status === 'questionnaireCompleted') {
      await useCases.chooseSeller({
        caller: pageCaller(c, 'clients.seller.choose'),
        clientId: visit.id,
        sellerId: null,
      });
    }
    forgetLanguageChoice(c);
    return c.redirect('/client', 303);
  });

  const renderStep = async (
    c: Ctx,
    client: ClientRecord,
    step: QuestionnaireStep,
    refused?: RefusedPart,
  ) =>
    show(
      c,
      questionnairePage,
      await partView(useCases, client, step, refused),
      refused ? 422 : 200,
    );

  for (const path of STEP_PATHS.map((step) => `/client/questionnaire/:id${step}`)) {
    // A finished questionnaire is not answered again (docs/spec/product-spec.md section 4).
    router.get(path, async (c) => {
      const visit = await ctx.visitAt(c, null);
      if (visit.away) return visit.away;
      return renderStep(c, visit.client, stepOfPath(c));
    });

    router.post(path, async (c) => {
      const step = stepOfPath(c);
      const visit = await ctx.visitAt(c, null);
      if (visit.away) return visit.away;
      const { client } = visit;
      const outcome = await submitStep(c, useCases, { client, step, language: c.get('language') });
      switch (outcome.kind) {
        case 'next':
          return c.redirect(kioskPaths(client.id).step(outcome.step), 303);
        case 'completed':
          return c.redirect(kioskPaths(client.id).end, 303);
        case 'refused':
          return renderStep(c, client, step, outcome.refused);
        case 'gone':
          return c.redirect('/client', 303);
      }
    });
  }

  router.get('/client/questionnaire/endQuestionnaire', async (c) => {
    const visit = await ctx.visitAt(c, 'questionnaireCompleted');
    if (visit.away) return visit.away;
    const { client } = visit;
    return show(c, endQuestionnairePage, {
      clientId: client.id,
      values: { firstName: client.firstName ?? '', phone: client.phone ?? '', consent: false },
    });
  });

  // The questionnaire is done: the dealership's choice mode decides what the buyer sees next.
  router.post('/client/questionnaire/endQuestionnaire', async (c) => {
    const visit = await ctx.visitAt(c, 'questionnaireCompleted');
    if (visit.away) return visit.away;
    const { client } = visit;
    const form = await formOf(c);
    // The buyer's first name and phone, if given (the waiting-room button sends none).
    if (form.one('waitingRoom') !== 'yes') {
      const values = {
        firstName: form.one('firstName') ?? '',
        phone: form.one('phone') ?? '',
        consent: form.one('consent') === 'yes',
      };
      const saved = await useCases.saveClientContact(
        pageCaller(c, 'clients.questionnaire.write'),
        client.id,
        values,
      );
      if (!saved.ok && saved.error.code === 'CLIENT.CONTACT_INVALID') {
        const errors = Object.fromEntries(
          saved.error.issues.map((issue) => [
            issue.field,
            c.get('t')(CONTACT_MESSAGES[issue.code]),
          ]),
        );
        return show(c, endQuestionnairePage, { clientId: client.id, values, errors }, 422);
      }
    }
    const plan = await ctx.rankingOf(c, client);
    if (!plan) return c.redirect(nextPath(client), 303);
    if (form.one('waitingRoom') !== 'yes') {
      if (plan.decision.kind === 'offer') return c.redirect(kioskPaths(client.id).choose, 303);
      // The advisor picks on the tablet, when someone is there to (docs/spec/product-spec.md 3).
      if (plan.mode === 'advisorPicks' && plan.ranking.length > 0) {
        return c.redirect(kioskPaths(client.id).advisorPicks, 303);
      }
    }
    const chosen = await useCases.chooseSeller({
      caller: pageCaller(c, 'clients.seller.choose'),
      clientId: client.id,
      sellerId: null,
    });
    return c.redirect(chosen.ok ? ctx.pairedPath(chosen.value) : nextPath(client), 303);
  });

  return router;
};
