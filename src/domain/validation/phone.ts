import { err, ok, type Result } from '#domain/shared/result.ts';

export type PhoneError = { code: 'PHONE.INVALID' };

/**
 * Reads a North American phone number typed any common way (`514 555-0123`, `(514) 555-0123`,
 * `+1 514.555.0123`) and returns the 10 digits we store (docs/spec/decisions.md section 1). Area codes and
 * exchanges never start with 0 or 1, which catches a shifted or mistyped digit.
 */
export const parsePhone = (input: string): Result<string, PhoneError> => {
  if (!/^[\d\s().+-]*$/.test(input)) return err({ code: 'PHONE.INVALID' });
  const digits = input.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? ok(national) : err({ code: 'PHONE.INVALID' });
};

/** `(xxx) xxx-xxxx` for 10 stored digits; anything else is shown unchanged rather than hidden. */
export const formatPhone = (digits: string): string => {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
};

/** The `tel:` link of a stored number, in the international form phones dial from anywhere. */
export const phoneHref = (digits: string): string => `tel:+1${digits}`;
