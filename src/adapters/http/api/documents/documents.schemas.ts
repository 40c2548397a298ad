import { z } from '@hono/zod-openapi';
import type { DocumentKind } from '#domain/access/members.ts';
import type { PublishedDocument } from '#application/ports/document-store.port.ts';
import { text } from '#adapters/http/validation/text.ts';

/** A contract's or policy's text: long, but bounded like every text (decision 028). */
const MAX_DOCUMENT_CHARACTERS = 50_000;
const body = () =>
  text({
    min: 1,
    max: MAX_DOCUMENT_CHARACTERS,
    required: 'documents.validation.body',
    tooLong: 'documents.validation.body',
  });

export const DocumentKindParam = z.object({
  kind: z
    .enum(['contract', 'privacyPolicy'], { error: 'documents.validation.kind' })
    .openapi({ param: { name: 'kind', in: 'path' }, example: 'contract' }),
});

export const PublishDocumentBody = z
  .object({ bodyFr: body(), bodyEn: body() })
  .openapi('PublishDocumentBody');

export const DocumentSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['contract', 'privacyPolicy']),
    version: z.number().int(),
    bodyFr: z.string(),
    bodyEn: z.string(),
    publishedAt: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Document');

export const DocumentsSchema = z
  .array(
    z.object({ kind: z.enum(['contract', 'privacyPolicy']), latest: DocumentSchema.nullable() }),
  )
  .openapi('Documents');

export const toDocumentBody = (document: PublishedDocument) => ({
  ...document,
  publishedAt: document.publishedAt.toISOString(),
});

export const toDocumentsBody = (list: { kind: DocumentKind; latest: PublishedDocument | null }[]) =>
  list.map(({ kind, latest }) => ({ kind, latest: latest ? toDocumentBody(latest) : null }));
