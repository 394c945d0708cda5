import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { paths } from '@/config/paths';
import { useNavigate } from '@/lib/router';
import { useSession } from '@/stores/session/session-store';
import { logout } from '../api/logout';

/**
 * Logging out (A§4, LOGOUT-01..LOGOUT-03): tell the server, forget the session locally, go to
 * /login. The cart and `pendingPayment` stay: A§4 names only the auth keys (LOGOUT-04, AMB-43),
 * and a visitor may keep shopping signed out.
 */
export function useLogout() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useCallback(() => {
    // apiFetch reads the token as it is called, so the request carries it although the local
    // sign-out below does not wait for the answer. A failed request changes nothing: the user is
    // signed out on this device either way.
    logout().catch(() => undefined);
    signOut();
    navigate(paths.login.href());
    // The signed-in user's cached answers (their library, their courses) leave with them.
    queryClient.removeQueries();
  }, [signOut, navigate, queryClient]);
}
