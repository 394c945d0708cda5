import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/router';

type MessageProps = {
  /** Above the title: an icon, or the 404's big number. */
  icon: ReactNode;
  /** The page's h1. */
  title: string;
  message: ReactNode;
  /** A second, smaller line under the message. */
  detail?: ReactNode;
  /** The ways on, under the message. */
  children: ReactNode;
};

/**
 * A page that has only something to say: why there is nothing here (not found, no access, signed
 * out), in a centred column under the page's h1, and the ways on.
 */
export function PageMessage({ icon, title, message, detail, children }: MessageProps) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      {icon}
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-600">{message}</p>
      {detail && <p className="text-sm text-slate-500">{detail}</p>}
      <div className="flex flex-wrap justify-center gap-2">{children}</div>
    </div>
  );
}

type Props = {
  /** The page's h1, e.g. "Book Not Found". */
  title: string;
  /** Why, in plain words, e.g. "The requested book could not be found." */
  message: ReactNode;
  /** Where the way back leads and what it says, e.g. `/digital-books` and "Browse All Books". */
  backTo: string;
  backLabel: string;
  /** A second, smaller line under the message (the book's reason, BD-08). */
  detail?: ReactNode;
  /** Replaces the search icon (the 404 page's number). */
  icon?: ReactNode;
};

/**
 * The storefront's one not-found state (issue 23 §3): the subject of the page does not exist, so
 * the page says so in its h1, gives the reason, and offers one link back to where the subject
 * would be listed. Usage: `<NotFoundState title="Exam not found." message="…" backTo={paths.exams.href()}
 * backLabel="Browse All Exams" />`; the page sets its own document title.
 */
export function NotFoundState({ title, message, backTo, backLabel, detail, icon }: Props) {
  return (
    <PageMessage
      icon={icon ?? <SearchX className="size-12 text-slate-400" aria-hidden="true" />}
      title={title}
      message={message}
      detail={detail}
    >
      <Button asChild variant="outline">
        <Link to={backTo}>
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
          {backLabel}
        </Link>
      </Button>
    </PageMessage>
  );
}
