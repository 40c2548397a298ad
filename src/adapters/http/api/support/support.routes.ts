import { createRoute, z } from '@hono/zod-openapi';
import type { makeCreateSupportTicket } from '#application/support/create-support-ticket.ts';
import type {
  makeGetSupportTicket,
  makeReadSupportAttachment,
} from '#application/support/get-support-ticket.ts';
import type { makeListSupportTickets } from '#application/support/list-support-tickets.ts';
import type { makeSetSupportTicketState } from '#application/support/set-support-ticket-state.ts';
import type {
  makeListSupportConcessions,
  makeListSupportPersons,
} from '#application/support/support-form-options.ts';
import { authorize } from '#adapters/http/middleware/authorize.ts';
import { callerOf } from '#adapters/http/api/caller.ts';
import { jsonBody, multipartBody } from '#adapters/http/api/forms.ts';
import { operationIdOf, securityOf } from '#adapters/http/api/openapi-contract.ts';
import {
  apiRoutes,
  createApiRouter,
  ErrorSchema,
  ValidationErrorSchema,
} from '#adapters/http/api/openapi.ts';
import { IdParams } from '#adapters/http/api/params.ts';
import { respond, supportError } from './support.errors.ts';
import {
  ListSupportQuery,
  NewSupportTicketForm,
  SupportStateBody,
  SupportTicketSchema,
  toSupportTicketBody,
} from './support.schemas.ts';

export type SupportRouteDeps = {
  createSupportTicket: ReturnType<typeof makeCreateSupportTicket>;
  listSupportTickets: ReturnType<typeof makeListSupportTickets>;
  getSupportTicket: ReturnType<typeof makeGetSupportTicket>;
  readSupportAttachment: ReturnType<typeof makeReadSupportAttachment>;
  setSupportTicketState: ReturnType<typeof makeSetSupportTicketState>;
  listSupportPersons: ReturnType<typeof makeListSupportPersons>;
  listSupportConcessions: ReturnType<typeof makeListSupportConcessions>;
};

const support = apiRoutes('Support');

const createRoute_ = support.post('/api/support', 'support.create', {
  summary: 'Open a support ticket (emailed to the support team with its screenshot)',
  request: { body: multipartBody(NewSupportTicketForm) },
  success: { status: 201, description: 'The ticket opened', schema: SupportTicketSchema },
  errors: [413],
});

const listRoute = support.get('/api/support', 'support.read', {
  summary:
    "Support tickets, newest first: every one for the PR admin, a BPM's dealerships' and own, one's own for the others",
  request: { query: ListSupportQuery },
  success: { description: 'The tickets', schema: z.array(SupportTicketSchema) },
  errors: [404],
});

const getRoute = support.get('/api/support/{id}', 'support.read', {
  summary: 'One support ticket within reach',
  success: { description: 'The ticket', schema: SupportTicketSchema },
});

const stateRoute = support.put('/api/support/{id}/state', 'support.update', {
  summary: 'Close a handled ticket, or open it again (PR admin)',
  request: { body: jsonBody(SupportStateBody) },
  success: { description: 'The ticket as it is now', schema: SupportTicketSchema },
});

const imageContent = {
  'image/png': { schema: z.string().openapi({ type: 'string', format: 'binary' }) },
  'image/jpeg': { schema: z.string().openapi({ type: 'string', format: 'binary' }) },
};
const errorContent = { 'application/json': { schema: ErrorSchema } };

/** The screenshot answers bytes, so its route declares its responses itself. */
const attachmentRoute = createRoute({
  method: 'get',
  path: '/api/support/{id}/attachment',
  operationId: operationIdOf('get', '/api/support/{id}/attachment'),
  security: securityOf('get', 'support.read'),
  tags: ['Support'],
  summary: "A ticket's screenshot (JPG or PNG), to those who read the ticket",
  middleware: authorize('support.read'),
  'x-action': 'support.read',
  request: { params: IdParams },
  responses: {
    200: { description: 'The screenshot', content: imageContent },
    400: {
      description: 'The request does not match the schema',
      content: { 'application/json': { schema: ValidationErrorSchema } },
    },
    401: { description: 'Not signed in', content: errorContent },
    403: { description: 'Not allowed for this account', content: errorContent },
    404: {
      description: 'No such ticket within reach, or it has no screenshot',
      content: errorContent,
    },
    500: { description: 'Unexpected server error', content: errorContent },
  },
});

const bytesOf = async (file: File | undefined) =>
  file ? new Uint8Array(await file.arrayBuffer()) : undefined;

/** Support (docs/spec/product-spec.md section 7; docs/decisions/071): POST and GET /api/support. */
export const makeSupportRoutes = (deps: SupportRouteDeps) =>
  createApiRouter()
    .openapi(createRoute_, async (c) => {
      const form = c.req.valid('form');
      const result = await deps.createSupportTicket({
        ...callerOf(c),
        category: form.category,
        personsConcerned: form.personsConcerned,
        subject: form.subject,
        description: form.description,
        attachment: await bytesOf(form.attachment),
      });
      return respond(c, result, toSupportTicketBody, 201);
    })
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const result = await deps.listSupportTickets({
        ...callerOf(c),
        category: query.category,
        concessionId: query.concession,
        state: query.state,
        limit: query.limit,
        offset: query.offset,
      });
      return respond(c, result, ({ tickets }) => tickets.map(toSupportTicketBody));
    })
    .openapi(getRoute, async (c) => {
      const result = await deps.getSupportTicket({
        ...callerOf(c),
        ticketId: c.req.valid('param').id,
      });
      return respond(c, result, toSupportTicketBody);
    })
    .openapi(stateRoute, async (c) => {
      const result = await deps.setSupportTicketState({
        ...callerOf(c),
        ticketId: c.req.valid('param').id,
        state: c.req.valid('json').state,
      });
      return respond(c, result, toSupportTicketBody);
    })
    .openapi(attachmentRoute, async (c) => {
      const result = await deps.readSupportAttachment({
        ...callerOf(c),
        ticketId: c.req.valid('param').id,
      });
      if (!result.ok) return supportError(c, result.error);
      // The type found from the file's first bytes at upload; never sniffed (nosniff everywhere).
      c.header('Content-Type', result.value.contentType);
      c.header('Content-Disposition', 'inline');
      c.header('Cache-Control', 'private, no-store');
      return c.body(result.value.bytes, 200);
    });
