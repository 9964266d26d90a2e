import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AuditChange, Endpoint } from '@app/contract';
import {
  accountInput,
  auditEndpoints,
  bookingEndpoints,
  catalogue,
  staffEndpoints,
  transactionEndpoints,
} from '@app/contract';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint } from '../../../test/answers.ts';
import type { BookingOverrides } from '../../../test/factories.ts';
import {
  agentValues,
  branchValues,
  createAccount,
  createAgent,
  createBooking,
  createCategory,
  createUser,
  login,
  staffValues,
  tokenFor,
  transactionValues,
  TAX_PROFILE,
} from '../../../test/factories.ts';
import { ACCESS } from '../../../test/route-access.ts';
import { createAccount as createAccountService } from '../accounts/accounts.service.ts';
import {
  bookingRefunds,
  booksSettings,
  exchangeRates,
  supplierPayables,
  taxRates,
} from '../../db/schema/index.ts';

/**
 * Every write through the API records exactly one event, in the same transaction,
 * with who, from where, what and the changed fields; a refused write records none; and the
 * table refuses every UPDATE, DELETE and TRUNCATE.
 */
let t: TestContext;
let admin: { id: number; name: string; token: string };
const IP = '127.0.0.1';

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t.app, { role: 'admin', name: 'Aisha Khan' });
  admin = { id: a.id, name: a.name, token: await tokenFor(t.app, a.id) };
});
afterAll(() => t.close());

interface EventRow extends Record<string, unknown> {
  id: number;
  user_id: number | null;
  actor_label: string | null;
  ip: string | null;
  action: string;
  record_type: string;
  record_id: number | null;
  record_label: string | null;
  parent_type: string | null;
  parent_id: number | null;
  note: string | null;
  changes: AuditChange[];
}

const lastId = async () =>
  Number(
    (await t.db.execute<{ n: string }>(sql`select coalesce(max(id), 0) as n from audit_events`))
      .rows[0]!.n,
  );
const eventsSince = async (id: number) =>
  (await t.db.execute<EventRow>(sql`select * from audit_events where id > ${id} order by id`)).rows;

/*
 * This test walks the route table (test/route-access.ts), so its writes name a route and a URL
 * rather than an endpoint object: the URL is matched to its catalogued endpoint (a literal
 * segment before a parameter), and the answer is parsed with that endpoint's schema by
 * callEndpoint. The few fields read back (a new record's id) are read through `created`.
 */
const routes = (catalogue as readonly Endpoint[])
  .map((e) => ({
    e,
    key: `${e.method} /api${e.path}`,
    names: [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]!),
    re: new RegExp(`^/api${e.path.replace(/:(\w+)/g, '([^/]+)')}$`),
  }))
  .sort((a, b) => a.names.length - b.names.length);
/** The catalogued route a request goes to, and its parameters. */
function routeOf(method: string, url: string) {
  for (const r of routes) {
    const hit = r.e.method === method ? r.re.exec(url) : null;
    if (hit) return { ...r, params: Object.fromEntries(r.names.map((n, i) => [n, hit[i + 1]!])) };
  }
  throw new Error(`${method} ${url} is no catalogued route`);
}
const call = (method: string, url: string, payload?: object, token = admin.token) => {
  // A catalogued endpoint is not the place for a query: the reads with one call theirs.
  const { e, params } = routeOf(method, url);
  return callEndpoint(t.app, e, { params, token, ...(payload ? { payload } : {}) });
};

/** A write or read that must succeed: its answer, parsed by its endpoint's schema. */
async function ok(method: string, url: string, payload?: object, token = admin.token) {
  const res = await call(method, url, payload, token);
  expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.ok;
}
/** A typed call as the admin (or `token`), its answer parsed by the endpoint's schema. */
const as = <E extends Endpoint>(e: E, args: CallArgs<E> = {}) =>
  callEndpoint(t.app, e, { token: admin.token, ...args });
const audit = async (query: CallArgs<typeof auditEndpoints.list>['query']) =>
  (await as(auditEndpoints.list, { query })).ok;
/** A create's answer: the new record's id (the rest was checked by the endpoint's schema). */
const created = (answer: unknown) =>
  z.object({ data: z.object({ id: z.number() }) }).parse(answer).data;

const change = (field: string, kind: string, before: string | null, after: string | null) =>
  expect.objectContaining({ field, kind, before, after });

const supplierBody = {
  name: 'Backwater Palms',
  kind: 'hotel',
  payment_terms: 'before_check_in',
  payment_days: 7,
};

// Records the cases below make and change, built on demand.
const booking = (o: BookingOverrides = {}) =>
  createBooking(t.app, admin.token, {
    guest_email: 'rahul@test.example',
    sale_amount: '5000.00',
    purchase_amount: '3000.00',
    accommodations: [
      { hotel_name: 'Atlantis', check_in_date: '2026-12-01', check_out_date: '2026-12-03' },
    ],
    ...o,
  });
const transaction = async () => {
  const account = await createAccount(t.app);
  const category = await createCategory(t.app);
  const body = transactionValues(account.id, category.id);
  const res = await callEndpoint(t.app, transactionEndpoints.create, {
    token: admin.token,
    payload: body,
  });
  return { body, tx: res.ok.data };
};
const staffMember = async () =>
  (await callEndpoint(t.app, staffEndpoints.create, { token: admin.token, payload: staffValues() }))
    .ok.data;
const customer = {
  customer_name: 'Meera Shah',
  customer_email: 'meera@test.example',
  customer_mobile: '+971 50 000 0000',
};
const enquiry = async () =>
  created(await ok('POST', '/api/enquiries', { enquiry_type: 'direct', ...customer }));
const agentBooking = async () => {
  const agent = await createAgent(t.app, { commission_rate: '10' });
  return booking({ agent_id: agent.id });
};

