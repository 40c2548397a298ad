import { z } from '@hono/zod-openapi';
import { ROLES } from '#domain/access/roles.ts';
import { FEEDBACK_CATEGORIES } from '#domain/feedback/categories.ts';
import {
  SUPPORT_DESCRIPTION_MAX,
  SUPPORT_PERSONS_MAX,
  SUPPORT_STATES,
  SUPPORT_SUBJECT_MAX,
} from '#domain/support/ticket.ts';
import type { SupportTicketRecord } from '#application/ports/support-store.port.ts';
import { text } from '#adapters/http/validation/text.ts';
import { CsrfField, optionalFile } from '#adapters/http/api/forms.ts';
import { Id } from '#adapters/http/api/params.ts';

// Messages that are catalogue keys are translated into the caller's language by the validation hook.

const Category = z.enum(FEEDBACK_CATEGORIES, { error: 'support.validation.categoryUnknown' });
const State = z.enum(SUPPORT_STATES, { error: 'support.validation.state' });

/** One value or several (a repeated form field), always a list. */
const asList = (value: unknown) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

export const NewSupportTicketForm = z
  .object({
    category: Category,
    personsConcerned: z
      .preprocess(
        asList,
        z
          .array(Id)
          .min(1, { error: 'support.validation.personsRequired' })
          .max(SUPPORT_PERSONS_MAX, { error: 'support.validation.personsTooMany' }),
      )
      .openapi({
        type: 'array',
        items: { type: 'string', format: 'uuid' },
        description:
          'One or several ids among the members of the author’s dealership (the field repeated)',
      }),
    subject: text({
      min: 1,
      max: SUPPORT_SUBJECT_MAX,
      required: 'support.validation.subjectRequired',
      tooLong: 'support.validation.subjectTooLong',
    }).openapi({ description: `Trimmed; 1 to ${SUPPORT_SUBJECT_MAX} characters` }),
    description: text({
      min: 1,
      max: SUPPORT_DESCRIPTION_MAX,
      required: 'support.validation.descriptionRequired',
      tooLong: 'support.validation.descriptionTooLong',
    }).openapi({ description: `Trimmed; 1 to ${SUPPORT_DESCRIPTION_MAX} characters` }),
    attachment: optionalFile('support.validation.attachment').openapi({
      type: 'string',
      format: 'binary',
      description: 'Optional; JPG, JPEG or PNG by its content, at most 2 MB',
    }),
    csrfToken: CsrfField,
  })
  .openapi('NewSupportTicketForm', {
    example: {
      category: 'bug',
      personsConcerned: ['0b5e2a52-8d1c-4d7e-9a57-1f3c1b9c1a01'],
      subject: 'The waiting list does not refresh',
      description: 'Since this morning the waiting list shows the same clients until I reload.',
    },
  });

export const ListSupportQuery = z.object({
  category: Category.optional().openapi({
    param: { name: 'category', in: 'query' },
    description: 'Only tickets of this category',
  }),
  concession: Id.optional().openapi({
    param: { name: 'concession', in: 'query' },
    description: 'Only tickets of this dealership (one out of reach matches nothing)',
  }),
  state: State.optional().openapi({
    param: { name: 'state', in: 'query' },
    description: 'Only open or only closed tickets',
  }),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const SupportStateBody = z
  .object({ state: State })
  .openapi('SupportTicketState', { example: { state: 'closed' } });

export const SupportTicketSchema = z
  .object({
    id: z.uuid(),
    category: z.enum(FEEDBACK_CATEGORIES),
    personsConcerned: z.array(z.object({ id: z.uuid(), name: z.string() })),
    subject: z.string(),
    description: z.string(),
    hasAttachment: z.boolean().openapi({
      description: 'Whether GET /api/support/{id}/attachment answers the screenshot',
    }),
    state: z.enum(SUPPORT_STATES),
    resolvedAt: z.iso.datetime({ offset: true }).nullable(),
    author: z
      .object({ id: z.uuid(), name: z.string().nullable(), email: z.string(), role: z.enum(ROLES) })
      .nullable()
      .openapi({ description: 'Null once the account is gone' }),
    concession: z
      .object({ id: z.uuid(), name: z.string() })
      .nullable()
      .openapi({ description: "The author's dealership; null for platform accounts" }),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .openapi('SupportTicket');

export const toSupportTicketBody = (
  ticket: SupportTicketRecord,
): z.infer<typeof SupportTicketSchema> => ({
  id: ticket.id,
  category: ticket.category,
  personsConcerned: ticket.personsConcerned,
  subject: ticket.subject,
  description: ticket.description,
  hasAttachment: ticket.attachmentKey !== null,
  state: ticket.state,
  resolvedAt: ticket.resolvedAt?.toISOString() ?? null,
  author: ticket.author,
  concession: ticket.concession,
  createdAt: ticket.createdAt.toISOString(),
});
