import type { ComponentProps } from 'react';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { SignupField, SignupFormValues } from '../lib/signup-schema';

/** One form per page, so each field has a fixed id: Next focuses the first invalid one by it. */
export const fieldId = (name: SignupField) => `signup-${name}`;
export const errorId = (name: SignupField) => `signup-${name}-error`;
export const describedBy = (...ids: (string | false | null | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

export const labelClass = 'mb-1.5 block text-sm font-medium text-slate-800';

type Option = { readonly value: string; readonly label: string };

/**
 * The visible star of a required field (REG-03). Screen readers hear "required" from the control
 * itself (`required`/`aria-required`); `announce` adds the word where the control cannot carry
 * it (a group of checkboxes, a button).
 */
export function RequiredMark({ announce = false }: { announce?: boolean }) {
  return (
    <>
      <span aria-hidden="true" className="ml-0.5 text-red-600">
        *
      </span>
      {announce && (
        <>
          {' '}
          <span className="sr-only">(required)</span>
        </>
      )}
    </>
  );
}

export function useFieldError(name: SignupField): string | undefined {
  const { errors } = useFormState<SignupFormValues>({ name });
  return errors[name]?.message;
}

/** A field's message, inline under it and tied to it by aria-describedby (REG-18: shown inline). */
export function FieldError({ name, message }: { name: SignupField; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(name)} className="mt-1.5 text-sm text-red-700">
      {message}
    </p>
  );
}

type TextFieldProps = Omit<ComponentProps<typeof Input>, 'name' | 'id'> & {
  name: SignupField;
  label: string;
  hint?: string;
};

export function TextField({ name, label, hint, required, className, ...inputProps }: TextFieldProps) {
  const { register } = useFormContext<SignupFormValues>();
  const error = useFieldError(name);
  const hintId = `${fieldId(name)}-hint`;
  return (
    <div className={className}>
      <label htmlFor={fieldId(name)} className={labelClass}>
        {label}
        {required && <RequiredMark />}
      </label>
      <Input
        id={fieldId(name)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId(name))}
        className={cn(error && 'border-red-600')}
        {...inputProps}
        {...register(name)}
      />
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError name={name} message={error} />
    </div>
  );
}

const groupClass = 'min-w-0 rounded-lg border-0 p-0';
const legendClass = 'mb-2 text-sm font-medium text-slate-800';
const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[[data-state=checked]]:border-brand-600 has-[[data-state=checked]]:bg-brand-50';

/** A required single choice of native radios: arrow keys move between them (REG-07, REG-31, REG-35). */
export function RadioGroupField({
  name,
  legend,
  options,
}: {
  name: SignupField;
  legend: string;
  options: readonly Option[];
}) {
  const { register } = useFormContext<SignupFormValues>();
  const error = useFieldError(name);
  return (
    <fieldset
      className={groupClass}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(error && errorId(name))}
    >
      <legend className={legendClass}>
        {legend}
        <RequiredMark />
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => {
          // The first choice carries the field's id, so focus lands on the group (REG-06).
          const id = index === 0 ? fieldId(name) : `${fieldId(name)}-${option.value}`;
          return (
            <label key={option.value} htmlFor={id} className={choiceClass}>
              <input
                type="radio"
                id={id}
                value={option.value}
                required
                className="size-4 accent-brand-600"
                {...register(name)}
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldError name={name} message={error} />
    </fieldset>
  );
}

type CheckboxGroupProps = { name: SignupField; legend: string; options: readonly Option[]; required?: boolean };

/** A multi-select of checkboxes holding the chosen values (REG-33, REG-38). */
export function CheckboxGroupField({ name, legend, options, required = false }: CheckboxGroupProps) {
  const { field, fieldState } = useController<SignupFormValues>({ name });
  const chosen = Array.isArray(field.value) ? field.value : [];
  const error = fieldState.error?.message;
  const toggle = (value: string, checked: boolean) =>
    field.onChange(checked ? [...chosen, value] : chosen.filter((item) => item !== value));
  return (
    <fieldset
      className={groupClass}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(error && errorId(name))}
    >
      <legend className={legendClass}>
        {legend}
        {required && <RequiredMark announce />}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => {
          const id = index === 0 ? fieldId(name) : `${fieldId(name)}-${option.value}`;
          return (
            <label key={option.value} htmlFor={id} className={choiceClass}>
              <Checkbox
                id={id}
                value={option.value}
                checked={chosen.includes(option.value)}
                onCheckedChange={(checked) => toggle(option.value, checked === true)}
                onBlur={field.onBlur}
              />
              {option.label}
            </label>
          );
        })}
      </div>
      <FieldError name={name} message={error} />
    </fieldset>
  );
}
