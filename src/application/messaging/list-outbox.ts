import type { OutboxStore, OutboxSummary } from '#application/ports/outbox-store.port.ts';

const OUTBOX_PAGE_SIZE = 25;

export type OutboxPage = {
  messages: OutboxSummary[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
};

/** The local outbox, newest first, a page at a time (docs/spec/decisions.md section 10). */
export const makeListOutbox =
  (deps: { outbox: Pick<OutboxStore, 'list'> }) =>
  async (input: { page: number }): Promise<OutboxPage> => {
    const page = Math.max(1, Math.floor(input.page));
    const { messages, total } = await deps.outbox.list({
      limit: OUTBOX_PAGE_SIZE,
      offset: (page - 1) * OUTBOX_PAGE_SIZE,
    });
    const pageCount = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));
    return { messages, total, page, pageCount, pageSize: OUTBOX_PAGE_SIZE };
  };
