/*
 * Rows read as one JSON value (docs/decisions/130 and 131): the driver then runs one `JSON.parse`
 * instead of a parser per column. JSON writes timestamps and bytes as text; these types say which
 * fields arrive so, and the store turns them back.
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

/** The fields of a row that hold a timestamp. */
export type DateKeys<Row> = {
  [K in keyof Row]: Row[K] extends Date | null ? K : never;
}[keyof Row];

/** A timestamp as JSON writes it (ISO 8601, the session's offset), as a date. */
export const dateOfJson = (text: string | null) => (text === null ? null : new Date(text));

/** Every timestamp field of a row, each named once: the compiler refuses a field left out. */
export type DateFields<Row> = Record<DateKeys<Row>, true>;

/** The row of a JSON value, its timestamps turned back into dates; the parsed value is changed. */
export const withDates = <Row>(row: AsJson<Row>, fields: DateFields<Row>): Row => {
  const values = row as Record<string, unknown>;
  for (const key of Object.keys(fields)) values[key] = dateOfJson(values[key] as string | null);
  return row as Row;
};
