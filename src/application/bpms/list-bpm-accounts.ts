import type { TerritoryStore } from '#application/ports/territory-store.port.ts';
import type { UserRecord, UserStore } from '#application/ports/user-store.port.ts';
import type { BpmAccount } from './bpm-access.ts';

export type ListBpmAccountsInput = {
  /** Part of a name or an email, any case; empty: everybody. */
  search: string;
  /** null: every match (`all=true`). */
  page: { limit: number; offset: number } | null;
};

export type BpmAccountsPage = { bpms: BpmAccount[]; total: number };

const nameOf = (user: UserRecord) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/**
 * GET /api/bpm and /pr-admin/bpm (prAdmin): the Best Pairing managers by name, searched by name or
 * email, a page at a time. Two queries: the accounts (a handful: platform staff) and their
 * territories.
 */
export const makeListBpmAccounts =
  (deps: {
    users: Pick<UserStore, 'listBpms'>;
    territories: Pick<TerritoryStore, 'territoriesOfBpms'>;
  }) =>
  async (input: ListBpmAccountsInput): Promise<BpmAccountsPage> => {
    const needle = input.search.trim().toLocaleLowerCase();
    const matches = (await deps.users.listBpms(null))
      .filter(
        (user) =>
          needle === '' ||
          nameOf(user).toLocaleLowerCase().includes(needle) ||
          user.email.includes(needle),
      )
      .sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
    const shown = input.page
      ? matches.slice(input.page.offset, input.page.offset + input.page.limit)
      : matches;
    const territories = await deps.territories.territoriesOfBpms(shown.map((user) => user.id));
    return {
      bpms: shown.map((user) => ({ user, territories: territories.get(user.id) ?? [] })),
      total: matches.length,
    };
  };
