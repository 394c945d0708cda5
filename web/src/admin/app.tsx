import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type BaseLocationHook, Router } from 'wouter';
import { SessionProvider } from '@/stores/session/session-store';
import { AdminProvider, StaffRoleContext, useAdmin } from './admin-context';
import { AdminRoutes } from './admin-routes';
import { AdminGate } from './gate';
import { AdminLayout } from './layout/admin-layout';
import { ADMIN_BASE } from './paths';

type Props = {
  queryClient: QueryClient;
  /** The address in tests (a history held in memory); the browser's by default. */
  hook?: BaseLocationHook;
  leave?: (href: string) => void;
  confirm?: (question: string) => boolean;
};

/** wouter below /admin, asking before a navigation that would lose a form's unsaved changes. */
function AdminRouter({ hook, children }: { hook?: BaseLocationHook; children: ReactNode }) {
  const { confirmLeave } = useAdmin();
  return (
    <Router
      base={ADMIN_BASE}
      {...(hook && { hook })}
      aroundNav={(navigate, to, options) => {
        if (confirmLeave()) navigate(to, options);
      }}
    >
      {children}
    </Router>
  );
}

/**
 * The back office (issue 24 §6): its own page (admin.html) and script, nothing of which the shop
 * loads. The shop's session (the same sign-in), data cache and router hooks, the gate, then the
 * layout and the page for the role.
 */
export function AdminApp({ queryClient, hook, leave, confirm }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <AdminProvider {...(leave && { leave })} {...(confirm && { confirm })}>
          <AdminRouter {...(hook && { hook })}>
            <AdminGate>
              {(me) => (
                <StaffRoleContext.Provider value={me.staffRole}>
                  <AdminLayout role={me.staffRole} email={me.email}>
                    <AdminRoutes role={me.staffRole} />
                  </AdminLayout>
                </StaffRoleContext.Provider>
              )}
            </AdminGate>
          </AdminRouter>
        </AdminProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
