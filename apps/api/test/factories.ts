import { randomBytes } from 'node:crypto';
import type { AccountInput, BookingInput, BranchInput, CategoryInput, Role } from '@app/contract';
import {
  accountInput,
  agentInput,
  authEndpoints,
  bookingEndpoints,
  branchInput,
  categoryInput,
  TOURISM_KEYS,
  transactionInput,
} from '@app/contract';
import { createAgent as createAgentService } from '../src/modules/agents/agents.service.ts';
import { createAccount as createAccountService } from '../src/modules/accounts/accounts.service.ts';
import { createCategory as createCategoryService } from '../src/modules/categories/categories.service.ts';
import { createTransaction as createTransactionService } from '../src/modules/transactions/transaction-changes.service.ts';
import type { App } from '../src/app.ts';
import { sessions, staffMembers, userPermissions, users } from '../src/db/schema/index.ts';
import { hashToken, newToken } from '../src/lib/sessions/tokens.ts';
import { hashPassword } from '../src/lib/passwords/password.ts';
import { createBranch as createBranchService } from '../src/modules/branches/branches.service.ts';
import { TEST_PASSWORD_COST } from './app.ts';
import { callEndpoint } from './answers.ts';

const uid = () => randomBytes(4).toString('hex');

export interface UserOverrides {
  role?: Role;
  name?: string;
  email?: string;
  password?: string;
  isActive?: boolean;
  permissions?: string[];
  /** Also create the staff record (needed to be a branch manager). */
  withStaff?: boolean;
}

/** A staff member holding every tourism key (voids still need a manager: MANAGER_ONLY_KEYS). */
export const tourismStaff = (o: UserOverrides = {}): UserOverrides => ({
  role: 'staff',
  permissions: TOURISM_KEYS,
  ...o,
});

export async function createUser(app: App, o: UserOverrides = {}) {
  const password = o.password ?? 'Secret@12345';
  const [u] = await app.db
    .insert(users)
    .values({
      name: o.name ?? `User ${uid()}`,
      email: o.email ?? `user-${uid()}@test.example`,
      role: o.role ?? 'staff',
      is_active: o.isActive ?? true,
      password_hash: await hashPassword(password, TEST_PASSWORD_COST),
    })
    .returning();
  const user = u!;
  if (o.permissions?.length) {
    await app.db
      .insert(userPermissions)
      .values(o.permissions.map((permission) => ({ user_id: user.id, permission })));
  }
  let staffId: number | null = null;
  if (o.withStaff) {
    const [s] = await app.db
      .insert(staffMembers)
      .values({
        user_id: user.id,
        employee_id: `EMP-${uid()}`,
        position: 'Consultant',
        phone: '+91 9800000000',
        date_of_joining: '2024-01-15',
        address: '1 Test Street',
        city: 'Mumbai',
        state: 'Maharashtra',
        country: 'India',
        postal_code: '400001',
      })
      .returning();
    staffId = s!.id;
  }
  return { ...user, password, staffId };
}