/** A confirmed tour of ₹1,000 owed to a new supplier, and a rupee bank to pay it from. */
const owedService = async () => {
  const supplier = created(
    await ok('POST', '/api/suppliers', { ...supplierBody, currency: 'INR' }),
  );
  const b = await booking({
    status: 'confirmed',
    purchase_amount: null,
    tours: [
      {
        service_name: 'Backwater walk',
        service_date: '2026-12-02',
        transfer_type: 'PVT',
        supplier_id: supplier.id,
        cost: '1000.00',
      },
    ],
  });
  await ok('POST', `/api/bookings/${b.id}/services/tours/${b.tours[0]!.id}/state`, {
    state: 'confirmed',
    confirmation_number: 'BW-1',
  });
  const [payable] = await t.db
    .select({ id: supplierPayables.id })
    .from(supplierPayables)
    .where(eq(supplierPayables.booking_id, b.id));
  const bank = await createAccount(t.app, { opening_balance: '0.00' });
  return { supplierId: supplier.id, payableId: payable!.id, accountId: bank.id };
};
/** A supplier payment of ₹400, paid or waiting for approval. */
const supplierPayment = async (status: 'paid' | 'pending') => {
  const { supplierId, payableId, accountId } = await owedService();
  await t.db
    .update(booksSettings)
    .set({ supplier_payment_approval_limit: status === 'pending' ? '100.00' : null });
  const p = created(
    await ok('POST', '/api/supplier-payments', {
      supplier_id: supplierId,
      account_id: accountId,
      payment_date: '2026-11-02',
      lines: [{ payable_id: payableId, amount: '400.00' }],
    }),
  );
  await t.db.update(booksSettings).set({ supplier_payment_approval_limit: null });
  return p.id;
};

/** A cancelled file that received ₹500 (in the books: refundable). */
const cancelledPaid = async () => {
  const b = await booking({ status: 'confirmed' });
  await ok('POST', `/api/bookings/${b.id}/payment`, {
    amount: '500.00',
    payment_date: '2026-11-02',
    payment_method: 'cash',
  });
  await ok('POST', `/api/bookings/${b.id}/cancel`, { reason: 'Guest cancelled' });
  return b.id;
};

interface Expected {
  action: string;
  record_type: string;
  record_id: number | null;
  /** Each listed change must be among the event's changes. */
  changes?: ReturnType<typeof change>[];
  parent?: { type: string; id: number };
  user_id?: number | null;
  note?: string;
}
/** Prepare what the write needs, then perform it; answer the event it must have recorded. */
type Case = (
  write: (m: string, u: string, b?: object, tok?: string) => Promise<unknown>,
) => Promise<Expected>;

