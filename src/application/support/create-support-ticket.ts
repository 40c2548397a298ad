import type { Language } from '#domain/locale/language.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { checkSupportTicket, type SupportInvalid } from '#domain/support/ticket.ts';
import { checkImageUpload, type UploadError } from '#domain/validation/upload.ts';
import type { Clock } from '#application/ports/clock.port.ts';
import type { EmailAttachment, EmailOutbox } from '#application/ports/email-outbox.port.ts';
import type { FileStorage } from '#application/ports/file-storage.port.ts';
import type { SupportStore, SupportTicketRecord } from '#application/ports/support-store.port.ts';
import type { UnitOfWork } from '#application/ports/unit-of-work.port.ts';
import { personsReach, type Caller } from './support-access.ts';

/** The platform's support address (SUPPORT_EMAIL) and the language its team reads. */
export type SupportRecipient = { email: string; language: Language };

export type CreateSupportTicketDeps = {
  support: Pick<SupportStore, 'persons'>;
  inTransaction: UnitOfWork<{ support: Pick<SupportStore, 'create'>; outbox: EmailOutbox }>;
  /** The private storage: a screenshot is never served from the public uploads. */
  files: Pick<FileStorage, 'save' | 'remove'>;
  clock: Clock;
  recipient: SupportRecipient;
};

export type CreateSupportTicketInput = Caller & {
  category: string;
  personsConcerned: readonly string[];
  subject: string;
  description: string;
  /** The attachment's bytes; absent or empty: none. */
  attachment?: Uint8Array | undefined;
};

export type CreateSupportTicketError = SupportInvalid | UploadError;

/** Where the email's button leads: the ticket in the PR admin's inbox. */
const ticketPage = (id: string) => `/pr-admin/support/${id}`;

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/**
 * POST /api/support (docs/spec/product-spec.md sections 3 and 7): a staff member's support ticket.
 * The fields are checked, the attachment by its first bytes (JPG or PNG, at most 2 MB); the file is
 * stored first, then the ticket and the support email (with the file) are written in one
 * transaction, and the file is removed again if that fails, so nothing is half-written.
 */
export const makeCreateSupportTicket =
  (deps: CreateSupportTicketDeps) =>
  async (
    input: CreateSupportTicketInput,
  ): Promise<Result<SupportTicketRecord, CreateSupportTicketError>> => {
    const persons = await deps.support.persons(personsReach(input.actor));
    const checked = checkSupportTicket(input, new Set(persons.map((person) => person.id)));
    if (!checked.ok) return checked;
    const bytes = input.attachment && input.attachment.length > 0 ? input.attachment : null;
    const image = bytes ? checkImageUpload(bytes) : null;
    if (image && !image.ok) return err(image.error);
    const key =
      bytes && image?.ok ? await deps.files.save('support', { bytes, type: image.value }) : null;
    const attachments: EmailAttachment[] =
      bytes && image?.ok
        ? [
            {
              name: `capture.${image.value.extension}`,
              contentType: image.value.mimeType,
              contentBase64: base64(bytes),
            },
          ]
        : [];
    try {
      const ticket = await deps.inTransaction(async ({ support, outbox }) => {
        const created = await support.create({
          authorUserId: input.actor.userId,
          concessionId: input.actor.concessionId,
          ...checked.value,
          attachmentKey: key,
          createdAt: deps.clock.now(),
        });
        const author = created.author;
        if (!author) throw new Error(`support ticket ${created.id} has no author`);
        await outbox.queue({
          template: 'supportTicket',
          to: deps.recipient.email,
          language: deps.recipient.language,
          // For the platform's team, not for the dealership's managers to read in their outbox.
          concessionId: null,
          attachments,
          params: {
            authorName: author.name ?? author.email,
            authorEmail: author.email,
            authorRole: author.role,
            concessionName: created.concession?.name ?? null,
            category: created.category,
            persons: created.personsConcerned.map((person) => person.name),
            subject: created.subject,
            description: created.description,
            hasAttachment: key !== null,
            link: ticketPage(created.id),
          },
        });
        return created;
      });
      return ok(ticket);
    } catch (error) {
      if (key) await deps.files.remove(key).catch(() => undefined);
      throw error;
    }
  };
