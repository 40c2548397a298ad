import { Hono, type Context } from 'hono';
import type { Viewer } from '#application/auth/load-viewer.ts';
import type { makeGetDocumentToSign } from '#application/users/get-document-to-sign.ts';
import type { makeSignDocument } from '#application/users/sign-document.ts';
import { destinationFor, onboardingPath } from '#domain/access/destination.ts';
import { documentKindOf } from '#domain/access/members.ts';
import { scopeOf } from '#domain/access/policy.ts';
import type { Role } from '#domain/access/roles.ts';
import { formatDate } from '#domain/locale/format.ts';
import { signDocumentPage } from '#ui/pages/onboarding/sign-document.page.tsx';
import type { AppEnv } from '#adapters/http/env.ts';
import { layoutViewerOf } from './layout-viewer.ts';
import type { PageRenderer } from './render.ts';

export type SignDocumentPageDeps = {
  getDocumentToSign: ReturnType<typeof makeGetDocumentToSign>;
  signDocument: ReturnType<typeof makeSignDocument>;
  loadViewer: (userId: string) => Promise<Viewer | null>;
  pages: PageRenderer;
};

/** The roles that sign a document during onboarding, each on its own page (destination.ts). */
const SIGNING_ROLES = ['owner', 'bpm', 'seller', 'admin'] as const satisfies readonly Role[];

const pathOf = (role: Role) =>
  onboardingPath(role, {
    step: documentKindOf(role) === 'privacyPolicy' ? 'signPrivacyPolicy' : 'signContract',
  });

/**
 * /owner/sign-contract, /bpm/sign-contract, /seller/sign-contract and /admin/sign-privacy-policy.
 * The role guard in front of each page group has already kept other roles out and sent users who
 * owe this step here.
 */
export const makeSignDocumentPages = (deps: SignDocumentPageDeps) => {
  const router = new Hono<AppEnv>();

  const show = async (c: Context<AppEnv>, viewer: Viewer, error?: string) => {
    const found = await deps.getDocumentToSign({ userId: viewer.userId, role: viewer.role });
    const kind = documentKindOf(viewer.role) ?? 'contract';
    const document = found.ok ? found.value.document : null;
    const page = signDocumentPage(deps.pages.pageContext(c), {
      viewer: layoutViewerOf(viewer),
      kind,
      document: document && {
        version: document.version,
        publishedOn: formatDate(document.publishedAt),
        body: c.get('language') === 'en' ? document.bodyEn : document.bodyFr,
      },
      signed: found.ok && found.value.signed,
      continueHref: destinationFor(viewer.role, viewer.onboarding),
      error,
    });
    return deps.pages.render(c, page, error ? 422 : 200);
  };

  for (const role of SIGNING_ROLES) {
    const path = pathOf(role);
    router.get(path, async (c) => {
      const viewer = c.get('viewer');
      if (viewer?.role !== role) return c.redirect('/login', 302);
      return show(c, viewer);
    });
    router.post(path, async (c) => {
      const viewer = c.get('viewer');
      const scope = scopeOf(role, 'users.contract.sign');
      if (viewer?.role !== role || !scope) return c.redirect('/login', 302);
      const form = await c.req.parseBody();
      if (form['accept'] !== 'yes') return show(c, viewer, c.get('t')('users.sign.acceptRequired'));
      const signed = await deps.signDocument({ actor: viewer, scope, userId: viewer.userId });
      if (!signed.ok) return show(c, viewer);
      // The next step depends on the signature just recorded: read the user again.
      const next = await deps.loadViewer(viewer.userId);
      return c.redirect(destinationFor(role, next?.onboarding ?? null), 303);
    });
  }
  return router;
};
