import { AlertDialog } from 'radix-ui';
import { buttonVariants } from '@/components/ui/button';

/** What a destructive action asks before it is done: a title, what follows, and the button's words. */
export type Confirmation = { title: string; description: string; action: string; run: () => void };

/** Asks before a customer action that cannot be taken back silently (issue 25 §3), as the staff page does. */
export function ConfirmDialog({ asking, onClose }: { asking: Confirmation | null; onClose: () => void }) {
  return (
    <AlertDialog.Root open={asking !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        {/* direction-ok: left-1/2 with -translate-x-1/2 centres the dialog, the same in both directions */}
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">{asking?.title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-700">{asking?.description}</AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant: 'destructive' })} onClick={() => asking?.run()}>
              {asking?.action}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
