import { Button, Flex, Heading, Text } from '#ui/components/primitives.tsx';
import { COUNTRIES, PROVINCES } from '#domain/concessions/settings.ts';
import { LANGUAGES } from '#domain/locale/language.ts';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import { ImageUpload } from '#ui/components/image-upload.tsx';
import type { PageContext } from '#ui/page-context.ts';

/** A settings form as posted or stored: each field's text, and the server's message for it. */
export type SettingsFormState = {
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
};

export const SubmitRow = ({ label }: { label: string }) => (
  <Flex justify="end">
    <Button type="submit" size="3">
      {label}
    </Button>
  </Flex>
);

export const FormHeading = ({ id, children }: { id: string; children: string }) => (
  <Heading as="h2" size="5" id={id}>
    {children}
  </Heading>
);

const languageOptions = (context: PageContext) =>
  LANGUAGES.map((language) => ({ value: language, label: context.t(`language.${language}`) }));

/** The information tab: identity, logo, contact and languages (multipart for the logo). */
export const InformationForm = ({
  context,
  action,
  state,
  logoUrl,
  submit,
}: {
  context: PageContext;
  action: string;
  state: SettingsFormState;
  logoUrl: string | null;
  submit: string;
}) => {
  const { t } = context;
  const { values, errors } = state;
  const field = (name: string) => ({
    name,
    label: t(`settings.information.${name}` as 'settings.information.name'),
    defaultValue: values[name] ?? '',
    error: errors[name],
  });
  return (
    <form
      method="post"
      action={action}
      encType="multipart/form-data"
      aria-labelledby="settings-heading"
    >
      <CsrfField token={context.csrfToken} />
      <Flex direction="column" gap="4">
        <FormHeading id="settings-heading">{t('settings.information.heading')}</FormHeading>
        <FormField {...field('name')} required autoComplete="organization" />
        <ImageUpload
          t={t}
          name="logo"
          label={t('settings.information.logo')}
          error={errors.logo}
          current={
            logoUrl ? { url: logoUrl, alt: t('settings.information.currentLogo') } : undefined
          }
        />
        <FormField
          {...field('phone')}
          type="tel"
          inputMode="tel"
          hint={t('settings.information.phoneHint')}
          placeholder="(514) 555-0100"
          required
        />
        <FormField {...field('address')} required autoComplete="street-address" />
        <div className="form-grid">
          <FormField {...field('city')} required autoComplete="address-level2" />
          <FormField {...field('postalCode')} required autoComplete="postal-code" />
          <FormField
            {...field('country')}
            as="select"
            options={COUNTRIES.map((code) => ({
              value: code,
              label: t(`settings.information.countries.${code}`),
            }))}
            required
          />
          <FormField
            {...field('state')}
            as="select"
            options={COUNTRIES.flatMap((country) =>
              PROVINCES[country].map((code) => ({
                value: code,
                label: `${code} (${t(`settings.information.countries.${country}`)})`,
              })),
            )}
            required
          />
        </div>
        {/* Text, not url: "example.com" is taken (the server adds https://). */}
        <FormField {...field('website')} inputMode="url" placeholder="https://" />
        <div className="form-grid">
          <FormField
            {...field('language')}
            as="select"
            options={languageOptions(context)}
            required
          />
          <FormField
            {...field('defaultAppLanguage')}
            as="select"
            options={languageOptions(context)}
            required
          />
        </div>
        <SubmitRow label={submit} />
      </Flex>
    </form>
  );
};

/** A group of checkboxes posted under one name (`manufacturers`) or each under its own. */
export const Checkboxes = ({
  id,
  legend,
  hint,
  error,
  options,
}: {
  id: string;
  legend: string;
  hint?: string;
  error?: string;
  options: readonly { name: string; value: string; label: string; checked: boolean }[];
}) => (
  <fieldset id={id} className="choice-group" aria-invalid={error ? true : undefined}>
    <legend className="choice-legend">{legend}</legend>
    {hint ? (
      <Text as="p" size="2" color="gray">
        {hint}
      </Text>
    ) : null}
    <div className="choice-grid">
      {options.map((option) => (
        <label key={`${option.name}-${option.value}`} className="choice-option">
          <input
            type="checkbox"
            name={option.name}
            value={option.value}
            defaultChecked={option.checked}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
    {error ? (
      <Text as="p" size="2" color="red" weight="medium" className="field-error">
        {error}
      </Text>
    ) : null}
  </fieldset>
);
