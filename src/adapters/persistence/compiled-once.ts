import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';

/** Where each compiled parameter comes from: a call's value (by name) or the query's own constant. */
type Source<Name extends string> = { name: Name } | { constant: unknown };

/**
 * A query built and compiled once per process, then run on any binding of the database (the pool or
 * a transaction) with its named parameters replaced: Kysely builds and compiles a query on every
 * call, a quarter of a read's time in the profiles (docs/decisions/048-compiled-session-read.md,
 * docs/decisions/110-compiled-hot-queries.md). Every binding compiles the same text: one dialect,
 * one plugin set (database.ts). `build` receives a marker for each name to use in its place;
 * wherever a marker lands among the compiled parameters, each run's value goes. A list goes in
 * whole, as one array parameter (`= any(${ids})`), so the text never depends on its length.
 */
export const compiledOnce = <DB, Row, const Name extends string>(
  names: readonly Name[],
  build: (db: Kysely<DB>, markers: Record<Name, string>) => Compilable<Row>,
) => {
  const tag = `\u0000compiled-once:${Math.random()}:`;
  const markers = Object.fromEntries(names.map((name) => [name, `${tag}${name}`])) as Record<
    Name,
    string
  >;
  let compiled: { query: CompiledQuery<Row>; sources: Source<Name>[] } | undefined;
  const compile = (db: Kysely<DB>) => {
    const query = build(db, markers).compile();
    const sources = query.parameters.map((parameter): Source<Name> =>
      typeof parameter === 'string' && parameter.startsWith(tag)
        ? { name: parameter.slice(tag.length) as Name }
        : { constant: parameter },
    );
    const unused = names.filter(
      (name) => !sources.some((source) => 'name' in source && source.name === name),
    );
    if (unused.length > 0) {
      throw new Error(
        `a compiled-once query must use each of its parameters (${unused.join(', ')})`,
      );
    }
    return { query, sources };
  };
  return async (db: Kysely<DB>, values: Record<Name, unknown>): Promise<Row[]> => {
    compiled ??= compile(db);
    const { query, sources } = compiled;
    const parameters = sources.map((source) =>
      'name' in source ? values[source.name] : source.constant,
    );
    const result = await db.executeQuery<Row>({ ...query, parameters, queryId: createQueryId() });
    return result.rows;
  };
};

/**
 * `compiledOnce` for a statement whose text follows the shape of what it writes (which columns a
 * transition sets, whether an expected value is null): compiled once per shape, each shape under
 * its `key`. Shapes come from the code, never from input, so their number is bounded by it.
 */
export const compiledPerShape = <DB, Row, Shape>(
  keyOf: (shape: Shape) => string,
  namesOf: (shape: Shape) => readonly string[],
  build: (db: Kysely<DB>, markers: Record<string, string>, shape: Shape) => Compilable<Row>,
) => {
  const byKey = new Map<string, ReturnType<typeof compiledOnce<DB, Row, string>>>();
  return (db: Kysely<DB>, shape: Shape, values: Record<string, unknown>): Promise<Row[]> => {
    const key = keyOf(shape);
    let run = byKey.get(key);
    if (!run) {
      run = compiledOnce(namesOf(shape), (executor: Kysely<DB>, markers) =>
        build(executor, markers, shape),
      );
      byKey.set(key, run);
    }
    return run(db, values);
  };
};
