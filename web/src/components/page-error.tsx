import type { ReactNode } from 'react';
import { ErrorState } from '@/components/error-state';

type Props = {
  /** The page's h1, hidden: the error box's own title is an h2. */
  pageHeading: string;
  title: string;
  message: ReactNode;
  onRetry: () => void;
  /** What stays above the error: a breadcrumb or the way back. */
  children?: ReactNode;
};

/**
 * A page whose subject failed to load (not a 404): the error with 'Try again' in the page's frame,
 * under a hidden h1 so the page still has its outline. No sample item stands in (AMB-12).
 */
export function PageError({ pageHeading, title, message, onRetry, children }: Props) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="sr-only">{pageHeading}</h1>
      {children}
      <ErrorState title={title} message={message} onRetry={onRetry} />
    </div>
  );
}
