import { sql } from 'drizzle-orm';
import {
  bookingEndpoints,
  GST_TREATMENT_MESSAGES as M,
  money,
  supplierEndpoints,
  taxDocumentEndpoints as ep,
  taxProfileEndpoints,
} from '@app/contract';
import { describe, expect, test } from '../../../test/fixture.ts';
import { createAgent, TAX_PROFILE } from '../../../test/factories.ts';

/**
 * Each file chooses its GST treatment (decision 055): a package at 5% (accommodation and
 * transport: Notification 11/2017-CT(R), Sl. 23(ii)), its services itemised, or exempt (a foreign
 * tourist's tour wholly outside India: Notification 9/2017-IT(R), entry 54); a guest's state is
 * the place of supply. The agency is in Maharashtra.
 */
const HOTEL = { hotel_name: 'Sea Rock', check_in_date: '2027-01-10', check_out_date: '2027-01-12' };
const TOUR = { service_name: 'City tour', service_date: '2027-01-11', transfer_type: 'SIC' };

const it = test.extend('desk', { scope: 'file' }, async ({ app: t, callers }) => {
  const admin = await callers.admin();
  expect((await admin.call(taxProfileEndpoints.set, { payload: TAX_PROFILE })).status).toBe(200);
  const abroad = (
    await admin.call(supplierEndpoints.create, {
      payload: {
        name: 'Marina Bay Hotel',
        kind: 'hotel',
        currency: 'AED',
        country: 'United Arab Emirates',
        payment_terms: 'before_check_in',
        payment_days: 7,
      },
    })
  ).ok.data.id;
  const body = (o: Record<string, unknown> = {}) => ({
    guest_name: 'Asha Kulkarni',
    currency: 'INR',
    purchase_amount: '1000.00',
    status: 'confirmed',
    accommodations: [HOTEL],
    tours: [TOUR],
    ...o,
  });
  const create = (o: Record<string, unknown>) =>
    admin.call(bookingEndpoints.create, { payload: body(o) });
  const docs = async (id: number) => (await admin.call(ep.ofBooking, { params: { id } })).ok.data;
  /** The file's tax entries by account (credit − debit). */
  const taxBooks = async (fileId: number) => {
    const { rows } = await t.db.execute<{ key: string; net: string }>(sql`
      select a.system_key as key, sum(l.credit - l.debit)::text as net
      from journal_lines l join accounts a on a.id = l.account_id
      join journal_entries e on e.id = l.entry_id
      where e.source_type = 'tax_document'
        and e.source_id in (select id from tax_documents where booking_id = ${fileId})
      group by 1`);
    return Object.fromEntries(rows.map((r) => [r.key, money(r.net).toFixed(2)]));
  };
  return { t, admin, abroad, body, create, docs, taxBooks };
});

