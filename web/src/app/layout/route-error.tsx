import { Component, type ReactNode } from 'react';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { t } from './i18n';

/**
 * Last line of defence for a screen that throws, or a chunk that fails to load after a deploy:
 * the user gets a way forward instead of a blank page.
 */
export function RouteError() {
  return (
    <div className="px-4 py-16">
      <ErrorState title={t('errorTitle')} message={t('errorMessage')} onRetry={() => window.location.reload()}>
        <Button asChild variant="link">
          <Link to={paths.home.href()}>{t('returnHome')}</Link>
        </Button>
      </ErrorState>
    </div>
  );
}

/** Shows RouteError instead of a page whose screen threw or failed to load; a new address starts afresh (its `key`). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
