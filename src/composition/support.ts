import { makeCreateSupportTicket } from '#application/support/create-support-ticket.ts';
import {
  makeGetSupportTicket,
  makeReadSupportAttachment,
} from '#application/support/get-support-ticket.ts';
import { makeListSupportTickets } from '#application/support/list-support-tickets.ts';
import { makeSetSupportTicketState } from '#application/support/set-support-ticket-state.ts';
import {
  makeListSupportConcessions,
  makeListSupportPersons,
} from '#application/support/support-form-options.ts';
import type { Adapters } from './adapters.ts';

/**
 * Support tickets (docs/decisions/071): saved with the support email to SUPPORT_EMAIL in one
 * transaction; screenshots in the private storage, beside the trainings' videos. The team reads
 * French, the product's default language.
 */
export const buildSupport = ({ stores, inTransaction, clock, config, privateFiles }: Adapters) => ({
  createSupportTicket: makeCreateSupportTicket({
    support: stores.support,
    inTransaction,
    files: privateFiles,
    clock,
    recipient: { email: config.SUPPORT_EMAIL, language: 'fr' },
  }),
  listSupportTickets: makeListSupportTickets({ support: stores.support }),
  getSupportTicket: makeGetSupportTicket({ support: stores.support }),
  readSupportAttachment: makeReadSupportAttachment({
    support: stores.support,
    files: privateFiles,
  }),
  setSupportTicketState: makeSetSupportTicketState({ support: stores.support, clock }),
  listSupportPersons: makeListSupportPersons({ support: stores.support }),
  listSupportConcessions: makeListSupportConcessions({ support: stores.support }),
});
