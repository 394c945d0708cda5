import { CalendarCheck } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { REQUEST_CONSULTATION } from './consultation-title';

/**
 * The dialog (Radix's, ~13 kB gzip with its focus trap and scroll lock), the form, its checks and
 * the form library are fetched when the visitor reaches for the button (pointer over it, or focus)
 * and shown when they press it: the school pages that offer it no longer load them up front
 * (issue 23 §5).
 */
const loadWindow = () => import('./consultation-dialog-window');
const ConsultationDialogWindow = lazy(async () => ({ default: (await loadWindow()).ConsultationDialogWindow }));
const preload = () => void loadWindow().then(({ loadForm }) => loadForm());

type Props = {
  /** The service the visitor is reading about: it starts the message, which they may change. */
  topic?: string;
  triggerClassName?: string;
};

/**
 * 'Request a Consultation' (SCH-02): the spec shows the button but not its action; ours opens the
 * consultation form and posts it (ARCHITECTURE decisions). The button says it opens a dialog, and
 * whether it is open, as Radix's trigger does; focus comes back to it when the dialog closes.
 */
export function ConsultationDialog({ topic, triggerClassName }: Props) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={trigger}
        variant="accent"
        size="lg"
        className={triggerClassName}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
      >
        <CalendarCheck aria-hidden="true" />
        {REQUEST_CONSULTATION}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ConsultationDialogWindow topic={topic} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
