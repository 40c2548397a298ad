import type { Kysely } from 'kysely';
import type { DocumentStore } from '#application/ports/document-store.port.ts';
import type { DB } from './db.generated.ts';

export const createDocumentStore = (db: Kysely<DB>): DocumentStore => ({
  latestPublished: async (kind) => {
    const row = await db
      .selectFrom('contractVersions')
      .select(['id', 'kind', 'version', 'bodyFr', 'bodyEn', 'publishedAt'])
      .where('kind', '=', kind)
      .where('publishedAt', 'is not', null)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.publishedAt ? { ...row, publishedAt: row.publishedAt } : null;
  },
});
