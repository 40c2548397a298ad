/**
 * The cars a buyer is interested in, viewed or bought, each once. Car ids are uuids, whose letters a
 * caller may send in either case (RFC 9562): they are kept in lower case, as PostgreSQL writes them
 * and the catalogue lists them, so an id in capitals is the same car, not an unknown one.
 */
export const distinctCarIds = (ids: readonly string[]): string[] => [
  ...new Set(ids.map((id) => id.toLowerCase())),
];
