import type { Ref } from 'react';
import { FormNotice } from '@/components/form/form-notice';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { borderColour } from '@/components/ui/input';

/** A form's select, styled as the kit's inputs (red border when invalid). */
export const formSelectClass = (invalid: boolean) =>
  `h-10 w-full rounded-lg border bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60 ${borderColour(invalid)}`;

type Props = {
  /** The submit button's words ("Create material", "Save changes"). */
  submitLabel: string;
  submitting: boolean;
  dirty: boolean;
  /** Puts back what was loaded; left out on a new item's form. */
  onUndo?: () => void;
  /** Why the last save was refused, said above the buttons and focused (useAdminForm). */
  failure: string | null;
  failureRef: Ref<HTMLDivElement>;
};

/** An edit form's refusal, buttons and "Unsaved changes" note, the same on every kind's form. */
export function FormFooter({ submitLabel, submitting, dirty, onUndo, failure, failureRef }: Props) {
  return (
    <>
      {failure && (
        <FormNotice ref={failureRef}>
          <p>{failure}</p>
        </FormNotice>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={submitting} pendingLabel="Saving..." size="default">
          {submitLabel}
        </SubmitButton>
        {onUndo && (
          <Button variant="outline" disabled={!dirty || submitting} onClick={onUndo}>
            Undo changes
          </Button>
        )}
        {dirty && <span className="text-sm text-slate-600">Unsaved changes</span>}
      </div>
    </>
  );
}
