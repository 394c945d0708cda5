import { Button } from '@/components/ui/button';

type Props = {
  /** What the pages are of, for the landmark's name ("Materials pages"). */
  label: string;
  page: number;
  pages: number;
  busy: boolean;
  onPage: (page: number) => void;
};

/** Previous and next page of a server-paged list, with where the list is. */
export function Pager({ label, page, pages, busy, onPage }: Props) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <Button variant="outline" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span className="text-sm text-slate-700">
        Page {page} of {pages}
      </span>
      <Button variant="outline" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
