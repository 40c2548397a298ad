import { describedBy, FieldError, FieldHint, fieldIdOf } from './form-field.tsx';

/** docs/spec/product-spec.md section 9: answers are rated from 1 to 5. */
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATING_VALUES)[number];

export type RatingScaleProps = {
  name: string;
  legend: string;
  /** The words of each point, 1 to 5 ("Not at all" ... "Perfectly"), from the caller's catalogue. */
  labels: readonly [string, string, string, string, string];
  defaultValue?: Rating;
  hint?: string;
  error?: string;
  required?: boolean;
};

/**
 * A 1-to-5 answer as native radio buttons (they post and move with the arrow keys without any
 * script), drawn as five large tiles that are easy to hit on a tablet.
 */
export const RatingScale = ({
  name,
  legend,
  labels,
  defaultValue,
  hint,
  error,
  required,
}: RatingScaleProps) => {
  const id = fieldIdOf(name);
  const { hintId, errorId, ...aria } = describedBy(id, { hint, error });
  return (
    <fieldset
      id={id}
      className="rating-scale"
      role="radiogroup"
      aria-required={required || undefined}
      {...aria}
    >
      <legend className="choice-legend">{legend}</legend>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <div className="rating-options">
        {RATING_VALUES.map((value, index) => (
          <label key={value} className="rating-option">
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={value === defaultValue}
              required={required}
            />
            <span className="rating-value" aria-hidden="true">
              {value}
            </span>
            <span className="rating-label">{labels[index]}</span>
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
};
