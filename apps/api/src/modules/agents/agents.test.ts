import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp, request } from '../../../test/app.ts';
import { agentValues, createAgent, signIn, tourismStaff } from '../../../test/factories.ts';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, tourismStaff())).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object) =>
  request(t.app, { method, url, token, payload });

describe('agents', () => {
  it('creates with the spec defaults and a generated AG-NNNN code', async () => {
    const res = await api('POST', '/api/agents', agentValues({ name: 'Skyline Travels' }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Agent created successfully!');
    expect(res.body.data).toMatchObject({
      name: 'Skyline Travels',
      country: 'India',
      commission_rate: '0.00',
      is_vendor: true,
      status: 'active',
    });
    expect(res.body.data.code).toMatch(/^AG-\d{4}$/);
    const next = await api('POST', '/api/agents', agentValues());
    expect(Number(next.body.data.code.slice(3))).toBe(Number(res.body.data.code.slice(3)) + 1);
  });

  it('keeps a given code, refuses a duplicate one and hands out unique codes under concurrency', async () => {
    const own = await api('POST', '/api/agents', agentValues({ code: 'VIP-1' }));
    expect(own.body.data.code).toBe('VIP-1');
    const dup = await api('POST', '/api/agents', agentValues({ code: 'vip-1' }));
    expect(dup.body.errors).toEqual({ code: ['The code has already been taken.'] });
    const many = await Promise.all(
      Array.from({ length: 20 }, () => api('POST', '/api/agents', agentValues())),
    );
    const codes = many.map((r) => r.body.data.code);
    expect(many.every((r) => r.status === 201)).toBe(true);
    expect(new Set(codes).size).toBe(20);
  });

  it('requires name, primary mobile and email; checks emails and the commission range', async () => {
    const res = await api('POST', '/api/agents', {});
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'name',
      'primary_email',
      'primary_mobile',
    ]);
    const bad = await api(
      'POST',
      '/api/agents',
      agentValues({
        primary_email: 'x',
        secondary_email: 'y',
        commission_rate: 101,
        status: 'paused',
      }),
    );
    expect(bad.body.errors).toMatchObject({
      primary_email: ['The primary email must be a valid email address.'],
      secondary_email: ['The secondary email must be a valid email address.'],
      commission_rate: ['The commission rate may not be greater than 100.'],
      status: ['The status field is required.'],
    });
  });

  it('drops the vendor email of a non-vendor', async () => {
    const res = await api(
      'POST',
      '/api/agents',
      agentValues({ is_vendor: false, vendor_email: 'billing@x.example' }),
    );
    expect(res.body.data.vendor_email).toBeNull();
    const vendor = await api(
      'POST',
      '/api/agents',
      agentValues({ is_vendor: true, vendor_email: 'billing@x.example' }),
    );
    expect(vendor.body.data.vendor_email).toBe('billing@x.example');
  });

  it('searches name, email and mobile; filters status and city; 15 a page', async () => {
    const ctx = await createTestApp();
    try {
      const tk = (await signIn(ctx.app, tourismStaff())).token;
      for (let i = 0; i < 16; i++)
        await createAgent(ctx.app, {
          name: `Agency ${String(i).padStart(2, '0')}`,
          city: i % 2 ? 'Pune' : 'Goa',
          status: i === 3 ? 'inactive' : 'active',
          primary_mobile: `+91 90000 000${String(i).padStart(2, '0')}`,
        });
      const q = (s: string) =>
        request(ctx.app, { method: 'GET', url: `/api/agents?${s}`, token: tk });
      expect((await q('')).body).toMatchObject({ total: 16, per_page: 15, last_page: 2 });
      expect((await q('search=agency%2007')).body.data.map((a: any) => a.name)).toEqual([
        'Agency 07',
      ]);
      expect((await q('search=00011')).body.data.map((a: any) => a.name)).toEqual(['Agency 11']);
      expect((await q('status=inactive')).body.data.map((a: any) => a.name)).toEqual(['Agency 03']);
      expect((await q('city=pune')).body.total).toBe(8);
    } finally {
      await ctx.close();
    }
  });

  it('reads an agent with its 5 most recent enquiries, and 404 "Agent not found"', async () => {
    const agent = await createAgent(t.app);
    for (let i = 0; i < 6; i++) {
      const r = await api('POST', '/api/enquiries', {
        enquiry_type: 'agent',
        agent_id: agent.id,
        customer_name: `Guest ${i}`,
      });
      expect(r.status).toBe(201);
    }
    const res = await api('GET', `/api/agents/${agent.id}`);
    expect(res.body.data.enquiries).toHaveLength(5);
    expect(res.body.data.enquiries[0].customer_name).toBe('Guest 5');
    const missing = await api('GET', '/api/agents/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Agent not found');
  });

  it('updates, and deletes only an agent without enquiries (409 otherwise)', async () => {
    const a = await createAgent(t.app);
    const up = await api(
      'PUT',
      `/api/agents/${a.id}`,
      agentValues({ name: 'Renamed Agency', commission_rate: '7.5' }),
    );
    expect(up.body.data).toMatchObject({
      name: 'Renamed Agency',
      commission_rate: '7.50',
      code: a.code,
    });
    expect((await api('DELETE', `/api/agents/${a.id}`)).body).toEqual({
      success: true,
      message: 'Agent deleted successfully!',
    });
    const used = await createAgent(t.app);
    await api('POST', '/api/enquiries', { enquiry_type: 'agent', agent_id: used.id });
    const res = await api('DELETE', `/api/agents/${used.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/Set the agent inactive instead/);
  });

  it('offers active agents in the dropdown as id, name, code, commission_rate, contact_number', async () => {
    const a = await createAgent(t.app, { commission_rate: '5', primary_mobile: '+91 91111 11111' });
    const off = await createAgent(t.app, { status: 'inactive' });
    const res = await api('GET', '/api/agents/list');
    expect(res.body.data).toContainEqual({
      id: a.id,
      name: a.name,
      code: a.code,
      commission_rate: '5.00',
      contact_number: '+91 91111 11111',
    });
    expect(res.body.data.map((x: any) => x.id)).not.toContain(off.id);
  });
});
