import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@app/contract';

/** The login token and user live in localStorage (spec section 9), mirrored here for React. */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

type Session = { token: string; user: SessionUser } | null;
const listeners = new Set<() => void>();
let cached: Session | undefined;

function read(): Session {
  const token = localStorage.getItem(TOKEN_KEY);
  const raw = localStorage.getItem(USER_KEY);
  if (!token || !raw) return null;
  try {
    return { token, user: JSON.parse(raw) as SessionUser };
  } catch {
    return null;
  }
}

export function getSession(): Session {
  if (cached === undefined) cached = read();
  return cached;
}

function emit() {
  cached = read();
  listeners.forEach((l) => l());
}

export function setSession(token: string, user: SessionUser) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  emit();
}

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing out signs this one out too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === TOKEN_KEY || e.key === USER_KEY || e.key === null) emit();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const useSession = () => useSyncExternalStore(subscribe, getSession, () => null);
export const useCurrentUser = () => useSession()?.user ?? null;
