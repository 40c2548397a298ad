import { Button, Card, Flex, Heading } from '#ui/components/primitives.tsx';
import { FEEDBACK_CATEGORIES } from '#domain/feedback/categories.ts';
import { SUPPORT_DESCRIPTION_MAX } from '#domain/support/ticket.ts';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { fieldErrorItems, FormErrors } from '#ui/components/form-errors.tsx';
import { FormField } from '#ui/components/form-field.tsx';
import type { Translate } from '#ui/i18n/translator.ts';
import { ChoiceField } from '#ui/pages/client/choice-field.tsx';

type Field = 'category' | 'personsConcerned' | 'subject' | 'description' | 'attachment';

export type SupportFormState = {
  values: { category: string; personsConcerned: string[]; subject: string; description: string };
  errors: Partial<Record<Field, string>>;
};

export const emptySupportForm = (authorId: string): SupportFormState => ({
  // The author is concerned by default; they untick themselves if not.
  values: { category: '', personsConcerned: [authorId], subject: '', description: '' },
  errors: {},
});

export const supportCategoryOptions = (t: Translate) =>
  FEEDBACK_CATEGORIES.map((category) => ({
    value: category,
    label: t(`comments.categories.${category}`),
  }));

/**
 * "New request": category, persons concerned (tiles of the dealership's members), subject,
 * description and an optional screenshot, posted as a multipart form that works without script.
 * A refused post comes back with what was typed (the file must be chosen again) and a message
 * beside each field.
 */
export const SupportForm = ({
  t,
  action,
  csrfToken,
  persons,
  state,
}: {
  t: Translate;
  action: string;
  csrfToken: string;
  persons: readonly { value: string; label: string }[];
  state: SupportFormState;
}) => {
  const labels = {
    category: t('support.form.category'),
    personsConcerned: t('support.form.persons'),
    subject: t('support.form.subject'),
    description: t('support.form.description'),
    attachment: t('support.form.attachment'),
  };
  return (
    <Card size="3" className="form-card">
      <form
        method="post"
        action={action}
        encType="multipart/form-data"
        aria-labelledby="support-form-heading"
      >
        <CsrfField token={csrfToken} />
        <Flex direction="column" gap="4">
          <Heading as="h2" size="5" id="support-form-heading">
            {t('support.form.heading')}
          </Heading>
          <FormErrors t={t} errors={fieldErrorItems(labels, state.errors)} />
          <FormField
            as="select"
            name="category"
            label={labels.category}
            placeholder={t('support.form.categoryPlaceholder')}
            options={supportCategoryOptions(t)}
            defaultValue={state.values.category}
            error={state.errors.category}
            required
          />
          <ChoiceField
            name="personsConcerned"
            legend={labels.personsConcerned}
            hint={t('support.form.personsHint')}
            options={persons}
            multiple
            defaultValues={state.values.personsConcerned}
            error={state.errors.personsConcerned}
          />
          <FormField
            name="subject"
            label={labels.subject}
            defaultValue={state.values.subject}
            error={state.errors.subject}
            required
          />
          <FormField
            as="textarea"
            name="description"
            label={labels.description}
            hint={t('support.form.descriptionHint', { max: SUPPORT_DESCRIPTION_MAX })}
            rows={6}
            defaultValue={state.values.description}
            error={state.errors.description}
            required
          />
          <FormField
            as="custom"
            name="attachment"
            label={labels.attachment}
            hint={t('support.form.attachmentHint')}
            error={state.errors.attachment}
          >
            {(control) => (
              <input
                {...control}
                type="file"
                accept="image/jpeg,image/png,.jpg,.jpeg,.png"
                className="file-input"
              />
            )}
          </FormField>
          <Flex justify="end">
            <Button type="submit" size="3">
              {t('support.form.submit')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
};
