import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@app/contract';
import { enquiryEndpoints as ep, RATE_MESSAGES } from '@app/contract';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { createAgent, createUser, signIn, tourismStaff } from '../../../test/factories.ts';

let t: TestContext;
let me: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  me = await signIn(t.app, tourismStaff({ name: 'Sales Sam' }));
});
afterAll(() => t.close());

/** A catalogued call as tourism staff, its answer parsed with the endpoint's schema. */
const call = <E extends Endpoint>(e: E, args: CallArgs<E> = {}) =>
  callEndpoint(t.app, e, { token: me.token, ...args });
const create = (payload: object) => call(ep.create, { payload });
const direct = (o: Record<string, unknown> = {}) => ({
  customer_name: 'Anita Sharma',
  customer_email: 'anita@example.com',
  customer_mobile: '+91 98111 00000',
  ...o,
});

describe('direct enquiries', () => {
  it('creates with a generated ENQ-YYYY-NNNNN number, defaults and the initial message', async () => {
    const res = await create(
      direct({ destination: 'Dubai', initial_message: 'Wants a 5-night package' }),
    );
    expect(res.status).toBe(201);
    expect(res.ok.message).toBe('Enquiry created successfully!');
    expect(res.ok.data.enquiry_number).toMatch(/^ENQ-\d{4}-\d{5}$/);
    expect(res.ok.data).toMatchObject({
      enquiry_type: 'direct',
      number_of_adults: 1,
      number_of_children: 0,
      travel_type: 'domestic',
      budget_type: 'total',
      status: 'new',
      priority: 'medium',
      source: 'website',
      currency: 'INR',
      agent: null,
    });
    const read = await call(ep.get, { params: { id: res.ok.data.id } });
    expect(read.ok.data.communications).toEqual([
      expect.objectContaining({
        type: 'note',
        message: 'Wants a 5-night package',
        user: { id: me.user.id, name: 'Sales Sam' },
      }),
    ]);
  });

  it('applies the spec rules: required fields, email, whole numbers, minimums, enums, dates', async () => {
    const empty = await create({});
    expect(Object.keys(empty.failure.errors ?? {}).sort()).toEqual([
      'customer_email',
      'customer_mobile',
      'customer_name',
    ]);
    const bad = await create(
      direct({
        customer_email: 'nope',
        number_of_adults: 0,
        number_of_children: 1.5,
        status: 'won',
        priority: 'asap',
        source: 'tv',
        accommodation_preference: '7-star',
        travel_start_date: '2026-05-10',
        travel_end_date: '2026-05-01',
      }),
    );
    expect(bad.failure.errors).toEqual({
      customer_email: ['The customer email must be a valid email address.'],
      number_of_adults: ['The number of adults must be between 1 and 999.'],
      number_of_children: ['The number of children must be a whole number.'],
      status: ['The status field is required.'],
      priority: ['The priority field is required.'],
      source: ['The source field is required.'],
      accommodation_preference: ['The selected accommodation preference is invalid.'],
      // With the others, not after them (every error in one answer).
      travel_end_date: ['The travel end date must be on or after the start date.'],
    });
    const dates = await create(
      direct({ travel_start_date: '2026-05-10', travel_end_date: '2026-05-01' }),
    );
    expect(dates.failure.errors).toEqual({
      travel_end_date: ['The travel end date must be on or after the start date.'],
    });
    const strings = await create(direct({ number_of_adults: '3', number_of_children: '2' }));
    expect(strings.ok.data).toMatchObject({ number_of_adults: 3, number_of_children: 2 });
  });

  it('takes a walk-in customer with a mobile or an email; other sources need both', async () => {
    const walkIn = { source: 'walk-in', customer_email: null, customer_mobile: null };
    const none = await create(direct(walkIn));
    expect(none.status).toBe(422);
    expect(none.failure.errors).toEqual({
      customer_email: ['Enter an email or a mobile for a walk-in customer.'],
      customer_mobile: ['Enter a mobile or an email for a walk-in customer.'],
    });
    const mobileOnly = await create(direct({ ...walkIn, customer_mobile: '+91 98111 00001' }));
    expect(mobileOnly.status).toBe(201);
    expect(mobileOnly.ok.data).toMatchObject({ customer_email: null, source: 'walk-in' });
    const emailOnly = await create(direct({ ...walkIn, customer_email: 'walkin@example.com' }));
    expect(emailOnly.ok.data).toMatchObject({ customer_mobile: null });
    // The same on an edit: a walk-in may not lose both.
    const cleared = await call(ep.update, {
      params: { id: emailOnly.ok.data.id },
      payload: direct({ ...walkIn }),
    });
    expect(Object.keys(cleared.failure.errors ?? {})).toEqual([
      'customer_email',
      'customer_mobile',
    ]);
    const phoned = await create(direct({ source: 'phone', customer_email: '' }));
    expect(phoned.failure.errors).toEqual({
      customer_email: ['The customer email field is required.'],
    });
  });

  it('assigns only to an existing active user', async () => {
    const u = await createUser(t.app, { name: 'Assignee Asha' });
    const ok = await create(direct({ assigned_to: u.id }));
    expect(ok.ok.data.assigned_user).toEqual({ id: u.id, name: 'Assignee Asha' });
    const off = await createUser(t.app, { isActive: false });
    const bad = await create(direct({ assigned_to: off.id }));
    expect(bad.failure.errors).toEqual({ assigned_to: ['The selected assigned to is invalid.'] });
  });

  it('numbers 30 concurrent creates uniquely', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => create(direct())));
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(results.map((r) => r.ok.data.enquiry_number)).size).toBe(30);
  });
});

