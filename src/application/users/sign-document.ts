import { documentKindOf, type DocumentKind } from '#domain/access/members.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { DocumentStore } from '#application/ports/document-store.port.ts';
import type { UserRecord, UserStore } from '#application/ports/user-store.port.ts';
import { findReachableUser, reload, type Caller, type UserNotFound } from './access.ts';

export type SignDocumentError =
  UserNotFound | { code: 'USERS.DOCUMENT_NOT_FOR_ROLE' } | { code: 'USERS.NO_PUBLISHED_DOCUMENT' };

/**
 * Records that the user accepted the latest published contract (owner, BPM, advisor) or privacy
 * policy (administrator), and which version: when a new version is published, signing again
 * records the new one. Signing the version already signed changes nothing, so the first
 * acceptance date stays.
 */
export const makeSignDocument =
  (deps: { users: UserStore; documents: DocumentStore; clock: Clock }) =>
  async (
    input: Caller & { userId: string; kind?: DocumentKind | undefined },
  ): Promise<Result<UserRecord, SignDocumentError>> => {
    const found = await findReachableUser(deps.users, input, input.userId);
    if (!found.ok) return found;
    const expected = documentKindOf(found.value.role);
    const kind = input.kind ?? expected;
    if (!kind || kind !== expected) return err({ code: 'USERS.DOCUMENT_NOT_FOR_ROLE' });
    const document = await deps.documents.latestPublished(kind);
    if (!document) return err({ code: 'USERS.NO_PUBLISHED_DOCUMENT' });
    if ((await deps.users.signedVersionId(input.userId, kind)) !== document.id) {
      await deps.users.signDocument(input.userId, kind, document.id, deps.clock.now());
    }
    return ok(await reload(deps.users, input.userId));
  };
