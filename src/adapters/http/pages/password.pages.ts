import { Hono, type Context } from 'hono';
import type { makeCheckInvite } from '#application/auth/check-invite.ts';
import type { Viewer } from '#application/auth/load-viewer.ts';
import type { makeCheckResetLink } from '#application/auth/check-reset-link.ts';
import { destinationFor, onboardingPath } from '#domain/access/destination.ts';
import type { Role } from '#domain/access/roles.ts';
import {
  createPasswordPage,
  type CreatePasswordState,
} from '#ui/pages/account/create-password.page.tsx';
import { forgotPasswordPage } from '#ui/pages/public/forgot-password.page.tsx';
import { invitePage } from '#ui/pages/public/invite.page.tsx';
import { resetPasswordPage } from '#ui/pages/public/reset-password.page.tsx';
import type { PasswordFormPages } from '#adapters/http/api/passwords/passwords.routes.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { layoutViewerOf } from './layout-viewer.ts';
import type { PageRenderer } from './render.ts';

export type PasswordPageDeps = {
  checkResetLink: ReturnType<typeof makeCheckResetLink>;
  checkInvite: ReturnType<typeof makeCheckInvite>;
  pages: PageRenderer;
};

/** The staff roles whose onboarding starts by creating a password (docs/spec/decisions.md section 6). */
const PASSWORD_ROLES = ['seller', 'admin', 'owner', 'bpm'] as const satisfies readonly Role[];

/**
 * The password pages: the signed-out ones (forgotten password, reset link, invitation link) and the
 * create-password step of each staff role. Their forms post to the API routes, which render them
 * again through `formPages` when something must be fixed.
 */
export const makePasswordPages = (deps: PasswordPageDeps) => {
  const { pageContext, render } = deps.pages;

  const createPassword = (c: Context<AppEnv>, viewer: Viewer, state: CreatePasswordState = {}) =>
    render(
      c,
      createPasswordPage(
        pageContext(c),
        { viewer: layoutViewerOf(viewer), userId: viewer.userId },
        state,
      ),
      state.error || state.errors ? 422 : 200,
    );

  const formPages: PasswordFormPages = {
    createPassword: (c, state) => createPassword(c, c.get('viewer') as Viewer, state),
    forgotPassword: (c, state, status) =>
      render(c, forgotPasswordPage(pageContext(c), state), status),
    resetPassword: (c, state) => render(c, resetPasswordPage(pageContext(c), state), 422),
    invite: (c, state) => render(c, invitePage(pageContext(c), state), 422),
  };

  const routes = new Hono<AppEnv>()
    .get('/auth/forgot-password', (c) =>
      render(c, forgotPasswordPage(pageContext(c), { sent: c.req.query('sent') === '1' })),
    )
    .get('/auth/reset-password', async (c) => {
      const token = c.req.query('token') ?? '';
      const checked = await deps.checkResetLink(token);
      return render(
        c,
        resetPasswordPage(pageContext(c), checked.ok ? { token } : { problem: checked.error.code }),
      );
    })
    .get('/auth/invite', async (c) => {
      const token = c.req.query('token') ?? '';
      const checked = await deps.checkInvite(token);
      return render(
        c,
        invitePage(
          pageContext(c),
          checked.ok ? { token, name: checked.value.name } : { problem: checked.error },
        ),
      );
    });

  for (const role of PASSWORD_ROLES) {
    // The role guard in front of the page group has kept other roles and signed-out visitors out.
    routes.get(onboardingPath(role, { step: 'createPassword' }), (c) => {
      const viewer = c.get('viewer') as Viewer;
      // Nothing to create once a password exists (the guard only holds users who owe a step).
      if (viewer.record.hasPassword)
        return c.redirect(destinationFor(role, viewer.onboarding), 302);
      return createPassword(c, viewer);
    });
  }

  return { routes, formPages };
};
