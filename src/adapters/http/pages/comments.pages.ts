import { Hono, type Context } from 'hono';
import { PageQuery } from './page-number.ts';
import type { CommentRecord } from '#application/ports/comment-store.port.ts';
import { scopeOf, type Action } from '#domain/access/policy.ts';
import { isFeedbackCategory } from '#domain/feedback/categories.ts';
import type { Flash } from '#ui/components/snackbar.tsx';
import { commentsPage, type CommentsView } from '#ui/pages/shared/comments.page.tsx';
import {
  EMPTY_COMMENT_FORM,
  type CommentFormState,
  type CommentRow,
} from '#ui/pages/shared/comments.tsx';
import { commentFieldMessages } from '#adapters/http/api/comments/comments.errors.ts';
import type { CommentRouteDeps } from '#adapters/http/api/comments/comments.routes.ts';
import type { AppEnv } from '#adapters/http/env.ts';
import { layoutFrame } from './layout-viewer.ts';
import type { PageRenderer } from './render.ts';

/** The comment calls of the API (comments.routes.ts), and the page renderer. */
export type CommentPageDeps = CommentRouteDeps & { pages: PageRenderer };

type Ctx = Context<AppEnv>;

const PAGE_SIZE = 20;

/** The pages that show a comment form and one's own comments (docs/spec/product-spec.md section 2). */
const OWN_COMMENT_PAGES = ['/seller/comments'] as const;
/** The page that shows everyone's comments. */
const ALL_COMMENTS_PAGE = '/pr-admin/comments';

/** A comment as the tables show it. */
export const commentRowOf = (comment: CommentRecord): CommentRow => ({
  id: comment.id,
  category: comment.category,
  message: comment.message,
  createdAt: comment.createdAt,
  author: comment.author ? { name: comment.author.name, email: comment.author.email } : null,
  concessionName: comment.concession?.name ?? null,
});

/**
 * The caller of a page with the policy's scope for `action`; null when the table does not let the
 * role do it at all (the page then answers 404, as the outbox page does).
 */
const callerFor = (c: Ctx, action: Action) => {
  const viewer = c.get('viewer');
  const scope = viewer ? scopeOf(viewer.role, action) : null;
  return viewer && scope ? { actor: viewer, scope } : null;
};

/**
 * Feedback pages: /seller/comments (send a comment, see those one sent) and /pr-admin/comments
 * (everyone's, filtered by category). The role guard has let only the area's role in; the policy
 * table is asked too, so it stays the one source of who does what.
 */
export const makeCommentPages = (deps: CommentPageDeps) => {
  const router = new Hono<AppEnv>();
  const { pageContext, render } = deps.pages;

  const listView = async (
    c: Ctx,
    caller: NonNullable<ReturnType<typeof callerFor>>,
    category: CommentRow['category'] | null,
  ) => {
    const page = PageQuery.parse(c.req.query('page'));
    const { comments, total } = await deps.listComments({
      ...caller,
      category: category ?? undefined,
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    });
    return {
      rows: comments.map(commentRowOf),
      page,
      pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
      pageSize: PAGE_SIZE,
      total,
    };
  };

  const renderOwn = async (c: Ctx, state: CommentFormState, flash?: Flash) => {
    const caller = callerFor(c, 'comments.read');
    if (!caller) return c.notFound();
    const view: CommentsView = {
      mode: 'mine',
      form: { action: c.req.path, state },
      list: await listView(c, caller, null),
      flash,
    };
    const refused = Object.keys(state.errors).length > 0;
    return render(
      c,
      commentsPage(pageContext(c), layoutFrame(caller.actor, c.req.path, c.get('t')), view),
      refused ? 422 : 200,
    );
  };

  for (const path of OWN_COMMENT_PAGES) {
    router.get(path, (c) =>
      renderOwn(
        c,
        EMPTY_COMMENT_FORM,
        c.req.query('flash') === 'sent'
          ? { tone: 'success', message: c.get('t')('comments.flash.sent') }
          : undefined,
      ),
    );

    router.post(path, async (c) => {
      const caller = callerFor(c, 'comments.create');
      if (!caller) return c.notFound();
      const body = await c.req.parseBody();
      const values = {
        category: typeof body.category === 'string' ? body.category : '',
        message: typeof body.message === 'string' ? body.message : '',
      };
      const created = await deps.createComment({ ...caller, ...values });
      if (created.ok) return c.redirect(`${path}?flash=sent`, 303);
      return renderOwn(c, {
        values,
        errors: commentFieldMessages(c.get('t'), created.error.fields),
      });
    });
  }

  router.get(ALL_COMMENTS_PAGE, async (c) => {
    const caller = callerFor(c, 'comments.read');
    if (!caller || caller.scope !== 'all') return c.notFound();
    const requested = c.req.query('category') ?? '';
    const category = isFeedbackCategory(requested) ? requested : null;
    const view: CommentsView = {
      mode: 'all',
      list: {
        ...(await listView(c, caller, category)),
        filter: { action: ALL_COMMENTS_PAGE, category },
      },
    };
    return render(
      c,
      commentsPage(pageContext(c), layoutFrame(caller.actor, c.req.path, c.get('t')), view),
    );
  });

  return router;
};
