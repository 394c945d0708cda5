import { AlertDialog } from 'radix-ui';
import { buttonVariants } from '@/components/ui/button';
import { t } from '../i18n';

/** Centred on the screen, as the back office's ConfirmDialog. */
const CENTRED =
  // direction-ok: left-1/2 with -translate-x-1/2 centres the dialog, the same in both directions
  'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-6 shadow-lg';

type Props = {
  /** The question ("Remove … from this licence?"); null: closed. */
  title: string | null;
  /** What happens if they go on. */
  description: string;
  /** The button that goes on: "Remove seat", "Delete group". */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The button that asked, which has the focus back once the dialog closes (it has no Radix trigger). */
  opener: HTMLElement | null;
};

/**
 * Asks once more before a change someone else feels at once (a holder losing their seat) or that
 * cannot be taken back (a group deleted): the back office's ConfirmDialog, in the shop's words and
 * both languages. Radix's alert dialog keeps the focus inside; on close it goes back to the opener.
 */
export function ConfirmDialog({ title, description, confirmLabel, onConfirm, onCancel, opener }: Props) {
  return (
    <AlertDialog.Root open={title !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            if (!opener?.isConnected) return;
            event.preventDefault();
            opener.focus();
          }}
          className={CENTRED}
        >
          <AlertDialog.Title className="text-lg font-semibold wrap-anywhere text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-700">{description}</AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>{t('cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The focused element as a dialog opens, to give the focus back to when it closes. */
export const focusedElement = () => (document.activeElement instanceof HTMLElement ? document.activeElement : null);
