import type { Kysely } from 'kysely';
import type { DocumentStore, PublishedDocument } from '#application/ports/document-store.port.ts';
import type { DB } from './db.generated.ts';
import { isUniqueViolation } from './pg-errors.ts';

const COLUMNS = ['id', 'kind', 'version', 'bodyFr', 'bodyEn', 'publishedAt'] as const;

const published = <R extends { publishedAt: Date | null }>(
  row: R | undefined,
): (R & { publishedAt: Date }) | null =>
  row?.publishedAt ? { ...row, publishedAt: row.publishedAt } : null;

export const createDocumentStore = (db: Kysely<DB>): DocumentStore => ({
  latestPublished: async (kind) =>
    published(
      await db
        .selectFrom('contractVersions')
        .select(COLUMNS)
        .where('kind', '=', kind)
        .where('publishedAt', 'is not', null)
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ),

  publish: async (kind, version, bodies, at): Promise<PublishedDocument | null> => {
    try {
      const row = await db
        .insertInto('contractVersions')
        .values({ kind, version, ...bodies, publishedAt: at })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return published(row);
    } catch (error) {
      if (isUniqueViolation(error, 'contract_versions_kind_version_key')) return null;
      throw error;
    }
  },
});
