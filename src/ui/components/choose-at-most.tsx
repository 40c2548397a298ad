import { MAX_CHOICES, type ChoicesError } from '#domain/validation/choices.ts';
import type { Translate } from '#ui/i18n/translator.ts';
import { ComponentIsland } from './component-islands.ts';
import { fieldIdOf, type SelectOption } from './form-field.tsx';

export type ChooseAtMostProps = {
  t: Translate;
  name: string;
  legend: string;
  options: readonly SelectOption[];
  max?: number;
  defaultValues?: readonly string[];
  /** Replaces the default "Choose up to 3 options." */
  hint?: string;
  error?: string;
};

/** The message for checkChoices' error, to pass back as `error`. */
export const choicesErrorMessage = (t: Translate, error: ChoicesError) =>
  error.code === 'CHOICES.TOO_MANY'
    ? t('components.choices.tooMany', { max: error.max })
    : t('components.choices.unknown');

/** "Choose at most 3" (interior and exterior options, seller qualities: docs/spec/product-spec.md section 5). */
export const ChooseAtMost = ({
  t,
  name,
  legend,
  options,
  max = MAX_CHOICES,
  defaultValues = [],
  hint,
  error,
}: ChooseAtMostProps) => (
  <ComponentIsland
    name="choose-at-most"
    props={{
      id: fieldIdOf(name),
      name,
      legend,
      options,
      max,
      defaultValues,
      hint: hint ?? t('components.choices.hint', { max }),
      error,
      counts: Array.from({ length: max + 1 }, (_, count) =>
        t('components.choices.count', { count, max }),
      ),
    }}
  />
);
