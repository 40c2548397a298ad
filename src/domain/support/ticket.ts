import { isFeedbackCategory, type FeedbackCategory } from '#domain/feedback/categories.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';

/** A ticket's subject, once trimmed: a line (docs/decisions/071). */
export const SUPPORT_SUBJECT_MAX = 150;
/** A ticket's description: room for the steps that lead to a problem (docs/decisions/071). */
export const SUPPORT_DESCRIPTION_MAX = 5000;
/** At most this many persons concerned: a team, not the whole staff list. */
export const SUPPORT_PERSONS_MAX = 20;

export type SupportTicketDraft = {
  category: FeedbackCategory;
  personsConcerned: string[];
  subject: string;
  description: string;
};

/** What is wrong with each field of a support form; a field that is fine is absent. */
export type SupportFieldProblems = {
  category?: 'required' | 'unknown';
  personsConcerned?: 'required' | 'unknown' | 'tooMany';
  subject?: 'required' | 'tooLong';
  description?: 'required' | 'tooLong';
};

export type SupportInvalid = { code: 'SUPPORT.INVALID'; fields: SupportFieldProblems };

const length = (text: string) => [...text].length;
const normalise = (text: string) => text.replace(/\r\n/g, '\n').trim();

/**
 * Checks a support ticket as typed (docs/spec/product-spec.md section 3): one of the support
 * categories, one or several persons concerned chosen among `reachable` (the members the author
 * may name), a subject and a description. Every problem is reported at once, by field.
 */
export const checkSupportTicket = (
  input: {
    category: string;
    personsConcerned: readonly string[];
    subject: string;
    description: string;
  },
  reachable: ReadonlySet<string>,
): Result<SupportTicketDraft, SupportInvalid> => {
  const fields: SupportFieldProblems = {};
  const category = input.category.trim();
  if (category === '') fields.category = 'required';
  else if (!isFeedbackCategory(category)) fields.category = 'unknown';
  const persons = [...new Set(input.personsConcerned.map((id) => id.trim()).filter(Boolean))];
  if (persons.length === 0) fields.personsConcerned = 'required';
  else if (persons.length > SUPPORT_PERSONS_MAX) fields.personsConcerned = 'tooMany';
  else if (persons.some((id) => !reachable.has(id))) fields.personsConcerned = 'unknown';
  const subject = normalise(input.subject).replace(/\s+/g, ' ');
  if (subject === '') fields.subject = 'required';
  else if (length(subject) > SUPPORT_SUBJECT_MAX) fields.subject = 'tooLong';
  const description = normalise(input.description);
  if (description === '') fields.description = 'required';
  else if (length(description) > SUPPORT_DESCRIPTION_MAX) fields.description = 'tooLong';
  if (Object.keys(fields).length > 0 || !isFeedbackCategory(category)) {
    return err({ code: 'SUPPORT.INVALID', fields });
  }
  return ok({ category, personsConcerned: persons, subject, description });
};

/** A ticket is open until the PR admin closes it; closing again or reopening is allowed. */
export type SupportTicketState = 'open' | 'closed';
export const SUPPORT_STATES = ['open', 'closed'] as const;

export const stateOf = (resolvedAt: Date | null): SupportTicketState =>
  resolvedAt ? 'closed' : 'open';
