import {
  describedBy,
  FieldError,
  FieldHint,
  fieldIdOf,
  type SelectOption,
} from '#ui/components/form-field.tsx';

/** A tile; `image`: a picture above its label (a car of the catalogue), decorative beside it. */
type ChoiceOption = SelectOption & { image?: string | null };

export type ChoiceFieldProps = {
  name: string;
  legend: string;
  options: readonly ChoiceOption[];
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
          <label
            key={option.value}
            className={option.image ? 'choice-option choice-option-pictured' : 'choice-option'}
          >
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={option.value}
              defaultChecked={defaultValues.includes(option.value)}
            />
            {option.image ? (
              <img src={option.image} alt="" width={160} height={90} loading="lazy" />
            ) : null}
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
};
