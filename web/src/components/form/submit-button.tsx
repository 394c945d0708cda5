import { LoaderCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type Props = Omit<ComponentProps<typeof Button>, 'type' | 'asChild'> & {
  /** While the request runs: the button is disabled, so a second press sends nothing twice. */
  pending: boolean;
  /** The words while pending ("Sending..."); without them the label stays and a spinner shows. */
  pendingLabel?: string;
  icon?: ReactNode;
};

/** A form's submit button with its pending state (issue 23 §3). */
export function SubmitButton({ pending, pendingLabel, icon, disabled, size = 'lg', children, ...props }: Props) {
  const spinner = pending && !pendingLabel;
  return (
    <Button type="submit" size={size} disabled={pending || disabled} {...props}>
      {spinner ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : icon}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
