import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';

/**
 * A query built and compiled once, then run with its one parameter replaced: Kysely builds and
 * compiles a query on every call, which the profile of every request's session read showed
 * (docs/decisions/048-compiled-session-read.md). `build` receives a marker to use as that parameter;
 * the marker's place among the compiled parameters is where each run's value goes.
 */
export const compiledOnce = <DB, Row>(
  db: Kysely<DB>,
  build: (parameter: string) => Compilable<Row>,
) => {
  const marker = `\u0000compiled-once:${Math.random()}`;
  let compiled: { query: CompiledQuery<Row>; index: number } | undefined;
  const compile = () => {
    const query = build(marker).compile();
    const index = query.parameters.indexOf(marker);
    if (index < 0 || query.parameters.lastIndexOf(marker) !== index) {
      throw new Error('a compiled-once query must use its parameter exactly once');
    }
    return { query, index };
  };
  return async (value: string): Promise<Row[]> => {
    compiled ??= compile();
    const { query, index } = compiled;
    const parameters = query.parameters.map((parameter, at) => (at === index ? value : parameter));
    const result = await db.executeQuery<Row>({ ...query, parameters, queryId: createQueryId() });
    return result.rows;
  };
};
