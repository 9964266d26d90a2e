import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@app/contract';
import {
  addDays,
  agentEndpoints,
  bookingEndpoints,
  branchEndpoints,
  dayPlanEndpoints,
  enquiryEndpoints,
  staffEndpoints,
  todayIn,
} from '@app/contract';
import type { TestContext } from '../test/app.ts';
import { createTestApp } from '../test/app.ts';
import type { CallArgs } from '../test/answers.ts';
import { callEndpoint } from '../test/answers.ts';
import { agentValues, branchValues, createAgent, signIn, staffValues } from '../test/factories.ts';

/**
 * The server refuses, with a field message, what it used to change or take
 * silently. The agency's zone is UTC+14 here, so "today" there is often tomorrow in UTC: a
 * server reading the date from its own clock would refuse today's payments.
 */
const ZONE = 'Pacific/Kiritimati';
let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ appTimezone: ZONE });
  token = (await signIn(t.app, { role: 'admin' })).token;
});
afterAll(() => t.close());

/** A catalogued call as the admin: a success parsed by its schema, a refusal by the envelope. */
const call = <E extends Endpoint>(e: E, args: CallArgs<E> = {}) =>
  callEndpoint(t.app, e, { token, ...args });
const today = () => todayIn(ZONE);
const PHONE = 'must be a phone number: 7 to 15 digits, with an optional +, spaces and dashes.';
const enquiry = (o: object = {}) => ({
  customer_name: 'Anita',
  customer_email: 'anita@mail.example',
  customer_mobile: '+91 98111 00000',
  ...o,
});
const bookingBody = (o: object = {}) => ({
  guest_name: 'G',
  sale_amount: '1000',
  purchase_amount: '500',
  ...o,
});

describe('negative money is refused, never clamped', () => {
  it('a budget of -5,000 is a field error, and 0 stays possible', async () => {
    const res = await call(enquiryEndpoints.create, {
      payload: enquiry({ estimated_budget: -5000 }),
    });
    expect(res.status).toBe(422);
    expect(res.failure.errors).toEqual({
      estimated_budget: ['The estimated budget must not be negative.'],
    });
    const zero = await call(enquiryEndpoints.create, {
      payload: enquiry({ estimated_budget: '0' }),
    });
    expect(zero.status).toBe(201);
    expect(zero.ok.data.estimated_budget).toBe('0.00');
  });

  it('every money field says so in words', async () => {
    const agent = await createAgent(t.app);
    const cases: [Endpoint, object, string, string][] = [
      [bookingEndpoints.create, bookingBody({ sale_amount: '-1' }), 'sale_amount', 'sale amount'],
      [
        bookingEndpoints.create,
        bookingBody({ purchase_amount: -0.01 }),
        'purchase_amount',
        'purchase amount',
      ],
      [
        enquiryEndpoints.create,
        enquiry({ enquiry_type: 'agent', agent_id: agent.id, expected_sale_amount: '-10' }),
        'expected_sale_amount',
        'expected sale amount',
      ],
      [
        dayPlanEndpoints.create,
        { plan_date: today(), guest_name: 'G', service_description: 'S', amount: '-3' },
        'amount',
        'amount',
      ],
      [staffEndpoints.create, staffValues({ salary: '-100' }), 'salary', 'salary'],
      [
        agentEndpoints.create,
        agentValues({ commission_rate: '-2' }),
        'commission_rate',
        'commission rate',
      ],
    ];
    for (const [e, body, field, label] of cases) {
      const res = await call(e, { payload: body });
      expect(res.status, e.path).toBe(422);
      expect(res.failure.errors?.[field], e.path).toEqual([`The ${label} must not be negative.`]);
    }
  });
});

