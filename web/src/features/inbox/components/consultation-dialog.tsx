import { CalendarCheck, LoaderCircle } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConsultationDialogFrame, REQUEST_CONSULTATION } from './consultation-dialog-frame';

/**
 * The form, its checks (the contract's schema, zod) and the form library are a chunk of their own,
 * fetched when the visitor reaches for the button (pointer over it, or focus) and shown when they
 * press it: the school pages that offer it no longer load them up front (issue 23 §5).
 */
const loadForm = () => import('./consultation-form');
const ConsultationForm = lazy(async () => ({ default: (await loadForm()).ConsultationForm }));
const preloadForm = () => void loadForm();

type Props = {
  /** The service the visitor is reading about: it starts the message, which they may change. */
  topic?: string;
  triggerClassName?: string;
};

/**
 * 'Request a Consultation' (SCH-02): the spec shows the button but not its action; ours opens the
 * consultation form and posts it (ARCHITECTURE decisions). The form stays mounted once opened, so
 * what was typed survives closing the dialog.
 */
export function ConsultationDialog({ topic, triggerClassName }: Props) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) setOpened(true);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button
          variant="accent"
          size="lg"
          className={triggerClassName}
          onPointerEnter={preloadForm}
          onFocus={preloadForm}
        >
          <CalendarCheck aria-hidden="true" />
          {REQUEST_CONSULTATION}
        </Button>
      </Dialog.Trigger>
      {opened && (
        <Suspense fallback={<FormLoading />}>
          <ConsultationForm topic={topic} open={open} />
        </Suspense>
      )}
    </Dialog.Root>
  );
}

/** The dialog while its form arrives, on a slow connection: the window, and a spinner that says so. */
function FormLoading() {
  return (
    <ConsultationDialogFrame>
      <div role="status" className="mt-5 flex justify-center py-10 text-brand-600">
        <LoaderCircle className="size-8 animate-spin" aria-hidden="true" />
        <span className="sr-only">Loading the form</span>
      </div>
    </ConsultationDialogFrame>
  );
}
