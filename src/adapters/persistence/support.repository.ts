import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { MEMBER_ROLES } from '#domain/access/members.ts';
import { stateOf } from '#domain/support/ticket.ts';
import type {
  SupportFilter,
  SupportStore,
  SupportTicketRecord,
} from '#application/ports/support-store.port.ts';
import { AUTHOR_COLUMNS, authorAndConcessionOf, fullName } from './author-columns.ts';
import type { DB } from './db.generated.ts';

/** Tickets with their author and dealership as they are now. */
const selectTickets = (db: Kysely<DB>) =>
  db
    .selectFrom('supportTickets as t')
    .leftJoin('users as author', 'author.id', 't.authorUserId')
    .leftJoin('concessions', 'concessions.id', 't.concessionId')
    .select([
      't.id',
      't.category',
      't.personsConcerned',
      't.subject',
      't.description',
      't.attachmentPath',
      't.resolvedAt',
      't.createdAt',
      ...AUTHOR_COLUMNS,
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof selectTickets>['execute']>>[number];

/** The named persons of these tickets, in one query. */
const namesOf = async (db: Kysely<DB>, rows: readonly Row[]) => {
  const ids = [...new Set(rows.flatMap((row) => row.personsConcerned))];
  if (ids.length === 0) return new Map<string, string>();
  const users = await db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName', 'email'])
    .where('id', 'in', ids)
    .where('deletedAt', 'is', null)
    .execute();
  return new Map(users.map((u) => [u.id, fullName(u.firstName, u.lastName) || u.email]));
};

const toRecord = (row: Row, names: Map<string, string>): SupportTicketRecord => {
  return {
    id: row.id,
    category: row.category,
    personsConcerned: row.personsConcerned.flatMap((id) => {
      const found = names.get(id);
      return found ? [{ id, name: found }] : [];
    }),
    subject: row.subject,
    description: row.description,
    attachmentKey: row.attachmentPath,
    state: stateOf(row.resolvedAt),
    resolvedAt: row.resolvedAt,
    ...authorAndConcessionOf(row),
    createdAt: row.createdAt,
  };
};

/** The filter's conditions, on the tickets table aliased `t`. */
const matching =
  (filter: Omit<SupportFilter, 'limit' | 'offset'>) =>
  (eb: ExpressionBuilder<DB & { t: DB['supportTickets'] }, 't'>) => {
    const conditions = [];
    const { reach } = filter;
    if (reach) {
      conditions.push(
        reach.concessionIds.length > 0
          ? eb.or([
              eb('t.authorUserId', '=', reach.authorUserId),
              eb('t.concessionId', 'in', reach.concessionIds),
            ])
          : eb('t.authorUserId', '=', reach.authorUserId),
      );
    }
    if (filter.category) conditions.push(eb('t.category', '=', filter.category));
    if (filter.concessionId) conditions.push(eb('t.concessionId', '=', filter.concessionId));
    if (filter.state === 'open') conditions.push(eb('t.resolvedAt', 'is', null));
    if (filter.state === 'closed') conditions.push(eb('t.resolvedAt', 'is not', null));
    return eb.and(conditions);
  };

export const createSupportStore = (db: Kysely<DB>): SupportStore => {
  const find = async (id: string) => {
    const row = await selectTickets(db).where('t.id', '=', id).executeTakeFirst();
    return row ? toRecord(row, await namesOf(db, [row])) : null;
  };
  return {
    create: async (ticket) => {
      const { id } = await db
        .insertInto('supportTickets')
        .values({
          authorUserId: ticket.authorUserId,
          concessionId: ticket.concessionId,
          category: ticket.category,
          personsConcerned: ticket.personsConcerned,
          subject: ticket.subject,
          description: ticket.description,
          attachmentPath: ticket.attachmentKey,
          createdAt: ticket.createdAt,
          updatedAt: ticket.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await find(id);
      if (!created) throw new Error(`support ticket ${id} vanished after insert`);
      return created;
    },
    find,
    list: async (filter) => {
      // One statement at a time: the embedded database interleaves parallel ones (decision 017).
      const { total } = await db
        .selectFrom('supportTickets as t')
        .where(matching(filter))
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await selectTickets(db)
        .where(matching(filter))
        .orderBy('t.createdAt', 'desc')
        .orderBy('t.id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute();
      const names = await namesOf(db, rows);
      return { tickets: rows.map((row) => toRecord(row, names)), total: Number(total) };
    },
    setResolvedAt: async (id, resolvedAt) => {
      await db.updateTable('supportTickets').set({ resolvedAt }).where('id', '=', id).execute();
    },
    persons: async ({ authorUserId, concessionIds }) => {
      const rows = await db
        .selectFrom('users')
        .leftJoin('concessions', 'concessions.id', 'users.concessionId')
        .select([
          'users.id',
          'users.firstName',
          'users.lastName',
          'users.email',
          'concessions.name as concessionName',
        ])
        .where('users.deletedAt', 'is', null)
        .where((eb) =>
          concessionIds.length > 0
            ? eb.or([
                eb('users.id', '=', authorUserId),
                eb.and([
                  eb('users.concessionId', 'in', concessionIds),
                  eb('users.role', 'in', MEMBER_ROLES),
                ]),
              ])
            : eb('users.id', '=', authorUserId),
        )
        .orderBy(sql`lower(coalesce(users.first_name, '') || ' ' || coalesce(users.last_name, ''))`)
        .orderBy('users.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: fullName(row.firstName, row.lastName) || row.email,
        email: row.email,
        concessionName: row.concessionName,
      }));
    },
    concessions: async (concessionIds) => {
      if (concessionIds !== null && concessionIds.length === 0) return [];
      let query = db.selectFrom('concessions').select(['id', 'name']);
      if (concessionIds !== null) query = query.where('id', 'in', concessionIds);
      return query.orderBy('name').orderBy('id').execute();
    },
  };
};
