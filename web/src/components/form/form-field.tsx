import { type ComponentType, type ReactNode, useId } from 'react';
import { t } from '@/components/i18n';

/** What a field's control needs to be labelled and described: spread it onto the input. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FieldProps = {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shows the star of a required field; the control itself tells screen readers (`required`). */
  required?: boolean | undefined;
  /** Says "(optional)" after the label, in a form where most fields are required. */
  optional?: boolean | undefined;
  /** Keeps the label for screen readers only, where a heading already says what the field is for. */
  hideLabel?: boolean | undefined;
  /** A fixed id, for a form that moves focus to a field by its id; otherwise one is made. */
  id?: string | undefined;
  /** The error is the server's answer to a submit: it is announced as it appears. */
  announceError?: boolean | undefined;
  className?: string | undefined;
};

/** The props that belong to the field rather than to its control (`required` belongs to both). */
const FIELD_KEYS: readonly string[] = [
  'label',
  'error',
  'hint',
  'optional',
  'hideLabel',
  'id',
  'announceError',
  'className',
];

/**
 * A field's own props apart from its control's: a kit field takes both in one object, as an input
 * does. `required` stays with the control and also shows the label's star.
 */
export function splitFieldProps<P extends Omit<FieldProps, 'required'> & { required?: boolean | undefined }>(props: P) {
  const field: Record<string, unknown> = { required: props.required };
  const control: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) (FIELD_KEYS.includes(key) ? field : control)[key] = value;
  return [field as FieldProps, control as Omit<P, keyof FieldProps>] as const;
}

/** The ids a control lists in `aria-describedby`, or none at all. */
export const describedBy = (...ids: (string | false | null | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

export const fieldLabelClass = 'mb-1.5 block text-sm font-medium text-slate-800';

/**
 * The visible star of a required field (REG-03). Screen readers hear "required" from the control
 * itself (`required`/`aria-required`); `announce` adds the word where the control cannot carry it
 * (a group of checkboxes, a button).
 */
export function RequiredMark({ announce = false }: { announce?: boolean }) {
  return (
    <>
      <span aria-hidden="true" className="ms-0.5 text-red-600">
        *
      </span>
      {announce && (
        <>
          {' '}
          <span className="sr-only">{t('required')}</span>
        </>
      )}
    </>
  );
}

/** A field's message, inline under it; the control names it by `id` in `aria-describedby`. */
export function FieldError({ id, message, announce }: { id: string; message: string | undefined; announce?: boolean }) {
  if (!message) return null;
  return (
    <p id={id} role={announce ? 'alert' : undefined} className="mt-1.5 text-sm text-red-700">
      {message}
    </p>
  );
}

/**
 * A label, the control, an optional hint and the field's error, tied together for screen readers:
 * the control gets the id, `aria-invalid` while there is an error, and `aria-describedby` naming
 * the hint and the error. Every form of the shop builds its fields on it (issue 23 §3); `children`
 * draws the control, so a password with its toggle or an input beside a button fit too.
 */
export function FormField({
  children,
  ...field
}: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const madeId = useId();
  const id = field.id ?? madeId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={field.className}>
      <label htmlFor={id} className={field.hideLabel ? 'sr-only' : fieldLabelClass}>
        {field.label}
        {field.required && <RequiredMark />}
        {/* A space rather than a margin, so the name reads "Phone (optional)". */}
        {field.optional && (
          <>
            {' '}
            <span className="font-normal text-slate-500">{t('optional')}</span>
          </>
        )}
      </label>
      {children({
        id,
        'aria-invalid': field.error ? true : undefined,
        'aria-describedby': describedBy(Boolean(field.hint) && hintId, field.error && errorId),
      })}
      {field.hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {field.hint}
        </p>
      )}
      <FieldError id={errorId} message={field.error} announce={field.announceError} />
    </div>
  );
}

/** What a control must take to sit in a field: the ids and states `FormField` hands it, and a class. */
type Control<P> = ComponentType<P & FieldControlProps & { invalid?: boolean | undefined }>;

/**
 * A field made of `Control`: the field's props (label, error, hint...) go to `FormField`, the rest
 * to the control, which shows a red border while there is an error. The text, text area and
 * password fields are made this way, so they label, describe and mark errors alike.
 */
export function fieldOf<P>(Control: Control<P>) {
  return function Field(
    props: Omit<P, 'id' | 'className' | 'invalid'> & Omit<FieldProps, 'required'> & { required?: boolean },
  ) {
    const [field, control] = splitFieldProps(props);
    return (
      <FormField {...field}>
        {(ids) => <Control {...(control as P)} {...ids} invalid={Boolean(field.error)} />}
      </FormField>
    );
  };
}
