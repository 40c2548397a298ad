import type { DocumentKind } from '#domain/access/members.ts';
import type { DocumentStore, PublishedDocument } from '#application/ports/document-store.port.ts';

const DOCUMENT_KINDS: readonly DocumentKind[] = ['contract', 'privacyPolicy'];

/** The latest published version of each document, for the PR admin's editor (decision 083). */
export const makeListDocuments =
  (deps: { documents: Pick<DocumentStore, 'latestPublished'> }) =>
  async (): Promise<{ kind: DocumentKind; latest: PublishedDocument | null }[]> =>
    Promise.all(
      DOCUMENT_KINDS.map(async (kind) => ({
        kind,
        latest: await deps.documents.latestPublished(kind),
      })),
    );
