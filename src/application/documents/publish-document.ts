import type { DocumentKind } from '#domain/access/members.ts';
import { nextVersionNumber } from '#domain/access/signatures.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type {
  DocumentBodies,
  DocumentStore,
  PublishedDocument,
} from '#application/ports/document-store.port.ts';

export type PublishDocumentError = { code: 'DOCUMENTS.VERSION_CONFLICT' };

/**
 * Publishes a new version of the contract or the privacy policy (decision 083): it is in force at
 * once, and every signature of an earlier version stops counting, so each signer signs again at
 * their next request. Versions are never edited in place: what someone signed stays readable.
 */
export const makePublishDocument =
  (deps: { documents: DocumentStore; clock: Clock }) =>
  async (
    kind: DocumentKind,
    bodies: DocumentBodies,
  ): Promise<Result<PublishedDocument, PublishDocumentError>> => {
    const latest = await deps.documents.latestPublished(kind);
    const published = await deps.documents.publish(
      kind,
      nextVersionNumber(latest?.version ?? null),
      bodies,
      deps.clock.now(),
    );
    return published ? ok(published) : err({ code: 'DOCUMENTS.VERSION_CONFLICT' });
  };
