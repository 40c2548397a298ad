import { Grid } from '@radix-ui/themes';
import { Button, Card, Flex, Heading } from '#ui/components/primitives.tsx';
import { checkChoices } from '#domain/validation/choices.ts';
import { parsePhone } from '#domain/validation/phone.ts';
import { checkImageUpload } from '#domain/validation/upload.ts';
import { choicesErrorMessage, ChooseAtMost } from '#ui/components/choose-at-most.tsx';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { fieldErrorItems, FormErrors } from '#ui/components/form-errors.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import { ImageUpload, uploadErrorMessage } from '#ui/components/image-upload.tsx';
import { PhoneInput } from '#ui/components/phone.tsx';
import { RatingScale, RATING_VALUES, type Rating } from '#ui/components/rating-scale.tsx';
import type { Translate } from '#ui/i18n/translator.ts';

/** A posted form as Hono's `parseBody({ all: true })` gives it. */
export type FormSubmission = Record<string, string | File | (string | File)[]>;

const ROLE_OPTIONS = ['seller', 'admin', 'owner'] as const;
const QUALITY_OPTIONS = ['listening', 'honesty', 'knowledge', 'patience', 'speed'] as const;

type Field = 'name' | 'email' | 'phone' | 'role' | 'photo' | 'rating' | 'qualities';

export type MemberFormState = {
  values: {
    name: string;
    email: string;
    phone: string;
    role: string;
    notes: string;
    qualities: string[];
    rating?: Rating;
  };
  errors: Partial<Record<Field, string>>;
};

export const EMPTY_MEMBER_FORM: MemberFormState = {
  values: { name: '', email: '', phone: '', role: '', notes: '', qualities: [] },
  errors: {},
};

const all = (form: FormSubmission, key: string) =>
  [form[key] ?? []].flat().filter((value): value is string => typeof value === 'string');
const one = (form: FormSubmission, key: string) => all(form, key)[0]?.trim() ?? '';

/**
 * The server side of the sample form, as a real page would do it: read, validate with the
 * domain's rules, and either accept or send everything back with one message per field.
 */
export const validateMemberForm = async (
  t: Translate,
  form: FormSubmission,
): Promise<MemberFormState> => {
  const rating = RATING_VALUES.find((value) => String(value) === one(form, 'rating'));
  const values: MemberFormState['values'] = {
    name: one(form, 'name'),
    email: one(form, 'email'),
    phone: one(form, 'phone'),
    role: one(form, 'role'),
    notes: one(form, 'notes'),
    qualities: all(form, 'qualities'),
    rating,
  };
  const errors: MemberFormState['errors'] = {};
  if (values.name === '') errors.name = t('dev.form.errors.name');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) errors.email = t('dev.form.errors.email');
  if (values.phone !== '' && !parsePhone(values.phone).ok)
    errors.phone = t('components.phone.invalid');
  if (!(ROLE_OPTIONS as readonly string[]).includes(values.role))
    errors.role = t('dev.form.errors.role');
  if (!rating) errors.rating = t('dev.form.errors.rating');
  const qualities = checkChoices(values.qualities, QUALITY_OPTIONS);
  if (!qualities.ok) errors.qualities = choicesErrorMessage(t, qualities.error);
  const photo = form.photo;
  // An empty file input still posts a nameless, empty file: that means "no new picture".
  if (photo instanceof File && photo.size > 0) {
    const checked = checkImageUpload(new Uint8Array(await photo.arrayBuffer()));
    if (!checked.ok) errors.photo = uploadErrorMessage(t, checked.error);
  }
  return { values, errors };
};

/** The sample "new member" form: every form component, posting to the style page itself. */
export const MemberForm = ({
  t,
  action,
  csrfToken,
  state,
}: {
  t: Translate;
  action: string;
  csrfToken: string;
  state: MemberFormState;
}) => {
  const { values, errors } = state;
  const labels: Record<Field, string> = {
    name: t('dev.form.name'),
    email: t('dev.form.email'),
    phone: t('dev.form.phone'),
    role: t('dev.form.role'),
    photo: t('dev.form.photo'),
    rating: t('dev.form.rating'),
    qualities: t('dev.form.qualities'),
  };
  const summary = fieldErrorItems(labels, errors);
  return (
    <Card size="4" className="form-card">
      <form method="post" action={action} encType="multipart/form-data">
        <CsrfField token={csrfToken} />
        <input type="hidden" name="intent" value="save" />
        <Flex direction="column" gap="5">
          <Heading as="h3" size="5">
            {t('dev.form.heading')}
          </Heading>
          <FormErrors t={t} errors={summary} />
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            <FormField
              name="name"
              label={labels.name}
              autoComplete="name"
              defaultValue={values.name}
              error={errors.name}
              required
            />
            <FormField
              name="email"
              type="email"
              label={labels.email}
              hint={t('dev.form.emailHint')}
              autoComplete="email"
              defaultValue={values.email}
              error={errors.email}
              required
            />
            <PhoneInput
              t={t}
              name="phone"
              label={labels.phone}
              defaultValue={values.phone}
              error={errors.phone}
            />
            <FormField
              as="select"
              name="role"
              label={labels.role}
              placeholder={t('dev.form.rolePlaceholder')}
              options={ROLE_OPTIONS.map((role) => ({
                value: role,
                label: t(`navigation.roles.${role}`),
              }))}
              defaultValue={values.role}
              error={errors.role}
              required
            />
          </Grid>
          <FormField
            as="textarea"
            name="notes"
            label={t('dev.form.notes')}
            hint={t('dev.form.notesHint')}
            defaultValue={values.notes}
            rows={3}
          />
          <ImageUpload t={t} name="photo" label={labels.photo} error={errors.photo} />
          <RatingScale
            name="rating"
            legend={labels.rating}
            labels={[
              t('dev.form.ratingLabels.notAtAll'),
              t('dev.form.ratingLabels.aLittle'),
              t('dev.form.ratingLabels.moreOrLess'),
              t('dev.form.ratingLabels.moderately'),
              t('dev.form.ratingLabels.perfectly'),
            ]}
            defaultValue={values.rating}
            error={errors.rating}
            required
          />
          <ChooseAtMost
            t={t}
            name="qualities"
            legend={labels.qualities}
            options={QUALITY_OPTIONS.map((quality) => ({
              value: quality,
              label: t(`dev.form.qualityOptions.${quality}`),
            }))}
            defaultValues={values.qualities}
            error={errors.qualities}
          />
          <Flex justify="end">
            <Button type="submit" size="3">
              {t('dev.form.submit')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
};
