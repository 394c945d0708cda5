import { AlertDialog } from 'radix-ui';
import { buttonVariants } from '@/components/ui/button';

type Props = {
  /** What is about to go, e.g. 'the material type "Worksheet"'; null: closed. */
  what: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks once more before a taxonomy entry is deleted for good, as Staff asks before removing someone. */
export function ConfirmDelete({ what, onConfirm, onCancel }: Props) {
  return (
    <AlertDialog.Root open={what !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        {/* direction-ok: left-1/2 with -translate-x-1/2 centres the dialog, the same in both directions */}
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">Delete {what}?</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-700">
            Nothing uses it. Deleting it cannot be undone.
          </AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
              Delete
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