export async function login(app: App, email: string, password: string) {
  const res = await callEndpoint(app, authEndpoints.login, { payload: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return res.ok.data.token;
}

/** A signed-in user of the given kind, with their token. */
export async function signIn(app: App, o: UserOverrides = {}) {
  const user = await createUser(app, o);
  return { user, token: await login(app, user.email, user.password) };
}

export const branchValues = (o: Partial<BranchInput> = {}): BranchInput => ({
  code: `BR-${uid()}`.toUpperCase(),
  name: `Branch ${uid()}`,
  phone: '+91 22 4000 0000',
  email: `branch-${uid()}@test.example`,
  address: '1 Test Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  postal_code: '400001',
  opening_time: '09:00',
  closing_time: '18:00',
  ...o,
});

export async function createBranch(app: App, o: Partial<BranchInput> = {}) {
  return createBranchService(app.db, branchInput.parse(branchValues(o)));
}

export const staffValues = (o: Record<string, unknown> = {}) => ({
  name: `Staff ${uid()}`,
  email: `staff-${uid()}@test.example`,
  password: 'Staff-pass-123',
  password_confirmation: 'Staff-pass-123',
  role: 'staff',
  employee_id: `EMP-${uid()}`,
  position: 'Travel Consultant',
  phone: '+91 98000 00000',
  date_of_joining: '2025-04-01',
  address: '12 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  postal_code: '560025',
  ...o,
});

/** A fresh session token for a user, without going through the login route. */
export async function tokenFor(app: App, userId: number) {
  const token = newToken();
  await app.db.insert(sessions).values({
    user_id: userId,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + 3_600_000),
  });
  return token;
}

export async function createAccount(app: App, o: Partial<AccountInput> = {}) {
  return createAccountService(
    app.db,
    accountInput.parse({
      name: `Account ${uid()}`,
      code: `ACC-${uid()}`,
      type: 'asset',
      opening_balance: '1000.00',
      ...o,
    }),
  );
}

export async function createCategory(app: App, o: Partial<CategoryInput> = {}) {
  return createCategoryService(app.db, categoryInput.parse({ name: `Category ${uid()}`, ...o }));
}

export const transactionValues = (
  accountId: number,
  categoryId: number,
  o: Record<string, unknown> = {},
) => ({
  type: 'expense',
  transaction_date: '2026-03-10',
  account_id: accountId,
  category_id: categoryId,
  amount: '100.00',
  description: 'Office supplies',
  ...o,
});

/** A pending transaction made by `creatorId` (defaults to a fresh staff user). */
export async function createTransaction(
  app: App,
  accountId: number,
  categoryId: number,
  o: Record<string, unknown> = {},
  creatorId?: number,
) {
  const creator = creatorId ?? (await createUser(app, { role: 'staff' })).id;
  const identity = {
    id: creator,
    name: 'x',
    email: 'x',
    role: 'staff' as const,
    is_active: true,
    permissions: [],
  };
  return createTransactionService(
    app.db,
    identity,
    transactionInput.parse(transactionValues(accountId, categoryId, o)),
    null,
  );
}

export const agentValues = (o: Record<string, unknown> = {}) => ({
  name: `Agent ${uid()}`,
  primary_mobile: '+91 98200 00000',
  primary_email: `agent-${uid()}@test.example`,
  ...o,
});

export async function createAgent(app: App, o: Record<string, unknown> = {}) {
  return createAgentService(app.db, agentInput.parse(agentValues(o)));
}

/**
 * A booking's body: the least a file needs (a guest, a sale, a purchase) and the test's own
 * fields. A field every booking must have is added here, once.
 */
export const bookingValues = (o: BookingOverrides = {}) =>
  ({
    guest_name: 'Rahul Kapoor',
    sale_amount: '1000.00',
    purchase_amount: '600.00',
    ...o,
  }) as BookingInput;
/**
 * A test's own booking fields: any of the booking's, with any value, so a test may also send
 * what the server must refuse or ignore (a derived figure, an unknown status).
 */
export type BookingOverrides = { [K in keyof BookingInput]?: unknown } & Record<string, unknown>;

/** A booking made through its endpoint as the token's user: the answer, typed (throws unless 201). */
export async function createBooking(app: App, token: string, o: BookingOverrides = {}) {
  return (await callEndpoint(app, bookingEndpoints.create, { token, payload: bookingValues(o) })).ok
    .data;
}

/**
 * A Mumbai agency's tax profile (GST state 27, a made-up but valid GSTIN with its PAN inside):
 * the one the tax tests set before a file is invoiced.
 */
export const TAX_PROFILE = {
  legal_name: 'Harbour Line Holidays Private Limited',
  address: '12 Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400020',
  gstin: '27AAFCT5521M1Z1',
  pan: 'AAFCT5521M',
  invoice_prefix: 'INV/',
  credit_note_prefix: 'CN/',
};
