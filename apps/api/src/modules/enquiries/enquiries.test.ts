import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp, request } from '../../../test/app.ts';
import { createAgent, createUser, signIn, tourismStaff } from '../../../test/factories.ts';

let t: TestContext;
let me: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp();
  me = await signIn(t.app, tourismStaff({ name: 'Sales Sam' }));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object) =>
  request(t.app, { method, url, token: me.token, payload });
const direct = (o: Record<string, unknown> = {}) => ({
  customer_name: 'Anita Sharma',
  customer_email: 'anita@example.com',
  customer_mobile: '+91 98111 00000',
  ...o,
});

describe('direct enquiries', () => {
  it('creates with a generated ENQ-YYYY-NNNNN number, defaults and the initial message', async () => {
    const res = await api(
      'POST',
      '/api/enquiries',
      direct({ destination: 'Dubai', initial_message: 'Wants a 5-night package' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Enquiry created successfully!');
    expect(res.body.data.enquiry_number).toMatch(/^ENQ-\d{4}-\d{5}$/);
    expect(res.body.data).toMatchObject({
      enquiry_type: 'direct',
      number_of_adults: 1,
      number_of_children: 0,
      travel_type: 'domestic',
      budget_type: 'total',
      status: 'new',
      priority: 'medium',
      source: 'website',
      agent: null,
    });
    const read = await api('GET', `/api/enquiries/${res.body.data.id}`);
    expect(read.body.data.communications).toEqual([
      expect.objectContaining({
        type: 'note',
        message: 'Wants a 5-night package',
        user: { id: me.user.id, name: 'Sales Sam' },
      }),
    ]);
  });

  it('applies the spec rules: required fields, email, whole numbers, minimums, enums, dates', async () => {
    const empty = await api('POST', '/api/enquiries', {});
    expect(Object.keys(empty.body.errors).sort()).toEqual([
      'customer_email',
      'customer_mobile',
      'customer_name',
    ]);
    const bad = await api(
      'POST',
      '/api/enquiries',
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
    expect(bad.body.errors).toEqual({
      customer_email: ['The customer email must be a valid email address.'],
      number_of_adults: ['The number of adults must be between 1 and 999.'],
      number_of_children: ['The number of children must be a whole number.'],
      status: ['The status field is required.'],
      priority: ['The priority field is required.'],
      source: ['The source field is required.'],
      accommodation_preference: ['The selected accommodation preference is invalid.'],
      // With the others, not after them (issue 17: every error in one answer).
      travel_end_date: ['The travel end date must be on or after the start date.'],
    });
    const dates = await api(
      'POST',
      '/api/enquiries',
      direct({ travel_start_date: '2026-05-10', travel_end_date: '2026-05-01' }),
    );
    expect(dates.body.errors).toEqual({
      travel_end_date: ['The travel end date must be on or after the start date.'],
    });
    const strings = await api(
      'POST',
      '/api/enquiries',
      direct({ number_of_adults: '3', number_of_children: '2' }),
    );
    expect(strings.body.data).toMatchObject({ number_of_adults: 3, number_of_children: 2 });
  });

  it('assigns only to an existing active user', async () => {
    const u = await createUser(t.app, { name: 'Assignee Asha' });
    const ok = await api('POST', '/api/enquiries', direct({ assigned_to: u.id }));
    expect(ok.body.data.assigned_user).toEqual({ id: u.id, name: 'Assignee Asha' });
    const off = await createUser(t.app, { isActive: false });
    const bad = await api('POST', '/api/enquiries', direct({ assigned_to: off.id }));
    expect(bad.body.errors).toEqual({ assigned_to: ['The selected assigned to is invalid.'] });
  });

  it('numbers 30 concurrent creates uniquely', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, () => api('POST', '/api/enquiries', direct())),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(results.map((r) => r.body.data.enquiry_number)).size).toBe(30);
  });
});

describe('agent enquiries (B2B)', () => {
  it('defaults the name to NA, the source to agent, the rate from the agent, and computes the commission', async () => {
    const agent = await createAgent(t.app, { commission_rate: '10' });
    const res = await api('POST', '/api/enquiries', {
      enquiry_type: 'agent',
      agent_id: agent.id,
      expected_sale_amount: '333.35',
      agent_commission_amount: '999',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Agent Enquiry created successfully!');
    expect(res.body.data).toMatchObject({
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
    const res = await api('POST', '/api/enquiries', {
      enquiry_type: 'agent',
      agent_id: agent.id,
      expected_sale_amount: 10000,
      agent_commission_rate: '12.5',
    });
    expect(res.body.data.agent_commission_amount).toBe('1250.00');
    const up = await api('PUT', `/api/enquiries/${res.body.data.id}`, {
      agent_id: agent.id,
      expected_sale_amount: '20000',
      agent_commission_rate: '12.5',
      status: 'quoted',
    });
    expect(up.body.message).toBe('Agent Enquiry updated successfully!');
    expect(up.body.data).toMatchObject({
      agent_commission_amount: '2500.00',
      status: 'quoted',
      enquiry_type: 'agent',
    });
  });

  it('requires an existing agent and at least one adult', async () => {
    const none = await api('POST', '/api/enquiries', { enquiry_type: 'agent' });
    expect(none.body.errors).toEqual({ agent_id: ['The agent field is required.'] });
    const missing = await api('POST', '/api/enquiries', {
      enquiry_type: 'agent',
      agent_id: 999999,
      number_of_adults: 0,
    });
    // The unknown agent comes with the schema's error, not on the next save (issue 17).
    expect(missing.body.errors).toEqual({
      agent_id: ['The selected agent is invalid.'],
      number_of_adults: ['The number of adults must be between 1 and 999.'],
    });
    const ghost = await api('POST', '/api/enquiries', { enquiry_type: 'agent', agent_id: 999999 });
    expect(ghost.body.errors).toEqual({ agent_id: ['The selected agent is invalid.'] });
  });

  it('keeps the kind on update: a direct enquiry stays direct', async () => {
    const d = await api('POST', '/api/enquiries', direct());
    const up = await api('PUT', `/api/enquiries/${d.body.data.id}`, {
      ...direct({ status: 'contacted' }),
      enquiry_type: 'agent',
    });
    expect(up.body.data).toMatchObject({
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
      const post = (p: object) =>
        request(ctx.app, { method: 'POST', url: '/api/enquiries', token: tk, payload: p });
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
      const q = async (s: string) =>
        (await request(ctx.app, { method: 'GET', url: `/api/enquiries?${s}`, token: tk })).body;
      expect(await q('')).toMatchObject({ total: 16, per_page: 15, last_page: 2 });
      expect((await q('')).data[0].customer_name).toBe('Client 15');
      expect((await q('search=MALDIVES')).data.map((e: any) => e.customer_name)).toEqual([
        'Client 07',
      ]);
      expect((await q('priority=urgent')).data.map((e: any) => e.customer_name)).toEqual([
        'Client 04',
      ]);
      expect((await q('source=walk-in')).data.map((e: any) => e.customer_name)).toEqual([
        'Client 05',
      ]);
      expect((await q('status=quoted')).data.map((e: any) => e.customer_name)).toEqual([
        'Client 06',
      ]);
      const num = (await q('search=client%2003')).data[0].enquiry_number;
      expect((await q(`search=${num}`)).data.map((e: any) => e.customer_name)).toEqual([
        'Client 03',
      ]);
    } finally {
      await ctx.close();
    }
  });

  it('logs communications, newest first, and validates them', async () => {
    const e = await api('POST', '/api/enquiries', direct());
    const id = e.body.data.id;
    const first = await api('POST', `/api/enquiries/${id}/communication`, {
      type: 'phone',
      message: 'Called, no answer',
    });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Communication added successfully!');
    await api('POST', `/api/enquiries/${id}/communication`, {
      type: 'whatsapp',
      subject: 'Quote',
      message: 'Sent the quote',
    });
    const read = await api('GET', `/api/enquiries/${id}`);
    expect(read.body.data.communications.map((c: any) => c.message)).toEqual([
      'Sent the quote',
      'Called, no answer',
    ]);
    const bad = await api('POST', `/api/enquiries/${id}/communication`, {
      type: 'fax',
      message: '',
    });
    expect(bad.body.errors).toEqual({
      type: ['The type field is required.'],
      message: ['The message field is required.'],
    });
    expect(
      (await api('POST', '/api/enquiries/999999/communication', { message: 'x' })).status,
    ).toBe(404);
  });

  it('deletes an enquiry with its communications; 404 "Enquiry not found" after', async () => {
    const e = await api('POST', '/api/enquiries', direct({ initial_message: 'hello' }));
    const del = await api('DELETE', `/api/enquiries/${e.body.data.id}`);
    expect(del.body).toEqual({ success: true, message: 'Enquiry deleted successfully!' });
    const gone = await api('GET', `/api/enquiries/${e.body.data.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Enquiry not found');
  });
});
