import { Hono } from 'hono';
import { z } from 'zod';
import { PageQuery } from './page-number.ts';
import type { makeListOutbox } from '#application/messaging/list-outbox.ts';
import type { makeReadOutboxMessage } from '#application/messaging/read-outbox-message.ts';
import { scopeOf } from '#domain/access/policy.ts';
import { outboxMessagePage, outboxPage } from '#ui/pages/pr-admin/outbox.page.tsx';
import type { AppEnv } from '#adapters/http/env.ts';
import { layoutFrame } from './layout-viewer.ts';
import type { PageRenderer } from './render.ts';

export type OutboxPageDeps = {
  listOutbox: ReturnType<typeof makeListOutbox>;
  readOutboxMessage: ReturnType<typeof makeReadOutboxMessage>;
  pages: PageRenderer;
};

/**
 * The PR admin's outbox (/pr-admin/outbox and /pr-admin/outbox/{id}). The page guard keeps other
 * roles out of /pr-admin; the policy is asked too, so the table stays the one source of who reads it.
 */
export const makeOutboxPages = (deps: OutboxPageDeps) => {
  const { pageContext, render } = deps.pages;

  return new Hono<AppEnv>()
    .get('/pr-admin/outbox', async (c) => {
      const viewer = c.get('viewer');
      if (!viewer || !scopeOf(viewer.role, 'outbox.read')) return c.notFound();
      const list = await deps.listOutbox({ page: PageQuery.parse(c.req.query('page')) });
      return render(
        c,
        outboxPage(pageContext(c), layoutFrame(viewer, c.req.path, c.get('t')), list),
      );
    })
    .get('/pr-admin/outbox/:id', async (c) => {
      const viewer = c.get('viewer');
      if (!viewer || !scopeOf(viewer.role, 'outbox.read')) return c.notFound();
      const id = z.uuid().safeParse(c.req.param('id'));
      const message = id.success ? await deps.readOutboxMessage(id.data) : null;
      if (!message) return c.notFound();
      return render(
        c,
        outboxMessagePage(pageContext(c), layoutFrame(viewer, c.req.path, c.get('t')), message),
      );
    });
};
