import { Callout } from '@radix-ui/themes';
import { Flex, Link, Text } from '#ui/components/primitives.tsx';
import type { Translate } from '#ui/i18n/translator.ts';
import { fieldIdOf } from './form-field.tsx';
import { Icon } from './icons.tsx';

/** One problem of a posted form; `fieldId` links to the field (a form-wide error has none). */
export type FormErrorItem = { message: string; fieldId?: string; label?: string };

/** The summary's entries: each field's error in the order of `labels`, linked to its field. */
export const fieldErrorItems = <F extends string>(
  labels: Readonly<Record<F, string>>,
  errors: Partial<Readonly<Record<F, string | undefined>>>,
): FormErrorItem[] =>
  (Object.keys(labels) as F[]).flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: fieldIdOf(field), label: labels[field], message }] : [];
  });

/**
 * The summary at the top of a form the server sent back: it is announced on arrival and each
 * entry jumps to its field, so a long form is fixed without hunting for the red text.
 */
export const FormErrors = ({ t, errors }: { t: Translate; errors: readonly FormErrorItem[] }) =>
  errors.length === 0 ? null : (
    <Callout.Root color="red" role="alert" className="form-errors" size="2">
      <Callout.Icon>
        <Icon name="alert" />
      </Callout.Icon>
      <Flex direction="column" gap="1">
        <Text as="p" weight="bold">
          {t('components.formErrors.title')}
        </Text>
        <Text as="p" size="2">
          {t('components.formErrors.lead')}
        </Text>
        <ul className="form-errors-list">
          {errors.map((error) => (
            <li key={`${error.fieldId ?? 'form'}-${error.message}`}>
              {error.fieldId ? (
                <Link href={`#${error.fieldId}`} color="red" underline="always">
                  {error.label
                    ? t('components.formErrors.item', {
                        label: error.label,
                        message: error.message,
                      })
                    : error.message}
                </Link>
              ) : (
                error.message
              )}
            </li>
          ))}
        </ul>
      </Flex>
    </Callout.Root>
  );
