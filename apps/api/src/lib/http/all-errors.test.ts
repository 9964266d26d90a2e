import type { ApiFailure, Endpoint } from '@app/contract';
import {
  addDays,
  agentEndpoints,
  bookingEndpoints,
  enquiryEndpoints,
  staffEndpoints,
  todayIn,
} from '@app/contract';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { agentValues, createAgent, signIn, staffValues } from '../../../test/factories.ts';
import { describe, expect, test } from '../../../test/fixture.ts';

// A request with several wrong fields gets every field's message in one 422,
// the schema's and the business checks' (records that must exist, values that must be
// free, dates in order), so a form is never fixed one error per save.

const MISSING = 2_000_000_000; // a valid id no record has

/** A 422 whose errors name exactly these fields, each with this message. */
function expectErrors(
  res: { status: number; failure: ApiFailure },
  expected: Record<string, string>,
) {
  expect(res.status).toBe(422);
  expect(res.failure.success).toBe(false);
  const got = Object.fromEntries(
    Object.entries(res.failure.errors ?? {}).map(([k, v]) => [k, v.join(' ')]),
  );
  expect(got).toEqual(expected);
}

const reversed = { travel_start_date: '2026-05-10', travel_end_date: '2026-05-01' };
const REVERSED = 'The travel end date must be on or after the start date.';

/** The admin's catalogued calls, and a staff member and an agent whose unique values are taken. */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t }) => {
  /** A catalogued call as the admin; a refusal's body is parsed by the error envelope. */
  const call = <E extends Endpoint>(e: E, args: CallArgs<E>) =>
    callEndpoint(t.app, e, { token, ...args });

  const token = (await signIn(t.app, { role: 'admin' })).token;
  const staff = staffValues();
  const made = await call(staffEndpoints.create, { payload: staff });
  expect(made.status).toBe(201);
  const agent = await createAgent(t.app);
  const taken = {
    email: staff.email,
    employee_id: staff.employee_id,
    code: agent.code,
    staffId: made.ok.data.id,
  };
  return { token, taken, call };
});

describe('every wrong field in one answer', () => {
  it('booking create: schema errors, dates out of order and unknown records together', async ({
    desk: { call },
  }) => {
    const res = await call(bookingEndpoints.create, {
      payload: {
        guest_name: '',
        guest_email: 'not-an-email',
        sale_amount: 'lots',
        purchase_amount: '100',
        ...reversed,
        agent_id: MISSING,
        sales_person_id: MISSING,
        accommodations: [
          { hotel_name: '', check_in_date: '2026-05-10', check_out_date: '2026-05-09' },
        ],
      },
    });
    expectErrors(res, {
      guest_name: 'The guest name field is required.',
      guest_email: 'The guest email must be a valid email address.',
      sale_amount: 'The sale amount must be a number.',
      travel_end_date: REVERSED,
      agent_id: 'The selected agent is invalid.',
      sales_person_id: 'The selected person is invalid.',
      'accommodations.0.hotel_name': 'The hotel name field is required.',
      'accommodations.0.check_out_date': 'The check out date must be after the check in date.',
    });
  });

  it('booking create and update: a valid body naming two missing records hears of both', async ({
    desk: { call },
  }) => {
    const body = { guest_name: 'Asha', sale_amount: '10', purchase_amount: '5' };
    const wrong = { agent_id: MISSING, ops_person_id: MISSING };
    const expected = {
      agent_id: 'The selected agent is invalid.',
      ops_person_id: 'The selected person is invalid.',
    };
    expectErrors(await call(bookingEndpoints.create, { payload: { ...body, ...wrong } }), expected);
    const made = await call(bookingEndpoints.create, { payload: body });
    expect(made.status).toBe(201);
    expectErrors(
      await call(bookingEndpoints.update, {
        params: { id: made.ok.data.id },
        payload: { ...body, ...wrong },
      }),
      expected,
    );
  });

  it('direct enquiry create: blank, wrong, out of order and an unknown assignee', async ({
    desk: { call },
  }) => {
    const res = await call(enquiryEndpoints.create, {
      payload: {
        customer_name: '',
        customer_email: 'nope',
        customer_mobile: 'abc',
        ...reversed,
        assigned_to: MISSING,
      },
    });
    expectErrors(res, {
      customer_name: 'The customer name field is required.',
      customer_email: 'The customer email must be a valid email address.',
      customer_mobile:
        'The customer mobile must be a phone number: 7 to 15 digits, with an optional +, spaces and dashes.',
      travel_end_date: REVERSED,
      assigned_to: 'The selected assigned to is invalid.',
    });
  });

  it('agent enquiry create: an unknown agent and assignee with the schema errors', async ({
    desk: { call },
  }) => {
    const res = await call(enquiryEndpoints.create, {
      payload: {
        enquiry_type: 'agent',
        agent_id: MISSING,
        assigned_to: MISSING,
        customer_email: 'nope',
        ...reversed,
      },
    });
    expectErrors(res, {
      agent_id: 'The selected agent is invalid.',
      assigned_to: 'The selected assigned to is invalid.',
      customer_email: 'The customer email must be a valid email address.',
      travel_end_date: REVERSED,
    });
  });

  it('staff create: taken email and employee id, unknown branch, future birth, weak password', async ({
    app,
    desk: { taken, call },
  }) => {
    const res = await call(staffEndpoints.create, {
      payload: staffValues({
        name: '',
        email: taken.email.toUpperCase(),
        employee_id: taken.employee_id,
        branch_id: MISSING,
        // Tomorrow in the agency's calendar ("next 1 January" by UTC's year was today in
        // Kolkata on 31 December's evening).
        date_of_birth: addDays(todayIn(app.app.appTimezone), 1),
        phone: '12',
        password: 'password1',
        password_confirmation: 'password2',
      }),
    });
    expectErrors(res, {
      name: 'The name field is required.',
      email: 'The email has already been taken.',
      employee_id: 'The employee id has already been taken.',
      branch_id: 'The selected branch is invalid.',
      date_of_birth: 'The date of birth cannot be in the future.',
      phone:
        'The phone must be a phone number: 7 to 15 digits, with an optional +, spaces and dashes.',
      password: expect.stringMatching(/password/i),
      password_confirmation: 'The password confirmation does not match.',
    });
  });

  it('staff create with a valid body: both taken values at once; edit keeps its own', async ({
    desk: { taken, call },
  }) => {
    const res = await call(staffEndpoints.create, {
      payload: staffValues({ email: taken.email, employee_id: taken.employee_id }),
    });
    expectErrors(res, {
      email: 'The email has already been taken.',
      employee_id: 'The employee id has already been taken.',
    });
    const own = staffValues({
      email: taken.email,
      employee_id: taken.employee_id,
      password: '',
      password_confirmation: '',
    });
    expect(
      (await call(staffEndpoints.update, { params: { id: taken.staffId }, payload: own })).status,
    ).toBe(200);
  });

  it('agent create: a taken code with the schema errors', async ({ desk: { taken, call } }) => {
    const res = await call(agentEndpoints.create, {
      payload: agentValues({
        name: '',
        code: taken.code,
        primary_email: 'nope',
        commission_rate: '101',
      }),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.failure.errors ?? {}).sort()).toEqual(
      ['code', 'commission_rate', 'name', 'primary_email'].sort(),
    );
    expect(res.failure.errors?.code).toEqual(['The code has already been taken.']);
    expect(res.failure.errors?.name).toEqual(['The name field is required.']);
  });
});
