import { BookOpen, LockKeyhole } from 'lucide-react';
import { CardGridSkeleton } from '@/components/card-grid';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { Link } from '@/lib/router';

export const SIGNED_OUT_MESSAGE = 'You must be logged in to view your materials';
export const LOAD_FAILED_MESSAGE = 'Failed to load your materials. Please try again later.';
export const EMPTY_TITLE = "You don't have any materials yet";
export const EMPTY_MESSAGE = 'Explore our collection and add materials to your library';

/** My Materials loads 6 skeleton cards (A§9, MM-03, K-10). */
export const SKELETON_COUNT = 6;

/** A visitor with no stored token (A§5, MM-01): the reason and 'Go to Login', which comes back here. */
export function SignedOutLibrary() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-10 text-center">
      <LockKeyhole className="size-10 text-brand-500" aria-hidden="true" />
      <p className="text-lg font-medium text-slate-800">{SIGNED_OUT_MESSAGE}</p>
      <Button asChild>
        <Link to={paths.login.href(paths.myMaterials.href())}>Go to Login</Link>
      </Button>
    </div>
  );
}

export function LibrarySkeleton() {
  return (
    <CardGridSkeleton
      label="Loading your materials"
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
    <ErrorState title="Error Loading Materials" message={LOAD_FAILED_MESSAGE} onRetry={onRetry} retryLabel="Try Again">
      {expired && (
        <Button asChild>
          <Link to={paths.login.href(paths.myMaterials.href())}>Log in</Link>
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
        <Link to={paths.materials.href()}>Browse Materials</Link>
      </Button>
    </EmptyState>
  );
}
