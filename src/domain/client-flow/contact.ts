import { err, ok, type Result } from '#domain/shared/result.ts';
import { isStorableText } from '#domain/validation/text.ts';
import { parsePhone } from '#domain/validation/phone.ts';

/** A first name longer than this is not a first name. */
const FIRST_NAME_MAX = 50;

/** What the buyer typed on the kiosk's last screen, every field optional. */
export type ContactInput = { firstName: string; phone: string; consent: boolean };

/** What is kept: the first name, and a phone only with the buyer's consent to be contacted at it. */
type Contact = { firstName: string | null; phone: string | null };

export type ContactIssue =
  | { field: 'firstName'; code: 'CONTACT.FIRST_NAME_INVALID' }
  | { field: 'phone'; code: 'PHONE.INVALID' }
  | { field: 'consent'; code: 'CONTACT.CONSENT_REQUIRED' };

/**
 * The buyer's optional first name and phone (issue 13): advisors greet them by name instead of
 * "Client arrivé à 06:49". A phone is kept only when the buyer agrees to be contacted at it;
 * every problem is reported at once, by field.
 */
export const checkContact = (input: ContactInput): Result<Contact, readonly ContactIssue[]> => {
  const issues: ContactIssue[] = [];
  const firstName = input.firstName.trim().replace(/\s+/g, ' ');
  if (firstName.length > FIRST_NAME_MAX || !isStorableText(firstName) || /\d/.test(firstName)) {
    issues.push({ field: 'firstName', code: 'CONTACT.FIRST_NAME_INVALID' });
  }
  let phone: string | null = null;
  if (input.phone.trim() !== '') {
    const parsed = parsePhone(input.phone.trim());
    if (parsed.ok) phone = parsed.value;
    else issues.push({ field: 'phone', code: 'PHONE.INVALID' });
    if (!input.consent) issues.push({ field: 'consent', code: 'CONTACT.CONSENT_REQUIRED' });
  }
  if (issues.length > 0) return err(issues);
  return ok({ firstName: firstName === '' ? null : firstName, phone });
};
