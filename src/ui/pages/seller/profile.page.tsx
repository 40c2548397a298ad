import {
  Box,
  Button,
  Callout,
  Card,
  Container,
  DataList,
  Flex,
  Grid,
  Heading,
  Link,
  Text,
} from '@radix-ui/themes';
import { HOBBIES } from '#domain/access/hobbies.ts';
import { LANGUAGES, type Language } from '#domain/locale/language.ts';
import { ChooseAtMost } from '#ui/components/choose-at-most.tsx';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { FormErrors, type FormErrorItem } from '#ui/components/form-errors.tsx';
import { fieldIdOf, FormField } from '#ui/components/form-field.tsx';
import { Icon } from '#ui/components/icons.tsx';
import { ImageUpload } from '#ui/components/image-upload.tsx';
import { initialsOf } from '#ui/components/avatar.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { Translate } from '#ui/i18n/translator.ts';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import { Presence, type StaffFrame } from './home.page.tsx';

/** Where each form of the page posts: one page address, one form each (the guard allows it). */
export const SELLER_PROFILE_PATH = '/seller/me';
export const PROFILE_FORMS = ['profile', 'picture', 'language', 'password'] as const;
export type ProfileFormName = (typeof PROFILE_FORMS)[number];
/** Clear of the sticky header when the fragment scrolls a card into view. */
const SECTION_STYLE = { scrollMarginTop: '6rem' } as const;

/** The card of each form; the action's fragment brings the reader back to it after a post. */
const sectionId = (form: ProfileFormName) => `section-${form}`;
const profileFormAction = (form: ProfileFormName, fragment = true) =>
  `${SELLER_PROFILE_PATH}?form=${form}${fragment ? `#${sectionId(form)}` : ''}`;

/** The profile form's fields, as posted (strings, kept as typed when the form comes back). */
export const PROFILE_DATE_FIELDS = [
  'carSellerStartedYear',
  'carSellerStartedMonth',
  'concessionSellerStartedYear',
  'concessionSellerStartedMonth',
] as const;
export type ProfileDateField = (typeof PROFILE_DATE_FIELDS)[number];
export type ProfileFormField = 'hobbies' | ProfileDateField;

export type ProfileFormState = {
  values: { hobbies: readonly string[] } & Record<ProfileDateField, string>;
  errors: Partial<Record<ProfileFormField, string>>;
};

export type PasswordFormErrors = {
  oldPassword?: string;
  password?: string;
  confirmation?: string;
  /** A problem of the whole form (too many attempts). */
  form?: string;
};

export type SellerProfileView = {
  sellerId: string;
  /** The profile is the advisor's last onboarding step: no menu, no heartbeat, "continue". */
  onboarding: boolean;
  name: string;
  email: string;
  profileNumber: number | null;
  pictureUrl: string | null;
  language: Language;
  profile: ProfileFormState;
  pictureError?: string;
  languageError?: string;
  password?: PasswordFormErrors;
  flash?: Flash;
};

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

const SectionHeading = ({
  children,
  lead,
  level = 'h2',
}: {
  children: string;
  lead?: string;
  level?: 'h2' | 'h3';
}) => (
  <Flex direction="column" gap="1">
    <Heading as={level} size={level === 'h2' ? '5' : '4'}>
      {children}
    </Heading>
    {lead ? (
      <Text as="p" size="2" color="gray">
        {lead}
      </Text>
    ) : null}
  </Flex>
);

const IdentityCard = ({ t, view }: { t: Translate; view: SellerProfileView }) => (
  <Card size="3">
    <Flex direction="column" gap="4">
      <Flex align="center" gap="4">
        <span
          className="avatar"
          aria-hidden="true"
          style={{ width: '4.5rem', height: '4.5rem', fontSize: 'var(--font-size-5)' }}
        >
          {view.pictureUrl ? <img src={view.pictureUrl} alt="" /> : initialsOf(view.name)}
        </span>
        <Heading as="h2" size="5">
          {t('sellerProfile.identity.heading')}
        </Heading>
      </Flex>
      <DataList.Root orientation={{ initial: 'vertical', xs: 'horizontal' }} size="2">
        <DataList.Item>
          <DataList.Label>{t('sellerProfile.identity.name')}</DataList.Label>
          <DataList.Value>{view.name}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('sellerProfile.identity.email')}</DataList.Label>
          <DataList.Value>
            <Text style={{ overflowWrap: 'anywhere' }}>{view.email}</Text>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('sellerProfile.identity.profileNumber')}</DataList.Label>
          <DataList.Value>
            {view.profileNumber === null
              ? t('sellerProfile.identity.noProfile')
              : String(view.profileNumber)}
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
      <Link href="/seller/questionnaire" weight="medium">
        {t('sellerProfile.identity.testResult')}
      </Link>
    </Flex>
  </Card>
);

