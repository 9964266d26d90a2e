import Decimal from 'decimal.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint } from '@app/contract';
import {
  addDays,
  accountEndpoints,
  agentEndpoints,
  bookingEndpoints,
  branchEndpoints,
  dayPlanEndpoints,
  enquiryEndpoints,
  staffEndpoints,
  todayIn,
  transactionEndpoints,
} from '@app/contract';
import type { TestContext } from '../test/app.ts';
import { createTestApp } from '../test/app.ts';
import { callEndpoint } from '../test/answers.ts';
import {
  agentValues,
  branchValues,
  createAccount,
  createCategory,
  signIn,
  staffValues,
  transactionValues,
} from '../test/factories.ts';

/**
 * Refuse, never rewrite, as a property: whatever the server stores equals what was sent, or the
 * request was refused (4xx). The only normalisations allowed are the documented ones: text
 * is trimmed, blank optional text is null, money compares as an exact decimal ("5000" is
 * "5000.00"). And what the rules forbid (negative money, a mobile that is not a phone number,
 * a birth date after today) is always refused, never stored in another form.
 * FUZZ_RUNS sets the runs per route (default 50).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const ZONE = 'Pacific/Kiritimati'; // UTC+14: "today" here is often tomorrow in UTC.

let t: TestContext;
let token: string;
let accountId = 0;
let categoryId = 0;
beforeAll(async () => {
  t = await createTestApp({ appTimezone: ZONE });
  token = (await signIn(t.app, { role: 'admin' })).token;
  accountId = (await createAccount(t.app)).id;
  categoryId = (await createCategory(t.app)).id;
}, 60_000);
afterAll(() => t.close());

const today = () => todayIn(ZONE);
const shift = (n: number) => addDays(today(), n);

type Kind = 'money' | 'signedMoney' | 'rate' | 'phone' | 'text' | 'date' | 'pastDate' | 'count';

const MONEY = fc.oneof(
  fc.constantFrom<unknown>(
    '-5000',
    -5000,
    -0.01,
    '-0',
    '0',
    0,
    '5000',
    5000,
    '5000.5',
    '5000.50',
    ' 42 ',
    '0.01',
    '999999999999.99',
    '1000000000000',
    '12.345',
    0.1 + 0.2,
    '1,000',
    '1e3',
    'abc',
    '',
    null,
  ),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc
    .tuple(fc.integer({ min: -99_999, max: 9_999_999 }), fc.integer({ min: 0, max: 999 }))
    .map(([a, b]) => `${a}.${b}`),
);
const PHONE = fc.oneof(
  fc.constantFrom<unknown>(
    'abc',
    '+91 98200 00000',
    '  9820000000 ',
    '022-4000-1234',
    '+971-4-123 4567',
    '1234567',
    '123456',
    '+1234567890123456',
    '123456789012345',
    '(022) 4000 1234',
    '++91 98200 00000',
    '98200 00000 ',
    '98200-',
    '+ 98200 00000',
    '',
    ' ',
    null,
  ),
  fc.stringMatching(/^\+?[0-9 -]{0,20}$/),
);
const TEXT = fc.oneof(
  fc.constantFrom<unknown>('  padded  ', 'Plain', '', ' ', null, 'Ünïcödé ✓ →', 'x'.repeat(300)),
  fc.string({ maxLength: 40 }),
);
const DATE = () =>
  fc.oneof(
    fc.constantFrom<unknown>('2030-01-01', '1990-05-01', '2026-02-30', '2026-13-01', '', null),
    fc.integer({ min: -400, max: 3 }).map(shift),
  );
const COUNT = fc.constantFrom<unknown>(0, 1, 2, '3', -1, 1.5, 1000, '', null);
const ARB: Record<Kind, () => fc.Arbitrary<unknown>> = {
  money: () => MONEY,
  signedMoney: () => MONEY,
  rate: () => fc.oneof(MONEY, fc.constantFrom<unknown>('100', '100.01', '12.5', '-1')),
  phone: () => PHONE,
  text: () => TEXT,
  date: DATE,
  pastDate: DATE,
  count: () => COUNT,
};

/** The rule, restated here as the oracle: 7-15 digits, an optional leading +, spaces, dashes. */
const isPhoneNumber = (v: string) =>
  /^\+?\d([\d -]*\d)?$/.test(v) &&
  v.replace(/\D/g, '').length >= 7 &&
  v.replace(/\D/g, '').length <= 15;

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && !v.trim());
const asDecimal = (v: unknown) => {
  try {
    return new Decimal(String(v).trim());
  } catch {
    return null;
  }
};

