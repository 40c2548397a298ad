import {
  checkNewPassword,
  checkPassword,
  type PasswordPairError,
} from '#domain/access/password-policy.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';

export type NewPasswordError = { code: PasswordPairError };

/**
 * The password policy for every way of choosing a password. Pages ask for it twice and send the
 * confirmation; API callers (docs/spec/product-spec.md section 7) send the password alone.
 */
export const checkChosenPassword = (
  password: string | undefined,
  confirmation: string | undefined,
): Result<string, NewPasswordError> => {
  const checked =
    confirmation === undefined ? checkPassword(password) : checkNewPassword(password, confirmation);
  return checked.ok ? ok(checked.value) : err({ code: checked.error });
};
