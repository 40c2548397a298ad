import { TextArea, TextField } from '@radix-ui/themes';
import { Flex, Text } from '#ui/components/primitives.tsx';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Icon } from './icons.tsx';

/** What a control needs to be tied to its label, hint and error message. */
export type FieldControlProps = {
  id: string;
  name: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

export type SelectOption = { value: string; label: string };

type FieldBase = {
  name: string;
  label: string;
  /** Defaults to `field-<name>`; the error summary links to it. */
  id?: string;
  hint?: string;
  /** The server's message for this field, shown under it after a post that failed validation. */
  error?: string;
  required?: boolean;
};

type InputType = 'text' | 'email' | 'tel' | 'number' | 'date' | 'password' | 'url' | 'search';

export type FormFieldProps = FieldBase &
  (
    | {
        as?: 'input';
        type?: InputType;
        defaultValue?: string;
        placeholder?: string;
        autoComplete?: string;
        inputMode?: 'text' | 'tel' | 'email' | 'numeric' | 'decimal' | 'url' | 'search';
      }
    | {
        as: 'select';
        options: readonly SelectOption[];
        defaultValue?: string;
        placeholder?: string;
      }
    | { as: 'textarea'; defaultValue?: string; placeholder?: string; rows?: number }
    | { as: 'custom'; children: (control: FieldControlProps) => ReactNode }
  );

export const fieldIdOf = (name: string) => `field-${name}`;

/** The ids of a field's hint and error, and the `aria-describedby` that reads the error first. */
export const describedBy = (id: string, { hint, error }: { hint?: string; error?: string }) => {
  const ids = [error ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined].filter(Boolean);
  return {
    hintId: `${id}-hint`,
    errorId: `${id}-error`,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    'aria-invalid': error ? (true as const) : undefined,
  };
};

/** A field's hint and error, under the control; both are read with it (aria-describedby). */
export const FieldHint = ({ id, children }: { id: string; children: ReactNode }) => (
  <Text as="p" id={id} size="2" color="gray" className="field-hint">
    {children}
  </Text>
);

export const FieldError = ({ id, children }: { id: string; children: ReactNode }) => (
  <Text as="p" id={id} size="2" color="red" weight="medium" className="field-error">
    <Icon name="alert" size={16} />
    <span>{children}</span>
  </Text>
);

/** A native `<select>`: it posts without JavaScript, unlike Radix's scripted Select. */
export const NativeSelect = ({
  options,
  placeholder,
  className,
  ...props
}: ComponentPropsWithoutRef<'select'> & {
  options: readonly SelectOption[];
  placeholder?: string;
}) => (
  <select {...props} className={['native-select', className].filter(Boolean).join(' ')}>
    {placeholder === undefined ? null : <option value="">{placeholder}</option>}
    {options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))}
  </select>
);

const Control = (props: FormFieldProps & { control: FieldControlProps }) => {
  const { control } = props;
  switch (props.as) {
    case 'custom':
      return props.children(control);
    case 'select':
      return (
        <NativeSelect
          {...control}
          options={props.options}
          placeholder={props.placeholder}
          defaultValue={props.defaultValue ?? ''}
        />
      );
    case 'textarea':
      return (
        <TextArea
          {...control}
          size="3"
          rows={props.rows ?? 4}
          defaultValue={props.defaultValue}
          placeholder={props.placeholder}
        />
      );
    default:
      return (
        <TextField.Root
          {...control}
          size="3"
          type={props.type ?? 'text'}
          defaultValue={props.defaultValue}
          placeholder={props.placeholder}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
        />
      );
  }
};

/**
 * A labelled form control with its hint and the server's error message. Forms post without
 * JavaScript; when validation fails the server renders the form again with `error` set, and the
 * control is marked `aria-invalid` and described by the message, so screen readers read it too.
 */
export const FormField = (props: FormFieldProps) => {
  const id = props.id ?? fieldIdOf(props.name);
  const { hintId, errorId, ...aria } = describedBy(id, props);
  const control: FieldControlProps = {
    id,
    name: props.name,
    required: props.required,
    ...aria,
  };
  return (
    <Flex direction="column" gap="1" className="form-field">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {props.label}
      </Text>
      <Control {...props} control={control} />
      {props.hint ? <FieldHint id={hintId}>{props.hint}</FieldHint> : null}
      {props.error ? <FieldError id={errorId}>{props.error}</FieldError> : null}
    </Flex>
  );
};
