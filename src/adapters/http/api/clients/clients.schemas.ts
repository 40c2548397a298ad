import { z } from '@hono/zod-openapi';
import type { ClientDetails } from '#application/client-flow/get-client.ts';
import type { ClientRecord, ListedClient } from '#application/ports/client-store.port.ts';
import {
  CLIENT_STATUSES,
  PART_FIELDS,
  RELATIONSHIP_OUTCOMES,
  SELLER_CHOICE_MODES,
  VISIT_PURPOSES,
  saleStateOf,
} from '#domain/client-flow/index.ts';
import { LANGUAGES } from '#domain/locale/language.ts';
import { ROLES } from '#domain/access/roles.ts';
import {
  ClientProfileSchema,
  toClientProfileBody,
} from '#adapters/http/api/psychometrics/psychometrics.schemas.ts';
import { text } from '#adapters/http/validation/text.ts';
import {
  ANSWERS_EXAMPLE,
  checkedByDomain,
  KioskAnswersSchema,
  KioskPersonalitySchema,
  PERSONALITY_EXAMPLE,
} from './questionnaire.schemas.ts';
import { SaveQuestionnaireDraftBody } from './questionnaire-draft.schemas.ts';
import { Id } from '#adapters/http/api/params.ts';

const Timestamp = z.iso.datetime({ offset: true });
const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A query parameter that may be repeated (`?status=a&status=b`): one value or several. */
const repeated = <S extends z.ZodType>(schema: S, description: string) =>
  z
    .union([schema, z.array(schema)])
    .transform((value) => (Array.isArray(value) ? value : [value]) as z.output<S>[])
    .optional()
    .openapi({ description });

