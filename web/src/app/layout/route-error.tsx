import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * Last line of defence for a screen that throws, or a chunk that fails to load after a deploy:
 * the user gets a way forward instead of a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="px-4 py-16">
      <ErrorState
        title="Something went wrong"
        message={detail ?? 'This page could not be shown. Reloading usually fixes it.'}
        onRetry={() => window.location.reload()}
      >
        <Button asChild variant="link">
          <Link to={paths.home.href()}>Return to Home</Link>
        </Button>
      </ErrorState>
    </main>
  );
}
