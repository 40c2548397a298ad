import {} from '@radix-ui/themes';
import type { ReactNode } from 'react';
import type { ClientStatus, VisitPurpose } from '#domain/client-flow/index.ts';
import type { Language } from '#domain/locale/language.ts';
import type { DateRangeError, DateRangeKey } from '#domain/statistics/date-ranges.ts';
import type { HistoryStatus } from '#domain/statistics/history.ts';
import { PageColumn } from '#ui/components/page-column.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { Translate } from '#ui/i18n/translator.ts';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { IslandFamily, PageContext } from '#ui/page-context.ts';
import { Presence, type StaffFrame } from '#ui/pages/seller/home.page.tsx';
import { formatDateTime } from '#ui/pages/seller/seller-view.ts';
import type { TimelineEntry } from './client-status.tsx';

/** A client of the history list, as the screens show them (no database row reaches the page). */
export type PastClientRow = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  status: ClientStatus;
  /** The advisor's name; null when no advisor took the client. */
  seller: string | null;
  sequence: VisitPurpose;
  createdAt: string;
  statusAt: string;
};

/**
 * Who looks: an advisor (their own clients, the seller app's heartbeat on the page) or a manager
 * (every advisor of the dealership, with a filter by advisor).
 */
export type HistoryAudience = { kind: 'seller'; sellerId: string } | { kind: 'manager' };

export type ClientsHistoryView = {
  /** `/seller/clients-history` or `/admin/clients-history`: the list and its records live under it. */
  basePath: string;
  /**
   * Where the filter posts when the list is not at `basePath` (the platform's dealership page), and
   * the query fields it keeps (`tab`).
   */
  list?: { path: string; keep: Record<string, string> };
  audience: HistoryAudience;
  timeZone: string;
  rows: readonly PastClientRow[];
  filter: {
    range: DateRangeKey;
    from?: string;
    to?: string;
    status?: HistoryStatus;
    seller?: string;
  };
  rangeError?: DateRangeError;
  period: { firstDay: string | null; lastDay: string | null };
  /** Managers' advisor filter. */
  sellers: readonly { id: string; name: string }[];
  pagination: { page: number; pageCount: number; pageSize: number; total: number };
};

export type PastClientView = {
  basePath: string;
  audience: HistoryAudience;
  timeZone: string;
  client: PastClientRow & {
    language: Language;
    feedback: { outcome: 'sold' | 'notSold' | 'beBack'; comment: string } | null;
  };
  timeline: readonly TimelineEntry[];
  flash?: Flash;
};

const day = (iso: string, timeZone: string) => formatDateTime(iso, timeZone).slice(0, 10);

/** The client's name, or the day they came (the kiosk does not ask for names). */
export const pastClientName = (
  t: Translate,
  client: Pick<PastClientRow, 'firstName' | 'lastName' | 'createdAt'>,
  timeZone: string,
) => {
  const name = [client.firstName, client.lastName].filter(Boolean).join(' ');
  return name !== '' ? name : t('history.visitor', { date: day(client.createdAt, timeZone) });
};

/** The family whose script hydrates the page's islands (the period filter, the heartbeat). */
export const familyOf = (audience: HistoryAudience): IslandFamily =>
  audience.kind === 'seller' ? 'seller' : 'admin';

export const HistoryFrame = ({
  context,
  frame,
  audience,
  flash,
  size,
  children,
}: {
  context: PageContext;
  frame: StaffFrame;
  audience: HistoryAudience;
  flash?: Flash | undefined;
  /** The list is wide (a table); a record reads better narrower. */
  size: '3' | '4';
  children: ReactNode;
}) => (
  <AppLayout context={context} {...frame} flash={flash}>
    <PageColumn size={size} gap="6">
      {children}
      {audience.kind === 'seller' ? (
        <Presence context={context} sellerId={audience.sellerId} />
      ) : null}
    </PageColumn>
  </AppLayout>
);