describe('mobiles and phones must be phone numbers', () => {
  it('refuses "abc" on every phone field, with the field message', async () => {
    const agent = await createAgent(t.app);
    const cases: [Endpoint, object, string, string][] = [
      [
        enquiryEndpoints.create,
        enquiry({ customer_mobile: 'abc' }),
        'customer_mobile',
        'customer mobile',
      ],
      [
        enquiryEndpoints.create,
        enquiry({ customer_alternate_mobile: 'abc' }),
        'customer_alternate_mobile',
        'customer alternate mobile',
      ],
      [
        enquiryEndpoints.create,
        enquiry({ enquiry_type: 'agent', agent_id: agent.id, customer_mobile: 'abc' }),
        'customer_mobile',
        'customer mobile',
      ],
      [
        agentEndpoints.create,
        agentValues({ primary_mobile: 'abc' }),
        'primary_mobile',
        'primary mobile',
      ],
      [
        agentEndpoints.create,
        agentValues({ secondary_mobile: 'abc' }),
        'secondary_mobile',
        'secondary mobile',
      ],
      [staffEndpoints.create, staffValues({ phone: 'abc' }), 'phone', 'phone'],
      [
        staffEndpoints.create,
        staffValues({ emergency_contact: 'abc' }),
        'emergency_contact',
        'emergency contact',
      ],
      [branchEndpoints.create, branchValues({ phone: 'abc' }), 'phone', 'phone'],
      [
        bookingEndpoints.create,
        bookingBody({ guest_mobile: 'abc' }),
        'guest_mobile',
        'guest mobile',
      ],
      [
        dayPlanEndpoints.create,
        { plan_date: today(), guest_name: 'G', service_description: 'S', driver_mobile: 'abc' },
        'driver_mobile',
        'driver mobile',
      ],
    ];
    for (const [e, body, field, label] of cases) {
      const res = await call(e, { payload: body });
      expect(res.status, `${e.path} ${field}`).toBe(422);
      expect(res.failure.errors?.[field], `${e.path} ${field}`).toEqual([`The ${label} ${PHONE}`]);
    }
  });

  it('refuses too few and too many digits; keeps a real number as typed', async () => {
    for (const bad of ['12345', '+1234567890123456', '98200 abc 00', '++91 98200 00000']) {
      const res = await call(enquiryEndpoints.create, {
        payload: enquiry({ customer_mobile: bad }),
      });
      expect(res.status, bad).toBe(422);
    }
    const res = await call(enquiryEndpoints.create, {
      payload: enquiry({ customer_mobile: ' +971-4-123 4567 ' }),
    });
    expect(res.status).toBe(201);
    expect(res.ok.data.customer_mobile).toBe('+971-4-123 4567');
  });
});

describe('dates that cannot have happened yet', () => {
  it('refuses a payment dated after today in the agency time zone; today is fine', async () => {
    const b = (await call(bookingEndpoints.create, { payload: bookingBody() })).ok.data;
    const pay = (payment_date: string) =>
      call(bookingEndpoints.addPayment, {
        params: { id: b.id },
        payload: {
          payment_date,
          amount: '10',
          payment_method: 'cash',
        },
      });
    for (const d of ['2030-01-01', addDays(today(), 1)]) {
      const res = await pay(d);
      expect(res.status, d).toBe(422);
      expect(res.failure.errors).toEqual({
        payment_date: ['The payment date cannot be in the future.'],
      });
    }
    expect((await pay(today())).status).toBe(201);
    const read = (await call(bookingEndpoints.get, { params: { id: b.id } })).ok.data;
    expect(read.payments).toHaveLength(1);
  });

  it('refuses an agent payment dated in the future', async () => {
    const agent = await createAgent(t.app, { commission_rate: '10' });
    const b = (
      await call(bookingEndpoints.create, { payload: bookingBody({ agent_id: agent.id }) })
    ).ok.data;
    const pay = (payment_date: string) =>
      call(bookingEndpoints.addAgentPayment, {
        params: { id: b.id },
        payload: {
          payment_date,
          amount: '10',
          payment_method: 'cash',
        },
      });
    const res = await pay(addDays(today(), 1));
    expect(res.status).toBe(422);
    expect(res.failure.errors).toEqual({
      payment_date: ['The payment date cannot be in the future.'],
    });
    expect((await pay(today())).status).toBe(201);
  });

  it('refuses a staff birth date in the future, on create and on edit', async () => {
    const res = await call(staffEndpoints.create, {
      payload: staffValues({ date_of_birth: '2030-01-01' }),
    });
    expect(res.status).toBe(422);
    expect(res.failure.errors).toEqual({
      date_of_birth: ['The date of birth cannot be in the future.'],
    });
    const made = await call(staffEndpoints.create, {
      payload: staffValues({ date_of_birth: '1990-05-01' }),
    });
    expect(made.status).toBe(201);
    const { user, ...rest } = made.ok.data;
    const edit = await call(staffEndpoints.update, {
      params: { id: made.ok.data.id },
      payload: {
        ...staffValues(),
        ...rest,
        name: user.name,
        email: user.email,
        role: user.role,
        password: '',
        date_of_birth: addDays(today(), 1),
      },
    });
    expect(edit.status).toBe(422);
    expect(edit.failure.errors).toEqual({
      date_of_birth: ['The date of birth cannot be in the future.'],
    });
    expect(
      (await call(staffEndpoints.get, { params: { id: made.ok.data.id } })).ok.data.date_of_birth,
    ).toBe('1990-05-01');
  });
});
