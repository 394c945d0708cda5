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
};

/** An edit form's buttons and its "Unsaved changes" note, the same on every kind's form. */
export function FormFooter({ submitLabel, submitting, dirty, onUndo }: Props) {
  return (
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
  );
}
