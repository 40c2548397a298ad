import { Hono, type Context } from 'hono';
import type { makeGetSeller } from '#application/sellers/get-seller.ts';
import type { makeGetUser } from '#application/users/get-user.ts';
import { canManage } from '#domain/access/members.ts';
import { isStatisticsStatus } from '#domain/statistics/access.ts';
import { isSellerProfileComplete } from '#domain/sellers/profile.ts';
import type { Flash } from '#ui/components/snackbar.tsx';
import { memberPage, type MemberView } from '#ui/pages/admin/member.page.tsx';
import { statisticsErrorMessage } from '#adapters/http/api/statistics/statistics.errors.ts';
import { pageCaller } from '#adapters/http/client-flow.use-cases.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import type { PageRenderer } from './render.ts';
import { appLinksFlashOf } from './app-links.pages.ts';
import { memberFlashOf } from './member-rows.ts';
import { frameOf, ID_PARAM, viewerOf, type StatisticsUseCases } from './statistics.pages.ts';

type Ctx = Context<AppEnv>;

export type MemberPageUseCases = Pick<StatisticsUseCases, 'setStatisticsStatus'> & {
  getUser: ReturnType<typeof makeGetUser>;
  getSeller: ReturnType<typeof makeGetSeller>;
};

const FLASHES = ['granted', 'notGranted', 'refused'] as const;
type FlashKey = (typeof FLASHES)[number];

const flashOf = (c: Ctx): Flash | undefined => {
  const flash = c.req.query('flash');
  if (flash && (FLASHES as readonly string[]).includes(flash)) {
    return { tone: 'success', message: c.get('t')(`statistics.flash.${flash as FlashKey}`) };
  }
  const code = c.req.query('error');
  const message = code ? statisticsErrorMessage(c.get('t'), code) : undefined;
  return message ? { tone: 'error', message } : undefined;
};

/**
 * The member page of the dealership's administrator (/admin/members/{id}): who the member is and,
 * for an advisor, their profile's completeness and the statistics access to grant, refuse or take
 * back (docs/spec/product-spec.md sections 4 and 6). Decisions are plain forms that post and redirect.
 */
export const makeMemberPages = ({
  useCases,
  pages,
}: {
  useCases: MemberPageUseCases;
  pages: PageRenderer;
}) => {
  const router = new Hono<AppEnv>();

  const sellerOf = async (c: Ctx, userId: string) => {
    const seller = await useCases.getSeller(pageCaller(c, 'sellers.read'), userId);
    return seller.ok ? seller.value : null;
  };

  router.get(`/admin/members/${ID_PARAM}`, async (c) => {
    const id = c.req.param('id') ?? '';
    const user = await useCases.getUser({ ...pageCaller(c, 'users.read'), userId: id });
    if (!user.ok) return c.notFound();
    const member = user.value;
    const seller = member.role === 'seller' ? await sellerOf(c, member.id) : null;
    const flash = flashOf(c) ?? memberFlashOf(c) ?? appLinksFlashOf(c);
    const view: MemberView = {
      member: {
        id: member.id,
        name: [member.firstName, member.lastName].filter(Boolean).join(' ') || null,
        email: member.email,
        phone: member.phone,
        role: member.role,
        licence: member.licence,
        hasPassword: member.hasPassword,
      },
      manageable: member.id !== viewerOf(c).userId && canManage(viewerOf(c).role, member.role),
      seller: seller
        ? {
            checks: {
              password: member.hasPassword,
              contract: member.signedContract,
              test: member.profileNumber !== null,
              hobbies: seller.hobbies.length === 3,
              experience: [seller.carSellerStarted, seller.concessionSellerStarted].every(
                (date) => date.year !== null && date.month !== null,
              ),
            },
            complete: isSellerProfileComplete({
              hobbies: seller.hobbies,
              carSellerStarted: seller.carSellerStarted,
              concessionSellerStarted: seller.concessionSellerStarted,
              signedContract: member.signedContract,
              hasPassword: member.hasPassword,
              profileNumber: member.profileNumber,
            }),
            statisticsStatus: seller.statisticsStatus,
          }
        : undefined,
      flash,
    };
    return pages.render(c, memberPage(pages.pageContext(c), frameOf(c), view));
  });

  router.post(`/admin/members/${ID_PARAM}/statistics-status`, async (c) => {
    const id = c.req.param('id') ?? '';
    const body = await c.req.parseBody();
    const wanted = body.statisticsStatus;
    if (!isStatisticsStatus(wanted)) return c.redirect(`/admin/members/${id}`, 303);
    const before = await sellerOf(c, id);
    if (!before) return c.notFound();
    const result = await useCases.setStatisticsStatus(
      pageCaller(c, 'sellers.statisticsStatus.write'),
      id,
      wanted,
    );
    if (!result.ok) {
      return c.redirect(`/admin/members/${id}?error=${encodeURIComponent(result.error.code)}`, 303);
    }
    const flash: FlashKey =
      result.value.statisticsStatus === 'granted'
        ? 'granted'
        : before.statisticsStatus === 'requested'
          ? 'refused'
          : 'notGranted';
    return c.redirect(`/admin/members/${id}?flash=${flash}`, 303);
  });

  return router;
};