describe('agent enquiries (B2B)', () => {
  it('defaults the name to NA, the source to agent, the rate from the agent, and computes the commission', async () => {
    const agent = await createAgent(t.app, { commission_rate: '10' });
    const res = await create({
      enquiry_type: 'agent',
      agent_id: agent.id,
      expected_sale_amount: '333.35',
      agent_commission_amount: '999',
    });
    expect(res.status).toBe(201);
    expect(res.ok.message).toBe('Agent Enquiry created successfully!');
    expect(res.ok.data).toMatchObject({
      enquiry_type: 'agent',
      customer_name: 'NA',
      source: 'agent',
      agent_commission_rate: '10.00',
      agent_commission_amount: '33.34', // 33.335 rounded half-up; the client's 999 is ignored
      agent: {
        id: agent.id,
        name: agent.name,
        code: agent.code,
        primary_email: agent.primary_email,
      },
    });
  });

  it('uses a rate given on the enquiry and recomputes on update', async () => {
    const agent = await createAgent(t.app, { commission_rate: '10' });
    const res = await create({
      enquiry_type: 'agent',
      agent_id: agent.id,
      expected_sale_amount: 10000,
      agent_commission_rate: '12.5',
    });
    expect(res.ok.data.agent_commission_amount).toBe('1250.00');
    const up = await call(ep.update, {
      params: { id: res.ok.data.id },
      payload: {
        agent_id: agent.id,
        expected_sale_amount: '20000',
        agent_commission_rate: '12.5',
        status: 'quoted',
      },
    });
    expect(up.ok.message).toBe('Agent Enquiry updated successfully!');
    expect(up.ok.data).toMatchObject({
      agent_commission_amount: '2500.00',
      status: 'quoted',
      enquiry_type: 'agent',
    });
  });

  it('requires an existing agent and at least one adult', async () => {
    const none = await create({ enquiry_type: 'agent' });
    expect(none.failure.errors).toEqual({ agent_id: ['The agent field is required.'] });
    const missing = await create({
      enquiry_type: 'agent',
      agent_id: 999999,
      number_of_adults: 0,
    });
    // The unknown agent comes with the schema's error, not on the next save.
    expect(missing.failure.errors).toEqual({
      agent_id: ['The selected agent is invalid.'],
      number_of_adults: ['The number of adults must be between 1 and 999.'],
    });
    const ghost = await create({ enquiry_type: 'agent', agent_id: 999999 });
    expect(ghost.failure.errors).toEqual({ agent_id: ['The selected agent is invalid.'] });
  });

  it('takes the budget in any active currency, rupees unless said; keeps one switched off later', async () => {
    const aed = await create(direct({ estimated_budget: '40000', currency: 'AED' }));
    expect(aed.ok.data).toMatchObject({ estimated_budget: '40000.00', currency: 'AED' });
    const refused = async (currency: string) =>
      (await create(direct({ estimated_budget: '1', currency }))).failure.errors;
    expect(await refused('aed')).toEqual({ currency: [RATE_MESSAGES.currencyInvalid] });
    expect(await refused('XYZ')).toEqual({ currency: [RATE_MESSAGES.currencyInvalid] });
    expect(await refused('EUR')).toEqual({ currency: [RATE_MESSAGES.currencyInactive('EUR')] });
    // Switched off after the enquiry took it: an edit keeps it, a new enquiry may not take it.
    await t.db.execute(sql`update currencies set is_active = false where code = 'AED'`);
    try {
      const kept = await call(ep.update, {
        params: { id: aed.ok.data.id },
        payload: direct({ estimated_budget: '45000', currency: 'AED', status: 'contacted' }),
      });
      expect(kept.ok.data).toMatchObject({ estimated_budget: '45000.00', currency: 'AED' });
      expect(await refused('AED')).toEqual({ currency: [RATE_MESSAGES.currencyInactive('AED')] });
    } finally {
      await t.db.execute(sql`update currencies set is_active = true where code = 'AED'`);
    }
  });

  it('keeps the kind on update: a direct enquiry stays direct', async () => {
    const d = await create(direct());
    const up = await call(ep.update, {
      params: { id: d.ok.data.id },
      payload: {
        ...direct({ status: 'contacted' }),
        enquiry_type: 'agent',
      },
    });
    expect(up.ok.data).toMatchObject({
      enquiry_type: 'direct',
      status: 'contacted',
      agent: null,
    });
  });
});

