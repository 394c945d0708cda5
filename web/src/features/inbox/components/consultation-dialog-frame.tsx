import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { createContext, type ReactNode, type RefObject, useContext } from 'react';
import { t } from '../i18n';

/**
 * The button the dialog returns focus to as it closes. It is not Radix's trigger (that would load
 * the dialog with the page), so Radix cannot find it by itself.
 */
export const ReturnFocusTo = createContext<RefObject<HTMLElement | null> | null>(null);

/** The consultation dialog's window: its title, what it is for and the close button, around `children`. */
export function ConsultationDialogFrame({ children }: { children: ReactNode }) {
  const trigger = useContext(ReturnFocusTo);
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <Dialog.Content
        onCloseAutoFocus={(event) => {
          if (!trigger?.current) return;
          event.preventDefault();
          trigger.current.focus();
        }}
        // direction-ok: left-1/2 with -translate-x-1/2 centres the dialog, the same in both directions
        className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
      >
        <Dialog.Title className="pe-8 text-xl font-semibold text-slate-900">{t('requestConsultation')}</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-slate-600">{t('consultationIntro')}</Dialog.Description>
        {children}
        <Dialog.Close className="absolute top-4 end-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900">
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">{t('close')}</span>
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
