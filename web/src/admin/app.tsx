import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { type BaseLocationHook, type BaseSearchHook, Router } from 'wouter';
import { SessionProvider } from '@/stores/session/session-store';
import { AdminProvider, StaffRoleContext, useAdmin } from './admin-context';
import { AdminRoutes } from './admin-routes';
import { AdminGate } from './gate';
import { AdminLayout } from './layout/admin-layout';

type Props = {
  queryClient: QueryClient;
  /** The address in tests (wouter's memoryLocation); the browser's by default. */
  location?: AdminLocation;
  leave?: (href: string) => void;
  confirm?: (question: string) => boolean;
};

type AdminLocation = { hook: BaseLocationHook; searchHook: BaseSearchHook };

/** wouter, asking before a navigation that would lose a form's unsaved changes. */
function AdminRouter({ location, children }: { location?: AdminLocation | undefined; children: ReactNode }) {
  const { confirmLeave } = useAdmin();
  return (
    <Router
      {...(location && { hook: location.hook, searchHook: location.searchHook })}
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
export function AdminApp({ queryClient, location, leave, confirm }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <AdminProvider {...(leave && { leave })} {...(confirm && { confirm })}>
          <AdminRouter location={location}>
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
          <Toaster position="bottom-right" closeButton />
        </AdminProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
