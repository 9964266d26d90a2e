/** Roles and per-staff permission keys (spec sections 3 and 6). */
export const ROLES = ['admin', 'manager', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export const CRUD_MODULES = ['branches', 'staff', 'students', 'leads', 'accounts'] as const;
export const CRUD_ACTIONS = ['view', 'create', 'edit', 'delete'] as const;
export const TRANSACTION_ACTIONS = ['view', 'create', 'approve', 'delete'] as const;

export interface PermissionModule {
  module: string;
  label: string;
  actions: readonly string[];
  /** Shown in the staff permission matrix; false for spec modules this product has no screen for. */
  inMatrix: boolean;
}

/**
 * Tourism: a permission key per module and action. Money is voided, never deleted, and voiding
 * needs a manager (see MANAGER_ONLY_KEYS). Customer payments are read with their booking
 * (`view_bookings`); agent payments have their own list, so their own view key.
 */
export const TOURISM_MODULES: PermissionModule[] = [
  { module: 'agents', label: 'Agents', actions: CRUD_ACTIONS, inMatrix: true },
  { module: 'suppliers', label: 'Suppliers', actions: CRUD_ACTIONS, inMatrix: true },
  // Money out (decision 048): paid from the books' money accounts; a manager approves a payment
  // above the admin's amount and voids one.
  {
    module: 'supplier_payments',
    label: 'Supplier payments',
    actions: ['view', 'create', 'approve', 'void'],
    inMatrix: true,
  },
  { module: 'enquiries', label: 'Enquiries', actions: CRUD_ACTIONS, inMatrix: true },
  { module: 'bookings', label: 'Bookings', actions: CRUD_ACTIONS, inMatrix: true },
  { module: 'payments', label: 'Customer payments', actions: ['create', 'void'], inMatrix: true },
  {
    module: 'agent_payments',
    label: 'Agent payments',
    actions: ['view', 'create', 'void'],
    inMatrix: true,
  },
  { module: 'vouchers', label: 'Vouchers', actions: ['view', 'email'], inMatrix: true },
  { module: 'day_plans', label: 'Day plans', actions: CRUD_ACTIONS, inMatrix: true },
];

/** Every module whose keys the API accepts, in matrix order. */
export const PERMISSION_MODULES: PermissionModule[] = [
  ...CRUD_MODULES.map((module) => ({
    module,
    label: module.charAt(0).toUpperCase() + module.slice(1),
    actions: CRUD_ACTIONS,
    // The spec lists students and leads keys, but this product has no screen for them.
    inMatrix: module !== 'students' && module !== 'leads',
  })),
  { module: 'transactions', label: 'Transactions', actions: TRANSACTION_ACTIONS, inMatrix: true },
  // The Reports menu (sales, receivables, payables, top lists, cash by month).
  { module: 'reports', label: 'Reports', actions: ['view'], inMatrix: true },
  // FINANCE → Books: the journal and the statements read from it (decision 042). No role
  // holds it by default: an admin gives it to the managers who keep the books.
  { module: 'books', label: 'Books', actions: ['view'], inMatrix: true },
  ...TOURISM_MODULES,
];

/** The modules the staff permission matrix shows. */
export const MATRIX_MODULES = PERMISSION_MODULES.filter((m) => m.inMatrix);

const keysOf = (modules: PermissionModule[]) =>
  modules.flatMap(({ module, actions }) => actions.map((a) => `${a}_${module}`));

export const PERMISSION_KEYS: string[] = keysOf(PERMISSION_MODULES);
export const TOURISM_KEYS: string[] = keysOf(TOURISM_MODULES);

/**
 * What a new member of each role starts with, and what the staff permission matrix resets to
 * (docs/decisions/036-role-default-permissions.md). Staff: a tourism desk's daily work, to
 * view, create and edit agents, enquiries, bookings and day plans (drivers follow day plans),
 * take customer and agent payments, read and email vouchers; nothing that deletes, voids,
 * approves or reads the books. Managers: all of that, plus deleting in tourism, voids,
 * approvals, reports and every accounting key but `view_books` (the journal and its statements:
 * an admin gives it to the managers who keep the books). Admins pass every rule, so they need none.
 */
const DESK_WORK = ['agents', 'suppliers', 'enquiries', 'bookings', 'day_plans'].flatMap((module) =>
  ['view', 'create', 'edit'].map((action) => `${action}_${module}`),
);
const STAFF_DEFAULTS = [
  ...DESK_WORK,
  'create_payments',
  'view_agent_payments',
  'create_agent_payments',
  'view_vouchers',
  'email_vouchers',
];
const MANAGER_DEFAULTS = [
  ...STAFF_DEFAULTS,
  'delete_agents',
  'delete_suppliers',
  'delete_enquiries',
  'delete_bookings',
  'delete_day_plans',
  'void_payments',
  'void_agent_payments',
  'view_supplier_payments',
  'create_supplier_payments',
  'approve_supplier_payments',
  'void_supplier_payments',
  'view_reports',
  ...CRUD_ACTIONS.map((action) => `${action}_accounts`),
  ...TRANSACTION_ACTIONS.map((action) => `${action}_transactions`),
];
export const ROLE_DEFAULT_PERMISSIONS: Readonly<Record<Role, readonly string[]>> = {
  admin: [],
  manager: MANAGER_DEFAULTS,
  staff: STAFF_DEFAULTS,
};

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
