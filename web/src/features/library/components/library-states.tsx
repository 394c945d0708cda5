import { BookOpen, LockKeyhole } from 'lucide-react';
import { CardGridSkeleton } from '@/components/card-grid';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { Link } from '@/lib/router';
import { t } from '../i18n';

export const SIGNED_OUT_MESSAGE = t('signedOut');
export const LOAD_FAILED_MESSAGE = t('loadFailed');
export const EMPTY_TITLE = t('emptyTitle');
export const EMPTY_MESSAGE = t('emptyMessage');

/** My Materials loads 6 skeleton cards (A§9, MM-03, K-10). */
export const SKELETON_COUNT = 6;

/** A visitor with no stored token (A§5, MM-01): the reason and 'Go to Login', which comes back here. */
export function SignedOutLibrary() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-10 text-center">
      <LockKeyhole className="size-10 text-brand-500" aria-hidden="true" />
      <p className="text-lg font-medium text-slate-800">{SIGNED_OUT_MESSAGE}</p>
      <Button asChild>
        <Link to={paths.login.href(paths.myMaterials.href())}>{t('goToLogin')}</Link>
      </Button>
    </div>
  );
}

export function LibrarySkeleton() {
  return (
    <CardGridSkeleton
      label={t('loadingMaterials')}
      count={SKELETON_COUNT}
      aspect="aspect-[4/3]"
      lines={4}
      testId="library-card-skeleton"
    />
  );
}

/**
 * A failed load (MM-04): the spec's words and 'Try Again'. A 401 means the stored session has
 * expired (AMB-56), so signing in again is offered too.
 */
export function LibraryError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const expired = error.cause instanceof ApiError && error.cause.status === 401;
  return (
    <ErrorState title={t('errorTitle')} message={LOAD_FAILED_MESSAGE} onRetry={onRetry} retryLabel={t('tryAgain')}>
      {expired && (
        <Button asChild>
          <Link to={paths.login.href(paths.myMaterials.href())}>{t('logIn')}</Link>
        </Button>
      )}
    </ErrorState>
  );
}

/** An empty library (MM-05). */
export function EmptyLibrary() {
  return (
    <EmptyState icon={BookOpen} title={EMPTY_TITLE} message={EMPTY_MESSAGE} className="mx-auto max-w-lg">
      <Button asChild>
        <Link to={paths.materials.href()}>{t('browseMaterials')}</Link>
      </Button>
    </EmptyState>
  );
}
