import { FormField } from '#ui/components/form-field.tsx';
import type { Translate } from '#ui/i18n/translator.ts';

export type PasswordFieldErrors = { password?: string; confirmation?: string };

/**
 * A new password typed twice, with the policy as a hint and the server's messages under each
 * field. Plain inputs: the forms post and show their errors without JavaScript.
 */
export const PasswordPairFields = ({
  t,
  errors,
  label = t('passwords.fields.password'),
}: {
  t: Translate;
  errors: PasswordFieldErrors;
  label?: string;
}) => (
  <>
    <FormField
      name="password"
      type="password"
      label={label}
      hint={t('passwords.hint')}
      autoComplete="new-password"
      required
      error={errors.password}
    />
    <FormField
      name="confirmation"
      type="password"
      label={t('passwords.fields.confirmation')}
      autoComplete="new-password"
      required
      error={errors.confirmation}
    />
  </>
);
