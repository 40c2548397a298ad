import type { SupportPerson, SupportStore } from '#application/ports/support-store.port.ts';
import { concessionFilter } from '#domain/access/policy.ts';
import { personsReach, type Caller } from './support-access.ts';

/** The persons an author may name on the support form (the author first among their members). */
export const makeListSupportPersons =
  (deps: { support: Pick<SupportStore, 'persons'> }) =>
  (input: Caller): Promise<SupportPerson[]> =>
    deps.support.persons(personsReach(input.actor));

/** The dealerships the caller may filter tickets by: every one for the PR admin, else theirs. */
export const makeListSupportConcessions =
  (deps: { support: Pick<SupportStore, 'concessions'> }) => (input: Caller) =>
    deps.support.concessions(concessionFilter(input.actor, input.scope));
