import { err, ok, type Result } from '#domain/shared/result.ts';
import type { StoredFile, FileStorage } from '#application/ports/file-storage.port.ts';
import type { SupportStore, SupportTicketRecord } from '#application/ports/support-store.port.ts';
import { reachesTicket, type Caller, type SupportNotFound } from './support-access.ts';

/** GET /api/support/{id}: one ticket the caller reaches, else not found (decisions.md section 2). */
export const makeGetSupportTicket =
  (deps: { support: Pick<SupportStore, 'find'> }) =>
  async (
    input: Caller & { ticketId: string },
  ): Promise<Result<SupportTicketRecord, SupportNotFound>> => {
    const ticket = await deps.support.find(input.ticketId);
    return ticket && reachesTicket(input, ticket) ? ok(ticket) : err({ code: 'SUPPORT.NOT_FOUND' });
  };

/** GET /api/support/{id}/attachment: the screenshot of a ticket the caller reaches. */
export const makeReadSupportAttachment =
  (deps: { support: Pick<SupportStore, 'find'>; files: Pick<FileStorage, 'read'> }) =>
  async (input: Caller & { ticketId: string }): Promise<Result<StoredFile, SupportNotFound>> => {
    const ticket = await makeGetSupportTicket(deps)(input);
    if (!ticket.ok) return ticket;
    const file = ticket.value.attachmentKey
      ? await deps.files.read(ticket.value.attachmentKey)
      : null;
    return file ? ok(file) : err({ code: 'SUPPORT.NOT_FOUND' });
  };
