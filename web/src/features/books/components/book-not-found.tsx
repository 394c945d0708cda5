import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Why there is no book: no id in the address (B§5, BD-08), or no such book (B§8, BD-09). */
export type NotFoundReason = 'Book ID is missing' | 'Book not found';

/** "Book Not Found" with 'Browse All Books' back to the list (BD-07, B§8). */
export function BookNotFound({ reason }: { reason: NotFoundReason }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <SearchX className="size-12 text-slate-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">Book Not Found</h1>
      <p className="text-slate-600">The requested book could not be found.</p>
      <p className="text-sm text-slate-500">{reason}</p>
      <Button asChild variant="outline">
        <Link to={paths.digitalBooks.href()}>
          <ArrowLeft aria-hidden="true" />
          Browse All Books
        </Link>
      </Button>
    </div>
  );
}
