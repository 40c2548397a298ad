import { sql, type AliasedSelectQueryBuilder, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from './db.generated.ts';

/*
 * Rows read as one JSON value (docs/decisions/130 and 131): the driver then runs one `JSON.parse`
 * instead of a parser per column of each row, and the camel-case plugin has no keys to rebuild.
 * JSON writes timestamps and bytes as text: these types say which fields arrive so, and the store
 * turns them back.
 */

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

/** Every timestamp field of a row, each named once. */
export type DateFields<Row> = Record<
  { [K in keyof Row]: Row[K] extends Date | null ? K : never }[keyof Row] & string,
  true
>;

/** A timestamp as JSON writes it (ISO 8601, the session's offset), as a date. */
export const dateOfJson = (text: string | null) => (text === null ? null : new Date(text));

/** The row of a JSON value, its timestamps turned back into dates; the parsed value is changed. */
export const withDates = <Row>(row: AsJson<Row>, fields: DateFields<Row>): Row => {
  const values = row as Record<string, unknown>;
  for (const key of Object.keys(fields)) values[key] = dateOfJson(values[key] as string | null);
  return row as Row;
};

/**
 * A query's rows as one JSON text (`rows`), in `order` (of the query's columns, as `r.column`): each
 * row an object under the names the code reads, each the name the query answers the column under.
 * At most 50 fields: `json_build_object` takes 100 arguments.
 */
export const rowsAsJson = <Row>(
  db: Kysely<DB>,
  query: { as: (alias: 'r') => AliasedSelectQueryBuilder<Row, 'r'> },
  fields: Fields<Row>,
  order: RawBuilder<unknown>,
) => {
  const pairs = Object.keys(fields).map((key) => sql`${sql.lit(key)}, ${sql.ref(`r.${key}`)}`);
  return db
    .selectFrom(query.as('r'))
    .select(
      sql<string>`coalesce(json_agg(json_build_object(${sql.join(pairs)}) ${order}), '[]')::text`.as(
        'rows',
      ),
    );
};

/** The rows of a text read with `rowsAsJson`, their timestamps as dates. */
export const rowsOfJson = <Row>(text: string, dates: DateFields<Row>): Row[] =>
  (JSON.parse(text) as AsJson<Row>[]).map((row) => withDates(row, dates));
