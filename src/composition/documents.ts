import { makeListDocuments } from '#application/documents/list-documents.ts';
import { makePublishDocument } from '#application/documents/publish-document.ts';
import type { Adapters } from './adapters.ts';

/** The contract and privacy policy versions the PR admin publishes (docs/decisions/083). */
export const buildDocuments = ({ stores, clock }: Adapters) => ({
  listDocuments: makeListDocuments({ documents: stores.documents }),
  publishDocument: makePublishDocument({ documents: stores.documents, clock }),
});
