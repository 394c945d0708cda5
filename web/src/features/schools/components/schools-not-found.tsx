import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** An unknown case study or service: what happened and the way back to For Schools. */
export function SchoolsNotFound({ title, message }: { title: string; message: string }) {
  useDocumentTitle(`${title} | The Gate`);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="text-slate-600">{message}</p>
      <Button asChild>
        <Link to={paths.forSchools.href()}>
          <ArrowLeft aria-hidden="true" />
          Back to School Services
        </Link>
      </Button>
    </section>
  );
}
