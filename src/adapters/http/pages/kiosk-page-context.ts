import type { Context } from 'hono';
import type { ClientRecord } from '#application/ports/client-store.port.ts';
import type { ClientStatus } from '#domain/client-flow/index.ts';
import type { PageRender } from '#ui/document.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { kioskPaths, type KioskFrame } from '#ui/pages/client/kiosk-view.ts';
import type { FormReader } from '#ui/pages/client/questionnaire-form.ts';
import { pageCaller, UUID, type ClientFlowUseCases } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { kioskViewerOf } from './layout-viewer.ts';
import type { PageRenderer } from './render.ts';

/** What the kiosk's pages need: the core loop's use cases they call and the page renderer. */
export type KioskPageDeps = {
  useCases: Pick<
    ClientFlowUseCases,
    | 'getClient'
    | 'createClient'
    | 'saveClientQuestionnaire'
    | 'saveClientContact'
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

const clientIdOf = (c: Ctx) => {
  const id = c.req.query('clientId') ?? c.req.param('id');
  return id && UUID.test(id) ? id : undefined;
};

const frameOf = (c: Ctx): KioskFrame => {
  const viewer = c.get('viewer');
  if (!viewer) throw new Error('kiosk page without a viewer');
  return {
    ...kioskViewerOf(viewer),
    resetUrl: '/client',
    idleSeconds: IDLE_SECONDS,
    // The visit on screen, which the idle tablet ends (docs/decisions/059).
    idleForm: { action: '/client/idle', clientId: clientIdOf(c) },
    sellerCard: viewer.record.concession?.sellerCard,
  };
};

/** Where a visit that already has its advisor (or waits for one) belongs. */
const pairedPath = (client: ClientRecord) =>
  client.sellerId ? kioskPaths(client.id).seller(client.sellerId) : kioskPaths(client.id).noSeller;

/** Where a visit goes next, whatever screen it was asked for. */
const nextPath = (client: ClientRecord) => {
  if (client.status === null) return kioskPaths(client.id).part(1);
  if (client.status === 'questionnaireCompleted') return kioskPaths(client.id).end;
  if (client.status === 'waitingRoom') return pairedPath(client);
  return '/client';
};

/**
 * What every kiosk screen shares (docs/spec/product-spec.md section 2, client routes): the tablet's
 * frame, the visit the request names (`?clientId=`, the path's id or the form's hidden field), where
 * a visit belongs, and the ranking of advisors for it.
 */
export const makeKioskPageContext = ({ useCases, pages }: KioskPageDeps) => {
  /** A kiosk screen, in the tablet's frame. */
  const show = <View>(
    c: Ctx,
    page: (context: PageContext, frame: KioskFrame, view: View) => PageRender,
    view: View,
    status?: 200 | 422,
  ) => pages.render(c, page(pages.pageContext(c), frameOf(c), view), status);

  const visitById = async (c: Ctx, id: string | undefined) => {
    if (!id) return null;
    const result = await useCases.getClient(pageCaller(c, 'clients.read'), id);
    return result.ok ? result.value.client : null;
  };

  /** The visit of `?clientId=`, when it is one of this dealership's. */
  const visitOf = (c: Ctx): Promise<ClientRecord | null> => visitById(c, clientIdOf(c));

  return {
    useCases,
    show,
    visitOf,
    /** The visit named by the form's hidden `clientId`. */
    visitOfForm: (c: Ctx, form: FormReader) => {
      const id = form.one('clientId');
      return visitById(c, id && UUID.test(id) ? id : undefined);
    },
    /**
     * The visit of `?clientId=` when it is at `status`; otherwise `away`, the redirect to where it
     * belongs (the kiosk's start when there is none).
     */
    visitAt: async (
      c: Ctx,
      status: ClientStatus | null,
    ): Promise<{ client: ClientRecord; away?: never } | { away: Response }> => {
      const client = await visitOf(c);
      const code = c.req.method === 'GET' ? 302 : 303;
      if (!client) return { away: c.redirect('/client', code) };
      if (client.status !== status) return { away: c.redirect(nextPath(client), code) };
      return { client };
    },
    pairedPath,
    nextPath,
    /** The advisors ranked for the visit, and the dealership's choice mode's decision. */
    rankingOf: async (c: Ctx, client: ClientRecord) => {
      const pairing = await useCases.getPairing(pageCaller(c, 'clients.matches.read'), client.id);
      return pairing.ok ? pairing.value.plan : null;
    },
  };
};

export type KioskPageContext = ReturnType<typeof makeKioskPageContext>;
