import { useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@the-gate/contract/staff-rules';
import { LogOut } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api-client';
import { Link, useLocation } from '@/lib/router';
import { useSession } from '@/stores/session/session-store';
import { useAdmin } from '../admin-context';
import { activeNavItem, navItemsFor, ROLE_LABELS } from './nav-items';

type Props = { role: StaffRole; email: string; children: ReactNode };

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500 ${
    isActive ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'
  }`;

/**
 * The back office's frame (issue 24 §6): who is signed in and their role, sign out, and the sections
 * the role may open — a bar across the top on a phone, a column on the left on a desktop. After a
 * navigation, focus goes to the new page's content, so a screen reader starts there.
 */
export function AdminLayout({ role, email, children }: Props) {
  const { signOut } = useSession();
  const { leave } = useAdmin();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const active = activeNavItem(navItemsFor(role), pathname);
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
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10 focus:rounded focus:bg-white focus:p-2"
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
        <nav
          aria-label="Back office"
          className="border-b border-slate-200 bg-white md:min-h-[calc(100dvh-57px)] md:w-56 md:border-r md:border-b-0"
        >
          <ul className="flex gap-1 overflow-x-auto p-2 md:flex-col">
            {navItemsFor(role).map((item) => {
              const isActive = item === active;
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={isActive ? 'page' : undefined}
                    className={navLinkClass({ isActive })}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
            <li className="md:mt-4">
              <a href="/" className={navLinkClass({ isActive: false })}>
                Back to the shop
              </a>
            </li>
          </ul>
        </nav>
        <main id="admin-main" ref={main} tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