const CASES: Record<string, Case> = {
  'POST /api/login': async (write) => {
    const u = await createUser(t.app, { role: 'staff' });
    await write('POST', '/api/login', { email: u.email, password: u.password }, '');
    return { action: 'login', record_type: 'session', record_id: null, user_id: u.id };
  },
  'POST /api/logout': async (write) => {
    await write('POST', '/api/logout', undefined, await tokenFor(t.app, admin.id));
    return { action: 'logout', record_type: 'session', record_id: null };
  },
  'PUT /api/me/password': async (write) => {
    const u = await createUser(t.app, { role: 'staff', withStaff: true });
    const token = await tokenFor(t.app, u.id);
    const password = 'Quartz-Lantern-Meadow-71';
    await write(
      'PUT',
      '/api/me/password',
      { current_password: u.password, password, password_confirmation: password },
      token,
    );
    return { action: 'password_change', record_type: 'staff', record_id: u.staffId, user_id: u.id };
  },
  'POST /api/branches': async (write) => {
    const values = branchValues();
    const b = created(await write('POST', '/api/branches', values));
    return {
      action: 'create',
      record_type: 'branch',
      record_id: b.id,
      changes: [
        change('name', 'text', null, values.name),
        change('is_active', 'boolean', null, 'true'),
      ],
    };
  },
  'PUT /api/branches/:id': async (write) => {
    const values = branchValues();
    const b = created(await ok('POST', '/api/branches', values));
    await write('PUT', `/api/branches/${b.id}`, { ...values, name: 'Renamed Branch' });
    return {
      action: 'update',
      record_type: 'branch',
      record_id: b.id,
      changes: [change('name', 'text', values.name, 'Renamed Branch')],
    };
  },
  'DELETE /api/branches/:id': async (write) => {
    const b = created(await ok('POST', '/api/branches', branchValues()));
    await write('DELETE', `/api/branches/${b.id}`);
    return { action: 'delete', record_type: 'branch', record_id: b.id };
  },
  'POST /api/staff': async (write) => {
    const s = created(await write('POST', '/api/staff', staffValues({ name: 'Omar Nasser' })));
    return {
      action: 'create',
      record_type: 'staff',
      record_id: s.id,
      changes: [change('name', 'text', null, 'Omar Nasser')],
    };
  },
  'PUT /api/staff/:id': async (write) => {
    const values = staffValues();
    const s = created(await ok('POST', '/api/staff', values));
    await write('PUT', `/api/staff/${s.id}`, {
      ...values,
      position: 'Senior Consultant',
      password: '',
      password_confirmation: '',
    });
    return {
      action: 'update',
      record_type: 'staff',
      record_id: s.id,
      changes: [change('position', 'text', 'Travel Consultant', 'Senior Consultant')],
    };
  },
  'DELETE /api/staff/:id': async (write) => {
    const s = await staffMember();
    await write('DELETE', `/api/staff/${s.id}`);
    return { action: 'delete', record_type: 'staff', record_id: s.id };
  },
  'POST /api/staff/:id/update-status': async (write) => {
    const s = await staffMember();
    await write('POST', `/api/staff/${s.id}/update-status`, { is_active: false });
    return {
      action: 'status',
      record_type: 'staff',
      record_id: s.id,
      changes: [change('is_active', 'boolean', 'true', 'false')],
    };
  },
  'PUT /api/ledger/payment-accounts': async (write) => {
    const bank = await createAccount(t.app, { opening_balance: '0.00' });
    await write('PUT', '/api/ledger/payment-accounts', {
      accounts: [{ method: 'cash', account_id: bank.id }],
    });
    return {
      action: 'update',
      record_type: 'books',
      record_id: 1,
      changes: [change('cash', 'text', null, bank.name)],
    };
  },
  'POST /api/ledger/revaluations': async (write) => {
    // A dirham account opened on 10 October at 22.70, revalued at October's closing 23.00.
    await t.db.insert(exchangeRates).values({
      currency: 'AED',
      rate_date: '2026-10-31',
      rate: '23.00000000',
    });
    const values = accountInput.parse({
      name: 'Dirhams',
      code: 'AUD-AED',
      type: 'asset',
      currency: 'AED',
      opening_balance: '100.00',
    });
    await createAccountService(t.db, values, undefined, '2026-10-10');
    await write('POST', '/api/ledger/revaluations', { month: '2026-10' });
    return {
      action: 'update',
      record_type: 'books',
      record_id: 1,
      changes: [change('AUD-AED', 'money', '2270.00', '2300.00')],
    };
  },
  'PUT /api/ledger/lock-date': async (write) => {
    // Closing a period: who moved the lock date, from nothing to the last day of last year.
    await write('PUT', '/api/ledger/lock-date', { lock_date: '2025-12-31' });
    return {
      action: 'update',
      record_type: 'books',
      record_id: 1,
      changes: [change('lock_date', 'date', null, '2025-12-31')],
    };
  },
  'PUT /api/staff/:id/permissions': async (write) => {
    // Made with no keys (not the role's defaults), so the change is from none.
    const s = created(await ok('POST', '/api/staff', staffValues({ permissions: [] })));
    await write('PUT', `/api/staff/${s.id}/permissions`, {
      permissions: ['view_accounts', 'view_transactions'],
    });
    return {
      action: 'permissions',
      record_type: 'staff',
      record_id: s.id,
      changes: [change('permissions', 'list', null, 'view_accounts, view_transactions')],
    };
  },
  'POST /api/accounts': async (write) => {
    const body = { name: 'Cash', code: 'AUD-1', type: 'asset', opening_balance: '1500.50' };
    const a = created(await write('POST', '/api/accounts', body));
    return {
      action: 'create',
      record_type: 'account',
      record_id: a.id,
      changes: [change('opening_balance', 'money', null, '1500.50')],
    };
  },
  'PUT /api/accounts/:id': async (write) => {
    const a = await createAccount(t.app, { opening_balance: '5000.00' });
    await write('PUT', `/api/accounts/${a.id}`, {
      name: a.name,
      code: a.code,
      type: a.type,
      opening_balance: '5500.00',
    });
    return {
      action: 'update',
      record_type: 'account',
      record_id: a.id,
      changes: [
        change('opening_balance', 'money', '5000.00', '5500.00'),
        change('current_balance', 'money', '5000.00', '5500.00'),
      ],
    };
  },
  'DELETE /api/accounts/:id': async (write) => {
    // Without an opening balance: one would be in the books, and the account kept (409).
    const a = await createAccount(t.app, { opening_balance: '0.00' });
    await write('DELETE', `/api/accounts/${a.id}`);
    return { action: 'delete', record_type: 'account', record_id: a.id };
  },
  'POST /api/transaction-categories': async (write) => {
    const c = created(await write('POST', '/api/transaction-categories', { name: 'Fuel' }));
    return {
      action: 'create',
      record_type: 'category',
      record_id: c.id,
      changes: [change('name', 'text', null, 'Fuel')],
    };
  },
  'PUT /api/transaction-categories/:id': async (write) => {
    const c = await createCategory(t.app);
    await write('PUT', `/api/transaction-categories/${c.id}`, { name: 'Renamed category' });
    return {
      action: 'update',
      record_type: 'category',
      record_id: c.id,
      changes: [change('name', 'text', c.name, 'Renamed category')],
    };
  },
  'POST /api/transaction-categories/:id/toggle-status': async (write) => {
    const c = await createCategory(t.app);
    await write('POST', `/api/transaction-categories/${c.id}/toggle-status`);
    return {
      action: 'status',
      record_type: 'category',
      record_id: c.id,
      changes: [change('is_active', 'boolean', 'true', 'false')],
    };
  },
  'DELETE /api/transaction-categories/:id': async (write) => {
    const c = await createCategory(t.app);
    await write('DELETE', `/api/transaction-categories/${c.id}`);
    return { action: 'delete', record_type: 'category', record_id: c.id };
  },
  'POST /api/transactions': async (write) => {
    const account = await createAccount(t.app);
    const category = await createCategory(t.app);
    const body = transactionValues(account.id, category.id, { amount: '250.75' });
    const tx = created(await write('POST', '/api/transactions', body));
    return {
      action: 'create',
      record_type: 'transaction',
      record_id: tx.id,
      parent: { type: 'account', id: account.id },
      changes: [change('amount', 'money', null, '250.75')],
    };
  },
  'POST /api/transactions/:id': async (write) => {
    const { body, tx } = await transaction();
    await write('POST', `/api/transactions/${tx.id}`, { ...body, amount: '120.00' });
    return {
      action: 'update',
      record_type: 'transaction',
      record_id: tx.id,
      changes: [change('amount', 'money', '100.00', '120.00')],
    };
  },
  'PUT /api/transactions/:id': async (write) => {
    const { body, tx } = await transaction();
    await write('PUT', `/api/transactions/${tx.id}`, { ...body, description: 'Printer ink' });
    return {
      action: 'update',
      record_type: 'transaction',
      record_id: tx.id,
      changes: [change('description', 'text', 'Office supplies', 'Printer ink')],
    };
  },
  'DELETE /api/transactions/:id': async (write) => {
    const { tx } = await transaction();
    await write('DELETE', `/api/transactions/${tx.id}`);
    return { action: 'delete', record_type: 'transaction', record_id: tx.id };
  },
  'POST /api/transactions/:id/approve': async (write) => {
    const { tx } = await transaction();
    await write('POST', `/api/transactions/${tx.id}/approve`, {
      notes: 'Receipt checked',
      updated_at: tx.updated_at,
    });
    return {
      action: 'approve',
      record_type: 'transaction',
      record_id: tx.id,
      note: 'Receipt checked',
      changes: [change('status', 'text', 'pending', 'approved')],
    };
  },
  'POST /api/transactions/:id/reject': async (write) => {
    const { tx } = await transaction();
    await write('POST', `/api/transactions/${tx.id}/reject`, { updated_at: tx.updated_at });
    return {
      action: 'reject',
      record_type: 'transaction',
      record_id: tx.id,
      changes: [change('status', 'text', 'pending', 'rejected')],
    };
  },
  'POST /api/transactions/:id/reverse': async (write) => {
    const { tx } = await transaction();
    await ok('POST', `/api/transactions/${tx.id}/approve`, { updated_at: tx.updated_at });
    await write('POST', `/api/transactions/${tx.id}/reverse`, { reason: 'Duplicate entry' });
    return {
      action: 'reverse',
      record_type: 'transaction',
      record_id: tx.id,
      note: 'Duplicate entry',
    };
  },
  'POST /api/agents': async (write) => {
    // Not a vendor: a vendor's supplier record is an event of its own (the supplier's History).
    const a = created(
      await write('POST', '/api/agents', agentValues({ name: 'Blue Sky Tours', is_vendor: false })),
    );
    return {
      action: 'create',
      record_type: 'agent',
      record_id: a.id,
      changes: [change('name', 'text', null, 'Blue Sky Tours')],
    };
  },
  'PUT /api/agents/:id': async (write) => {
    const values = agentValues({ is_vendor: false });
    const a = created(await ok('POST', '/api/agents', values));
    await write('PUT', `/api/agents/${a.id}`, { ...values, city: 'Dubai' });
    return {
      action: 'update',
      record_type: 'agent',
      record_id: a.id,
      changes: [change('city', 'text', null, 'Dubai')],
    };
  },
  'DELETE /api/agents/:id': async (write) => {
    const a = await createAgent(t.app);
    await write('DELETE', `/api/agents/${a.id}`);
    return { action: 'delete', record_type: 'agent', record_id: a.id };
  },
  'PUT /api/agents/:id/credit': async (write) => {
    const a = await createAgent(t.app);
    await write('PUT', `/api/agents/${a.id}/credit`, {
      limits: [{ currency: 'AED', credit_limit: '400000.00' }],
    });
    return {
      action: 'update',
      record_type: 'agent',
      record_id: a.id,
      note: 'Credit limits: AED 400,000.00',
    };
  },
  'POST /api/suppliers': async (write) => {
    const s = created(await write('POST', '/api/suppliers', supplierBody));
    return {
      action: 'create',
      record_type: 'supplier',
      record_id: s.id,
      changes: [change('name', 'text', null, 'Backwater Palms')],
    };
  },
  'PUT /api/suppliers/:id': async (write) => {
    const s = created(await ok('POST', '/api/suppliers', supplierBody));
    await write('PUT', `/api/suppliers/${s.id}`, { ...supplierBody, city: 'Kumarakom' });
    return {
      action: 'update',
      record_type: 'supplier',
      record_id: s.id,
      changes: [change('city', 'text', null, 'Kumarakom')],
    };
  },
  'DELETE /api/suppliers/:id': async (write) => {
    const s = created(await ok('POST', '/api/suppliers', supplierBody));
    await write('DELETE', `/api/suppliers/${s.id}`);
    return { action: 'delete', record_type: 'supplier', record_id: s.id };
  },
  'POST /api/bookings/:id/services/:kind/:lineId/state': async (write) => {
    const b = await booking({ status: 'confirmed' });
    const line = b.accommodations[0]!.id;
    await write('POST', `/api/bookings/${b.id}/services/accommodations/${line}/state`, {
      state: 'confirmed',
      confirmation_number: 'AT-551',
    });
    return { action: 'update', record_type: 'booking', record_id: b.id };
  },
  'POST /api/supplier-payments': async (write) => {
    const { supplierId, payableId, accountId } = await owedService();
    const p = created(
      await write('POST', '/api/supplier-payments', {
        supplier_id: supplierId,
        account_id: accountId,
        payment_date: '2026-11-02',
        lines: [{ payable_id: payableId, amount: '400.00' }],
      }),
    );
    return {
      action: 'create',
      record_type: 'supplier_payment',
      record_id: p.id,
      changes: [change('amount', 'money', null, '400.00')],
    };
  },
  'POST /api/supplier-payments/:id/decision': async (write) => {
    const p = await supplierPayment('pending');
    await write('POST', `/api/supplier-payments/${p}/decision`, {
      decision: 'approved',
      notes: 'Invoice checked',
    });
    return {
      action: 'approve',
      record_type: 'supplier_payment',
      record_id: p,
      note: 'Invoice checked',
      changes: [change('status', 'text', 'pending', 'paid')],
    };
  },
  'POST /api/supplier-payments/:id/void': async (write) => {
    const p = await supplierPayment('paid');
    await write('POST', `/api/supplier-payments/${p}/void`, { reason: 'Wrong supplier' });
    return {
      action: 'void',
      record_type: 'supplier_payment',
      record_id: p,
      note: 'Wrong supplier',
    };
  },
  'PUT /api/supplier-payments/settings': async (write) => {
    await write('PUT', '/api/supplier-payments/settings', { approval_limit: '50000' });
    const after = {
      action: 'update',
      record_type: 'books',
      record_id: 1,
      changes: [change('supplier_payment_approval_limit', 'money', null, '50000.00')],
    };
    await t.db.update(booksSettings).set({ supplier_payment_approval_limit: null });
    return after;
  },
  'PUT /api/tax-profile': async (write) => {
    await write('PUT', '/api/tax-profile', TAX_PROFILE);
    return {
      action: 'create',
      record_type: 'tax_profile',
      record_id: 1,
      changes: [change('gstin', 'text', null, '27AAFCT5521M1Z1')],
    };
  },
  'POST /api/tax-documents/:id/email': async (write) => {
    // After the profile's own case: a file is invoiced once the agency's GSTIN is set.
    const profile = await ok('GET', '/api/tax-profile');
    if ((profile as { data: unknown }).data === null)
      await ok('PUT', '/api/tax-profile', TAX_PROFILE);
    const b = await booking({ currency: 'INR', status: 'confirmed' });
    const [d] = (
      await t.db.execute<{ id: number; number: string }>(
        sql`select id, number from tax_documents where booking_id = ${b.id}`,
      )
    ).rows;
    await write('POST', `/api/tax-documents/${d!.id}/email`);
    return {
      action: 'tax_document_email',
      record_type: 'booking',
      record_id: b.id,
      note: `Tax Invoice ${d!.number} to rahul@test.example`,
    };
  },
  'POST /api/tax-rates': async (write) => {
    // The published rule is open-ended: ended first, as an admin would before the next.
    await t.db
      .update(taxRates)
      .set({ effective_to: '2039-12-31' })
      .where(eq(taxRates.code, 'air_service_fee'));
    const r = created(
      await write('POST', '/api/tax-rates', {
        code: 'air_service_fee',
        rate: '18',
        sac: '998551',
        effective_from: '2040-04-01',
        effective_to: '2040-12-31',
      }),
    );
    return {
      action: 'create',
      record_type: 'tax_rate',
      record_id: r.id,
      changes: [change('effective_from', 'date', null, '2040-04-01')],
    };
  },
  'PUT /api/tax-rates/:id': async (write) => {
    const [r] = await t.db.select().from(taxRates).where(eq(taxRates.code, 'other_service'));
    await write('PUT', `/api/tax-rates/${r!.id}`, {
      code: 'other_service',
      rate: r!.rate,
      sac: r!.sac,
      effective_from: r!.effective_from,
      effective_to: '2041-12-31',
    });
    return {
      action: 'update',
      record_type: 'tax_rate',
      record_id: r!.id,
      changes: [change('effective_to', 'date', null, '2041-12-31')],
    };
  },
  'POST /api/bookings/:id/refunds': async (write) => {
    const b = await cancelledPaid();
    const bank = await createAccount(t.app, { opening_balance: '0.00' });
    await write('POST', `/api/bookings/${b}/refunds`, {
      amount: '300.00',
      refund_date: '2026-11-02',
      account_id: bank.id,
    });
    const [r] = await t.db.select().from(bookingRefunds).where(eq(bookingRefunds.booking_id, b));
    return {
      action: 'create',
      record_type: 'refund',
      record_id: r!.id,
      parent: { type: 'booking', id: b },
      changes: [change('amount', 'money', null, '300.00')],
    };
  },
  'POST /api/refunds/:id/void': async (write) => {
    const b = await cancelledPaid();
    const bank = await createAccount(t.app, { opening_balance: '0.00' });
    await ok('POST', `/api/bookings/${b}/refunds`, {
      amount: '300.00',
      refund_date: '2026-11-02',
      account_id: bank.id,
    });
    const [r] = await t.db.select().from(bookingRefunds).where(eq(bookingRefunds.booking_id, b));
    await write('POST', `/api/refunds/${r!.id}/void`, { reason: 'Sent twice' });
    return { action: 'void', record_type: 'refund', record_id: r!.id, note: 'Sent twice' };
  },
  'POST /api/bookings/:id/reopen': async (write) => {
    const b = await booking();
    await ok('POST', `/api/bookings/${b.id}/cancel`, { reason: 'Guest changed plans' });
    await write('POST', `/api/bookings/${b.id}/reopen`, {
      reason: 'Going after all',
      status: 'draft',
    });
    return {
      action: 'status',
      record_type: 'booking',
      record_id: b.id,
      note: 'Going after all',
      changes: [change('status', 'text', 'cancelled', 'draft')],
    };
  },
  'PUT /api/bookings/:id/cancellation-policy': async (write) => {
    const b = await booking();
    await write('PUT', `/api/bookings/${b.id}/cancellation-policy`, {
      tiers: [{ min_days: 0, percent: '40' }],
    });
    return {
      action: 'update',
      record_type: 'booking',
      record_id: b.id,
      changes: [change('cancellation_policy', 'text', null, '0+ days 40%')],
    };
  },
  'PUT /api/cancellation-policy': async (write) => {
    await write('PUT', '/api/cancellation-policy', {
      tiers: [
        { min_days: 0, percent: '100' },
        { min_days: 20, percent: '20' },
      ],
    });
    return {
      action: 'update',
      record_type: 'books',
      record_id: 1,
      changes: [
        change(
          'cancellation_policy',
          'text',
          '30+ days 10%, 15+ days 25%, 7+ days 50%, 0+ days 100%',
          '20+ days 20%, 0+ days 100%',
        ),
      ],
    };
  },
  'POST /api/enquiries': async (write) => {
    const e = created(
      await write('POST', '/api/enquiries', { enquiry_type: 'direct', ...customer }),
    );
    return {
      action: 'create',
      record_type: 'enquiry',
      record_id: e.id,
      changes: [change('customer_name', 'text', null, 'Meera Shah')],
    };
  },
  'PUT /api/enquiries/:id': async (write) => {
    const e = await enquiry();
    await write('PUT', `/api/enquiries/${e.id}`, { ...customer, destination: 'Bali' });
    return {
      action: 'update',
      record_type: 'enquiry',
      record_id: e.id,
      changes: [change('destination', 'text', null, 'Bali')],
    };
  },
  'DELETE /api/enquiries/:id': async (write) => {
    const e = await enquiry();
    await write('DELETE', `/api/enquiries/${e.id}`);
    return { action: 'delete', record_type: 'enquiry', record_id: e.id };
  },
  'POST /api/enquiries/:id/communication': async (write) => {
    const e = await enquiry();
    await write('POST', `/api/enquiries/${e.id}/communication`, { message: 'Called back' });
    return {
      action: 'update',
      record_type: 'enquiry',
      record_id: e.id,
      changes: [change('communications', 'list', null, '1 line')],
    };
  },
  'POST /api/bookings': async (write) => {
    const b = created(
      await write('POST', '/api/bookings', {
        guest_name: 'Rahul Kapoor',
        sale_amount: '5000.00',
        purchase_amount: '3000.00',
      }),
    );
    return {
      action: 'create',
      record_type: 'booking',
      record_id: b.id,
      changes: [change('sale_amount', 'money', null, '5000.00')],
    };
  },
  'PUT /api/bookings/:id': async (write) => {
    const b = await booking();
    await write('PUT', `/api/bookings/${b.id}`, {
      guest_name: 'Rahul Kapoor',
      guest_email: 'rahul@test.example',
      sale_amount: '5500.00',
      purchase_amount: '3000.00',
      accommodations: [
        { hotel_name: 'Atlantis', check_in_date: '2026-12-01', check_out_date: '2026-12-03' },
        { hotel_name: 'Ritz', check_in_date: '2026-12-03', check_out_date: '2026-12-05' },
      ],
    });
    return {
      action: 'update',
      record_type: 'booking',
      record_id: b.id,
      changes: [
        change('sale_amount', 'money', '5000.00', '5500.00'),
        change('accommodations', 'list', '1 line', '2 lines'),
      ],
    };
  },
  'DELETE /api/bookings/:id': async (write) => {
    const b = await booking();
    await write('DELETE', `/api/bookings/${b.id}`);
    // The deleted file's values stay in its event (booking-delete.test.ts for its lines).
    return {
      action: 'delete',
      record_type: 'booking',
      record_id: b.id,
      changes: [change('sale_amount', 'money', '5000.00', null)],
    };
  },
  'POST /api/bookings/:id/cancel': async (write) => {
    const b = await booking();
    await write('POST', `/api/bookings/${b.id}/cancel`, { reason: 'Guest changed plans' });
    return {
      action: 'status',
      record_type: 'booking',
      record_id: b.id,
      note: 'Guest changed plans',
      changes: [change('status', 'text', 'draft', 'cancelled')],
    };
  },
  'POST /api/bookings/:id/payment': async (write) => {
    const b = await booking();
    await write('POST', `/api/bookings/${b.id}/payment`, {
      payment_date: '2026-11-01',
      amount: '1000.00',
      payment_method: 'cash',
    });
    const [p] = (
      await t.db.execute<{ id: number }>(
        sql`select id from booking_payments where booking_id = ${b.id}`,
      )
    ).rows;
    return {
      action: 'create',
      record_type: 'payment',
      record_id: p!.id,
      parent: { type: 'booking', id: b.id },
      changes: [change('amount', 'money', null, '1000.00')],
    };
  },
  'POST /api/bookings/:id/agent-payments': async (write) => {
    const b = await agentBooking();
    await write('POST', `/api/bookings/${b.id}/agent-payments`, {
      payment_date: '2026-11-01',
      amount: '100.00',
    });
    const [p] = (
      await t.db.execute<{ id: number }>(
        sql`select id from agent_payments where booking_id = ${b.id}`,
      )
    ).rows;
    return {
      action: 'create',
      record_type: 'agent_payment',
      record_id: p!.id,
      parent: { type: 'booking', id: b.id },
    };
  },
  'POST /api/bookings/:id/payments/:paymentId/void': async (write) => {
    const b = await booking();
    await ok('POST', `/api/bookings/${b.id}/payment`, {
      payment_date: '2026-11-01',
      amount: '1000.00',
      payment_method: 'cash',
    });
    const [p] = (
      await t.db.execute<{ id: number }>(
        sql`select id from booking_payments where booking_id = ${b.id}`,
      )
    ).rows;
    await write('POST', `/api/bookings/${b.id}/payments/${p!.id}/void`, { reason: 'Bounced' });
    return {
      action: 'void',
      record_type: 'payment',
      record_id: p!.id,
      parent: { type: 'booking', id: b.id },
      note: 'Bounced',
    };
  },
  'POST /api/agent-payments/:id/void': async (write) => {
    const id = await agentPayment();
    await write('POST', `/api/agent-payments/${id}/void`, { reason: 'Wrong agent' });
    return { action: 'void', record_type: 'agent_payment', record_id: id, note: 'Wrong agent' };
  },
  'DELETE /api/agent-payments/:id': async (write) => {
    const id = await agentPayment();
    await write('DELETE', `/api/agent-payments/${id}`, { reason: 'Wrong agent' });
    return { action: 'void', record_type: 'agent_payment', record_id: id };
  },
  'POST /api/vouchers/:id/email': async (write) => {
    const b = await booking();
    await write('POST', `/api/vouchers/${b.id}/email`, { email: 'guest@test.example' });
    return {
      action: 'voucher_email',
      record_type: 'booking',
      record_id: b.id,
      note: 'To guest@test.example',
    };
  },
  'POST /api/bookings/:id/services/:kind/:lineId/request': async (write) => {
    const s = created(
      await ok('POST', '/api/suppliers', { ...supplierBody, email: 'stay@palms.example' }),
    );
    const b = await booking({
      accommodations: [
        {
          hotel_name: 'Backwater Palms',
          check_in_date: '2026-12-01',
          check_out_date: '2026-12-03',
          supplier_id: s.id,
        },
      ],
    });
    const line = b.accommodations[0]!.id;
    await write('POST', `/api/bookings/${b.id}/services/accommodations/${line}/request`);
    // The service moved to requested and its order queued: one event says both.
    return {
      action: 'service_order_email',
      record_type: 'booking',
      record_id: b.id,
      note: 'Backwater Palms: To request → Requested. Service order to stay@palms.example',
    };
  },
  'POST /api/receipts/:id/email': async (write) => {
    const b = await booking();
    await ok('POST', `/api/bookings/${b.id}/payment`, {
      payment_date: '2026-11-01',
      amount: '100.00',
      payment_method: 'cash',
    });
    const [p] = (
      await t.db.execute<{ id: number; receipt_number: string }>(
        sql`select id, receipt_number from booking_payments where booking_id = ${b.id}`,
      )
    ).rows;
    await write('POST', `/api/receipts/${p!.id}/email`, { email: 'guest@test.example' });
    return {
      action: 'receipt_email',
      record_type: 'payment',
      record_id: p!.id,
      parent: { type: 'booking', id: b.id },
      note: 'To guest@test.example',
    };
  },
  'POST /api/day-plans': async (write) => {
    const p = created(
      await write('POST', '/api/day-plans', {
        plan_date: '2026-12-01',
        guest_name: 'G',
        service_description: 'Airport pickup',
        amount: '150.00',
      }),
    );
    return {
      action: 'create',
      record_type: 'day_plan',
      record_id: p.id,
      changes: [
        change('plan_date', 'date', null, '2026-12-01'),
        change('amount', 'money', null, '150.00'),
      ],
    };
  },
  'PUT /api/day-plans/:id': async (write) => {
    const body = { plan_date: '2026-12-01', guest_name: 'G', service_description: 'Pickup' };
    const p = created(await ok('POST', '/api/day-plans', body));
    await write('PUT', `/api/day-plans/${p.id}`, { ...body, driver_name: 'Salim' });
    return {
      action: 'update',
      record_type: 'day_plan',
      record_id: p.id,
      changes: [change('driver_name', 'text', null, 'Salim')],
    };
  },
  'DELETE /api/day-plans/:id': async (write) => {
    const body = { plan_date: '2026-12-01', guest_name: 'G', service_description: 'Pickup' };
    const p = created(await ok('POST', '/api/day-plans', body));
    await write('DELETE', `/api/day-plans/${p.id}`);
    return { action: 'delete', record_type: 'day_plan', record_id: p.id };
  },
  // Drivers, duty sheets, services scheduled from a booking.
  'POST /api/drivers': async (write) => {
    const d = created(
      await write('POST', '/api/drivers', { name: 'Imran', mobile: '+971 50 1234567' }),
    );
    return {
      action: 'create',
      record_type: 'driver',
      record_id: d.id,
      changes: [change('name', 'text', null, 'Imran')],
    };
  },
  'PUT /api/drivers/:id': async (write) => {
    const d = created(await ok('POST', '/api/drivers', { name: 'Imran' }));
    await write('PUT', `/api/drivers/${d.id}`, { name: 'Imran', active: false });
    return {
      action: 'update',
      record_type: 'driver',
      record_id: d.id,
      changes: [change('active', 'boolean', 'true', 'false')],
    };
  },
  'DELETE /api/drivers/:id': async (write) => {
    const d = created(await ok('POST', '/api/drivers', { name: 'Imran' }));
    await write('DELETE', `/api/drivers/${d.id}`);
    return { action: 'delete', record_type: 'driver', record_id: d.id };
  },
  'POST /api/drivers/:id/duty-sheet/email': async (write) => {
    const d = created(
      await ok('POST', '/api/drivers', { name: 'Imran', email: 'imran@fleet.example' }),
    );
    const service = { plan_date: '2026-12-01', guest_name: 'G', service_description: 'Pickup' };
    await ok('POST', '/api/day-plans', { ...service, driver_id: d.id });
    await write('POST', `/api/drivers/${d.id}/duty-sheet/email`, { date: '2026-12-01' });
    return {
      action: 'duty_sheet_email',
      record_type: 'driver',
      record_id: d.id,
      note: '2026-12-01 to imran@fleet.example',
    };
  },
  // "Send again" queues a copy of a message, under the sending route's event.
  'POST /api/outbox/:id/send-again': async (write) => {
    const b = await booking();
    const id = created(
      await ok('POST', `/api/vouchers/${b.id}/email`, { email: 'guest@test.example' }),
    ).id;
    await write('POST', `/api/outbox/${id}/send-again`, {});
    return {
      action: 'voucher_email',
      record_type: 'booking',
      record_id: b.id,
      note: `To guest@test.example (sent again, message ${id})`,
    };
  },
  'POST /api/bookings/:id/services': async (write) => {
    const b = await booking({
      accommodations: [],
      sale_amount: '5000.00',
      purchase_amount: '3000.00',
      tours: [
        {
          service_name: 'City tour',
          service_date: '2026-12-02',
          pickup_time: '09:00',
          transfer_type: 'PVT',
        },
      ],
    });
    // The line's id from the detail (the create answers the booking).
    const read = (
      await callEndpoint(t.app, bookingEndpoints.get, {
        params: { id: b.id },
        token: admin.token,
      })
    ).ok.data;
    const items = [{ kind: 'tour', line_id: read.tours[0]?.id }];
    const answer = await write('POST', `/api/bookings/${b.id}/services`, { items });
    const [p] = z.object({ data: z.array(z.object({ id: z.number() })) }).parse(answer).data;
    return {
      action: 'create',
      record_type: 'day_plan',
      record_id: p!.id,
      parent: { type: 'booking', id: b.id },
      changes: [change('plan_date', 'date', null, '2026-12-02')],
    };
  },
};

