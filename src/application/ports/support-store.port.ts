import type { Role } from '#domain/access/roles.ts';
import type { FeedbackCategory } from '#domain/feedback/categories.ts';
import type { SupportTicketState } from '#domain/support/ticket.ts';

/** Someone a ticket may name as concerned: a member of a dealership the author reaches. */
export type SupportPerson = {
  id: string;
  name: string;
  email: string;
  concessionName: string | null;
};

/** A support ticket with its author and dealership as they are now (docs/spec/product-spec.md section 3). */
export type SupportTicketRecord = {
  id: string;
  category: FeedbackCategory;
  /** The persons named, as they are now; a deleted account is left out. */
  personsConcerned: { id: string; name: string }[];
  subject: string;
  description: string;
  /** The private file storage's key of the screenshot, if one was attached. */
  attachmentKey: string | null;
  state: SupportTicketState;
  resolvedAt: Date | null;
  author: { id: string; name: string | null; email: string; role: Role } | null;
  concession: { id: string; name: string } | null;
  createdAt: Date;
};

export type NewSupportTicket = {
  authorUserId: string;
  concessionId: string | null;
  category: FeedbackCategory;
  personsConcerned: string[];
  subject: string;
  description: string;
  attachmentKey: string | null;
  createdAt: Date;
};

/**
 * Which tickets a caller reads: every one (`null`), or those they wrote plus those of these
 * dealerships (decision 071).
 */
export type SupportReach = { authorUserId: string; concessionIds: readonly string[] } | null;

export type SupportFilter = {
  reach: SupportReach;
  category?: FeedbackCategory | undefined;
  concessionId?: string | undefined;
  state?: SupportTicketState | undefined;
  limit: number;
  offset: number;
};

/** Support tickets, newest first, and who a ticket may name. */
export type SupportStore = {
  create: (ticket: NewSupportTicket) => Promise<SupportTicketRecord>;
  find: (id: string) => Promise<SupportTicketRecord | null>;
  list: (filter: SupportFilter) => Promise<{ tickets: SupportTicketRecord[]; total: number }>;
  setResolvedAt: (id: string, resolvedAt: Date | null) => Promise<void>;
  /** The staff members of these dealerships, and the author themselves, by name. */
  persons: (reach: {
    authorUserId: string;
    concessionIds: readonly string[];
  }) => Promise<SupportPerson[]>;
  /** The dealerships tickets may be filtered by (those the reach covers), by name. */
  concessions: (concessionIds: readonly string[] | null) => Promise<{ id: string; name: string }[]>;
};
