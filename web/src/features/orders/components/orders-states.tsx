import { LockKeyhole, Receipt } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { Link } from '@/lib/router';

export const SIGNED_OUT_MESSAGE = 'You must be logged in to view your orders';
export const NO_ORDERS_MESSAGE = 'You have no orders yet.';
export const LOAD_FAILED_MESSAGE = 'Failed to load your orders. Please try again later.';

/** A visitor with no stored token: 'Go to Login', which comes back here (as My Materials does). */
export function SignedOutOrders() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-10 text-center">
      <LockKeyhole className="size-10 text-brand-500" aria-hidden="true" />
      <p className="text-lg font-medium text-slate-800">{SIGNED_OUT_MESSAGE}</p>
      <Button asChild>
        <Link to={paths.login.href(paths.myOrders.href())}>Go to Login</Link>
      </Button>
    </div>
  );
}

/** Nothing bought yet: where to start. */
export function NoOrders() {
  return (
    <EmptyState icon={Receipt} message={NO_ORDERS_MESSAGE} className="mx-auto max-w-lg">
      <Button asChild>
        <Link to={paths.materials.href()}>Browse Materials</Link>
      </Button>
    </EmptyState>
  );
}

/** A failed load, with Try Again; an expired session (401) is offered a sign-in too. */
export function OrdersError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const expired = error instanceof ApiError && error.status === 401;
  return (
    <ErrorState title="Error Loading Orders" message={LOAD_FAILED_MESSAGE} onRetry={onRetry} retryLabel="Try Again">
      {expired && (
        <Button asChild>
          <Link to={paths.login.href(paths.myOrders.href())}>Log in</Link>
        </Button>
      )}
    </ErrorState>
  );
}
