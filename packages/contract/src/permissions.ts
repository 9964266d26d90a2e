/** Roles and per-staff permission keys (spec sections 3 and 6, decisions section 4). */
export const ROLES = ['admin', 'manager', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export const CRUD_MODULES = ['branches', 'staff', 'students', 'leads', 'accounts'] as const;
export const CRUD_ACTIONS = ['view', 'create', 'edit', 'delete'] as const;
export const TRANSACTION_ACTIONS = ['view', 'create', 'approve', 'delete'] as const;

export const PERMISSION_MODULES: { module: string; actions: readonly string[] }[] = [
  ...CRUD_MODULES.map((module) => ({ module, actions: CRUD_ACTIONS })),
  { module: 'transactions', actions: TRANSACTION_ACTIONS },
];

export const PERMISSION_KEYS: string[] = PERMISSION_MODULES.flatMap(({ module, actions }) =>
  actions.map((a) => `${a}_${module}`),
);

/** What the server knows about the caller; the same shape the web keeps after login. */
export interface Identity {
  role: Role;
  is_active: boolean;
  permissions: string[];
}

/**
 * Route-level rules: 'admin' (admin only), 'signed-in' (every active user), or a permission
 * key. `approve_transactions` also needs the manager role (decisions section 4).
 */
export type PermissionKey = `${string}_${string}`;
/** A list means any one of those keys will do. */
export type Access = 'admin' | 'signed-in' | PermissionKey | readonly PermissionKey[];

export function can(user: Identity | null | undefined, access: Access): boolean {
  if (!user || !user.is_active) return false;
  if (user.role === 'admin') return true;
  if (access === 'signed-in') return true;
  if (access === 'admin') return false;
  if (typeof access !== 'string') return access.some((key) => can(user, key));
  if (access === 'approve_transactions' && user.role !== 'manager') return false;
  return user.permissions.includes(access);
}

/**
 * Four-eyes (decisions section 4): the creator and everyone who ever edited a transaction
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
