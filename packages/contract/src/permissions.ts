/**
 * Roles and per-staff permission keys (spec sections 3 and 6): the modules and their actions,
 * the keys, each role's defaults and a key's words. Who may do what (`can`) and the roles are
 * in access-rules.ts, re-exported here: every page checks them, while these lists are read by
 * the staff screens, a change's history and the server, so they stay out of the first load of
 * pages that only check access (docs/decisions/039-first-page-budget.md).
 */
import type { Role } from './access-rules.ts';

export * from './access-rules.ts';

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

const ACTION_WORDS: Record<string, string> = {
  view: 'View',
  create: 'Create',
  edit: 'Edit',
  delete: 'Delete',
  approve: 'Approve',
  void: 'Void',
  email: 'Email',
};

/** 'void_agent_payments' -> 'Void agent payments'; an unknown key reads as stored. */
export function permissionLabel(key: string) {
  for (const m of PERMISSION_MODULES) {
    const action = m.actions.find((a) => key === `${a}_${m.module}`);
    if (action) return `${ACTION_WORDS[action] ?? action} ${m.label.toLowerCase()}`;
  }
  return key;
}
