import type { Context } from 'hono';
import type { ClientDetails } from '#application/client-flow/get-client.ts';
import { sellerAccessTo } from '#domain/client-flow/index.ts';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { clientAccessDeniedPage } from '#ui/pages/seller/client-record.page.tsx';
import type { StaffFrame } from '#ui/pages/seller/seller-frame.tsx';
import { clientsErrorMessage } from '#adapters/http/api/clients/clients.errors.ts';
import { pageCaller, UUID, type ClientFlowUseCases } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { dealershipTimeZone } from './dealership-time-zone.ts';
import { layoutFrame } from './layout-viewer.ts';
import type { PageRenderer, PageStatus } from './render.ts';

/** What `/seller` pages need: the core loop's use cases they call and the page renderer. */
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
  const viewer = c.get('viewer');
  // The role guard let only advisors in.
  if (!viewer) throw new Error('advisor page without a viewer');
  return viewer;
};

/** A one-time message named in the query after a redirect (only known ones are shown). */
const flashOf = (c: Ctx): Flash | undefined => {
  const flash = c.req.query('flash') ?? '';
  if ((SUCCESS_FLASHES as readonly string[]).includes(flash)) {
    const key = flash as (typeof SUCCESS_FLASHES)[number];
    return { tone: 'success', message: c.get('t')(`seller.flash.${key}`) };
  }
  if ((INFO_FLASHES as readonly string[]).includes(flash)) {
    return { tone: 'info', message: c.get('t')('seller.flash.waiting') };
  }
  const code = c.req.query('error');
  const message = code ? clientsErrorMessage(c.get('t'), { code }) : undefined;
  return message ? { tone: 'error', message } : undefined;
};

/**
 * What every advisor page shares (docs/spec/product-spec.md section 2): who the advisor is, the
 * staff frame a page is shown in, the flash of a redirect, the dealership's time zone, the client
 * of a path with what this advisor may see of it, and the "no access" page.
 */
export const makeSellerPageContext = ({ useCases, pages }: SellerPageDeps) => {
  const me = (c: Ctx) => viewerOf(c).userId;

  /** A page of the advisor's side, in the staff layout. */
  const show = <View>(
    c: Ctx,
    page: (context: PageContext, frame: StaffFrame, view: View) => PageRender,
    view: View,
    status?: PageStatus,
  ) =>
    pages.render(
      c,
      page(
        pages.pageContext(c),
        layoutFrame(viewerOf(c), c.req.path, c.get('t'), c.get('sellerFocus')),
        view,
      ),
      status,
    );

  /** The client of the path's id, with what this advisor may see of it. */
  const clientOf = async (c: Ctx, id: string | undefined) => {
    if (!id || !UUID.test(id)) return null;
    const result = await useCases.getClient(pageCaller(c, 'clients.read'), id);
    if (!result.ok) return null;
    return {
      details: result.value,
      access: sellerAccessTo(result.value.client, me(c), useCases.clock.now()),
    };
  };

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

  return {
    useCases,
    viewerOf,
    me,
    show,
    flashOf,
    clientOf,
    carsFor,
    timeZoneOf: (c: Ctx) => dealershipTimeZone(viewerOf(c)),
    visitorLabel: (c: Ctx) => c.get('t')('seller.home.visitor', { time: '{{time}}' }),
    /** "No access to the client, or the hold expired, or the sale ended" (docs/spec/product-spec.md section 8). */
    denied: (c: Ctx, status: 403 | 404 = 403) => show(c, clientAccessDeniedPage, me(c), status),
    /**
     * Takes the advisor's own finished visit (decision 024); the query that says how it went:
     * theirs now, waiting (a sale of theirs is open), or the use case's refusal.
     */
    takeOwnVisit: async (c: Ctx, clientId: string) => {
      const taken = await useCases.takeQuestionnaireClient(
        pageCaller(c, 'clients.accept'),
        clientId,
      );
      return taken.ok
        ? { ok: true, query: `flash=${taken.value.accepted ? 'taken' : 'waiting'}` }
        : { ok: false, query: `error=${encodeURIComponent(taken.error.code)}` };
    },
    /** Back to the advisor's home, which says why a use case refused. */
    homeWithError: (c: Ctx, code: string) =>
      c.redirect(`/seller?error=${encodeURIComponent(code)}`, 303),
  };
};

export type SellerPageContext = ReturnType<typeof makeSellerPageContext>;
