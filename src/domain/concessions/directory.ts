import type { Scope } from '#domain/access/policy.ts';

/** The platform's dealership list: at most this many a page unless the caller asks for fewer. */
export const DIRECTORY_PAGE_SIZE = 20;
export const MAX_DIRECTORY_PAGE_SIZE = 100;

/**
 * Where a dealership may be created (docs/decisions/077): the platform administrator anywhere (in a
 * territory or none), a Best Pairing manager only in one of the territories it covers
 * (docs/decisions/076). Any other scope creates nowhere.
 */
export const mayCreateIn = (
  scope: Scope,
  territoryId: string | null,
  coveredTerritoryIds: readonly string[],
): boolean => {
  switch (scope) {
    case 'all':
      return true;
    case 'assigned':
      return territoryId !== null && coveredTerritoryIds.includes(territoryId);
    case 'concession':
    case 'self':
      return false;
  }
};

/** The words of a name search: trimmed, lower-cased, blanks collapsed; empty means no search. */
export const searchTermOf = (query: string | undefined): string =>
  (query ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** A LIKE pattern matching `term` anywhere, its own `%`, `_` and `\` taken literally. */
export const containsPattern = (term: string): string =>
  `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