describe('a file’s GST treatment', () => {
  const cases = [
    {
      name: 'a package at 5% within the agency’s state: CGST + SGST',
      file: { gst_treatment: 'package', sale_amount: '105000.00' },
      doc: {
        tax_code: 'package',
        gst_rate: '5.000',
        place_of_supply: 'Maharashtra',
        taxable: '100000.00',
        cgst: '2500.00',
        sgst: '2500.00',
        igst: '0.00',
      },
      books: { tour_revenue: '-5000.00', gst_output_cgst: '2500.00', gst_output_sgst: '2500.00' },
    },
    {
      name: 'services itemised: the hotel and the tour together at the itemised rate, 18%',
      file: { gst_treatment: 'itemised', sale_amount: '118000.00' },
      doc: { tax_code: 'other_service', gst_rate: '18.000', taxable: '100000.00', cgst: '9000.00' },
      books: { tour_revenue: '-18000.00', gst_output_cgst: '9000.00', gst_output_sgst: '9000.00' },
    },
    {
      name: 'itemised hotels alone: the hotel rate for their price a night',
      file: { gst_treatment: 'itemised', sale_amount: '10500.00', tours: [] },
      doc: { tax_code: 'hotel_up_to_7500', taxable: '10000.00', cgst: '250.00' },
      books: { tour_revenue: '-500.00', gst_output_cgst: '250.00', gst_output_sgst: '250.00' },
    },
    {
      name: 'exempt: a foreign tourist’s tour abroad, no tax and nothing posted',
      file: {
        gst_treatment: 'exempt',
        guest_foreign: true,
        travel_abroad: true,
        sale_amount: '50000.00',
      },
      doc: {
        tax_code: 'exempt_foreign_tourist',
        gst_rate: '0.000',
        taxable: '50000.00',
        cgst: '0.00',
        sgst: '0.00',
        igst: '0.00',
      },
      books: {},
    },
    {
      name: 'a guest in another state (Kerala), the default rule: IGST',
      file: { guest_state: 'kerala', sale_amount: '105000.00' },
      doc: {
        tax_code: 'package',
        place_of_supply: 'Kerala',
        place_of_supply_code: '32',
        registered: false,
        igst: '5000.00',
        cgst: '0.00',
      },
      books: { tour_revenue: '-5000.00', gst_output_igst: '5000.00' },
    },
    {
      name: 'a guest in the agency’s own state: CGST + SGST',
      file: { guest_state: 'Maharashtra', sale_amount: '105000.00' },
      doc: { place_of_supply: 'Maharashtra', cgst: '2500.00', igst: '0.00' },
      books: { tour_revenue: '-5000.00', gst_output_cgst: '2500.00', gst_output_sgst: '2500.00' },
    },
  ];
  for (const c of cases) {
    it(c.name, async ({ desk: { create, docs, taxBooks } }) => {
      const res = await create(c.file);
      expect(res.status).toBe(201);
      const [inv, ...more] = await docs(res.ok.data.id);
      expect(more).toEqual([]);
      expect(inv).toMatchObject({ kind: 'invoice', ...c.doc });
      expect(await taxBooks(res.ok.data.id)).toEqual(c.books);
    });
  }

  it('the answer keeps the choice; the guest’s state as the list names it', async ({
    desk: { create },
  }) => {
    const b = (await create({ guest_state: 'tamil nadu', sale_amount: '2100.00' })).ok.data;
    expect(b).toMatchObject({
      gst_treatment: null,
      guest_state: 'Tamil Nadu',
      guest_foreign: false,
      travel_abroad: false,
    });
  });

  it('a tour abroad follows from a supplier outside India when the form leaves it blank', async ({
    desk: { create, abroad, docs },
  }) => {
    const b = (
      await create({
        gst_treatment: 'exempt',
        guest_foreign: 'true',
        sale_amount: '21000.00',
        accommodations: [{ ...HOTEL, supplier_id: abroad }],
      })
    ).ok.data;
    expect(b).toMatchObject({ travel_abroad: true, guest_foreign: true, gst_treatment: 'exempt' });
    expect((await docs(b.id))[0]).toMatchObject({ tax_code: 'exempt_foreign_tourist' });
    // Said otherwise on the form, the form wins.
    const home = (
      await create({
        travel_abroad: false,
        sale_amount: '2100.00',
        accommodations: [{ ...HOTEL, supplier_id: abroad }],
      })
    ).ok.data;
    expect(home.travel_abroad).toBe(false);
  });

  const refusals = [
    {
      name: 'exempt for an agent’s file (the agent is not the foreign tourist)',
      file: { gst_treatment: 'exempt', guest_foreign: true, travel_abroad: true, agent: true },
      errors: { gst_treatment: [M.exemptNoAgent] },
    },
    {
      name: 'exempt for a resident guest',
      file: { gst_treatment: 'exempt', travel_abroad: true },
      errors: { gst_treatment: [M.exemptNeedsForeign] },
    },
    {
      name: 'exempt for a tour in India',
      file: { gst_treatment: 'exempt', guest_foreign: true, travel_abroad: false },
      errors: { gst_treatment: [M.exemptNeedsAbroad] },
    },
    {
      name: 'a package without transport',
      file: { gst_treatment: 'package', tours: [] },
      errors: { gst_treatment: [M.packageNeedsBoth] },
    },
    {
      name: 'an unknown state',
      file: { guest_state: 'Atlantis' },
      errors: { guest_state: [M.stateInvalid] },
    },
    {
      name: 'an unknown treatment',
      file: { gst_treatment: 'zero_rated' },
      errors: { gst_treatment: [M.treatmentInvalid] },
    },
    {
      name: 'a foreign tourist ticked with a word',
      file: { guest_foreign: 'maybe' },
      errors: { guest_foreign: [M.flagInvalid('guest foreign')] },
    },
  ];
  for (const r of refusals) {
    it(`refuses ${r.name} with its message`, async ({ desk: { t, create } }) => {
      const { agent, ...file } = r.file as Record<string, unknown>;
      const agentId = agent
        ? (await createAgent(t.app, { name: 'Kochi Holidays', commission_rate: '0' })).id
        : null;
      const res = await create({ ...file, sale_amount: '2100.00', agent_id: agentId });
      expect(res.status).toBe(422);
      expect(res.failure.errors).toEqual(r.errors);
    });
  }

  it('an invoiced file keeps its rule: a change is refused until its invoice is credited, then it is invoiced anew', async ({
    desk: { admin, body, create, docs, taxBooks },
  }) => {
    const b = (await create({ gst_treatment: 'package', sale_amount: '118000.00' })).ok.data;
    const [inv] = await docs(b.id);
    const update = (o: Record<string, unknown>) =>
      admin.call(bookingEndpoints.update, {
        params: { id: b.id },
        payload: body({
          sale_amount: '118000.00',
          accommodations: b.accommodations.map((a) => ({ ...a })),
          tours: b.tours.map((x) => ({ ...x })),
          ...o,
        }),
      });
    const refused = await update({ gst_treatment: 'itemised' });
    expect(refused.status).toBe(409);
    const message = M.invoiced(inv!.number, '5');
    expect(refused.failure).toMatchObject({ message, errors: { gst_treatment: [message] } });
    expect(message).toMatch(/^Issued invoice INV\/\d\d-\d\d\/\d{5} is at 5%: cancel it/);
    // Another state for the guest moves the place of supply: refused the same way.
    expect((await update({ gst_treatment: 'package', guest_state: 'Kerala' })).status).toBe(409);
    // Back to draft: the invoice is credited in full.
    expect((await update({ gst_treatment: 'package', status: 'draft' })).status).toBe(200);
    // Confirmed again at the new rule: a new invoice, 18% itemised.
    expect((await update({ gst_treatment: 'itemised' })).status).toBe(200);
    const all = await docs(b.id);
    expect(all.map((d) => [d.kind, d.tax_code, d.file_amount, d.cgst])).toEqual([
      ['invoice', 'package', '118000.00', '2809.52'],
      ['credit_note', 'package', '118000.00', '2809.52'],
      ['invoice', 'other_service', '118000.00', '9000.00'],
    ]);
    expect(all[1]!.invoice?.id).toBe(all[0]!.id);
    expect(await taxBooks(b.id)).toEqual({
      tour_revenue: '-18000.00',
      gst_output_cgst: '9000.00',
      gst_output_sgst: '9000.00',
    });
    // A later change of sale is a note against the new invoice.
    expect((await update({ gst_treatment: 'itemised', sale_amount: '59000.00' })).status).toBe(200);
    const note = (await docs(b.id)).at(-1)!;
    expect(note).toMatchObject({ kind: 'credit_note', tax_code: 'other_service', cgst: '4500.00' });
    expect(note.invoice?.id).toBe(all[2]!.id);
  });
});
