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
  confirmationLabel = t('passwords.fields.confirmation'),
}: {
  t: Translate;
  errors: PasswordFieldErrors;
  label?: string;
  confirmationLabel?: string;
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
      label={confirmationLabel}
      autoComplete="new-password"
      required
      error={errors.confirmation}
    />
  </>
);