async function agentPayment() {
  const b = await agentBooking();
  await ok('POST', `/api/bookings/${b.id}/agent-payments`, {
    payment_date: '2026-11-01',
    amount: '100.00',
  });
  const [p] = (
    await t.db.execute<{ id: number }>(
      sql`select id from agent_payments where booking_id = ${b.id}`,
    )
  ).rows;
  return p!.id;
}

/** Writes that change no record: a preview link is a signed token, kept nowhere. */
const NO_EVENT = [
  'POST /api/vouchers/:id/preview-token',
  'POST /api/receipts/:id/preview-token',
  // A read with a body (the proposed services): nothing is written.
  'POST /api/day-plans/clash-check',
  // A rate is its own record of who entered it and when (created_by, created_at), and is never
  // edited or deleted: an event would repeat the row.
  'POST /api/exchange-rates',
  'POST /api/exchange-rates/import',
  // Switching a currency on or off has no audit record type yet (its key is a code, not an id).
  'PUT /api/currencies/:code',
];

const WRITES = Object.keys(ACCESS).filter((k) => !k.startsWith('GET '));

describe('audit events for every write route', () => {
  it('has a case for every write route in the route table', () => {
    expect(WRITES.filter((k) => !CASES[k] && !NO_EVENT.includes(k))).toEqual([]);
  });

  it.each(Object.keys(CASES))('%s records exactly one event', async (route) => {
    let before = 0;
    let writer: number | null = admin.id;
    const expected = await CASES[route]!(async (method, url, body, token) => {
      expect(routeOf(method, url).key, 'the write goes to the route of its case').toBe(route);
      before = await lastId();
      const res = await ok(method, url, body, token === '' ? '' : (token ?? admin.token));
      return res;
    });
    const events = await eventsSince(before);
    expect(events, JSON.stringify(events)).toHaveLength(1);
    const e = events[0]!;
    if (expected.user_id !== undefined) writer = expected.user_id;
    expect(e).toMatchObject({
      action: expected.action,
      record_type: expected.record_type,
      record_id: expected.record_id,
      user_id: writer,
      ip: IP,
    });
    if (writer === admin.id) expect(e.actor_label).toBe(admin.name);
    if (expected.parent) expect({ type: e.parent_type, id: e.parent_id }).toEqual(expected.parent);
    if (expected.note) expect(e.note).toBe(expected.note);
    for (const c of expected.changes ?? []) expect(e.changes).toContainEqual(c);
    // Only changed fields, each with a label, and never a secret.
    for (const c of e.changes) {
      expect(c.before, c.field).not.toBe(c.after);
      expect(c.label.length).toBeGreaterThan(0);
    }
    expect(JSON.stringify([e.changes, e.note])).not.toMatch(/password|token|\$argon2/i);
    if (expected.action === 'update' && route !== 'POST /api/enquiries/:id/communication')
      expect(e.changes.every((c) => c.before !== null || c.after !== null)).toBe(true);
  });
});

