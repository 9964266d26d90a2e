import {
  agentEndpoints,
  exportEndpoints,
  SUPPLIER_MESSAGES as M,
  supplierEndpoints,
} from '@app/contract';
import { createUser, tokenFor } from '../../../test/factories.ts';
import { describe, expect, test as it } from '../../../test/fixture.ts';
import { callEndpoint } from '../../../test/answers.ts';
import { csvRecords } from '../exports/read-back.ts';

/** A hotel in Kerala with a valid GSTIN (state 32, the PAN inside, check character V). */
const hotel = (o: Record<string, unknown> = {}) => ({
  name: 'Backwater Palms Resort',
  kind: 'hotel',
  contact_person: 'Anil Menon',
  phone: '+91 484 266 1234',
  email: 'reservations@backwaterpalms.example',
  city: 'Kumarakom',
  state: 'Kerala',
  gstin: '32AABCK1234L1ZV',
  pan: 'AABCK1234L',
  currency: 'INR',
  payment_terms: 'before_check_in',
  payment_days: 7,
  bank_name: 'Federal Bank',
  bank_account_name: 'Backwater Palms Pvt Ltd',
  bank_account_number: '14420200012345',
  bank_ifsc: 'FDRL0001442',
  ...o,
});

describe('suppliers', () => {
  it('creates, finds, changes and deletes a supplier, numbered SUP-NNNN', async ({
    app: t,
    callers,
  }) => {
    const admin = await callers.admin();
    const made = await admin.call(supplierEndpoints.create, { payload: hotel() });
    expect(made.status).toBe(201);
    const s = made.ok.data;
    expect(s).toMatchObject({ kind: 'hotel', payment_days: 7, agent: null, status: 'active' });
    expect(s.code).toMatch(/^SUP-\d{4}$/);
    const found = await admin.call(supplierEndpoints.list, {
      query: { search: '32aabck', kind: 'hotel' },
    });
    expect(found.ok.data.map((r) => r.id)).toEqual([s.id]);
    const none = await admin.call(supplierEndpoints.list, {
      query: { search: 'Backwater', kind: 'airline' },
    });
    expect(none.ok.data).toEqual([]);
    const changed = await admin.call(supplierEndpoints.update, {
      params: { id: s.id },
      payload: hotel({ payment_terms: 'month_end', payment_days: 15, code: s.code }),
    });
    expect(changed.ok.data).toMatchObject({ payment_terms: 'month_end', payment_days: 15 });
    const options = await admin.call(supplierEndpoints.options);
    expect(options.ok.data).toContainEqual({
      id: s.id,
      name: s.name,
      code: s.code,
      kind: 'hotel',
      currency: 'INR',
    });
    const csv = await t.app.inject({
      url: `/api${exportEndpoints.suppliers.path}?format=csv&search=backwater`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const records = csvRecords(csv.body);
    expect(records.map((r) => [r.Code, r.GSTIN, r['Bank IFSC'], r['Payment terms']])).toEqual([
      [s.code, '32AABCK1234L1ZV', 'FDRL0001442', 'month_end'],
    ]);
    expect((await admin.call(supplierEndpoints.remove, { params: { id: s.id } })).status).toBe(200);
    expect((await admin.call(supplierEndpoints.get, { params: { id: s.id } })).status).toBe(404);
  });

  it("checks the GSTIN's check character, state and PAN, and the IFSC, each on its field", async ({
    callers,
  }) => {
    const admin = await callers.admin();
    const refused = async (o: Record<string, unknown>) =>
      (await admin.call(supplierEndpoints.create, { payload: hotel(o) })).failure.errors;
    // One character mistyped: the check character no longer matches.
    expect(await refused({ gstin: '32AABCK1243L1ZV', pan: null })).toEqual({
      gstin: [M.gstinCheck],
    });
    expect(await refused({ gstin: '32AABCK1234L1Z' })).toEqual({ gstin: [M.gstinFormat] });
    // A Kerala GSTIN for a supplier in Rajasthan.
    expect(await refused({ state: 'Rajasthan' })).toEqual({
      gstin: ["The GSTIN's state code 32 is Kerala, not Rajasthan."],
    });
    expect(await refused({ pan: 'AAFCR5678M' })).toEqual({ gstin: [M.gstinPan] });
    expect(await refused({ bank_ifsc: 'FDRL1001442' })).toEqual({ bank_ifsc: [M.ifsc] });
    expect(await refused({ payment_days: 400 })).toEqual({ payment_days: [M.paymentDays] });
    expect(await refused({ currency: 'XYZ' })).toHaveProperty('currency');
    // Typed in lower case with spaces, kept as the GSTN writes it.
    const ok = await admin.call(supplierEndpoints.create, {
      payload: hotel({ gstin: '32 aabck 1234 l1zv', pan: 'aabck1234l', bank_ifsc: 'fdrl0001442' }),
    });
    expect(ok.ok.data).toMatchObject({
      gstin: '32AABCK1234L1ZV',
      pan: 'AABCK1234L',
      bank_ifsc: 'FDRL0001442',
    });
    // Abroad, no GSTIN: a Dubai partner paid in dirhams.
    const dubai = await admin.call(supplierEndpoints.create, {
      payload: hotel({
        name: 'Desert Routes DMC',
        kind: 'dmc',
        city: 'Dubai',
        state: 'Dubai',
        country: 'United Arab Emirates',
        gstin: null,
        pan: null,
        bank_ifsc: null,
        currency: 'AED',
      }),
    });
    expect(dubai.ok.data).toMatchObject({ currency: 'AED', gstin: null });
  });

  it('an agent marked as a vendor is a supplier: one partner, its shared fields the agent’s', async ({
    callers,
  }) => {
    const admin = await callers.admin();
    const agentForm = {
      name: 'Skyline Travels',
      primary_mobile: '+91 98470 11223',
      primary_email: 'desk@skyline.example',
      state: 'Kerala',
      gst_number: '32AAHCM4321P1ZD',
      is_vendor: true,
    };
    const agent = (await admin.call(agentEndpoints.create, { payload: agentForm })).ok.data;
    const linked = (
      await admin.call(supplierEndpoints.list, { query: { search: 'Skyline' } })
    ).ok.data.find((s) => s.agent?.id === agent.id)!;
    expect(linked).toMatchObject({ name: 'Skyline Travels', gstin: '32AAHCM4321P1ZD' });
    // Renamed on the agent: the supplier follows.
    await admin.call(agentEndpoints.update, {
      params: { id: agent.id },
      payload: { ...agentForm, code: agent.code, name: 'Skyline Holidays' },
    });
    const after = (await admin.call(supplierEndpoints.get, { params: { id: linked.id } })).ok.data;
    expect(after.name).toBe('Skyline Holidays');
    // Renamed on the supplier: refused on the field, not set back.
    const { code, agent: _a, id: _i, created_at: _c, ...form } = after;
    const refused = await admin.call(supplierEndpoints.update, {
      params: { id: linked.id },
      payload: { ...form, code, name: 'Other' },
    });
    expect(refused.failure.errors).toEqual({ name: [M.linkedToAgent('name')] });
    // Its own fields are the supplier's.
    const terms = await admin.call(supplierEndpoints.update, {
      params: { id: linked.id },
      payload: { ...form, code, payment_terms: 'after_check_out', payment_days: 30 },
    });
    expect(terms.ok.data.payment_days).toBe(30);
    expect((await admin.call(supplierEndpoints.remove, { params: { id: linked.id } })).status).toBe(
      409,
    );
    // Unmarked: the supplier stays, inactive.
    await admin.call(agentEndpoints.update, {
      params: { id: agent.id },
      payload: { ...agentForm, code: agent.code, name: 'Skyline Holidays', is_vendor: false },
    });
    const off = (await admin.call(supplierEndpoints.get, { params: { id: linked.id } })).ok.data;
    expect(off).toMatchObject({ status: 'inactive', payment_days: 30 });
  });

  it('needs the suppliers keys', async ({ app: t }) => {
    const clerk = await createUser(t.app, { role: 'staff', permissions: ['view_agents'] });
    const token = await tokenFor(t.app, clerk.id);
    const list = await callEndpoint(t.app, supplierEndpoints.list, { token });
    expect(list.status).toBe(403);
    const desk = await createUser(t.app, { role: 'staff', permissions: ['view_suppliers'] });
    const deskToken = await tokenFor(t.app, desk.id);
    expect((await callEndpoint(t.app, supplierEndpoints.list, { token: deskToken })).status).toBe(
      200,
    );
    const create = await callEndpoint(t.app, supplierEndpoints.create, {
      token: deskToken,
      payload: hotel(),
    });
    expect(create.status).toBe(403);
  });
});
