import type { Actor, Scope } from '#domain/access/policy.ts';
import { checkComment, type CommentInvalid } from '#domain/feedback/comment.ts';
import type { Language } from '#domain/locale/language.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { CommentRecord, CommentStore } from '#application/ports/comment-store.port.ts';
import type { EmailOutbox } from '#application/ports/email-outbox.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';

/** Who calls, and how far the policy table lets them reach for this call's action. */
export type Caller = { actor: Actor; scope: Scope };

/** The platform team that reads feedback: its address (COMMENTS_EMAIL) and language. */
export type FeedbackRecipient = { email: string; language: Language };

export type CreateCommentDeps = {
  inTransaction: UnitOfWork<{ comments: Pick<CommentStore, 'create'>; outbox: EmailOutbox }>;
  clock: Clock;
  recipient: FeedbackRecipient;
};

/** Where the email's button leads: the PR admin's list of every comment. */
const COMMENTS_PAGE = '/pr-admin/comments';

/**
 * POST /api/comments: a staff member's feedback to the platform (docs/spec/product-spec.md section 7). The
 * comment and the "comment email" to the platform team are written in one transaction: the email
 * leaves through the outbox only if the comment was saved, and is never lost if the mail service
 * is down (docs/spec/decisions.md section 10).
 */
export const makeCreateComment =
  (deps: CreateCommentDeps) =>
  async (
    input: Caller & { category: string; message: string },
  ): Promise<Result<CommentRecord, CommentInvalid>> => {
    const checked = checkComment(input);
    if (!checked.ok) return checked;
    const comment = await deps.inTransaction(async ({ comments, outbox }) => {
      const created = await comments.create({
        authorUserId: input.actor.userId,
        // The author's dealership, for the team's context; BPMs and the PR admin have none.
        concessionId: input.actor.concessionId,
        category: checked.value.category,
        message: checked.value.message,
        createdAt: deps.clock.now(),
      });
      const author = created.author;
      // The author was just read in this transaction; a missing one is a bug, not an outcome.
      if (!author) throw new Error(`comment ${created.id} has no author`);
      await outbox.queue({
        template: 'commentReceived',
        to: deps.recipient.email,
        language: deps.recipient.language,
        // Feedback is for the platform, not for the author's managers to read in their outbox.
        concessionId: null,
        params: {
          authorName: author.name ?? author.email,
          authorEmail: author.email,
          authorRole: author.role,
          concessionName: created.concession?.name ?? null,
          category: created.category,
          message: created.message,
          link: `${COMMENTS_PAGE}?category=${created.category}`,
        },
      });
      return created;
    });
    return ok(comment);
  };
