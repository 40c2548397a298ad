import { Link } from '#ui/components/primitives.tsx';
import { formatPhone, phoneHref } from '#domain/validation/phone.ts';
import type { Translate } from '#ui/i18n/translator.ts';
import { FormField } from './form-field.tsx';

export type PhoneInputProps = {
  t: Translate;
  name: string;
  label: string;
  /** The stored 10 digits, or what the user typed when the form comes back with an error. */
  defaultValue?: string;
  error?: string;
  required?: boolean;
};

/** A phone field that shows stored digits as (xxx) xxx-xxxx; the server reads it with parsePhone. */
export const PhoneInput = ({ t, name, label, defaultValue, error, required }: PhoneInputProps) => (
  <FormField
    name={name}
    label={label}
    type="tel"
    inputMode="tel"
    autoComplete="tel-national"
    hint={t('components.phone.hint')}
    defaultValue={defaultValue === undefined ? undefined : formatPhone(defaultValue)}
    error={error}
    required={required}
  />
);

/** A stored number as (xxx) xxx-xxxx, a link that dials it on a phone or tablet. */
export const PhoneLink = ({ digits }: { digits: string }) => (
  <Link href={phoneHref(digits)} className="phone-link">
    {formatPhone(digits)}
  </Link>
);
