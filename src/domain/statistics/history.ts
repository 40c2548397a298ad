import type { ClientStatus } from '#domain/client-flow/statuses.ts';

/**
 * The clients of the history screens (/seller/clients-history, /admin/clients-history): those whose
 * relationship ended (sold, not sold), was archived, or waits for the client's answer (be-back).
 * Clients on the floor (questionnaire, waiting room, with an advisor) belong to the live screens.
 */
export const HISTORY_STATUSES = [
  'sold',
  'notSold',
  'beBack',
  'archived',
] as const satisfies readonly ClientStatus[];
export type HistoryStatus = (typeof HISTORY_STATUSES)[number];

export const isHistoryStatus = (value: unknown): value is HistoryStatus =>
  typeof value === 'string' && (HISTORY_STATUSES as readonly string[]).includes(value);

/** The statuses a history filter asks for: one of them, or every history status. */
export const historyStatusesOf = (filter: HistoryStatus | undefined): readonly HistoryStatus[] =>
  filter === undefined ? HISTORY_STATUSES : [filter];

/** A history list's page: at least the first, never past the last one that has rows. */
export const pageWindowOf = (requested: number, total: number, pageSize: number) => {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(requested) || 1), pageCount);
  return { page, pageCount, offset: (page - 1) * pageSize };
};
