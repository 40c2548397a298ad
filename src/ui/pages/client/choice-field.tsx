import {
  describedBy,
  FieldError,
  FieldHint,
  fieldIdOf,
  type SelectOption,
} from '#ui/components/form-field.tsx';

export type ChoiceFieldProps = {
  name: string;
  legend: string;
  options: readonly SelectOption[];
  /** One answer (radio buttons) or any number of them (checkboxes). */
  multiple?: boolean;
  defaultValues?: readonly string[];
  hint?: string;
  error?: string;
};

/**
 * A question answered by tapping tiles: native radio buttons or checkboxes, so it posts and moves
 * with the keyboard without any script, drawn with the shared choice styles (large targets).
 */
export const ChoiceField = ({
  name,
  legend,
  options,
  multiple = false,
  defaultValues = [],
  hint,
  error,
}: ChoiceFieldProps) => {
  const id = fieldIdOf(name);
  const { hintId, errorId, ...aria } = describedBy(id, { hint, error });
  return (
    <fieldset id={id} className="choice-group" role={multiple ? undefined : 'radiogroup'} {...aria}>
      <legend className="choice-legend">{legend}</legend>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <div className="choice-grid">
        {options.map((option) => (
          <label key={option.value} className="choice-option">
            <input
              type={multiple ? 'checkbox' : 'radio'}
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
