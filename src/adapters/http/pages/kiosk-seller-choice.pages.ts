import { Hono, type Context } from 'hono';
import type { RankedAvailable } from '#application/client-flow/pairing.ts';
import type { ClientRecord } from '#application/ports/client-store.port.ts';
import type { SellerView } from '#application/sellers/seller-view.ts';
import { completedYearsSince } from '#domain/matching/index.ts';
import { descriptorsFor } from '#domain/psychometrics/index.ts';
import { kioskPaths, type SellerCardView } from '#ui/pages/client/kiosk-view.ts';
import { advisorPicksPage } from '#ui/pages/client/advisor-picks.page.tsx';
import {
  chooseSellerPage,
  manualSelectionPage,
  noSellerPage,
  sellerPage,
} from '#ui/pages/client/sellers.page.tsx';
import { pageCaller, UUID } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { uploadUrl } from '#adapters/http/uploads.ts';
import type { KioskPageContext } from './kiosk-page-context.ts';

type Ctx = Context<AppEnv>;

/** Who an advisor card shows: name and photo. */
const identityOf = (seller: SellerView | RankedAvailable['seller']) => ({
  id: seller.id,
  name: [seller.firstName, seller.lastName].filter(Boolean).join(' '),
  photoUrl: seller.picturePath ? uploadUrl(seller.picturePath) : undefined,
  hobbies: seller.hobbies,
});

/** An advisor card from the ranking: score and the reasons they fit this buyer. */
const cardOfRanked = (entry: RankedAvailable, now: Date): SellerCardView => {
  const { seller } = entry;
  return {
    ...identityOf(seller),
    yearsOfExperience: completedYearsSince(seller.carSellerStarted, now),
    yearsInDealership: completedYearsSince(seller.concessionSellerStarted, now),
    descriptors: descriptorsFor(seller.z),
    score: entry.score,
    speaksClientLanguage: entry.speaksClientLanguage,
    reasons: entry.reasons,
  };
};

/** An advisor card without a match (the advisor is busy now, so no longer ranked). */
const cardOfSeller = (seller: SellerView): SellerCardView => ({
  ...identityOf(seller),
  yearsOfExperience: seller.yearsOfExperience,
  yearsInDealership: seller.yearsInDealership,
  descriptors: seller.descriptors,
  score: null,
  speaksClientLanguage: null,
  reasons: null,
});

/**
 * Choosing an advisor at the kiosk (/client/choose-representative...): the best matches, the whole
 * ranked list, one advisor's profile, the choice itself, and the screen of a visit left waiting.
 */
