import { Hono, type Context } from 'hono';
import type { RankedAvailable } from '#application/client-flow/pairing.ts';
import type { ClientRecord } from '#application/ports/client-store.port.ts';
import type { SellerView } from '#application/sellers/seller-view.ts';
import {
  VISIT_PURPOSES,
  type QuestionnairePart,
  type VisitPurpose,
} from '#domain/client-flow/index.ts';
import { completedYearsSince } from '#domain/matching/index.ts';
import { descriptorsFor } from '#domain/psychometrics/index.ts';
import {
  sellerPage,
  chooseSellerPage,
  endQuestionnairePage,
  manualSelectionPage,
  noSellerPage,
} from '#ui/pages/client/sellers.page.tsx';
import { kioskHomePage } from '#ui/pages/client/kiosk-home.page.tsx';
import { kioskPaths, type SellerCardView, type KioskFrame } from '#ui/pages/client/kiosk-view.ts';
import { questionnairePage } from '#ui/pages/client/questionnaire.page.tsx';
import type { FormReader } from '#ui/pages/client/questionnaire-form.ts';
import { pageCaller, UUID, type ClientFlowUseCases } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { uploadUrl } from '#adapters/http/uploads.ts';
import { layoutViewerOf } from './layout-viewer.ts';
import {
  formOf,
  partOfSegment,
  partView,
  submitPart,
  type RefusedPart,
} from './questionnaire-part.ts';
import type { PageRenderer } from './render.ts';

export type KioskPageDeps = {
  useCases: Pick<
    ClientFlowUseCases,
    | 'getClient'
    | 'createClient'
    | 'saveClientQuestionnaire'
    | 'deleteClient'
    | 'chooseSeller'
    | 'getPairing'
    | 'getSeller'
    | 'catalogue'
    | 'clock'
  >;
  pages: PageRenderer;
};

/** A tablet left alone this long starts over (someone walked away mid-questionnaire). */
const IDLE_SECONDS = 180;

type Ctx = Context<AppEnv>;

/** The kiosk account as the use cases see it, with the scope the policy grants for `action`. */
const callerFor = pageCaller;

const frameOf = (c: Ctx): KioskFrame => {
  const viewer = c.var.viewer;
  if (!viewer) throw new Error('kiosk page without a viewer');
  return { viewer: layoutViewerOf(viewer), resetUrl: '/client', idleSeconds: IDLE_SECONDS };
};

const clientIdOf = (c: Ctx) => {
  const id = c.req.query('clientId') ?? c.req.param('id');
  return id && UUID.test(id) ? id : undefined;
};

type Form = FormReader;

/** An advisor card from the ranking: score and the reasons they fit this buyer. */
const cardOfRanked = (entry: RankedAvailable, now: Date): SellerCardView => {
  const { seller } = entry;
  return {
    id: seller.id,
    name: [seller.firstName, seller.lastName].filter(Boolean).join(' '),
    ...(seller.picturePath ? { photoUrl: uploadUrl(seller.picturePath) } : {}),
    yearsOfExperience: completedYearsSince(seller.carSellerStarted, now),
    yearsInDealership: completedYearsSince(seller.concessionSellerStarted, now),
    hobbies: seller.hobbies,
    descriptors: descriptorsFor(seller.z),
    score: entry.score,
    reasons: entry.reasons,
  };
};

/** An advisor card without a match (the advisor is busy now, so no longer ranked). */
const cardOfSeller = (seller: SellerView): SellerCardView => ({
  id: seller.id,
  name: [seller.firstName, seller.lastName].filter(Boolean).join(' '),
  ...(seller.picturePath ? { photoUrl: uploadUrl(seller.picturePath) } : {}),
  yearsOfExperience: seller.yearsOfExperience,
  yearsInDealership: seller.yearsInDealership,
  hobbies: seller.hobbies,
  descriptors: seller.descriptors,
  score: null,
  reasons: null,
});

