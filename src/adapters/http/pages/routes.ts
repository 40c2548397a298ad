import { Hono } from 'hono';
import { homeOf } from '#domain/access/roles.ts';
import { devComponentsPage } from '#ui/pages/dev/components.page.tsx';
import { unauthorizedPage } from '#ui/pages/errors/error.page.tsx';
import { homePage } from '#ui/pages/public/home.page.tsx';
import { loginPage } from '#ui/pages/public/login.page.tsx';
import type { AppUseCases } from '#adapters/http/app-use-cases.ts';
import type { ClientAddress } from '#adapters/http/client-address.ts';
import { makeClientFlowPages } from '#adapters/http/client-flow.http.ts';
import type { Cookies } from '#adapters/http/cookies.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { makeApiTokenPages } from './api-tokens.pages.ts';
import { makeAppLinksPages } from './app-links.pages.ts';
import { makeBpmPages } from './bpm.pages.ts';
import { makeCheckoutPages } from './checkout.pages.ts';
import { makeComingSoonPages } from './coming-soon.pages.ts';
import { makeCommentPages } from './comments.pages.ts';
import { makeSupportPages } from './support.pages.ts';
import { makeServicePages } from './service.pages.ts';
import { makeSurveyStatisticsPages } from './survey-statistics.pages.ts';
import { makeHistoryPages } from './history.pages.ts';
import { makeHomePages } from './homes.pages.ts';
import { makeDemoPages } from './demo.pages.ts';
import { makeLanguagePages } from './language.pages.ts';
import { makeDashboardPages } from './dashboard.pages.ts';
import { makeDealershipDetailPages } from './dealership-detail.pages.ts';
import { makeDealershipsPages } from './dealerships.pages.ts';
import { makeMemberPages } from './members.pages.ts';
import { makeMembersDirectoryPages } from './members-directory.pages.ts';
import { makeOutboxPages } from './outbox.pages.ts';
import { makePaymentsHistoryPages } from './payments-history.pages.ts';
import { makePlanPages } from './plans.pages.ts';
import { makeCarPages } from './cars.pages.ts';
import type { makePasswordPages } from './password.pages.ts';
import { makePsychometricsPages } from './psychometrics.pages.ts';
import type { PageRenderer } from './render.ts';
import { makeProfilePages } from './profile.pages.ts';
import { BPM_PROFILE_PATH, SELLER_PROFILE_PATH } from '#ui/pages/seller/profile-view.ts';
import { makeSettingsPages } from './settings.pages.ts';
import { makeSignDocumentPages } from './sign-document.pages.ts';
import { makeSubscriptionRequiredPages } from './subscription-required.pages.ts';
import { makeStatisticsPages } from './statistics.pages.ts';
import { makeTerritoryPages } from './territories.pages.ts';
import { makeTrainingPages } from './trainings.pages.ts';

export type PageRoutesDeps = {
  useCases: AppUseCases;
  pages: PageRenderer;
  passwordPages: ReturnType<typeof makePasswordPages>;
  cookies: Cookies;
  clientAddress: ClientAddress;
  /** Development pages such as the living style guide; never in production. */
  devPages: boolean;
};

