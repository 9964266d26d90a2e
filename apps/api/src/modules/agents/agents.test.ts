import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@app/contract';
import {
  agentEndpoints as ep,
  enquiryEndpoints,
  SUPPLIER_MESSAGES,
  TAX_PROFILE_MESSAGES,
} from '@app/contract';
import type { TestContext } from '../../../test/app.ts';
import { createTestApp } from '../../../test/app.ts';
import type { CallArgs } from '../../../test/answers.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { agentValues, createAgent, signIn, tourismStaff } from '../../../test/factories.ts';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, tourismStaff())).token;
});
afterAll(() => t.close());

/** A catalogued call as tourism staff, its answer parsed with the endpoint's schema. */
const call = <E extends Endpoint>(e: E, args: CallArgs<E> = {}) =>
  callEndpoint(t.app, e, { token, ...args });
/** Enquiries are another feature's endpoints: only their setup is called here. */
const enquire = (payload: object) => call(enquiryEndpoints.create, { payload });

describe('agents', () => {
  it('creates with the spec defaults and a generated AG-NNNN code', async () => {
    const res = await call(ep.create, { payload: agentValues({ name: 'Skyline Travels' }) });
    expect(res.status).toBe(201);
    expect(res.ok.message).toBe('Agent created successfully!');
    expect(res.ok.data).toMatchObject({
      name: 'Skyline Travels',
      country: 'India',
      commission_rate: '0.00',
      is_vendor: true,
      status: 'active',
    });
    expect(res.ok.data.code).toMatch(/^AG-\d{4}$/);
    const next = await call(ep.create, { payload: agentValues() });
    expect(Number(next.ok.data.code.slice(3))).toBe(Number(res.ok.data.code.slice(3)) + 1);
  });

  it('keeps a given code, refuses a duplicate one and hands out unique codes under concurrency', async () => {
    const own = await call(ep.create, { payload: agentValues({ code: 'VIP-1' }) });
    expect(own.ok.data.code).toBe('VIP-1');
    const dup = await call(ep.create, { payload: agentValues({ code: 'vip-1' }) });
    expect(dup.failure.errors).toEqual({ code: ['The code has already been taken.'] });
    const many = await Promise.all(
      Array.from({ length: 20 }, () => call(ep.create, { payload: agentValues() })),
    );
    const codes = many.map((r) => r.ok.data.code);
    expect(many.every((r) => r.status === 201)).toBe(true);
    expect(new Set(codes).size).toBe(20);
  });

  it('requires name, primary mobile and email; checks emails and the commission range', async () => {
    const res = await call(ep.create, { payload: {} });
    expect(Object.keys(res.failure.errors ?? {}).sort()).toEqual([
      'name',
      'primary_email',
      'primary_mobile',
    ]);
    const bad = await call(ep.create, {
      payload: agentValues({
        primary_email: 'x',
        secondary_email: 'y',
        commission_rate: 101,
        status: 'paused',
      }),
    });
    expect(bad.failure.errors).toMatchObject({
      primary_email: ['The primary email must be a valid email address.'],
      secondary_email: ['The secondary email must be a valid email address.'],
      commission_rate: ['The commission rate may not be greater than 100.'],
      status: ['The status field is required.'],
    });
  });

  // The supplier's rules (gstinProblem), the PAN message naming the agent.
  const taxIds: [string, Record<string, unknown>, Record<string, string[]>][] = [
    [
      'a GSTIN of the wrong shape',
      { gst_number: 'NOT-A-GSTIN' },
      { gst_number: [SUPPLIER_MESSAGES.gstinFormat] },
    ],
    [
      'a GSTIN whose check character is wrong',
      { gst_number: '27AABCS1234F1ZS' },
      { gst_number: [SUPPLIER_MESSAGES.gstinCheck] },
    ],
    [
      "a GSTIN of another state than the agent's",
      { gst_number: '27AABCS1234F1ZR', state: 'Kerala' },
      { gst_number: [SUPPLIER_MESSAGES.gstinStateMismatch('27', 'Maharashtra', 'Kerala')] },
    ],
    [
      'a GSTIN not holding the PAN',
      { gst_number: '27AABCS1234F1ZR', pan_number: 'AABCS1234G' },
      { gst_number: [TAX_PROFILE_MESSAGES.gstinPan('agent')] },
    ],
    [
      'a PAN of the wrong shape',
      { pan_number: '12345' },
      {
        pan_number: [
          'The PAN number must be 5 capital letters, 4 digits and a capital letter, as ABCDE1234F.',
        ],
      },
    ],
  ];
  it.for(taxIds)('refuses %s (422 on the field)', async ([, o, errors]) => {
    const res = await call(ep.create, { payload: agentValues(o) });
    expect(res.status).toBe(422);
    expect(res.failure.errors).toEqual(errors);
  });

  it('keeps a valid GSTIN and PAN upper-case without spaces; a state abroad is not compared', async () => {
    const res = await call(ep.create, {
      payload: agentValues({
        state: 'maharashtra',
        gst_number: ' 27aabcs1234f1zr',
        pan_number: 'aabcs 1234f',
      }),
    });
    expect(res.ok.data).toMatchObject({ gst_number: '27AABCS1234F1ZR', pan_number: 'AABCS1234F' });
    const abroad = await call(ep.create, {
      payload: agentValues({ state: 'Dubai', gst_number: '27AABCS1234F1ZR' }),
    });
    expect(abroad.status).toBe(201);
  });

  it('drops the vendor email of a non-vendor', async () => {
    const res = await call(ep.create, {
      payload: agentValues({ is_vendor: false, vendor_email: 'billing@x.example' }),
    });
    expect(res.ok.data.vendor_email).toBeNull();
    const vendor = await call(ep.create, {
      payload: agentValues({ is_vendor: true, vendor_email: 'billing@x.example' }),
    });
    expect(vendor.ok.data.vendor_email).toBe('billing@x.example');
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
      const q = async (query: CallArgs<typeof ep.list>['query']) =>
        (await callEndpoint(ctx.app, ep.list, { query, token: tk })).ok;
      const names = async (query: CallArgs<typeof ep.list>['query']) =>
        (await q(query)).data.map((a) => a.name);
      expect(await q({})).toMatchObject({ total: 16, per_page: 15, last_page: 2 });
      expect(await names({ search: 'agency 07' })).toEqual(['Agency 07']);
      expect(await names({ search: '00011' })).toEqual(['Agency 11']);
      expect(await names({ status: 'inactive' })).toEqual(['Agency 03']);
      expect((await q({ city: 'pune' })).total).toBe(8);
    } finally {
      await ctx.close();
    }
  });

  it('reads an agent with its 5 most recent enquiries, and 404 "Agent not found"', async () => {
    const agent = await createAgent(t.app);
    for (let i = 0; i < 6; i++) {
      const r = await enquire({
        enquiry_type: 'agent',
        agent_id: agent.id,
        customer_name: `Guest ${i}`,
      });
      expect(r.status).toBe(201);
    }
    const res = await call(ep.get, { params: { id: agent.id } });
    expect(res.ok.data.enquiries).toHaveLength(5);
    expect(res.ok.data.enquiries?.[0]?.customer_name).toBe('Guest 5');
    const missing = await call(ep.get, { params: { id: 999999 } });
    expect(missing.status).toBe(404);
    expect(missing.failure.message).toBe('Agent not found');
  });

  it('updates, and deletes only an agent without enquiries (409 otherwise)', async () => {
    const a = await createAgent(t.app);
    const up = await call(ep.update, {
      params: { id: a.id },
      payload: agentValues({ name: 'Renamed Agency', commission_rate: '7.5' }),
    });
    expect(up.ok.data).toMatchObject({
      name: 'Renamed Agency',
      commission_rate: '7.50',
      code: a.code,
    });
    expect((await call(ep.remove, { params: { id: a.id } })).ok).toEqual({
      success: true,
      message: 'Agent deleted successfully!',
    });
    const used = await createAgent(t.app);
    await enquire({ enquiry_type: 'agent', agent_id: used.id });
    const res = await call(ep.remove, { params: { id: used.id } });
    expect(res.status).toBe(409);
    expect(res.failure.message).toMatch(/Set the agent inactive instead/);
  });

  it('offers active agents in the dropdown as id, name, code, commission_rate, contact_number', async () => {
    const a = await createAgent(t.app, { commission_rate: '5', primary_mobile: '+91 91111 11111' });
    const off = await createAgent(t.app, { status: 'inactive' });
    const res = await call(ep.options);
    expect(res.ok.data).toContainEqual({
      id: a.id,
      name: a.name,
      code: a.code,
      commission_rate: '5.00',
      contact_number: '+91 91111 11111',
    });
    expect(res.ok.data.map((x) => x.id)).not.toContain(off.id);
  });
});
