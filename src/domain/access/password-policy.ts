import { err, ok, type Result } from '#domain/shared/result.ts';

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 100;

export type PasswordError = 'PASSWORD.REQUIRED' | 'PASSWORD.WEAK';
export type PasswordPairError =
  PasswordError | 'PASSWORD.CONFIRMATION_REQUIRED' | 'PASSWORD.MISMATCH';

/**
 * docs/spec/product-spec.md section 5: 8 to 100 characters with a lowercase letter, an uppercase letter and a
 * digit. Length counts characters (code points), not bytes.
 */
export const checkPassword = (
  password: string | undefined | null,
): Result<string, PasswordError> => {
  if (!password) return err('PASSWORD.REQUIRED');
  const length = [...password].length;
  const strong =
    length >= PASSWORD_MIN_LENGTH &&
    length <= PASSWORD_MAX_LENGTH &&
    /\p{Ll}/u.test(password) &&
    /\p{Lu}/u.test(password) &&
    /\p{Nd}/u.test(password);
  return strong ? ok(password) : err('PASSWORD.WEAK');
};

/** A new password typed twice: required, strong, confirmed. */
export const checkNewPassword = (
  password: string | undefined | null,
  confirmation: string | undefined | null,
): Result<string, PasswordPairError> => {
  const checked = checkPassword(password);
  if (!checked.ok) return checked;
  if (!confirmation) return err('PASSWORD.CONFIRMATION_REQUIRED');
  if (confirmation !== password) return err('PASSWORD.MISMATCH');
  return checked;
};