describe('search at scale', () => {
  it('is served by the trigram index on search_text (not a scan of every row)', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select id from enquiries where search_text like '%sharma%'`,
      );
    });
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('enquiries_search_trgm');
  });
});

describe('listing, communications and delete', () => {
  it('searches and filters by status, priority and source, 15 a page, newest first', async () => {
    const ctx = await createTestApp();
    try {
      const tk = (await signIn(ctx.app, tourismStaff())).token;
      const post = (payload: object) => callEndpoint(ctx.app, ep.create, { token: tk, payload });
      for (let i = 0; i < 16; i++)
        await post(
          direct({
            customer_name: `Client ${String(i).padStart(2, '0')}`,
            priority: i === 4 ? 'urgent' : 'medium',
            source: i === 5 ? 'walk-in' : 'website',
            status: i === 6 ? 'quoted' : 'new',
            destination: i === 7 ? 'Maldives' : 'Goa',
          }),
        );
      const q = async (query: CallArgs<typeof ep.list>['query'] = {}) =>
        (await callEndpoint(ctx.app, ep.list, { query, token: tk })).ok;
      const names = async (query: CallArgs<typeof ep.list>['query']) =>
        (await q(query)).data.map((e) => e.customer_name);
      expect(await q()).toMatchObject({ total: 16, per_page: 15, last_page: 2 });
      expect((await q()).data[0]?.customer_name).toBe('Client 15');
      expect(await names({ search: 'MALDIVES' })).toEqual(['Client 07']);
      expect(await names({ priority: 'urgent' })).toEqual(['Client 04']);
      expect(await names({ source: 'walk-in' })).toEqual(['Client 05']);
      expect(await names({ status: 'quoted' })).toEqual(['Client 06']);
      const num = (await q({ search: 'client 03' })).data[0]!.enquiry_number;
      expect(await names({ search: num })).toEqual(['Client 03']);
    } finally {
      await ctx.close();
    }
  });

  it('logs communications, newest first, and validates them', async () => {
    const e = await create(direct());
    const id = e.ok.data.id;
    const first = await call(ep.communicate, {
      params: { id },
      payload: { type: 'phone', message: 'Called, no answer' },
    });
    expect(first.status).toBe(201);
    expect(first.ok.message).toBe('Communication added successfully!');
    await call(ep.communicate, {
      params: { id },
      payload: { type: 'whatsapp', subject: 'Quote', message: 'Sent the quote' },
    });
    const read = await call(ep.get, { params: { id: id } });
    expect(read.ok.data.communications?.map((c) => c.message)).toEqual([
      'Sent the quote',
      'Called, no answer',
    ]);
    const bad = await call(ep.communicate, {
      params: { id },
      payload: { type: 'fax', message: '' },
    });
    expect(bad.failure.errors).toEqual({
      type: ['The type field is required.'],
      message: ['The message field is required.'],
    });
    expect(
      (await call(ep.communicate, { params: { id: 999999 }, payload: { message: 'x' } })).status,
    ).toBe(404);
  });

  it('deletes an enquiry with its communications; 404 "Enquiry not found" after', async () => {
    const e = await create(direct({ initial_message: 'hello' }));
    const del = await call(ep.remove, { params: { id: e.ok.data.id } });
    expect(del.ok).toEqual({ success: true, message: 'Enquiry deleted successfully!' });
    const gone = await call(ep.get, { params: { id: e.ok.data.id } });
    expect(gone.status).toBe(404);
    expect(gone.failure.message).toBe('Enquiry not found');
  });
});
