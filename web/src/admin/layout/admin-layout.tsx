import { useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@the-gate/contract/staff-rules';
import { LogOut } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api-client';
import { useLocation } from '@/lib/router';
import { useSession } from '@/stores/session/session-store';
import { useAdmin } from '../admin-context';
import { AdminNav } from './admin-nav';
import { ROLE_LABELS } from './nav-items';

type Props = { role: StaffRole; email: string; children: ReactNode };

/**
 * The back office's frame (issue 24 §6): who is signed in and their role, sign out, and the sections
 * the role may open (AdminNav: a Menu button on a phone, a column on the left on a desktop). After a
 * navigation, focus goes to the new page's content, so a screen reader starts there.
 */
export function AdminLayout({ role, email, children }: Props) {
  const { signOut } = useSession();
  const { leave } = useAdmin();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname !== firstPath.current) main.current?.focus();
  }, [pathname]);

  const onSignOut = () => {
    // As the shop's sign-out: the server revokes the token, the device forgets it either way.
    apiFetch('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
    signOut();
    queryClient.removeQueries();
    leave('/login');
  };

  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:start-2 focus:z-10 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3">
        <p className="font-semibold">
          The Gate <span className="font-normal text-slate-600">Back office</span>
        </p>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="max-w-[14rem] truncate text-slate-700" title={email}>
            {email}
          </span>
          <Badge variant="secondary">
            <span className="sr-only">Role: </span>
            {ROLE_LABELS[role]}
          </Badge>
          <Button variant="outline" size="sm" onClick={onSignOut}>
            <LogOut aria-hidden="true" />
            Sign out
          </Button>
        </div>
      </header>
      <div className="md:flex">
        <AdminNav role={role} />
        <main id="admin-main" ref={main} tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
