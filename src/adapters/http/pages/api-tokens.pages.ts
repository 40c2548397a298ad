import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { tokenScopesFor } from '#domain/access/api-tokens.ts';
import { scopeOf } from '#domain/access/policy.ts';
import type { Role } from '#domain/access/roles.ts';
import type { ApiTokenRecord } from '#application/ports/api-token-store.port.ts';
import type { Flash } from '#ui/components/snackbar.tsx';
import { apiTokensPage, type ApiTokensView } from '#ui/pages/shared/api-tokens.page.tsx';
import { emptyApiTokenForm, type ApiTokenFormState } from '#ui/pages/shared/api-tokens.tsx';
import { tokenFieldMessages } from '#adapters/http/api/api-tokens/api-tokens.errors.ts';
import type { ApiTokenRouteDeps } from '#adapters/http/api/api-tokens/api-tokens.routes.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { layoutFrame } from './layout-viewer.ts';
import type { PageRenderer } from './render.ts';

export type ApiTokenPageDeps = ApiTokenRouteDeps & { pages: PageRenderer };

type Ctx = Context<AppEnv>;

/**
 * Where each role manages its tokens (decision 054): dealership and platform managers under their
 * settings, the Best Pairing manager (who has none) at the top of their section.
 */
const API_TOKEN_PAGES = {
  owner: '/owner/settings/api-tokens',
  admin: '/admin/settings/api-tokens',
  bpm: '/bpm/api-tokens',
  prAdmin: '/pr-admin/settings/api-tokens',
} as const satisfies Partial<Record<Role, string>>;

const Days = z.coerce.number().int().catch(Number.NaN);
const field = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? body[name] : '';

/** The caller with the policy's scope, when a person (not a token) may manage tokens here. */
const callerFor = (c: Ctx) => {
  const viewer = c.get('viewer');
  const scope = viewer ? scopeOf(viewer.role, 'apiTokens.manage') : null;
  return viewer && scope && !viewer.apiTokenId ? { actor: viewer, scope } : null;
};

/** API tokens pages: the form (the secret shown once after it), the list, a revoke button each. */
export const makeApiTokenPages = (deps: ApiTokenPageDeps) => {
  const router = new Hono<AppEnv>();
  const { pageContext, render } = deps.pages;

  const show = async (
    c: Ctx,
    path: string,
    state: { form?: ApiTokenFormState; created?: ApiTokensView['created']; flash?: Flash },
  ) => {
    const caller = callerFor(c);
    if (!caller) return c.notFound();
    const now = Date.now();
    const rows = (await deps.listApiTokens(caller)).map((token: ApiTokenRecord) => ({
      ...token,
      createdBy: token.createdBy.name ?? token.createdBy.email,
      expired: token.expiresAt.getTime() <= now,
    }));
    const scopes = tokenScopesFor(caller.actor.role);
    const form = state.form ?? emptyApiTokenForm(scopes[0] ?? '');
    const view: ApiTokensView = { action: path, scopes, form, rows, ...state };
    const refused = Object.keys(form.errors).length > 0;
    return render(
      c,
      apiTokensPage(pageContext(c), layoutFrame(caller.actor, c.req.path, c.get('t')), view),
      refused ? 422 : 200,
    );
  };

  for (const path of Object.values(API_TOKEN_PAGES)) {
    router.get(path, (c) => {
      const flash = c.req.query('flash');
      return show(c, path, {
        flash:
          flash === 'revoked'
            ? { tone: 'success', message: c.get('t')('apiTokens.flash.revoked') }
            : flash === 'notFound'
              ? { tone: 'error', message: c.get('t')('apiTokens.flash.notFound') }
              : undefined,
      });
    });

    router.post(path, async (c) => {
      const caller = callerFor(c);
      if (!caller) return c.notFound();
      const body = await c.req.parseBody();
      const values = {
        name: field(body, 'name'),
        scope: field(body, 'scope'),
        expiresInDays: field(body, 'expiresInDays'),
      };
      const created = await deps.createApiToken({
        ...caller,
        name: values.name,
        tokenScope: values.scope,
        expiresInDays: Days.parse(values.expiresInDays),
      });
      if (!created.ok) {
        return show(c, path, {
          form: { values, errors: tokenFieldMessages(c.get('t'), created.error.fields) },
        });
      }
      const { token, secret } = created.value;
      return show(c, path, { created: { name: token.name, secret } });
    });

    router.post(`${path}/:id/revoke`, async (c) => {
      const caller = callerFor(c);
      if (!caller) return c.notFound();
      const id = z.uuid().safeParse(c.req.param('id'));
      const revoked = id.success
        ? await deps.revokeApiToken({ ...caller, id: id.data })
        : { ok: false };
      return c.redirect(`${path}?flash=${revoked.ok ? 'revoked' : 'notFound'}`, 303);
    });
  }
  return router;
};
