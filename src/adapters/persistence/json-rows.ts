import { sql, type AliasedSelectQueryBuilder, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from './db.generated.ts';

/*
 * Rows read as one JSON value (docs/decisions/130, 131 and 134): the driver then runs one
 * `JSON.parse` instead of a parser per column of each row; a list's rows come back under the names
 * the code reads, so the camel-case plugin has no keys to rebuild. JSON writes timestamps and bytes
 * as text: these types say which fields arrive so, and the store turns them back.
 */

/** A query to read from, aliased `r`; only its rows' type matters. */
type Subquery<Row> = { as: (alias: 'r') => AliasedSelectQueryBuilder<Row, 'r'> };

/** A row's values as JSON writes them: timestamps and bytes as text. */
export type AsJson<Row> = {
  [K in keyof Row]: Row[K] extends Date
    ? string
    : Row[K] extends Date | null
      ? string | null
      : Row[K] extends Buffer
        ? string
        : Row[K];
};

/** Every field of a row, each named once: the compiler refuses a field left out. */
export type Fields<Row> = Record<keyof Row & string, true>;

/** The name a selected column answers under: `c.firstName` answers as `firstName`. */
type ColumnName<Column extends string> = Column extends `${string}.${infer Name}` ? Name : never;

/** The fields of selected columns (`table.column`), for a `Fields` record. */
export const columnFields = <const Column extends `${string}.${string}`>(
  columns: readonly Column[],
) =>
  Object.fromEntries(
    columns.map((column) => [column.slice(column.indexOf('.') + 1), true]),
  ) as Record<ColumnName<Column>, true>;

/** Every timestamp field of a row, each named once. */
export type DateFields<Row> = Record<
  { [K in keyof Row]: Row[K] extends Date | null ? K : never }[keyof Row] & string,
  true
>;

/** A timestamp as JSON writes it (ISO 8601, the session's offset), as a date. */
export const dateOfJson = (text: string | null) => (text === null ? null : new Date(text));

/** Bytes as JSON writes a `bytea` (PostgreSQL's hex format): `\x`, then two digits per byte. */
export const bytesOfJson = (text: string) => new Uint8Array(Buffer.from(text.slice(2), 'hex'));

/**
 * A read's one row as one JSON value (`row`). Every request reads its session: as forty columns,
 * the driver ran a parser per column (timestamps, arrays, bytes) and set up forty fields per run;
 * as one JSON value it makes one `JSON.parse`, about 60 µs less per request (decision 130). The
 * camel-case plugin maps the value's keys as it maps any JSON value's.
 */
export const asOneValue = <Row>(db: Kysely<DB>, query: Subquery<Row>) =>
  db.selectFrom(query.as('r')).select(sql<AsJson<Row>>`row_to_json(r)`.as('row'));

/**
 * A list's rows as one JSON text (decisions 131 and 134): `select` reads a query's rows as
 * `[[value, ...], ...]`, each row an array of its `fields` in their order, and `read` makes them
 * rows again under those names, timestamps as dates. Arrays spare PostgreSQL the keys (a quarter to
 * a third of a page's statement) and shorten the text. The one `fields` record gives both sides
 * their order. At most 100 fields: `json_build_array` takes 100 arguments.
 */
export const jsonRows = <Row>(fields: Fields<Row>, dates: DateFields<Row>) => {
  const keys = Object.keys(fields);
  const dateKeys = Object.keys(dates);
  const values = sql.join(keys.map((key) => sql.ref(`r.${key}`)));
  return {
    /** The query's rows in `order` (of its columns, as `r.column`), as one text (`rows`). */
    select: (db: Kysely<DB>, query: Subquery<Row>, order: RawBuilder<unknown>) =>
      db
        .selectFrom(query.as('r'))
        .select(
          sql<string>`coalesce(json_agg(json_build_array(${values}) ${order}), '[]')::text`.as(
            'rows',
          ),
        ),
    read: (text: string): Row[] =>
      (JSON.parse(text) as unknown[][]).map((array) => {
        const row: Record<string, unknown> = {};
        keys.forEach((key, index) => (row[key] = array[index]));
        for (const key of dateKeys) row[key] = dateOfJson(row[key] as string | null);
        return row as Row;
      }),
  };
};
