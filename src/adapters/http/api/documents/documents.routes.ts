import type { makeListDocuments } from '#application/documents/list-documents.ts';
import type { makePublishDocument } from '#application/documents/publish-document.ts';
import { ok } from '#domain/shared/result.ts';
import { errorTable, refuse } from '#adapters/http/api/error-table.ts';
import { jsonBody } from '#adapters/http/api/forms.ts';
import { apiRoutes, createApiRouter } from '#adapters/http/api/openapi.ts';
import { responder } from '#adapters/http/api/respond.ts';
import {
  DocumentKindParam,
  DocumentSchema,
  DocumentsSchema,
  PublishDocumentBody,
  toDocumentBody,
  toDocumentsBody,
} from './documents.schemas.ts';

export type DocumentRouteDeps = {
  listDocuments: ReturnType<typeof makeListDocuments>;
  publishDocument: ReturnType<typeof makePublishDocument>;
};

const respond = responder(
  errorTable({ 'DOCUMENTS.VERSION_CONFLICT': refuse(409, 'documents.errors.conflict') }),
);

const documents = apiRoutes('Documents');

const listRoute = documents.get('/api/documents', 'documents.manage', {
  summary: 'The latest published version of the contract and of the privacy policy (PR admin)',
  success: { description: 'Each document and its latest version', schema: DocumentsSchema },
});

const publishRoute = documents.post('/api/documents/{kind}/versions', 'documents.manage', {
  summary: 'Publish a new version of the contract or the privacy policy (PR admin)',
  description:
    'The new version is in force at once: every earlier signature stops counting and each signer signs again at their next request (decision 083). Two publications at once: the second is 409 `DOCUMENTS.VERSION_CONFLICT`.',
  request: { params: DocumentKindParam, body: jsonBody(PublishDocumentBody) },
  errors: [409],
  success: { status: 201, description: 'The version published', schema: DocumentSchema },
});

/** The signed documents' versions (docs/decisions/083-document-versions.md). */
export const makeDocumentRoutes = (deps: DocumentRouteDeps) =>
  createApiRouter()
    .openapi(listRoute, async (c) => respond(c, ok(await deps.listDocuments()), toDocumentsBody))
    .openapi(publishRoute, async (c) =>
      respond(
        c,
        await deps.publishDocument(c.req.valid('param').kind, c.req.valid('json')),
        toDocumentBody,
        201,
      ),
    );
