import type { Access } from '@app/contract';
import { can } from '@app/contract/constants';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { NotAuthorised } from '../components/states.tsx';
import { paths } from '../lib/paths.ts';
import { useCurrentUser } from '../lib/session.ts';

/** Any route but /login needs a session; otherwise go to /login, replacing history. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (!user) return <Navigate to={paths.login} replace />;
  return <>{children}</>;
}

/** The server enforces; the UI shows "Not authorised" instead of a broken page. */
export function RequireAccess({ access }: { access: Access }) {
  const user = useCurrentUser();
  return can(user, access) ? <Outlet /> : <NotAuthorised />;
}
