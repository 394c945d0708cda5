import type { ReactNode } from 'react';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { describedBy, FieldError as KitFieldError, RequiredMark } from '@/components/form/form-field';
import { TextField, type TextFieldProps } from '@/components/form/text-field';
import { Checkbox } from '@/components/ui/checkbox';
import type { SignupField, SignupFormValues } from '../lib/signup-steps';

/** One form per page, so each field has a fixed id: Next focuses the first invalid one by it. */
export const fieldId = (name: SignupField) => `signup-${name}`;
/** The kit names a field's error `${id}-error` (components/form/form-field.tsx). */
export const errorId = (name: SignupField) => `${fieldId(name)}-error`;

type Option = { readonly value: string; readonly label: string };

export function useFieldError(name: SignupField): string | undefined {
  const { errors } = useFormState<SignupFormValues>({ name });
  return errors[name]?.message;
}

/** A field's message, inline under it and tied to it by aria-describedby (REG-18: shown inline). */
export function FieldError({ name, message }: { name: SignupField; message: string | undefined }) {
  return <KitFieldError id={errorId(name)} message={message} />;
}

type SignupTextFieldProps = Omit<TextFieldProps, 'name' | 'id' | 'error'> & { name: SignupField };

/** The kit's text field, registered on the sign-up form under its fixed id. */
export function SignupTextField({ name, ...props }: SignupTextFieldProps) {
  const { register } = useFormContext<SignupFormValues>();
  const error = useFieldError(name);
  return <TextField id={fieldId(name)} error={error} {...props} {...register(name)} />;
}

const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[[data-state=checked]]:border-brand-600 has-[[data-state=checked]]:bg-brand-50';

type ChoiceGroupProps = {
  name: SignupField;
  legend: string;
  options: readonly Option[];
  error: string | undefined;
  /** The star; `announce` also says "required" where no control can carry it (checkboxes). */
  mark: 'required' | 'announce' | null;
  /** One choice's control, under the id its label points to. */
  control: (option: Option, id: string) => ReactNode;
};

/**
 * A group of choices under its legend, with the group's message: invalid and described as a whole.
 * The first choice carries the field's id, so focus lands on the group (REG-06).
 */
function ChoiceGroup({ name, legend, options, error, mark, control }: ChoiceGroupProps) {
  return (
    <fieldset
      className="min-w-0 rounded-lg border-0 p-0"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(error && errorId(name))}
    >
      <legend className="mb-2 text-sm font-medium text-slate-800">
        {legend}
        {mark && <RequiredMark announce={mark === 'announce'} />}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => {
          const id = index === 0 ? fieldId(name) : `${fieldId(name)}-${option.value}`;
          return (
            <label key={option.value} htmlFor={id} className={choiceClass}>
              {control(option, id)}
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldError name={name} message={error} />
    </fieldset>
  );
}

type GroupProps = { name: SignupField; legend: string; options: readonly Option[] };

/** A required single choice of native radios: arrow keys move between them (REG-07, REG-31, REG-35). */
export function RadioGroupField({ name, legend, options }: GroupProps) {
  const { register } = useFormContext<SignupFormValues>();
  const error = useFieldError(name);
  return (
    <ChoiceGroup
      name={name}
      legend={legend}
      options={options}
      error={error}
      mark="required"
      control={(option, id) => (
        <input
          type="radio"
          id={id}
          value={option.value}
          required
          className="size-4 accent-brand-600"
          {...register(name)}
        />
      )}
    />
  );
}

/** A multi-select of checkboxes holding the chosen values (REG-33, REG-38). */
export function CheckboxGroupField({ name, legend, options, required = false }: GroupProps & { required?: boolean }) {
  const { field, fieldState } = useController<SignupFormValues>({ name });
  const chosen = Array.isArray(field.value) ? field.value : [];
  const toggle = (value: string, checked: boolean) =>
    field.onChange(checked ? [...chosen, value] : chosen.filter((item) => item !== value));
  return (
    <ChoiceGroup
      name={name}
      legend={legend}
      options={options}
      error={fieldState.error?.message}
      mark={required ? 'announce' : null}
      control={(option, id) => (
        <Checkbox
          id={id}
          value={option.value}
          checked={chosen.includes(option.value)}
          onCheckedChange={(checked) => toggle(option.value, checked === true)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
