import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../features/auth/api/logout.ts';
import { paths } from '../lib/paths.ts';

/** Logout, as the account menu does it: from the menu, or from its notice if it failed to load. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await logout();
    queryClient.clear();
    void navigate(paths.login, { replace: true });
  };
}
