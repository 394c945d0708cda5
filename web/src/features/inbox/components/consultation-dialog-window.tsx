import { LoaderCircle } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { lazy, type RefObject, Suspense } from 'react';
import { t } from '../i18n';
import { ConsultationDialogFrame, ReturnFocusTo } from './consultation-dialog-frame';

/**
 * The form, its checks and the form library are a chunk of their own again, so the dialog's
 * window can show a spinner while they arrive on a slow connection.
 */
export const loadForm = () => import('./consultation-form');
const ConsultationForm = lazy(async () => ({ default: (await loadForm()).ConsultationForm }));

type Props = {
  topic: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: focus goes back to it when the dialog closes. */
  trigger: RefObject<HTMLElement | null>;
};

/**
 * The consultation dialog itself (Radix's dialog, its focus trap and scroll lock), loaded when the
 * visitor reaches for 'Request a Consultation' rather than with the school pages (issue 23 §5). It
 * stays mounted once opened, so what was typed survives closing the dialog.
 */
export function ConsultationDialogWindow({ topic, open, onOpenChange, trigger }: Props) {
  return (
    <ReturnFocusTo.Provider value={trigger}>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Suspense fallback={<FormLoading />}>
          <ConsultationForm topic={topic} open={open} />
        </Suspense>
      </Dialog.Root>
    </ReturnFocusTo.Provider>
  );
}

/** The dialog while its form arrives, on a slow connection: the window, and a spinner that says so. */
function FormLoading() {
  return (
    <ConsultationDialogFrame>
      <div role="status" className="mt-5 flex justify-center py-10 text-brand-600">
        <LoaderCircle className="size-8 animate-spin" aria-hidden="true" />
        <span className="sr-only">{t('loadingForm')}</span>
      </div>
    </ConsultationDialogFrame>
  );
}