export const ListClientsQuery = z.object({
  status: repeated(
    z.enum(CLIENT_STATUSES),
    'Only clients in these statuses (repeat the parameter)',
  ),
  cars: repeated(Id, 'Only clients interested in, shown or sold one of these cars'),
  seller: repeated(
    z.union([Id, z.literal('none')]),
    'Only clients of these advisors; `none`: clients no advisor has yet',
  ),
  concession: Id.optional().openapi({ description: 'One dealership among those reached' }),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const CreateClientBody = z
  .object({
    language: z.enum(LANGUAGES),
    sequence: z
      .enum(VISIT_PURPOSES)
      .openapi({ description: 'The visit purpose chosen on the kiosk' }),
  })
  .strict()
  .openapi('NewClient');

const answersDescription = Object.entries(PART_FIELDS)
  .map(([part, fields]) => `part ${part}: ${fields.join(', ')}`)
  .join('; ');

const SaveAnswersBody = z
  .object({
    questionnaire: checkedByDomain('KioskAnswers').openapi({
      description: `Answers to merge into those saved (null clears one). Checked together by the server, every problem reported by path: ${answersDescription}. At most 3 interior options, exterior options and seller qualities; models of interest from the dealership's current-year catalogue.`,
    }),
    personality: checkedByDomain('KioskPersonality').optional(),
    complete: z.boolean().optional().openapi({
      description:
        'Finish: every part and every statement answered; the profile is scored and the client becomes questionnaireCompleted',
    }),
    draft: z.literal(false).optional().openapi({
      description: "Answers; a draft is sent with `draft: true` (the body's other form)",
    }),
    language: z.enum(LANGUAGES).optional(),
    sequence: z.enum(VISIT_PURPOSES).optional().openapi({
      description:
        'A new visit purpose; after answering, it needs confirmPurposeChange and clears the answers',
    }),
    confirmPurposeChange: z.boolean().optional(),
  })
  .strict()
  .openapi('ClientQuestionnaireAnswers', {
    example: { questionnaire: ANSWERS_EXAMPLE, personality: PERSONALITY_EXAMPLE },
  });

/** Answers to save, or (`draft: true`) the part as the buyer types it. */
export const SaveQuestionnaireBody = z.discriminatedUnion('draft', [
  SaveAnswersBody,
  SaveQuestionnaireDraftBody,
]);

export const FeedbackBody = z
  .object({
    feedback: z
      .object({
        outcome: z.enum(RELATIONSHIP_OUTCOMES),
        // Optional, not defaulted here: a default would make them required in the generated
        // types; the route fills them in (docs/decisions/055).
        modelsViewed: z.array(Id).max(20).optional().openapi({ description: 'Default: none' }),
        modelsSold: z.array(Id).max(5).optional().openapi({ description: 'Default: none' }),
        comment: text({ max: 2000 }).optional().openapi({ description: 'Default: empty' }),
      })
      .strict(),
  })
  .strict()
  .openapi('EndOfRelationship', { example: { feedback: { outcome: 'beBack' } } });

export const ChooseSellerBody = z
  .object({
    seller: Id.nullable().openapi({
      description: "An available advisor; null lets the dealership's choice mode decide",
    }),
  })
  .strict();

export const SetSellerBody = z.object({ seller: Id }).strict();

const Person = z.object({ id: z.uuid(), name: z.string() });
const personOf = (person: { id: string; firstName: string | null; lastName: string | null }) => ({
  id: person.id,
  name: [person.firstName, person.lastName].filter(Boolean).join(' '),
});

export const ListedClientSchema = z
  .object({
    id: z.uuid(),
    concession: z.uuid(),
    status: z.enum(CLIENT_STATUSES).nullable().openapi({
      description: 'null while the questionnaire is in progress on the kiosk',
    }),
    seller: Person.nullable(),
    language: z.enum(LANGUAGES),
    sequence: z.enum(VISIT_PURPOSES),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable().openapi({
      description:
        'The buyer’s 10 digits, given on the kiosk with their consent to be contacted at it',
    }),
    feedback: z
      .object({
        outcome: z.enum(RELATIONSHIP_OUTCOMES),
        sale: z.boolean(),
        modelsViewed: z.array(z.uuid()),
        modelsSold: z.array(z.uuid()),
        comment: z.string(),
      })
      .nullable(),
    cars: z.object({
      interested: z.array(z.uuid()),
      viewed: z.array(z.uuid()),
      sold: z.array(z.uuid()),
    }),
    selectionMode: z.enum([...SELLER_CHOICE_MODES, 'manual']).nullable(),
    matchScore: z.number().int().nullable(),
    sale: z.enum(['none', 'active', 'expired']).openapi({
      description:
        'The advisor’s sale: expired once its hold is over (end it, or resume it with extra time)',
    }),
    createdAt: Timestamp,
    questionnaireCompletedAt: Timestamp.nullable(),
    sellerAssignedAt: Timestamp.nullable(),
    acceptedAt: Timestamp.nullable(),
    holdExpiresAt: Timestamp.nullable(),
    resumedAt: Timestamp.nullable(),
    beBackAt: Timestamp.nullable(),
    closedAt: Timestamp.nullable(),
    archivedAt: Timestamp.nullable(),
  })
  .openapi('ListedClient', {
    description: 'A client as lists show it: its answers are read with GET /api/clients/{id}',
  });

export const ClientSchema = ListedClientSchema.extend({
  questionnaire: z.object({
    complete: z.boolean(),
    answers: KioskAnswersSchema,
    personality: KioskPersonalitySchema,
  }),
}).openapi('Client');

export const ClientDetailsSchema = ClientSchema.extend({
  history: z.array(
    z.object({
      from: z.enum(CLIENT_STATUSES).nullable(),
      to: z.enum(CLIENT_STATUSES),
      at: Timestamp,
      actor: z.object({
        id: z.uuid().nullable(),
        role: z.enum([...ROLES, 'system']),
        name: z.string().nullable(),
      }),
      seller: Person.nullable(),
      reason: z.string().nullable(),
    }),
  ),
  profile: ClientProfileSchema.shape.psychometricProfile,
  carNames: z.record(z.string(), z.string()),
}).openapi('ClientDetails');

// Bodies are built from the use cases' records: nothing else reaches the caller.
/** What the advisor's lists show of a client (docs/decisions/121): part of its listed body. */
export const toClientSummaryBody = (client: ListedClient, now: Date) => ({
  id: client.id,
  status: client.status,
  seller: client.seller ? personOf(client.seller) : null,
  sequence: client.sequence,
  firstName: client.firstName,
  lastName: client.lastName,
  sale: saleStateOf(client, now),
  createdAt: client.createdAt.toISOString(),
  holdExpiresAt: iso(client.holdExpiresAt),
});

export const toListedClientBody = (client: ListedClient, now: Date) => ({
  ...toClientSummaryBody(client, now),
  concession: client.concessionId,
  language: client.language,
  phone: client.phone,
  feedback: client.feedback
    ? {
        ...client.feedback,
        modelsViewed: [...client.feedback.modelsViewed],
        modelsSold: [...client.feedback.modelsSold],
      }
    : null,
  cars: {
    interested: [...client.cars.interested],
    viewed: [...client.cars.viewed],
    sold: [...client.cars.sold],
  },
  selectionMode: client.selectionMode,
  matchScore: client.matchScore,
  questionnaireCompletedAt: iso(client.questionnaireCompletedAt),
  sellerAssignedAt: iso(client.sellerAssignedAt),
  acceptedAt: iso(client.acceptedAt),
  resumedAt: iso(client.resumedAt),
  beBackAt: iso(client.beBackAt),
  closedAt: iso(client.closedAt),
  archivedAt: iso(client.archivedAt),
});

export const toClientBody = (client: ClientRecord, now: Date) => ({
  ...toListedClientBody(client, now),
  questionnaire: {
    complete: client.status !== null,
    answers: client.questionnaire,
    personality: { ...client.personality.answers } as Record<string, number>,
  },
});

export const toClientDetailsBody = (details: ClientDetails, now: Date) => ({
  ...toClientBody(details.client, now),
  history: details.history.map((entry) => ({
    from: entry.from,
    to: entry.to,
    at: entry.at.toISOString(),
    actor: { id: entry.actor.userId, role: entry.actor.role, name: entry.actor.name },
    seller: entry.seller ? personOf(entry.seller) : null,
    reason: entry.reason,
  })),
  profile: details.profile
    ? toClientProfileBody({
        psychometricQuestionnaire: { complete: true, answers: {} },
        psychometricProfile: details.profile,
      }).psychometricProfile
    : null,
  carNames: Object.fromEntries(details.carNames),
});
