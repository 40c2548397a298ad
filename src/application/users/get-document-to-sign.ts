import { documentKindOf, type DocumentKind } from '#domain/access/members.ts';
import type { Role } from '#domain/access/roles.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { DocumentStore, PublishedDocument } from '#application/ports/document-store.port.ts';
import type { UserStore } from '#application/ports/user-store.port.ts';

export type DocumentToSign = {
  kind: DocumentKind;
  document: PublishedDocument;
  /** The user already accepted this very version. */
  signed: boolean;
};

/** What the sign-contract and sign-privacy-policy pages show the signed-in user. */
export const makeGetDocumentToSign =
  (deps: { users: UserStore; documents: DocumentStore }) =>
  async (input: {
    userId: string;
    role: Role;
  }): Promise<
    Result<
      DocumentToSign,
      { code: 'USERS.DOCUMENT_NOT_FOR_ROLE' } | { code: 'USERS.NO_PUBLISHED_DOCUMENT' }
    >
  > => {
    const kind = documentKindOf(input.role);
    if (!kind) return err({ code: 'USERS.DOCUMENT_NOT_FOR_ROLE' });
    const document = await deps.documents.latestPublished(kind);
    if (!document) return err({ code: 'USERS.NO_PUBLISHED_DOCUMENT' });
    const signedVersion = await deps.users.signedVersionId(input.userId, kind);
    return ok({ kind, document, signed: signedVersion === document.id });
  };
