import { randomBytes } from 'node:crypto';
import { PERMISSION_KEYS } from '@app/contract';
import { agentValues, branchValues, staffValues, transactionValues } from '../factories.ts';

const uid = () => randomBytes(4).toString('hex');

/** Ids of records that exist in the server's database, to put in `:id` (test/outside). */
export interface RecordIds {
  branch: number;
  /** A staff record of a user who is not one of the callers (so deleting it harms no caller). */
  staff: number;
  account: number;
  category: number;
  transaction: number;
  agent: number;
  enquiry: number;
  booking: number;
  dayPlan: number;
}

/** The record an `:id` in a route's path names, by the path's first segment after /api. */
export function idFor(route: string, ids: RecordIds): number {
  const seg = route.split(' ')[1]!.split('/')[2]!;
  const bySegment: Record<string, number> = {
    branches: ids.branch,
    staff: ids.staff,
    accounts: ids.account,
    'transaction-categories': ids.category,
    transactions: ids.transaction,
    agents: ids.agent,
    enquiries: ids.enquiry,
    bookings: ids.booking,
    vouchers: ids.booking,
    'day-plans': ids.dayPlan,
  };
  return bySegment[seg] ?? 1;
}

/** The route's path with real ids in it: '/api/staff/:id' -> '/api/staff/1'. */
export function pathFor(route: string, ids: RecordIds): string {
  const path = route.split(' ')[1]!;
  return path.replace(':id', String(idFor(route, ids))).replace('*', 'transactions/missing.pdf');
}

/**
 * A body an authorised caller would send, valid where we know the shape: an anonymous or
 * wrong-role write that gets through with one of these really changes data (an admin created
 * by POST /api/staff is the attack that was found). Fresh unique values on every call.
 */
export function validBody(route: string, ids: RecordIds): Record<string, unknown> {
  const [method, path] = route.split(' ') as [string, string];
  const key = `${method} ${path}`;
  const staff = () => staffValues({ role: 'admin' });
  const account = () => ({
    name: `Account ${uid()}`,
    code: `ACC-${uid()}`,
    type: 'asset',
    opening_balance: '1000.00',
  });
  const enquiry = () => ({
    customer_name: `Customer ${uid()}`,
    customer_email: `c-${uid()}@test.example`,
    customer_mobile: '+91 98000 00001',
  });
  const booking = () => ({
    guest_name: `Guest ${uid()}`,
    sale_amount: '1000.00',
    purchase_amount: '800.00',
  });
  const dayPlan = () => ({
    plan_date: '2026-03-10',
    guest_name: `Guest ${uid()}`,
    service_description: 'Airport pickup',
  });
  const payment = { payment_date: '2026-03-10', amount: '10.00', payment_method: 'cash' };
  const bodies: Record<string, () => Record<string, unknown>> = {
    'POST /api/login': () => ({}),
    'PUT /api/me/password': () => ({
      current_password: 'Secret@12345',
      password: 'Another-pass-987',
      password_confirmation: 'Another-pass-987',
    }),
    'POST /api/branches': () => branchValues(),
    'PUT /api/branches/:id': () => branchValues(),
    'POST /api/staff': staff,
    'PUT /api/staff/:id': () => {
      const { password: _p, password_confirmation: _c, ...rest } = staff();
      return rest;
    },
    'POST /api/staff/:id/update-status': () => ({ is_active: false }),
    'PUT /api/staff/:id/permissions': () => ({ permissions: PERMISSION_KEYS }),
    'POST /api/accounts': account,
    'PUT /api/accounts/:id': account,
    'POST /api/transaction-categories': () => ({ name: `Category ${uid()}` }),
    'PUT /api/transaction-categories/:id': () => ({ name: `Category ${uid()}` }),
    'POST /api/transactions': () => transactionValues(ids.account, ids.category),
    'POST /api/transactions/:id': () => transactionValues(ids.account, ids.category),
    'PUT /api/transactions/:id': () => transactionValues(ids.account, ids.category),
    'POST /api/transactions/:id/reject': () => ({ reason: 'Not needed' }),
    'POST /api/agents': () => agentValues(),
    'PUT /api/agents/:id': () => agentValues(),
    'POST /api/enquiries': enquiry,
    'PUT /api/enquiries/:id': enquiry,
    'POST /api/enquiries/:id/communication': () => ({ message: 'Called the customer' }),
    'POST /api/bookings': booking,
    'PUT /api/bookings/:id': booking,
    'POST /api/bookings/:id/payment': () => payment,
    'POST /api/bookings/:id/agent-payments': () => ({ ...payment, payment_method: undefined }),
    'POST /api/day-plans': dayPlan,
    'PUT /api/day-plans/:id': dayPlan,
  };
  return bodies[key]?.() ?? {};
}