describe('refused writes record nothing', () => {
  const refusable = WRITES.filter((k) => !['POST /api/logout'].includes(k));

  it.each(refusable)('%s with a bad body or a missing record', async (route) => {
    const [method, path] = route.split(' ') as [string, string];
    const before = await lastId();
    const res = await call(
      method,
      path.replace(/:\w+/g, '999999'),
      method === 'DELETE' ? undefined : {},
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await eventsSince(before)).toEqual([]);
  });

  it('records nothing when a staff member without permission is refused (403)', async () => {
    const clerk = await createUser(t.app, { role: 'staff' });
    const token = await tokenFor(t.app, clerk.id);
    const b = await booking();
    const before = await lastId();
    for (const route of WRITES.filter(
      (k) => !['public', 'signed-in'].includes(ACCESS[k] as string),
    )) {
      const [method, path] = route.split(' ') as [string, string];
      const res = await call(method, path.replace(/:\w+/g, String(b.id)), {}, token);
      expect(res.status, route).toBe(403);
    }
    expect(await eventsSince(before)).toEqual([]);
  });

  it('records a failed sign-in by nobody, labelled with the email typed, never the password', async () => {
    const u = await createUser(t.app);
    const before = await lastId();
    const res = await call(
      'POST',
      '/api/login',
      { email: u.email, password: 'Wrong-pass-123' },
      '',
    );
    expect(res.status).toBe(401);
    const events = await eventsSince(before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'login_failed',
      record_type: 'session',
      user_id: null,
      actor_label: u.email,
      ip: IP,
    });
    expect(JSON.stringify(events[0])).not.toContain('Wrong-pass-123');
  });

  it('rolls the event back with a write that fails after it would be recorded', async () => {
    // A sale below what was paid is refused inside the transaction: nothing is kept.
    const b = await booking();
    await ok('POST', `/api/bookings/${b.id}/payment`, {
      payment_date: '2026-11-01',
      amount: '4000.00',
      payment_method: 'cash',
    });
    const before = await lastId();
    const res = await call('PUT', `/api/bookings/${b.id}`, {
      guest_name: 'Rahul Kapoor',
      sale_amount: '100.00',
      purchase_amount: '50.00',
    });
    expect(res.status).toBe(422);
    expect(await eventsSince(before)).toEqual([]);
  });
});

