import type { Kysely } from 'kysely';
import type { CommentRecord, CommentStore } from '#application/ports/comment-store.port.ts';
import { AUTHOR_COLUMNS, authorAndConcessionOf } from './author-columns.ts';
import type { DB } from './db.generated.ts';

/** Comments with their author and dealership as they are now (a deleted author stays named). */
const selectComments = (db: Kysely<DB>) =>
  db
    .selectFrom('comments')
    .leftJoin('users as author', 'author.id', 'comments.authorUserId')
    .leftJoin('concessions', 'concessions.id', 'comments.concessionId')
    .select([
      'comments.id',
      'comments.category',
      'comments.message',
      'comments.createdAt',
      ...AUTHOR_COLUMNS,
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

const toRecord = (row: Row): CommentRecord => ({
  id: row.id,
  category: row.category,
  message: row.message,
  ...authorAndConcessionOf(row),
  createdAt: row.createdAt,
});

export const createCommentStore = (db: Kysely<DB>): CommentStore => ({
  create: async (comment) => {
    const { id } = await db
      .insertInto('comments')
      .values({
        authorUserId: comment.authorUserId,
        concessionId: comment.concessionId,
        category: comment.category,
        message: comment.message,
        createdAt: comment.createdAt,
        updatedAt: comment.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return toRecord(
      await selectComments(db).where('comments.id', '=', id).executeTakeFirstOrThrow(),
    );
  },
  list: async (filter) => {
    let query = db.selectFrom('comments');
    if (filter.authorUserId) query = query.where('comments.authorUserId', '=', filter.authorUserId);
    if (filter.category) query = query.where('comments.category', '=', filter.category);
    // One statement at a time: the embedded database interleaves parallel ones (decision 017).
    const { total } = await query
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    let rows = selectComments(db);
    if (filter.authorUserId) rows = rows.where('comments.authorUserId', '=', filter.authorUserId);
    if (filter.category) rows = rows.where('comments.category', '=', filter.category);
    const comments = await rows
      // The id breaks ties between comments sent in the same instant.
      .orderBy('comments.createdAt', 'desc')
      .orderBy('comments.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute();
    return { comments: comments.map(toRecord), total: Number(total) };
  },
});
