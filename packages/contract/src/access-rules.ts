/**
 * Who may do what: the roles, the keys only a manager's role makes good, and `can`, which every
 * page and the server ask. The modules, keys and role defaults are in permissions.ts.
 */
export const ROLES = ['admin', 'manager', 'staff'] as const;
export type Role = (typeof ROLES)[number];

/** Keys that take effect only for a manager (admins pass everything anyway). */
export const MANAGER_ONLY_KEYS: readonly string[] = [
  'approve_transactions',
  'void_payments',
  'void_agent_payments',
  'approve_supplier_payments',
  'void_supplier_payments',
  // The books (FINANCE → Books): managers given the key, and admins.
  'view_books',
];

/** What the server knows about the caller; the same shape the web keeps after login. */
export interface Identity {
  role: Role;
  is_active: boolean;
  permissions: string[];
}

/**
 * Route-level rules: 'admin' (admin only), 'signed-in' (every active user), or a permission
 * key. `approve_transactions` and the void keys also need the manager role (MANAGER_ONLY_KEYS:
 * approving and voiding money need a manager or an admin).
 */
export type PermissionKey = `${string}_${string}`;
/** Every one of these keys is needed: sending a document takes its send key and its read key. */
export interface AllOf {
  readonly all: readonly PermissionKey[];
}
/** A list means any one of those rules will do. */
export type Access =
  'admin' | 'signed-in' | PermissionKey | AllOf | readonly (PermissionKey | AllOf)[];

/** Every permission key a rule names (none for 'admin' and 'signed-in'). */
export const ruleKeys = (access: Access): string[] =>
  typeof access === 'string'
    ? access === 'admin' || access === 'signed-in'
      ? []
      : [access]
    : 'all' in access
      ? [...access.all]
      : access.flatMap(ruleKeys);

export function can(user: Identity | null | undefined, access: Access): boolean {
  if (!user || !user.is_active) return false;
  if (user.role === 'admin') return true;
  if (access === 'signed-in') return true;
  if (access === 'admin') return false;
  if (typeof access !== 'string')
    return 'all' in access
      ? access.all.every((key) => can(user, key))
      : access.some((rule) => can(user, rule));
  if (MANAGER_ONLY_KEYS.includes(access) && user.role !== 'manager') return false;
  return user.permissions.includes(access);
}

/**
 * Four-eyes: the creator and everyone who ever edited a transaction
 * are its makers, and no maker but an admin approves or rejects it.
 */
export const isTransactionMaker = (
  userId: number,
  creatorId: number | null,
  editorIds: readonly number[],
) => creatorId === userId || editorIds.includes(userId);

/** Staff edit only the pending transactions they recorded; managers and admins any one. */
export const mayEditTransaction = (user: { id: number; role: Role }, creatorId: number | null) =>
  user.role === 'admin' || user.role === 'manager' || creatorId === user.id;