describe('the audit table is append-only', () => {
  it.each([
    ['UPDATE', sql`update audit_events set note = 'edited'`],
    ['DELETE', sql`delete from audit_events`],
    ['TRUNCATE', sql`truncate audit_events`],
  ])('the database refuses %s', async (_op, statement) => {
    await booking();
    const n = await lastId();
    expect(n).toBeGreaterThan(0);
    const error = await t.db.execute(statement).then(
      () => null,
      (e: Error) => e,
    );
    expect(String((error?.cause as Error | undefined)?.message ?? error)).toMatch(/append-only/);
    expect(await lastId()).toBe(n);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_events where note = 'edited'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('offers no API that changes or deletes an event', () => {
    // The log and its export: reads only.
    const routes = t.app.routeList.filter((r) => r.url.includes('audit'));
    expect([...new Set(routes.map((r) => r.method))]).toEqual(['GET']);
  });

  it('keeps a deleted user’s events, with their name', async () => {
    const s = await staffMember();
    const token = await login(t.app, s.user.email, 'Staff-pass-123');
    const userId = s.user.id;
    await ok('DELETE', `/api/staff/${s.id}`);
    const { rows } = await t.db.execute<EventRow>(
      sql`select * from audit_events where user_id = ${userId}`,
    );
    expect(token).toBeTruthy();
    expect(rows.map((r) => r.action)).toEqual(['login']);
    const list = await audit({ user_id: userId });
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ user: null, actor_label: s.user.name, action: 'login' });
  });
});

