import type { Role } from '#domain/access/roles.ts';

/*
 * What comments and support tickets both show of who wrote them and from which dealership, as
 * they are now: the columns their queries select (with `users as author` and `concessions` joined)
 * and the record's `author` and `concession` read back from them.
 */

export const AUTHOR_COLUMNS = [
  'author.id as authorId',
  'author.firstName as authorFirstName',
  'author.lastName as authorLastName',
  'author.email as authorEmail',
  'author.role as authorRole',
  'concessions.id as concessionId',
  'concessions.name as concessionName',
] as const;

type AuthorRow = {
  authorId: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorEmail: string | null;
  authorRole: Role | null;
  concessionId: string | null;
  concessionName: string | null;
};

export const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ');

/** The author (null once the account is gone) and the dealership (null for the platform). */
export const authorAndConcessionOf = (row: AuthorRow) => {
  const name = fullName(row.authorFirstName, row.authorLastName);
  return {
    author:
      row.authorId && row.authorEmail && row.authorRole
        ? {
            id: row.authorId,
            name: name === '' ? null : name,
            email: row.authorEmail,
            role: row.authorRole,
          }
        : null,
    concession:
      row.concessionId && row.concessionName
        ? { id: row.concessionId, name: row.concessionName }
        : null,
  };
};
