import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** An unknown or malformed exam id: the server's words, "Exam not found.", and the way back to the list. */
export function ExamNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center">
      <SearchX className="size-12 text-slate-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">Exam not found.</h1>
      <p className="text-slate-600">The exam you are looking for does not exist or is no longer available.</p>
      <Button asChild variant="outline">
        <Link to={paths.exams.href()}>
          <ArrowLeft aria-hidden="true" />
          Browse All Exams
        </Link>
      </Button>
    </div>
  );
}