describe('History and the Audit log', () => {
  it('shows a booking’s events and its payments’ newest first, in the contract shape', async () => {
    const b = await booking();
    await ok('POST', `/api/bookings/${b.id}/payment`, {
      payment_date: '2026-11-01',
      amount: '1000.00',
      payment_method: 'cash',
    });
    const res = (await as(auditEndpoints.bookingHistory, { params: { id: b.id } })).ok;
    expect(res.data.map((e) => [e.record_type, e.action])).toEqual([
      ['payment', 'create'],
      ['booking', 'create'],
    ]);
    expect(res.data[0]).toMatchObject({
      user: { id: admin.id, name: admin.name },
      actor_label: admin.name,
      record_label: b.file_number,
    });
    // The address stays in the Audit log (history-access.test.ts).
    expect(res.data[0]).not.toHaveProperty('ip');
    expect(Date.parse(res.data[0]!.at)).toBeGreaterThanOrEqual(Date.parse(res.data[1]!.at));
  });

  it('answers 403 to someone who may not view the record, like its detail page', async () => {
    const b = await booking();
    const clerk = await createUser(t.app, { role: 'staff', permissions: ['view_accounts'] });
    const token = await tokenFor(t.app, clerk.id);
    expect((await call('GET', `/api/bookings/${b.id}`, undefined, token)).status).toBe(403);
    expect((await call('GET', `/api/bookings/${b.id}/history`, undefined, token)).status).toBe(403);
    expect((await as(auditEndpoints.list, { token })).status).toBe(403);
  });

  it('shows an agent’s payments on its bookings, and an account’s transactions', async () => {
    const b = await agentBooking();
    const agentId = b.agent_id!;
    await ok('POST', `/api/bookings/${b.id}/agent-payments`, {
      payment_date: '2026-11-01',
      amount: '100.00',
    });
    const agentHistory = (await as(auditEndpoints.agentHistory, { params: { id: agentId } })).ok
      .data;
    expect(agentHistory.map((e) => e.record_type)).toContain('agent_payment');
    const { tx } = await transaction();
    const accountHistory = (
      await as(auditEndpoints.accountHistory, { params: { id: tx.account_id } })
    ).ok.data;
    expect(accountHistory[0]).toMatchObject({ record_type: 'transaction', record_id: tx.id });
  });

  it('filters the Audit log by person, record type, action and days, paged', async () => {
    const user = await createUser(t.app, { role: 'admin' });
    const token = await tokenFor(t.app, user.id);
    for (const name of ['Fuel A', 'Fuel B', 'Fuel C'])
      await ok('POST', '/api/transaction-categories', { name }, token);
    const res = await as(auditEndpoints.list, {
      query: { user_id: user.id, record_type: 'category', action: 'create', per_page: 2, page: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.ok).toMatchObject({ total: 3, per_page: 2, current_page: 1, last_page: 2 });
    expect(res.ok.data.map((e) => e.record_label)).toEqual(['Fuel C', 'Fuel B']);
    const past = await audit({ user_id: user.id, to: '2001-01-01' });
    expect(past.total).toBe(0);
    const bad = await as(auditEndpoints.list, { query: { action: 'erase' } });
    expect(bad.status).toBe(422);
  });
});