export const makeKioskSellerChoicePages = (ctx: KioskPageContext) => {
  const { useCases, show, rankingOf, nextPath } = ctx;
  const router = new Hono<AppEnv>();

  router.get('/client/choose-representative', async (c) => {
    const visit = await ctx.visitAt(c, 'questionnaireCompleted');
    if (visit.away) return visit.away;
    const { client } = visit;
    const plan = await rankingOf(c, client);
    if (!plan || plan.decision.kind !== 'offer') {
      return c.redirect(kioskPaths(client.id).end, 302);
    }
    const now = useCases.clock.now();
    return show(c, chooseSellerPage, {
      clientId: client.id,
      sellers: plan.decision.sellers.map((entry) => cardOfRanked(entry, now)),
    });
  });

  router.get('/client/choose-representative/no-rep', async (c) => {
    const client = await ctx.visitOf(c);
    if (!client) return c.redirect('/client', 302);
    if (client.status !== 'waitingRoom' || client.sellerId)
      return c.redirect(nextPath(client), 302);
    return show(
      c,
      noSellerPage,
      client.selectionMode === 'advisorPicks' ? 'advisorPicks' : 'noSellerAvailable',
    );
  });

  /**
   * Every available advisor, for the buyer to choose (manual selection) or, in the advisor-picks
   * mode, for an advisor to take the buyer.
   */
  const rankedList = async (c: Ctx, client: ClientRecord, error?: string) => {
    const plan = await rankingOf(c, client);
    const now = useCases.clock.now();
    const view = {
      clientId: client.id,
      sellers: (plan?.ranking ?? []).map((entry) => cardOfRanked(entry, now)),
      error,
    };
    const status = error ? 422 : 200;
    return plan?.mode === 'advisorPicks'
      ? show(c, advisorPicksPage, view, status)
      : show(c, manualSelectionPage, view, status);
  };

  router.get('/client/choose-representative/advisor-picks', async (c) => {
    const visit = await ctx.visitAt(c, 'questionnaireCompleted');
    if (visit.away) return visit.away;
    const plan = await rankingOf(c, visit.client);
    if (plan?.mode !== 'advisorPicks' || plan.ranking.length === 0) {
      return c.redirect(kioskPaths(visit.client.id).end, 302);
    }
    return rankedList(c, visit.client);
  });

  router.get('/client/choose-representative/manualSellerSelection', async (c) => {
    const visit = await ctx.visitAt(c, 'questionnaireCompleted');
    return visit.away ?? rankedList(c, visit.client);
  });

  /** The card of the advisor the visit waits for: ranked still, or busy now. */
  const chosenCard = async (c: Ctx, client: ClientRecord, sellerId: string, now: Date) => {
    const plan = await rankingOf(c, client);
    const entry = plan?.ranking.find((candidate) => candidate.seller.id === sellerId);
    if (entry) return cardOfRanked(entry, now);
    const seller = await useCases.getSeller(pageCaller(c, 'sellers.read'), sellerId);
    return seller.ok ? cardOfSeller(seller.value) : null;
  };

  /** One advisor's profile, to choose them (or, once chosen, to wait for them). */
  const showSeller = async (c: Ctx, manual: boolean) => {
    const client = await ctx.visitOf(c);
    const sellerId = c.req.param('sellerId');
    if (!client || !sellerId || !UUID.test(sellerId)) return c.redirect('/client', 302);
    const paths = kioskPaths(client.id);
    const now = useCases.clock.now();
    if (client.status === 'waitingRoom' && client.sellerId === sellerId) {
      const card = await chosenCard(c, client, sellerId, now);
      if (!card) return c.redirect('/client', 302);
      return show(c, sellerPage, {
        clientId: client.id,
        seller: card,
        chosen: true,
        backHref: '/client',
      });
    }
    if (client.status !== 'questionnaireCompleted') return c.redirect(nextPath(client), 302);
    const plan = await rankingOf(c, client);
    const entry = plan?.ranking.find((candidate) => candidate.seller.id === sellerId);
    if (!entry) return c.redirect(paths.manual, 302);
    return show(c, sellerPage, {
      clientId: client.id,
      seller: cardOfRanked(entry, now),
      chosen: false,
      backHref: manual ? paths.manual : paths.choose,
    });
  };

  router.get('/client/choose-representative/manualSellerSelection/:sellerId', (c) =>
    showSeller(c, true),
  );
  router.get('/client/choose-representative/:sellerId', (c) => showSeller(c, false));

  router.post('/client/choose-representative/:sellerId', async (c) => {
    const client = await ctx.visitOf(c);
    const sellerId = c.req.param('sellerId');
    if (!client || !UUID.test(sellerId)) return c.redirect('/client', 303);
    const chosen = await useCases.chooseSeller({
      caller: pageCaller(c, 'clients.seller.choose'),
      clientId: client.id,
      sellerId,
    });
    if (chosen.ok) return c.redirect(ctx.pairedPath(chosen.value), 303);
    if (chosen.error.code === 'SELLER.NOT_AVAILABLE') {
      return rankedList(c, client, c.get('t')('kiosk.seller.unavailable'));
    }
    return c.redirect(nextPath(client), 303);
  });

  return router;
};
