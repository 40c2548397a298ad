/** The profile form's card: the hobbies and the two experience start dates the kiosk shows. */
import { Box, Button, Card, Flex, Grid } from '@radix-ui/themes';
import { HOBBIES } from '#domain/access/hobbies.ts';
import type { Language } from '#domain/locale/language.ts';
import { ChooseAtMost } from '#ui/components/choose-at-most.tsx';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { FormErrors, type FormErrorItem } from '#ui/components/form-errors.tsx';
import { fieldIdOf, FormField } from '#ui/components/form-field.tsx';
import type { Translate } from '#ui/i18n/translator.ts';
import type { PageContext } from '#ui/page-context.ts';
import {
  SECTION_STYLE,
  sectionId,
  profileFormAction,
  type SellerProfileView,
  type ProfileFormState,
  type ProfileFormField,
} from './profile-view.ts';
import { SectionHeading } from './profile-section-heading.tsx';

/** Month names from the platform's locale data ("janvier", "January"). */
const monthOptions = (language: Language) => {
  const format = new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
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

/** A start date: year typed, month chosen; both under one legend that names the date. */
const StartDate = ({
  t,
  legend,
  prefix,
  state,
  months,
}: {
  t: Translate;
  legend: string;
  prefix: 'carSellerStarted' | 'concessionSellerStarted';
  state: ProfileFormState;
  months: readonly { value: string; label: string }[];
}) => {
  const year = `${prefix}Year` as const;
  const month = `${prefix}Month` as const;
  return (
    <fieldset className="choice-group">
      <legend className="choice-legend">{legend}</legend>
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

export const ProfileCard = ({
  context,
  view,
}: {
  context: PageContext;
  view: SellerProfileView;
}) => {
  const { t } = context;
  const state = view.profile;
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
    <Card size="3" id={sectionId('profile')} style={SECTION_STYLE}>
      {/* While onboarding it is the first card, and its success leaves for another page, which
          would inherit the fragment. */}
      <form method="post" action={profileFormAction('profile', !view.onboarding)} noValidate>
        <CsrfField token={context.csrfToken} />
        <Flex direction="column" gap="5">
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
            <StartDate
              t={t}
              legend={t('sellerProfile.profile.carSellerStartedAt')}
              prefix="carSellerStarted"
              state={state}
              months={months}
            />
            <StartDate
              t={t}
              legend={t('sellerProfile.profile.concessionSellerStartedAt')}
              prefix="concessionSellerStarted"
              state={state}
              months={months}
            />
          </Flex>
          <Box>
            <Button type="submit" size="3">
              {view.onboarding
                ? t('sellerProfile.profile.submitOnboarding')
                : t('sellerProfile.profile.submit')}
            </Button>
          </Box>
        </Flex>
      </form>
    </Card>
  );
};
