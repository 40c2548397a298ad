/**
 * Characters no stored text may hold: NUL, and a UTF-16 surrogate without its pair (a broken
 * character). PostgreSQL refuses both in `text` and `jsonb`, so they are stopped where text enters
 * (docs/decisions/028-one-text-schema.md). Without the `u` flag the pattern reads code units.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string can be stored and shown as it is. */
export const isStorableText = (value: string) => !UNSTORABLE.test(value);

/** How deep {@link unstorablePaths} looks; deeper values count as unstorable (no answer nests so). */
const MAX_DEPTH = 8;

/**
 * The paths of every string (or object key) in a JSON-like value that cannot be stored, so each is
 * reported where it is. A value nested deeper than any form holds is reported at its top.
 */
export const unstorablePaths = (
  value: unknown,
  path: readonly (string | number)[] = [],
): (string | number)[][] => {
  if (typeof value === 'string') return isStorableText(value) ? [] : [[...path]];
  if (typeof value !== 'object' || value === null) return [];
  if (path.length >= MAX_DEPTH) return [[...path]];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  return entries.flatMap(([key, item]) =>
    typeof key === 'string' && !isStorableText(key)
      ? [[...path, key]]
      : unstorablePaths(item, [...path, key]),
  );
};
