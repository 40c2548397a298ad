/** The profile form's card: the hobbies and the two experience start dates the kiosk shows. */
import { Grid } from '@radix-ui/themes';
import { Flex } from '#ui/components/primitives.tsx';
import { HOBBIES } from '#domain/access/hobbies.ts';
import { localeOf } from '#domain/locale/format.ts';
import type { Language } from '#domain/locale/language.ts';
import { ChooseAtMost } from '#ui/components/choose-at-most.tsx';
import { FormErrors, type FormErrorItem } from '#ui/components/form-errors.tsx';
import { fieldIdOf, FormField } from '#ui/components/form-field.tsx';
import type { Translate } from '#ui/i18n/translator.ts';
import type { ProfileFormState, ProfileFormField } from './profile-view.ts';
import { ProfileSection, SectionSubmit, type ProfileCardProps } from './profile-section.tsx';
import { SectionHeading } from './profile-section-heading.tsx';

/** Month names from the platform's locale data ("janvier", "January"). */
const monthOptions = (language: Language) => {
  const format = new Intl.DateTimeFormat(localeOf(language), {
    month: 'long',
    timeZone: 'UTC',
  });
  return Array.from({ length: 12 }, (_, index) => {
    const label = format.format(new Date(Date.UTC(2000, index, 1)));
    return {
      value: String(index + 1),
      label: label.charAt(0).toLocaleUpperCase() + label.slice(1),
    };
  });
};

/** The two experience dates, each named `<prefix>Year` and `<prefix>Month` in the form. */
const START_DATES = ['carSellerStarted', 'concessionSellerStarted'] as const;

/** A start date: year typed, month chosen; both under one legend that names the date. */
const StartDate = ({
  t,
  prefix,
  state,
  months,
}: {
  t: Translate;
  prefix: (typeof START_DATES)[number];
  state: ProfileFormState;
  months: readonly { value: string; label: string }[];
}) => {
  const year = `${prefix}Year` as const;
  const month = `${prefix}Month` as const;
  return (
    <fieldset className="choice-group">
      <legend className="choice-legend">{t(`sellerProfile.profile.${prefix}At`)}</legend>
      <Grid columns="2" gap="3">
        <FormField
          name={year}
          label={t('sellerProfile.profile.year')}
          inputMode="numeric"
          autoComplete="off"
          placeholder="2015"
          defaultValue={state.values[year]}
          error={state.errors[year]}
          required
        />
        <FormField
          as="select"
          name={month}
          label={t('sellerProfile.profile.month')}
          placeholder={t('sellerProfile.profile.monthPlaceholder')}
          options={months}
          defaultValue={state.values[month]}
          error={state.errors[month]}
          required
        />
      </Grid>
    </fieldset>
  );
};

/** The advisor's own form: the hobbies and dates the kiosk's card shows. */
export const ProfileCard = ({
  context,
  view,
  state,
}: ProfileCardProps & { state: ProfileFormState }) => {
  const { t } = context;
  const labels: Record<ProfileFormField, string> = {
    hobbies: t('sellerProfile.profile.hobbies'),
    carSellerStartedYear: `${t('sellerProfile.profile.carSellerStartedAt')} – ${t('sellerProfile.profile.year')}`,
    carSellerStartedMonth: `${t('sellerProfile.profile.carSellerStartedAt')} – ${t('sellerProfile.profile.month')}`,
    concessionSellerStartedYear: `${t('sellerProfile.profile.concessionSellerStartedAt')} – ${t('sellerProfile.profile.year')}`,
    concessionSellerStartedMonth: `${t('sellerProfile.profile.concessionSellerStartedAt')} – ${t('sellerProfile.profile.month')}`,
  };
  // The messages already name their field: the summary lists them as they are.
  const summary: FormErrorItem[] = (Object.keys(labels) as ProfileFormField[]).flatMap((field) => {
    const message = state.errors[field];
    return message ? [{ fieldId: fieldIdOf(field), message }] : [];
  });
  const months = monthOptions(context.language);
  return (
    // While onboarding it is the first card, and its success leaves for another page, which would
    // inherit the fragment.
    <ProfileSection
      context={context}
      path={view.path}
      form="profile"
      fragment={!view.onboarding}
      noValidate
      gap="5"
    >
      <SectionHeading>{t('sellerProfile.profile.heading')}</SectionHeading>
      <FormErrors t={t} errors={summary} />
      <ChooseAtMost
        t={t}
        name="hobbies"
        legend={t('sellerProfile.profile.hobbies')}
        hint={t('sellerProfile.profile.hobbiesHint')}
        options={HOBBIES.map((hobby) => ({ value: hobby, label: t(`hobbies.${hobby}`) }))}
        max={3}
        defaultValues={state.values.hobbies}
        error={state.errors.hobbies}
      />
      <Flex direction="column" gap="3">
        <SectionHeading level="h3" lead={t('sellerProfile.profile.experienceHint')}>
          {t('sellerProfile.profile.experience')}
        </SectionHeading>
        {START_DATES.map((prefix) => (
          <StartDate key={prefix} t={t} prefix={prefix} state={state} months={months} />
        ))}
      </Flex>
      <SectionSubmit>
        {view.onboarding
          ? t('sellerProfile.profile.submitOnboarding')
          : t('sellerProfile.profile.submit')}
      </SectionSubmit>
    </ProfileSection>
  );
};