const PictureCard = ({ context, view }: { context: PageContext; view: SellerProfileView }) => {
  const { t } = context;
  return (
    <Card size="3" id={sectionId('picture')} style={SECTION_STYLE}>
      <form method="post" action={profileFormAction('picture')} encType="multipart/form-data">
        <CsrfField token={context.csrfToken} />
        <Flex direction="column" gap="4">
          <SectionHeading lead={t('sellerProfile.photo.lead')}>
            {t('sellerProfile.photo.heading')}
          </SectionHeading>
          <ImageUpload
            t={t}
            name="picture"
            label={t('sellerProfile.photo.label')}
            error={view.pictureError}
            required
            current={
              view.pictureUrl
                ? { url: view.pictureUrl, alt: t('sellerProfile.photo.alt') }
                : undefined
            }
          />
          <Box>
            <Button type="submit" size="3" variant="soft">
              <Icon name="image" size={18} />
              {t('sellerProfile.photo.submit')}
            </Button>
          </Box>
        </Flex>
      </form>
    </Card>
  );
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

const ProfileCard = ({ context, view }: { context: PageContext; view: SellerProfileView }) => {
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

const LanguageCard = ({ context, view }: { context: PageContext; view: SellerProfileView }) => {
  const { t } = context;
  return (
    <Card size="3" id={sectionId('language')} style={SECTION_STYLE}>
      <form method="post" action={profileFormAction('language')}>
        <CsrfField token={context.csrfToken} />
        <Flex direction="column" gap="4">
          <SectionHeading lead={t('sellerProfile.language.lead')}>
            {t('sellerProfile.language.heading')}
          </SectionHeading>
          <FormField
            as="select"
            name="language"
            label={t('language.label')}
            options={LANGUAGES.map((language) => ({
              value: language,
              label: t(`language.${language}`),
            }))}
            defaultValue={view.language}
            error={view.languageError}
            required
          />
          <Box>
            <Button type="submit" size="3" variant="soft">
              {t('sellerProfile.language.submit')}
            </Button>
          </Box>
        </Flex>
      </form>
    </Card>
  );
};

const PasswordCard = ({ context, view }: { context: PageContext; view: SellerProfileView }) => {
  const { t } = context;
  const errors = view.password ?? {};
  return (
    <Card size="3" id={sectionId('password')} style={SECTION_STYLE}>
      <form method="post" action={profileFormAction('password')} noValidate>
        <CsrfField token={context.csrfToken} />
        {/* Lets password managers file the new password under the right account. */}
        <input
          type="text"
          name="username"
          value={view.email}
          autoComplete="username"
          readOnly
          hidden
        />
        <Flex direction="column" gap="4">
          <SectionHeading lead={t('sellerProfile.password.lead')}>
            {t('sellerProfile.password.heading')}
          </SectionHeading>
          {errors.form ? (
            <Callout.Root color="red" role="alert">
              <Callout.Icon>
                <Icon name="alert" />
              </Callout.Icon>
              <Callout.Text>{errors.form}</Callout.Text>
            </Callout.Root>
          ) : null}
          <FormField
            name="oldPassword"
            type="password"
            label={t('sellerProfile.password.oldPassword')}
            autoComplete="current-password"
            error={errors.oldPassword}
            required
          />
          <FormField
            name="password"
            type="password"
            label={t('sellerProfile.password.newPassword')}
            hint={t('passwords.hint')}
            autoComplete="new-password"
            error={errors.password}
            required
          />
          <FormField
            name="confirmation"
            type="password"
            label={t('sellerProfile.password.confirmation')}
            autoComplete="new-password"
            error={errors.confirmation}
            required
          />
          <Box>
            <Button type="submit" size="3" variant="soft">
              {t('sellerProfile.password.submit')}
            </Button>
          </Box>
        </Flex>
      </form>
    </Card>
  );
};

/**
 * The advisor's profile (/seller/me, docs/spec/product-spec.md sections 2, 3 and 5): who they are, their photo,
 * the 3 hobbies and experience dates the kiosk shows on their card, their language and password.
 * Four independent forms, each posting to the page and coming back with its errors next to its
 * fields; no JavaScript needed (the hobbies' counter is a bonus). A new advisor finishes
 * onboarding here: the menu stays empty until the profile is complete.
 */
export const sellerProfilePage = (
  context: PageContext,
  frame: StaffFrame,
  view: SellerProfileView,
): PageRender => {
  const { t } = context;
  const forms = (
    <Flex direction="column" gap="5" gridColumn={{ md: 'span 3' }}>
      <ProfileCard context={context} view={view} />
      <PasswordCard context={context} view={view} />
    </Flex>
  );
  return {
    title: t('sellerProfile.title'),
    family: 'seller',
    body: (
      <AppLayout context={context} {...frame} flash={view.flash}>
        <Container size="3" px="4" py="6">
          <Flex direction="column" gap="5">
            <Heading as="h1" size="8">
              {t('sellerProfile.heading')}
            </Heading>
            {view.onboarding ? (
              <Callout.Root color="brown" size="2">
                <Callout.Icon>
                  <Icon name="info" />
                </Callout.Icon>
                <Callout.Text>{t('sellerProfile.onboardingLead')}</Callout.Text>
              </Callout.Root>
            ) : null}
            <Grid columns={{ initial: '1', md: '5' }} gap="5" align="start">
              {/* While onboarding, the step's own form comes first (on a phone, at the top). */}
              {view.onboarding ? forms : null}
              <Flex direction="column" gap="5" gridColumn={{ md: 'span 2' }}>
                <IdentityCard t={t} view={view} />
                <PictureCard context={context} view={view} />
                <LanguageCard context={context} view={view} />
              </Flex>
              {view.onboarding ? null : forms}
            </Grid>
            {view.onboarding ? null : <Presence context={context} sellerId={view.sellerId} />}
          </Flex>
        </Container>
      </AppLayout>
    ),
  };
};
