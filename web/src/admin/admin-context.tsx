import type { StaffRole } from '@the-gate/contract/staff-rules';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';

/** The question asked before a navigation throws away a form's unsaved changes (issue 24 §6). */
export const LEAVE_QUESTION = 'You have unsaved changes. Leave this page and lose them?';

type AdminContextValue = {
  /** Goes to a page outside the back office (the shop's sign-in), loading it afresh. */
  leave: (href: string) => void;
  /** Asks before a navigation that would lose unsaved changes; false: stay. */
  confirmLeave: () => boolean;
  /** Forms with unsaved changes, by a key of each. */
  dirtyForms: Set<symbol>;
};

const AdminContext = createContext<AdminContextValue | null>(null);

type ProviderProps = {
  children: ReactNode;
  leave?: (href: string) => void;
  confirm?: (question: string) => boolean;
};

/**
 * What the back office's screens share besides the data cache: how to leave for the shop (tests
 * pass a spy, as jsdom cannot load another page) and which forms hold unsaved changes.
 */
export function AdminProvider({
  children,
  leave = (href) => window.location.assign(href),
  confirm = (question) => window.confirm(question),
}: ProviderProps) {
  const dirtyForms = useRef(new Set<symbol>()).current;
  const value = useMemo<AdminContextValue>(
    () => ({ leave, dirtyForms, confirmLeave: () => dirtyForms.size === 0 || confirm(LEAVE_QUESTION) }),
    [leave, confirm, dirtyForms],
  );
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>;
}

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('useAdmin must be used inside AdminProvider.');
  return value;
}

/**
 * Keeps a form's unsaved changes from being lost by mistake (issue 24 §6): while `dirty`, a link
 * inside the back office asks first (the router's `aroundNav`, see app.tsx) and so does the browser
 * before a reload, a closed tab or a link out. Returns a function that lets go early: a form that
 * navigates once it has saved.
 */
export function useLeaveGuard(dirty: boolean): () => void {
  const { dirtyForms } = useAdmin();
  const key = useRef(Symbol('form')).current;
  useEffect(() => {
    if (!dirty) return;
    dirtyForms.add(key);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      dirtyForms.delete(key);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, dirtyForms, key]);
  // A form that navigates once it has saved lets go first, as its changes are no longer unsaved.
  return useCallback(() => {
    dirtyForms.delete(key);
  }, [dirtyForms, key]);
}

/** The role the signed-in member of staff holds; the gate provides it. */
export const StaffRoleContext = createContext<StaffRole | null>(null);

export function useStaffRole(): StaffRole {
  const role = useContext(StaffRoleContext);
  if (!role) throw new Error('useStaffRole must be used behind the back office gate.');
  return role;
}