/** Every page, mounted after the role guards; the last answers "coming soon" for unbuilt ones. */
export const makePageRoutes = ({
  useCases,
  pages,
  passwordPages,
  cookies,
  clientAddress,
  devPages,
}: PageRoutesDeps) => {
  const { pageContext, render } = pages;
  const routes = new Hono<AppEnv>();
  routes.get('/', (c) => render(c, homePage(pageContext(c))));
  routes.get('/login', (c) =>
    render(
      c,
      loginPage(pageContext(c), {
        callbackUrl: c.req.query('callbackUrl'),
        // Where a successful password reset lands (PASSWORD_RESET_DONE_URL).
        notice:
          c.req.query('notice') === 'passwordReset'
            ? c.get('t')('passwords.reset.done')
            : undefined,
      }),
    ),
  );
  routes.route('/', passwordPages.routes);
  routes.route('/', makeLanguagePages(useCases.users));
  routes.route('/', makeOutboxPages({ ...useCases.outbox, pages }));
  routes.route(
    '/',
    makeSignDocumentPages({ ...useCases.users, loadViewer: useCases.loadViewer, pages }),
  );
  routes.route('/', makePsychometricsPages({ useCases: useCases.psychometrics, pages }));
  routes.route('/', makeClientFlowPages(useCases.clientFlow, pages));
  // The living style guide posts to itself to show the forms' server round trip.
  if (devPages) {
    routes.on(['GET', 'POST'], '/dev/components', async (c) =>
      render(
        c,
        await devComponentsPage(
          pageContext(c),
          new Date(),
          c.req.method === 'POST' ? await c.req.parseBody({ all: true }) : undefined,
        ),
      ),
    );
  }
  routes.get('/unauthorized', (c) => {
    const viewer = c.get('viewer');
    return render(
      c,
      unauthorizedPage(pageContext(c), viewer ? homeOf(viewer.role) : '/login'),
      403,
    );
  });
  // Statistics, the clients history and the member page (before "coming soon").
  routes.route('/', makeStatisticsPages({ useCases: useCases.statistics, pages }));
  routes.route('/', makeHistoryPages({ useCases: useCases.statistics, pages }));
  routes.route('/', makeDashboardPages({ useCases: useCases.statistics, pages }));
  routes.route(
    '/',
    makeMembersDirectoryPages({
      useCases: {
        ...useCases.users,
        resetPasswordByManager: useCases.passwords.resetPasswordByManager,
      },
      pages,
    }),
  );
  routes.route(
    '/',
    makeMemberPages({
      useCases: {
        ...useCases.statistics,
        getUser: useCases.users.getUser,
        getSeller: useCases.clientFlow.getSeller,
      },
      pages,
    }),
  );
  // The app's download links by SMS, from the member's page and the advisor's home.
  routes.route('/', makeAppLinksPages(useCases.users));
  // The advisor's profile (/seller/me), also their last onboarding step.
  // The advisor's and the bpm's profile (docs/decisions/096).
  for (const path of [SELLER_PROFILE_PATH, BPM_PROFILE_PATH] as const) {
    routes.route(
      '/',
      makeProfilePages(
        {
          getSeller: useCases.clientFlow.getSeller,
          updateSellerProfile: useCases.clientFlow.updateSellerProfile,
          setUserPicture: useCases.users.setUserPicture,
          setUserLanguage: useCases.users.setUserLanguage,
          changePassword: useCases.passwords.changePassword,
          loadViewer: useCases.loadViewer,
          cookies,
          clientAddress,
          pages,
        },
        path,
      ),
    );
  }
  // Feedback and trainings (role-neutral pages under each role's prefix).
  routes.route('/', makeCommentPages({ ...useCases.comments, pages }));
  routes.route('/', makeSupportPages({ ...useCases.support, pages }));
  // The service kiosk's after-sales survey (docs/decisions/072).
  routes.route('/', makeServicePages({ ...useCases.surveys, pages }));
  routes.route('/', makeSurveyStatisticsPages({ ...useCases.surveys, pages }));
  routes.route('/', makeTrainingPages({ useCases: useCases.trainings, pages }));
  routes.route('/', makeApiTokenPages({ ...useCases.apiTokens, pages }));
  // The dealership's settings and the owner's set-up wizard (decisions 061-063).
  routes.route('/', makeSettingsPages({ useCases: useCases.concessions, pages, clientAddress }));
  // The platform's dealerships (prAdmin, bpm; decision 077); their edit pages are the settings'.
  routes.route('/', makeDealershipsPages({ useCases: useCases.concessions, pages }));
  routes.route(
    '/',
    makeDealershipDetailPages({
      useCases: { ...useCases.concessions, ...useCases.statistics },
      pages,
    }),
  );
  routes.route('/', makeSubscriptionRequiredPages(pages));
  routes.route('/', makePlanPages({ ...useCases.billing, ...useCases.documents, pages }));
  routes.route('/', makeCheckoutPages({ ...useCases.billing, pages }));
  // The vehicle catalogue (decision 084).
  routes.route(
    '/',
    makeCarPages({
      ...useCases.cars,
      listManufacturers: useCases.concessions.listManufacturers,
      pages,
    }),
  );
  routes.route('/', makePaymentsHistoryPages({ ...useCases.billing, pages }));
  // The platform's homes (docs/decisions/086).
  routes.route('/', makeHomePages({ useCases: useCases.homes, pages }));
  routes.route(
    '/',
    makeDemoPages({
      useCases: useCases.homes,
      pages,
      session: { cookies, signOut: useCases.signOut, loadViewer: useCases.loadViewer },
      clientAddress,
    }),
  );
  // The PR admin's bpm accounts and territories (issue 16, decision 080).
  routes.route('/', makeBpmPages({ useCases: useCases.bpms, pages }));
  routes.route('/', makeTerritoryPages({ useCases: useCases.bpms, pages }));
  // Last: routes of the spec whose pages are not built yet answer "coming soon", not 404.
  routes.route('/', makeComingSoonPages(pages));
  return routes;
};