/** What the rules forbid outright: the server must refuse it, whatever else is sent. */
function forbidden(kind: Kind, v: unknown) {
  if (blank(v)) return false;
  if (kind === 'phone') return typeof v !== 'string' || !isPhoneNumber(v.trim());
  if (kind === 'money' || kind === 'rate') {
    const d = asDecimal(v);
    return d !== null && d.isNegative() && !d.isZero();
  }
  if (kind === 'pastDate') return typeof v === 'string' && v > today();
  return false;
}

/** Sent equals stored, after only the documented normalisations. */
function same(kind: Kind, sent: unknown, stored: unknown) {
  if (blank(sent) && kind !== 'count') return stored === null || stored === undefined;
  switch (kind) {
    case 'money':
    case 'signedMoney':
    case 'rate': {
      const a = asDecimal(sent);
      const b = asDecimal(stored);
      return a !== null && b !== null && a.eq(b);
    }
    case 'count':
      return Number(sent) === stored;
    default:
      return typeof sent === 'string' && sent.trim() === stored;
  }
}

/**
 * The cases hold their endpoints as plain `Endpoint`s, so the answer (already parsed by its
 * own schema in callEndpoint) is typed `unknown` here: this reads it as a record with an id,
 * keeping every field for the comparison.
 */
const saved = z.object({ data: z.looseObject({ id: z.number() }) });

interface RouteCase {
  name: string;
  /** The record's create and its read, called through the catalogue (answers parsed). */
  create: Endpoint;
  get: Endpoint;
  base: () => Record<string, unknown>;
  fields: Record<string, Kind>;
  /** Where the field sits in the read (default: top level). */
  pick?: (data: Record<string, unknown>, field: string) => unknown;
}

const CASES: RouteCase[] = [
  {
    name: 'branches',
    create: branchEndpoints.create,
    get: branchEndpoints.get,
    base: () => branchValues(),
    fields: { phone: 'phone', name: 'text', additional_notes: 'text' },
  },
  {
    name: 'staff',
    create: staffEndpoints.create,
    get: staffEndpoints.get,
    base: () => staffValues(),
    fields: {
      phone: 'phone',
      emergency_contact: 'phone',
      salary: 'money',
      date_of_birth: 'pastDate',
      department: 'text',
    },
  },
  {
    name: 'accounts',
    create: accountEndpoints.create,
    get: accountEndpoints.get,
    base: () => ({
      name: 'Fuzz Account',
      code: `FZ-${Math.random().toString(36).slice(2, 10)}`,
      type: 'asset',
      opening_balance: '10',
    }),
    // The spec lets an opening balance be negative (an overdraft, a liability).
    fields: { opening_balance: 'signedMoney', description: 'text' },
  },
  {
    name: 'agents',
    create: agentEndpoints.create,
    get: agentEndpoints.get,
    base: () => agentValues(),
    fields: {
      primary_mobile: 'phone',
      secondary_mobile: 'phone',
      commission_rate: 'rate',
      notes: 'text',
    },
  },
  {
    name: 'enquiries',
    create: enquiryEndpoints.create,
    get: enquiryEndpoints.get,
    base: () => ({
      customer_name: 'Fuzz Guest',
      customer_email: 'fuzz@mail.example',
      customer_mobile: '+91 98111 00000',
    }),
    fields: {
      customer_mobile: 'phone',
      customer_alternate_mobile: 'phone',
      estimated_budget: 'money',
      number_of_children: 'count',
      follow_up_date: 'date',
      special_requirements: 'text',
    },
  },
  {
    name: 'bookings',
    create: bookingEndpoints.create,
    get: bookingEndpoints.get,
    base: () => ({ guest_name: 'Fuzz Guest', sale_amount: '1000', purchase_amount: '500' }),
    fields: {
      guest_mobile: 'phone',
      sale_amount: 'money',
      purchase_amount: 'money',
      total_children: 'count',
      travel_start_date: 'date',
      destination: 'text',
    },
  },
  {
    name: 'day plans',
    create: dayPlanEndpoints.create,
    get: dayPlanEndpoints.get,
    base: () => ({ plan_date: today(), guest_name: 'Fuzz Guest', service_description: 'Transfer' }),
    fields: {
      driver_mobile: 'phone',
      amount: 'money',
      plan_date: 'date',
      remarks: 'text',
    },
  },
  {
    name: 'transactions',
    create: transactionEndpoints.create,
    get: transactionEndpoints.get,
    base: () => transactionValues(accountId, categoryId),
    fields: { amount: 'money', transaction_date: 'date', reference: 'text', description: 'text' },
  },
];

