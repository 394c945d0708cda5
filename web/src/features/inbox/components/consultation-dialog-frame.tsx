import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

export const REQUEST_CONSULTATION = 'Request a Consultation';

/** The consultation dialog's window: its title, what it is for and the close button, around `children`. */
export function ConsultationDialogFrame({ children }: { children: ReactNode }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
      <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
        <Dialog.Title className="pr-8 text-xl font-semibold text-slate-900">{REQUEST_CONSULTATION}</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-slate-600">
          Tell us about your school and a member of our schools team will contact you to arrange a first conversation.
        </Dialog.Description>
        {children}
        <Dialog.Close className="absolute top-4 right-4 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900">
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </Dialog.Close>
      </Dialog.Content>
    </Dialog.Portal>
  );
}
