import { sql, type Kysely, type QueryCreator } from 'kysely';
import type { ClientStatus } from '#domain/client-flow/index.ts';
import { withoutUndefined } from '#domain/shared/defined.ts';
import type { ApplyTransitionInput } from '#application/ports/client-store.port.ts';
import { statusChangeRow, transitionColumns } from './client-rows.ts';
import { compiledPerShape } from './compiled-once.ts';
import { scoredTestColumns } from './psychometric-tests.repository.ts';
import type { DB, PsychometricTests } from './db.generated.ts';

/** What a transition's statement looks like: the columns it sets, its conditions, its history. */
type Shape = {
  set: readonly string[];
  status: 'null' | 'value';
  seller: 'null' | 'value';
  history: readonly string[] | null;
  /** Only over the row's version read (decision 152). */
  version: boolean;
  /** The personality part's scored columns, written with the transition (decision 152). */
  score: readonly string[] | null;
};

const SET = 'set:';
const HISTORY = 'history:';
const SCORE = 'score:';

/**
 * The transition's UPDATE on the state the domain decided from and, when the status moves, its
 * history row in the same statement, only when the update took place, with the advisor it left
 * (docs/decisions/136). A completion's scored personality part goes in the same statement too,
 * and a write over a version read unlocked holds only if the row is still at it (decision 152).
 * Compiled once per shape (decision 144): a kiosk's completion ran the query builder and the
 * compiler on every call.
 */
const transitionStatement = compiledPerShape(
  (shape: Shape) => JSON.stringify(shape),
  (shape) => [
    'clientId',
    ...shape.set.map((column) => `${SET}${column}`),
    ...(shape.status === 'value' ? ['status'] : []),
    ...(shape.seller === 'value' ? ['sellerId'] : []),
    ...(shape.history ?? [])
      .filter((column) => column !== 'sellerId')
      .map((column) => `${HISTORY}${column}`),
    ...(shape.version ? ['version'] : []),
    ...(shape.score ?? []).map((column) => `${SCORE}${column}`),
  ],
  (db: Kysely<DB>, m, shape) => {
    const update = (query: QueryCreator<DB>) =>
      query
        .updateTable('clients as c')
        .set(Object.fromEntries(shape.set.map((column) => [column, m[`${SET}${column}`]])))
        .where('c.id', '=', m.clientId as string)
        .where('c.deletedAt', 'is', null)
        .where((eb) =>
          shape.status === 'null'
            ? eb('c.status', 'is', null)
            : eb('c.status', '=', m.status as ClientStatus),
        )
        .where((eb) =>
          shape.seller === 'null'
            ? eb('c.sellerId', 'is', null)
            : eb('c.sellerId', '=', m.sellerId as string),
        )
        .$if(shape.version, (query) => query.where(sql<boolean>`c.xmin = ${m.version}::xid`))
        .returning((eb) => {
          const ofSeller = (column: 'firstName' | 'lastName') =>
            eb.selectFrom('users as s').select(`s.${column}`).whereRef('s.id', '=', 'c.sellerId');
          return [
            'c.sellerId',
            ofSeller('firstName').as('sellerFirstName'),
            ofSeller('lastName').as('sellerLastName'),
          ];
        });
    const columns = shape.history as (keyof ReturnType<typeof statusChangeRow>)[] | null;
    const scored = shape.score as (keyof PsychometricTests)[] | null;
    if (!columns && !scored) return update(db);
    // Each insert takes its row from the update's: none when the update did not take place.
    let statement = db.with('u', update);
    if (columns) {
      statement = statement.with('h', (query) =>
        query
          .insertInto('clientStatusChanges')
          .columns(columns)
          .expression((eb) =>
            eb
              .selectFrom('u')
              .select((u) =>
                columns.map((column) =>
                  column === 'sellerId'
                    ? u.ref('u.sellerId').as(column)
                    : u.val(m[`${HISTORY}${column}`]).as(column),
                ),
              ),
          ),
      ) as unknown as typeof statement;
    }
    if (scored) {
      statement = statement.with('t', (query) =>
        query
          .insertInto('psychometricTests')
          .columns(['clientId', 'createdAt', ...scored])
          .expression((eb) =>
            eb
              .selectFrom('u')
              .select((u) => [
                u.val(m.clientId).as('clientId'),
                u.val(m[`${SCORE}updatedAt`]).as('createdAt'),
                ...scored.map((column) => u.val(m[`${SCORE}${column}`]).as(column)),
              ]),
          )
          // Over the draft the personality pages kept: the answers, scored.
          .onConflict((conflict) =>
            conflict
              .column('clientId')
              .doUpdateSet((eb) =>
                Object.fromEntries(scored.map((column) => [column, eb.ref(`excluded.${column}`)])),
              ),
          ),
      ) as unknown as typeof statement;
    }
    return statement.selectFrom('u').selectAll();
  },
);

const prefixed = (prefix: string, row: Readonly<Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(row).map(([column, value]) => [`${prefix}${column}`, value]));

/** Writes a transition; its row as written (the advisor in charge), or none when it did not hold. */
export const writeTransition = async (db: Kysely<DB>, input: ApplyTransitionInput) => {
  const { change, expected, personality, ifVersion } = input;
  // A column left undefined is not written, as Kysely's own `set` leaves it.
  const set = withoutUndefined(transitionColumns(input));
  const history = change && statusChangeRow({ ...input, change }, null);
  const scored = personality && {
    form: 'client16',
    ...scoredTestColumns(personality.answers, personality.score, input.at),
  };
  const [row] = await transitionStatement(
    db,
    {
      set: Object.keys(set),
      status: expected.status === null ? 'null' : 'value',
      seller: expected.sellerId === null ? 'null' : 'value',
      history: history && Object.keys(history),
      version: ifVersion !== undefined,
      score: scored ? Object.keys(scored) : null,
    },
    {
      clientId: input.clientId,
      status: expected.status,
      sellerId: expected.sellerId,
      ...prefixed(SET, set),
      ...(history && prefixed(HISTORY, history)),
      version: ifVersion,
      ...(scored && prefixed(SCORE, scored)),
    },
  );
  return row;
};