describe(`stored equals sent, or refused (${RUNS} runs a route)`, () => {
  it.each(CASES.map((c) => [c.name, c] as const))(
    '%s',
    async (_name, c) => {
      const entries = Object.entries(c.fields);
      // Each run changes a few fields of a valid body (leaving others out or at the base).
      const arb = fc.record(
        Object.fromEntries(
          entries.map(([f, kind]) => [f, fc.option(ARB[kind](), { nil: undefined, freq: 3 })]),
        ),
      );
      let accepted = 0;
      const check = (numRuns: number) =>
        fc.assert(
          fc.asyncProperty(arb, async (changes) => {
            const sent = { ...c.base() };
            for (const [f, v] of Object.entries(changes)) if (v !== undefined) sent[f] = v;
            const res = await callEndpoint(t.app, c.create, { token, payload: sent });
            const what = `${c.create.path} ${JSON.stringify(sent)} → ${res.status} ${res.text.slice(0, 300)}`;
            expect(res.status, what).toBeLessThan(500);
            const mustRefuse = entries.filter(([f, kind]) => forbidden(kind, sent[f]));
            if (res.status >= 300) {
              expect(res.status, what).toBeGreaterThanOrEqual(400);
              return;
            }
            expect(
              mustRefuse.map(([f]) => f),
              `accepted what the rules forbid: ${what}`,
            ).toEqual([]);
            accepted++;
            const read = await callEndpoint(t.app, c.get, {
              params: { id: saved.parse(res.ok).data.id },
              token,
            });
            expect(read.status, what).toBe(200);
            const data = saved.parse(read.ok).data;
            for (const [f, kind] of entries) {
              if (!(f in sent)) continue;
              const stored = c.pick ? c.pick(data, f) : data[f];
              expect(
                same(kind, sent[f], stored),
                `${f}: sent ${JSON.stringify(sent[f])}, stored ${JSON.stringify(stored)}`,
              ).toBe(true);
            }
          }),
          { numRuns, endOnFailure: true },
        );
      await check(RUNS);
      // Not a vacuous pass: some of the mixes are valid and stored. Most mixes hold a value the
      // rules refuse (a staff body took 3 to 9 of 50, a booking 1 to 9), so now and then none of
      // a route's 50 was valid (a CI run, staff on PostgreSQL 15): such a route runs four times as
      // many before it is held to that, and then it fails only if valid mixes are truly rare.
      if (accepted === 0) await check(RUNS * 4);
      expect(accepted).toBeGreaterThan(0);
    },
    120_000,
  );
});
