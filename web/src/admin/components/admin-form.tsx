import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FormMode } from '../lib/mode-resolvers';
import type { useAdminForm } from '../lib/use-admin-form';
import { FormFooter } from './form-footer';

type Props<V extends FieldValues, R> = {
  mode: FormMode;
  /** The form's accessible name, new and existing ("New exam", "Exam details"). */
  names: { create: string; edit: string };
  /** The submit button's words on a new item's form ("Create exam"); an edit form's is "Save changes". */
  createLabel: string;
  /** What useAdminForm answered for this form. */
  state: ReturnType<typeof useAdminForm<V, R>>;
  children: ReactNode;
};

/**
 * The frame every kind's edit form has (issue 24 §6): the form itself, checked by the contract, not
 * the browser (noValidate), its fields, then the refusal and the buttons (FormFooter); Undo only on
 * an existing item.
 */
export function AdminForm<V extends FieldValues, R>({ mode, names, createLabel, state, children }: Props<V, R>) {
  const { form, onSubmit, failure, failureRef, undo } = state;
  const { isDirty, isSubmitting } = form.formState;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={mode === 'create' ? names.create : names.edit}
      className="space-y-5 rounded-lg border border-slate-200 bg-white p-4 md:p-6"
    >
      {children}
      <FormFooter
        submitLabel={mode === 'create' ? createLabel : 'Save changes'}
        submitting={isSubmitting}
        dirty={isDirty}
        failure={failure}
        failureRef={failureRef}
        {...(mode === 'edit' && { onUndo: undo })}
      />
    </form>
  );
}
