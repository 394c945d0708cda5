import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';

type Props = {
  /** The question, e.g. 'Delete the post "Reading aloud"?'; null: closed. */
  title: ReactNode | null;
  /** What happens if they go on. */
  description: ReactNode;
  /** The button that goes on: "Delete", "Deactivate". */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks once more before a change that cannot be taken back, or that buyers feel at once (deleting a
 * post or a taxonomy entry, turning off an advertised code): Cancel, or the named destructive action.
 */
export function ConfirmDialog({ title, description, confirmLabel, onConfirm, onCancel }: Props) {
  return (
    <AlertDialog.Root open={title !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        {/* direction-ok: left-1/2 with -translate-x-1/2 centres the dialog, the same in both directions */}
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-700">{description}</AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
