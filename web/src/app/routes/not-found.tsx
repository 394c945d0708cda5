import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Any unknown path (A§2, NF-01..NF-04); the layout's bar and footer stay around it. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="font-serif text-7xl font-bold text-brand-600">404</p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <p className="text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to={paths.home.href()}>Return to Home</Link>
      </Button>
    </section>
  );
}
