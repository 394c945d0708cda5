import { Link } from '@/lib/router';
import { PageTitle } from '../components/page-title';
import { adminPaths } from '../paths';

/** An address of the back office that is none of its pages, or one the role may not open. */
export function AdminNotFoundPage({ forbidden = false }: { forbidden?: boolean }) {
  return (
    <>
      <PageTitle title={forbidden ? 'Not for your role' : 'Page not found'} />
      <p className="text-slate-700">
        {forbidden
          ? 'Your role does not include this part of the back office.'
          : 'There is no such page in the back office.'}{' '}
        <Link to={adminPaths.home} className="font-medium text-brand-600 underline">
          Go to the back office's start
        </Link>
      </p>
    </>
  );
}
