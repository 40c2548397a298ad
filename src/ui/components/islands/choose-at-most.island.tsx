import { Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useHydrated } from '../../islands/use-hydrated.ts';
import { describedBy, FieldError, FieldHint, type SelectOption } from '../form-field.tsx';

export type ChooseAtMostIslandProps = {
  id: string;
  name: string;
  legend: string;
  options: readonly SelectOption[];
  max: number;
  defaultValues: readonly string[];
  hint: string;
  error?: string;
  /** The counter's text for 0 to `max` choices, translated on the server ("2 of 3 chosen"). */
  counts: readonly string[];
};

/**
 * A group of checkboxes of which at most `max` may be ticked. Once hydrated, the other boxes are
 * disabled when the limit is reached and a counter says where the user stands; without JavaScript
 * every box stays free and the server refuses too many (checkChoices), showing `error`.
 */
export const ChooseAtMostIsland = ({
  id,
  name,
  legend,
  options,
  max,
  defaultValues,
  hint,
  error,
  counts,
}: ChooseAtMostIslandProps) => {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(() => new Set(defaultValues));
  const { hintId, errorId, ...aria } = describedBy(id, { hint, error });
  const toggle = (value: string, checked: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (checked) next.add(value);
      else next.delete(value);
      return next;
    });
  const full = chosen.size >= max;
  return (
    <fieldset id={id} className="choice-group" {...aria}>
      <legend className="choice-legend">{legend}</legend>
      <Flex justify="between" align="baseline" gap="3" wrap="wrap">
        <FieldHint id={hintId}>{hint}</FieldHint>
        {/* Announced as it changes; empty on the server so nothing is read twice at load. */}
        <Text size="2" weight="medium" color={full ? undefined : 'gray'} aria-live="polite">
          {hydrated ? counts[chosen.size] : null}
        </Text>
      </Flex>
      <div className="choice-grid">
        {options.map((option) => {
          const checked = chosen.has(option.value);
          return (
            <label key={option.value} className="choice-option">
              <input
                type="checkbox"
                name={name}
                value={option.value}
                defaultChecked={defaultValues.includes(option.value)}
                disabled={hydrated && full && !checked}
                onChange={(event) => toggle(option.value, event.currentTarget.checked)}
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
};
