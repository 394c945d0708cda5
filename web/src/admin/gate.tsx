import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { ErrorState } from '@/components/error-state';
import { LoadingState } from '@/components/loading-state';
import { ApiError } from '@/lib/api-client';
import { readAuthToken } from '@/lib/auth-token';
import { useLocation } from '@/lib/router';
import { useAdmin } from './admin-context';
import type { AdminMe } from './api/admin-me';
import { adminMeKey, getAdminMe } from './api/admin-me';
import { signInHref } from './paths';

/** A page of its own, outside the back office's layout: the gate's answers. */
function GatePage({ children }: { children: ReactNode }) {
  return <main className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center gap-4 p-6">{children}</main>;
}

/** Sends a visitor who is not signed in to the shop's sign-in, which brings them back here. */
function SignInFirst() {
  const { leave } = useAdmin();
  const { pathname, search } = useLocation();
  const href = signInHref(`${pathname}${search}`);
  useEffect(() => leave(href), [leave, href]);
  return (
    <GatePage>
      <p role="status">
        Taking you to sign in...{' '}
        <a href={href} className="font-medium text-brand-600 underline">
          Sign in
        </a>
      </p>
    </GatePage>
  );
}

/** A customer (no staff role) who opened /admin: said plainly, with the way back to the shop. */
export function NoAccess({ email }: { email: string }) {
  return (
    <GatePage>
      <h1 className="text-2xl font-semibold">You do not have access to the back office</h1>
      <p className="text-slate-700">
        {email ? `You are signed in as ${email}, ` : 'Your account '}
        which has no staff role. An owner of the shop can give you one.
      </p>
      <p>
        <a href="/" className="font-medium text-brand-600 underline">
          Go to the shop
        </a>
      </p>
    </GatePage>
  );
}

/**
 * The back office's door (issue 24 §6): signed out (no token, or one the server no longer takes)
 * goes to the shop's sign-in and back; signed in without a staff role sees that they have no
 * access; a member of staff gets the back office, drawn for their role. The server checks every
 * `/api/admin/*` call again (§1): this only decides what to show.
 */
export function AdminGate({
  children,
}: {
  children: (me: AdminMe & { staffRole: NonNullable<AdminMe['staffRole']> }) => ReactNode;
}) {
  const signedIn = readAuthToken() !== null;
  const me = useQuery({
    queryKey: adminMeKey,
    queryFn: ({ signal }) => getAdminMe(signal),
    enabled: signedIn,
    retry: false,
  });
  if (!signedIn || (me.error instanceof ApiError && me.error.status === 401)) return <SignInFirst />;
  if (me.isPending) {
    return (
      <GatePage>
        <LoadingState label="Loading the back office..." />
      </GatePage>
    );
  }
  if (me.isError) {
    return (
      <GatePage>
        <ErrorState
          title="The back office could not load"
          message="We could not check who you are. Check your connection and try again."
          onRetry={() => void me.refetch()}
        />
      </GatePage>
    );
  }
  const { staffRole } = me.data;
  if (!staffRole) return <NoAccess email={me.data.email} />;
  return children({ ...me.data, staffRole });
}
