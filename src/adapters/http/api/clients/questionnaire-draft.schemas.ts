import { z } from '@hono/zod-openapi';
import { DRAFT_LIMITS, OBJECT_FIELDS, PART_FIELDS } from '#domain/client-flow/index.ts';
import { checkedByDomain } from './questionnaire.schemas.ts';

/*
 * A part's answers as the buyer types them (decision 024): what a form field holds, not yet an
 * answer (a year half typed, an amount as text, a car without its model). The contract names the
 * questionnaire's own fields and the plain values they may hold, so the kiosk's draft goes through
 * the typed client like every other call (docs/decisions/055). As with the answers, the server
 * takes the draft as a record and the domain checks it (mergeDraft), every problem by path.
 */

const Scalar = z.union([z.null(), z.boolean(), z.number(), z.string().max(DRAFT_LIMITS.text)]);
const List = z.array(Scalar).max(DRAFT_LIMITS.list);

const fieldValue = (field: string) => {
  const subFields: readonly string[] = Object.hasOwn(OBJECT_FIELDS, field)
    ? Object.entries(OBJECT_FIELDS).flatMap(([name, keys]) => (name === field ? keys : []))
    : [];
  if (subFields.length === 0) return z.union([Scalar, List]).optional();
  const parts = z
    .object(Object.fromEntries(subFields.map((key) => [key, Scalar.optional()])))
    .strict();
  return z.union([Scalar, List, parts]).optional();
};

export const KioskDraftAnswersSchema = z
  .object(
    Object.fromEntries(
      Object.values(PART_FIELDS)
        .flat()
        .map((field) => [field, fieldValue(field)]),
    ),
  )
  .strict()
  .openapi('KioskDraftAnswers', {
    description:
      "What the fields of the buyer's part hold as they type: plain values under the questionnaire's own names (an object's values under its own keys), null for an emptied field; unchecked until the part is saved.",
    example: { paymentFrequency: 'monthly', paymentAmount: '35', budget: { frequency: 'monthly' } },
  });

/*
 * Not a named component: OpenAPI's discriminator takes strings only, and with both variants named
 * the generator would map `draft` by the variants' names; inline, the body is a plain `oneOf`.
 */
export const SaveQuestionnaireDraftBody = z
  .object({
    questionnaire: checkedByDomain('KioskDraftAnswers'),
    personality: checkedByDomain('KioskPersonality').optional(),
    draft: z.literal(true).openapi({
      description:
        'Keep what the buyer is typing in the part they are on, unchecked (the kiosk saves it as they go, so a reload loses nothing); the form is filled from it until the part is saved. At most 8 000 characters in all.',
    }),
  })
  .strict();
