import { Flex, Text } from '#ui/components/primitives.tsx';
import {
  describedBy,
  FieldError,
  FieldHint,
  type SelectOption,
} from '#ui/components/form-field.tsx';
import type { ChooseAtMostBehaviourProps } from './choose-at-most.behaviour.ts';

export type ChooseAtMostIslandProps = ChooseAtMostBehaviourProps & {
  id: string;
  legend: string;
  options: readonly SelectOption[];
  defaultValues: readonly string[];
  hint: string;
  error?: string;
};

/**
 * A group of checkboxes of which at most `max` may be ticked. The markup is plain HTML; its
 * behaviour (choose-at-most.behaviour.ts) disables the other boxes at the limit and keeps a counter.
 * Without JavaScript every box stays free and the server refuses too many (checkChoices), showing
 * `error`.
 */
const ChooseAtMostMarkup = ({
  id,
  name,
  legend,
  options,
  defaultValues,
  hint,
  error,
}: ChooseAtMostIslandProps) => {
  const { hintId, errorId, ...aria } = describedBy(id, { hint, error });
  return (
    <fieldset id={id} className="choice-group" {...aria}>
      <legend className="choice-legend">{legend}</legend>
      <Flex justify="between" align="baseline" gap="3" wrap="wrap">
        <FieldHint id={hintId}>{hint}</FieldHint>
        {/* Filled by the behaviour and announced as it changes; empty until then. */}
        <Text
          size="2"
          weight="medium"
          color="gray"
          aria-live="polite"
          className="choice-count"
          data-choice-count=""
        />
      </Flex>
      <div className="choice-grid">
        {options.map((option) => (
          <label key={option.value} className="choice-option">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={defaultValues.includes(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
};

export default ChooseAtMostMarkup;
