import type { Caller } from '#application/client-flow/common.ts';
import type {
  ConcessionDirectory,
  Territory,
} from '#application/ports/concession-directory.port.ts';

/**
 * The territories the caller may create a dealership in, by name: every one for the platform
 * administrator, those a bpm covers (docs/decisions/076 and 077), none for anyone else.
 */
export const makeListCreatableTerritories =
  (deps: { directory: Pick<ConcessionDirectory, 'territoryIdsOf' | 'listTerritories'> }) =>
  async (caller: Caller): Promise<Territory[]> => {
    switch (caller.scope) {
      case 'all':
        return deps.directory.listTerritories(null);
      case 'assigned':
        return deps.directory.listTerritories(
          await deps.directory.territoryIdsOf(caller.actor.userId),
        );
      case 'concession':
      case 'self':
        return [];
    }
  };