/**
 * The customer kiosk (docs/spec/product-spec.md section 2, client routes). Every screen is a server-rendered
 * form that posts and redirects, so the tablet works with JavaScript off; answers are saved part by
 * part, and within a part as a draft while the buyer types (with JavaScript), so a reload loses
 * nothing. The visit travels in `?clientId=` (the spec's query parameter).
 */
export const makeKioskPages = ({ useCases, pages }: KioskPageDeps) => {
  const router = new Hono<AppEnv>();
  const render = (c: Ctx, page: Parameters<PageRenderer['render']>[1], status?: 200 | 404 | 422) =>
    pages.render(c, page, status);
  const context = (c: Ctx) => pages.pageContext(c);

  /** The visit of `?clientId=`, when it is one of this dealership's. */
  const visitOf = async (c: Ctx): Promise<ClientRecord | null> => {
    const id = clientIdOf(c);
    if (!id) return null;
    const result = await useCases.getClient(callerFor(c, 'clients.read'), id);
    return result.ok ? result.value.client : null;
  };

  /** Where a visit that already has its advisor (or waits for one) belongs. */
  const pairedPath = (client: ClientRecord) =>
    client.sellerId
      ? kioskPaths(client.id).seller(client.sellerId)
      : kioskPaths(client.id).noSeller;

  /** Where a visit goes next, whatever screen it was asked for. */
  const nextPath = (client: ClientRecord) => {
    if (client.status === null) return kioskPaths(client.id).part(1);
    if (client.status === 'questionnaireCompleted') return kioskPaths(client.id).end;
    if (client.status === 'waitingRoom') return pairedPath(client);
    return '/client';
  };

  const home = (c: Ctx, client: ClientRecord | null, confirmPurpose?: VisitPurpose) =>
    render(
      c,
      kioskHomePage(context(c), frameOf(c), {
        ...(client?.status === null
          ? { visit: { clientId: client.id, purpose: client.sequence } }
          : {}),
        ...(confirmPurpose ? { confirmPurpose } : {}),
      }),
    );

  router.get('/client', async (c) => home(c, await visitOf(c)));

  router.post('/client', async (c) => {
    const form = await formOf(c);
    const sequence = form.one('sequence');
    const visit = await visitOfForm(c, form);
    if (!sequence || !(VISIT_PURPOSES as readonly string[]).includes(sequence)) {
      return home(c, visit);
    }
    const purpose = sequence as VisitPurpose;
    if (visit?.status !== null || !visit) {
      const created = await useCases.createClient({
        caller: callerFor(c, 'clients.create'),
        language: c.var.language,
        sequence: purpose,
      });
      return created.ok ? c.redirect(kioskPaths(created.value.id).part(1), 303) : home(c, null);
    }
    const changed = await useCases.saveClientQuestionnaire({
      caller: callerFor(c, 'clients.questionnaire.write'),
      clientId: visit.id,
      answers: {},
      sequence: purpose,
      confirmPurposeChange: form.one('confirm') === 'yes',
      language: c.var.language,
    });
    if (!changed.ok && changed.error.code === 'CLIENT.PURPOSE_CHANGE_NEEDS_CONFIRMATION') {
      return home(c, visit, purpose);
    }
    return c.redirect(kioskPaths(visit.id).part(1), 303);
  });

  /** The visit named by the form's hidden `clientId`. */
  const visitOfForm = async (c: Ctx, form: Form) => {
    const id = form.one('clientId');
    if (!id || !UUID.test(id)) return null;
    const result = await useCases.getClient(callerFor(c, 'clients.read'), id);
    return result.ok ? result.value.client : null;
  };

  // A kiosk reset cancels the visit in progress (kept, soft-deleted, for statistics).
  router.post('/client/reset', async (c) => {
    const visit = await visitOfForm(c, await formOf(c));
    if (visit) await useCases.deleteClient(callerFor(c, 'clients.delete'), visit.id);
    return c.redirect('/client', 303);
  });

  const renderPart = async (
    c: Ctx,
    client: ClientRecord,
    part: QuestionnairePart,
    refused?: RefusedPart,
  ) =>
    render(
      c,
      questionnairePage(context(c), frameOf(c), await partView(useCases, client, part, refused)),
      refused ? 422 : 200,
    );

  router.get('/client/questionnaire/endQuestionnaire', async (c) => {
    const client = await visitOf(c);
    if (!client) return c.redirect('/client', 302);
    if (client.status !== 'questionnaireCompleted') return c.redirect(nextPath(client), 302);
    return render(c, endQuestionnairePage(context(c), frameOf(c), client.id));
  });

  // The questionnaire is done: the dealership's choice mode decides what the buyer sees next.
  router.post('/client/questionnaire/endQuestionnaire', async (c) => {
    const client = await visitOf(c);
    if (!client) return c.redirect('/client', 303);
    if (client.status !== 'questionnaireCompleted') return c.redirect(nextPath(client), 303);
    const form = await formOf(c);
    const pairing = await useCases.getPairing(callerFor(c, 'clients.matches.read'), client.id);
    if (!pairing.ok) return c.redirect(nextPath(client), 303);
    const { decision } = pairing.value.plan;
    if (decision.kind === 'offer' && form.one('waitingRoom') !== 'yes') {
      return c.redirect(kioskPaths(client.id).choose, 303);
    }
    const chosen = await useCases.chooseSeller({
      caller: callerFor(c, 'clients.seller.choose'),
      clientId: client.id,
      sellerId: null,
    });
    return c.redirect(chosen.ok ? pairedPath(chosen.value) : nextPath(client), 303);
  });

  router.get('/client/questionnaire/:id/:part{part-[1-4]}', async (c) => {
    const part = partOfSegment(c.req.param('part'));
    const client = await visitOf(c);
    if (!client) return c.redirect('/client', 302);
    // A finished questionnaire is not answered again (docs/spec/product-spec.md section 4).
    if (client.status !== null) return c.redirect(nextPath(client), 302);
    return renderPart(c, client, part);
  });

  router.post('/client/questionnaire/:id/:part{part-[1-4]}', async (c) => {
    const part = partOfSegment(c.req.param('part'));
    const client = await visitOf(c);
    if (!client) return c.redirect('/client', 303);
    if (client.status !== null) return c.redirect(nextPath(client), 303);
    const outcome = await submitPart(
      { useCases, t: c.var.t },
      {
        caller: callerFor(c, 'clients.questionnaire.write'),
        client,
        part,
        form: await formOf(c),
        language: c.var.language,
      },
    );
    switch (outcome.kind) {
      case 'next':
        return c.redirect(kioskPaths(client.id).part(outcome.part), 303);
      case 'completed':
        return c.redirect(kioskPaths(client.id).end, 303);
      case 'refused':
        return renderPart(c, client, part, outcome.refused);
      case 'gone':
        return c.redirect('/client', 303);
    }
  });

  const rankingOf = async (c: Ctx, client: ClientRecord) => {
    const pairing = await useCases.getPairing(callerFor(c, 'clients.matches.read'), client.id);
    return pairing.ok ? pairing.value.plan : null;
  };

  router.get('/client/choose-representative', async (c) => {
    const client = await visitOf(c);
    if (!client) return c.redirect('/client', 302);
    if (client.status !== 'questionnaireCompleted') return c.redirect(nextPath(client), 302);
    const plan = await rankingOf(c, client);
    if (!plan || plan.decision.kind !== 'offer') {
      return c.redirect(kioskPaths(client.id).end, 302);
    }
    const now = useCases.clock.now();
    return render(
      c,
      chooseSellerPage(context(c), frameOf(c), {
        clientId: client.id,
        sellers: plan.decision.sellers.map((entry) => cardOfRanked(entry, now)),
      }),
    );
  });

  router.get('/client/choose-representative/no-rep', async (c) => {
    const client = await visitOf(c);
    if (!client) return c.redirect('/client', 302);
    if (client.status !== 'waitingRoom' || client.sellerId)
      return c.redirect(nextPath(client), 302);
    return render(
      c,
      noSellerPage(
        context(c),
        frameOf(c),
        client.selectionMode === 'advisorPicks' ? 'advisorPicks' : 'noSellerAvailable',
      ),
    );
  });

  const manualList = async (c: Ctx, client: ClientRecord, error?: string) => {
    const plan = await rankingOf(c, client);
    const now = useCases.clock.now();
    const page = manualSelectionPage(context(c), frameOf(c), {
      clientId: client.id,
      sellers: (plan?.ranking ?? []).map((entry) => cardOfRanked(entry, now)),
      ...(error ? { error } : {}),
    });
    return render(c, page, error ? 422 : 200);
  };

  router.get('/client/choose-representative/manualSellerSelection', async (c) => {
    const client = await visitOf(c);
    if (!client) return c.redirect('/client', 302);
    if (client.status !== 'questionnaireCompleted') return c.redirect(nextPath(client), 302);
    return manualList(c, client);
  });

  /** One advisor's profile, to choose them (or, once chosen, to wait for them). */
  const showSeller = async (c: Ctx, manual: boolean) => {
    const client = await visitOf(c);
    const sellerId = c.req.param('sellerId');
    if (!client || !sellerId || !UUID.test(sellerId)) return c.redirect('/client', 302);
    const paths = kioskPaths(client.id);
    const now = useCases.clock.now();
    if (client.status === 'waitingRoom' && client.sellerId === sellerId) {
      const plan = await rankingOf(c, client);
      const entry = plan?.ranking.find((candidate) => candidate.seller.id === sellerId);
      const seller = entry
        ? null
        : await useCases.getSeller(callerFor(c, 'sellers.read'), sellerId);
      const card = entry
        ? cardOfRanked(entry, now)
        : seller?.ok
          ? cardOfSeller(seller.value)
          : null;
      if (!card) return c.redirect('/client', 302);
      return render(
        c,
        sellerPage(context(c), frameOf(c), {
          clientId: client.id,
          seller: card,
          chosen: true,
          backHref: '/client',
        }),
      );
    }
    if (client.status !== 'questionnaireCompleted') return c.redirect(nextPath(client), 302);
    const plan = await rankingOf(c, client);
    const entry = plan?.ranking.find((candidate) => candidate.seller.id === sellerId);
    if (!entry) return c.redirect(paths.manual, 302);
    return render(
      c,
      sellerPage(context(c), frameOf(c), {
        clientId: client.id,
        seller: cardOfRanked(entry, now),
        chosen: false,
        backHref: manual ? paths.manual : paths.choose,
      }),
    );
  };

  router.get('/client/choose-representative/manualSellerSelection/:sellerId', (c) =>
    showSeller(c, true),
  );
  router.get('/client/choose-representative/:sellerId', (c) => showSeller(c, false));

  router.post('/client/choose-representative/:sellerId', async (c) => {
    const client = await visitOf(c);
    const sellerId = c.req.param('sellerId');
    if (!client || !UUID.test(sellerId)) return c.redirect('/client', 303);
    const chosen = await useCases.chooseSeller({
      caller: callerFor(c, 'clients.seller.choose'),
      clientId: client.id,
      sellerId,
    });
    if (chosen.ok) return c.redirect(pairedPath(chosen.value), 303);
    if (chosen.error.code === 'SELLER.NOT_AVAILABLE') {
      return manualList(c, client, c.var.t('kiosk.seller.unavailable'));
    }
    return c.redirect(nextPath(client), 303);
  });

  return router;
};
