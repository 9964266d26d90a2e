import { sql } from 'drizzle-orm';
import {
  bookingEndpoints,
  money,
  taxDocumentEndpoints as ep,
  taxProfileEndpoints,
  todayIn,
} from '@app/contract';
import { describe, expect, test } from '../../../test/fixture.ts';
import { createAgent, TAX_PROFILE } from '../../../test/factories.ts';
import { syncTaxDocuments } from './tax-documents.service.ts';

/**
 * Tax documents (decision 051): a confirmed file is invoiced to its payer, GST inside its sale
 * at its rule (a package here: 5%), CGST + SGST within Maharashtra or IGST across states; a
 * change of sale is a debit or credit note, a cancellation a credit note for what is left; the
 * GST moves from Tour Revenue to the output accounts; numbers run without a gap per series and
 * financial year.
 */
const it = test.extend('desk', { scope: 'file' }, async ({ app: t, callers }) => {
  const admin = await callers.admin();
  expect((await admin.call(taxProfileEndpoints.set, { payload: TAX_PROFILE })).status).toBe(200);
  const today = todayIn(t.app.appTimezone);
  /** A rupee package: a hotel and a tour, sold for `sale`. */
  const file = async (sale: string, o: object = {}) =>
    (
      await admin.call(bookingEndpoints.create, {
        payload: {
          guest_name: 'Asha Kulkarni',
          currency: 'INR',
          sale_amount: sale,
          purchase_amount: '1000.00',
          status: 'confirmed',
          accommodations: [
            { hotel_name: 'Sea Rock', check_in_date: '2027-01-10', check_out_date: '2027-01-12' },
          ],
          tours: [{ service_name: 'City tour', service_date: '2027-01-11', transfer_type: 'SIC' }],
          ...o,
        },
      })
    ).ok.data;
  const docs = async (id: number) => (await admin.call(ep.ofBooking, { params: { id } })).ok.data;
  /** An account's balance (credit − debit) from the file's tax entries. */
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
  return { t, admin, today, file, docs, taxBooks };
});

describe('tax documents', () => {
  it('a confirmed package is invoiced with GST inside its sale, CGST and SGST in the agency’s state', async ({
    desk: { file, docs, taxBooks },
  }) => {
    const b = await file('105000.00');
    const [inv] = await docs(b.id);
    expect(inv).toMatchObject({
      kind: 'invoice',
      buyer_name: 'Asha Kulkarni',
      registered: false,
      // No address on record: the agency's own state.
      place_of_supply: 'Maharashtra',
      place_of_supply_code: '27',
      tax_code: 'package',
      sac: '998555',
      gst_rate: '5.000',
      total: '105000.00',
      taxable: '100000.00',
      cgst: '2500.00',
      sgst: '2500.00',
      igst: '0.00',
    });
    expect(inv!.number).toMatch(/^INV\/\d\d-\d\d\/\d{5}$/);
    expect(inv!.number.length).toBeLessThanOrEqual(16);
    // The tax leaves Tour Revenue for the output accounts.
    expect(await taxBooks(b.id)).toEqual({
      tour_revenue: '-5000.00',
      gst_output_cgst: '2500.00',
      gst_output_sgst: '2500.00',
    });
  });

  it('an agent registered in Kerala is invoiced with IGST; a change of sale is a note, never an edit', async ({
    desk: { t, admin, file, docs, taxBooks },
  }) => {
    const agent = await createAgent(t.app, {
      name: 'Kochi Holidays',
      state: 'Kerala',
      gst_number: '32AABCK1234L1ZV',
      pan_number: 'AABCK1234L',
      commission_rate: '0',
    });
    const b = await file('52500.00', { agent_id: agent.id });
    const raise = (sale: string) =>
      admin.call(bookingEndpoints.update, {
        params: { id: b.id },
        payload: {
          guest_name: 'Asha Kulkarni',
          currency: 'INR',
          sale_amount: sale,
          purchase_amount: '1000.00',
          status: 'confirmed',
          agent_id: agent.id,
          agent_commission_rate: '0',
          accommodations: b.accommodations.map((a) => ({ ...a })),
          tours: b.tours.map((x) => ({ ...x })),
        },
      });
    expect((await raise('63000.00')).status).toBe(200);
    expect((await raise('42000.00')).status).toBe(200);
    const all = await docs(b.id);
    expect(all.map((d) => [d.kind, d.file_amount, d.igst, d.place_of_supply])).toEqual([
      ['invoice', '52500.00', '2500.00', 'Kerala'],
      ['debit_note', '10500.00', '500.00', 'Kerala'],
      ['credit_note', '21000.00', '1000.00', 'Kerala'],
    ]);
    expect(all[0]).toMatchObject({
      registered: true,
      buyer_gstin: '32AABCK1234L1ZV',
      cgst: '0.00',
    });
    expect(all[2]!.number).toMatch(/^CN\//);
    expect(all[1]!.invoice?.id).toBe(all[0]!.id);
    // What the documents say is what the file sells, and the books hold its tax: 5% inside 42,000.
    expect(await taxBooks(b.id)).toEqual({ tour_revenue: '-2000.00', gst_output_igst: '2000.00' });
    // A cancelled file is credited in full: nothing of its tax is left owed.
    await admin.call(bookingEndpoints.cancel, {
      params: { id: b.id },
      payload: { reason: 'Agent withdrew' },
    });
    const after = await docs(b.id);
    expect(after.at(-1)).toMatchObject({ kind: 'credit_note', file_amount: '42000.00' });
    expect(await taxBooks(b.id)).toEqual({ tour_revenue: '0.00', gst_output_igst: '0.00' });
    // Issued documents are never changed.
    const edit = await t.db
      .execute(sql`update tax_documents set total = 0 where id = ${after[0]!.id}`)
      .catch((e: Error & { cause?: Error }) => e.cause?.message ?? e.message);
    expect(edit).toMatch(/issued once/);
  });

  it('twenty files confirmed at once take twenty consecutive numbers', async ({
    desk: { t, file },
  }) => {
    const { rows: before } = await t.db.execute<{ last: number | null }>(
      sql`select max(serial) as last from tax_documents where kind <> 'credit_note'`,
    );
    const made = await Promise.all(Array.from({ length: 20 }, () => file('2100.00')));
    const { rows } = await t.db.execute<{ serial: number }>(sql`
      select serial from tax_documents where kind = 'invoice'
        and booking_id in (${sql.join(
          made.map((b) => sql`${b.id}`),
          sql`, `,
        )}) order by serial`);
    const first = (before[0]!.last ?? 0) + 1;
    expect(rows.map((r) => r.serial)).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
  });

  it('a file invoiced on 31 March and one on 1 April fall in two financial years', async ({
    desk: { t, file, docs },
  }) => {
    // Confirmed while the file was a draft in the books' eyes: issued by hand on the two days.
    const a = await file('1050.00', { status: 'draft' });
    const b = await file('1050.00', { status: 'draft' });
    for (const f of [a, b])
      await t.db.execute(
        sql`update bookings set status = 'confirmed', rate = 1 where id = ${f.id}`,
      );
    // Years no test's today reaches, so no other file has numbered in the second one (with
    // 2027, every test run from April 2027 had already issued that year's first numbers).
    await t.db.transaction((tx) => syncTaxDocuments(tx, a.id, '2040-03-31', null));
    await t.db.transaction((tx) => syncTaxDocuments(tx, b.id, '2040-04-01', null));
    const [ia] = await docs(a.id);
    const [ib] = await docs(b.id);
    expect(ia).toMatchObject({ financial_year: '2039-40' });
    expect(ib).toMatchObject({ financial_year: '2040-41', number: 'INV/40-41/00001' });
  });
  it('a cancellation keeping a charge credits only the rest: the charge keeps its tax', async ({
    desk: { admin, file, docs, taxBooks },
  }) => {
    const b = await file('21000.00');
    const res = await admin.call(bookingEndpoints.cancel, {
      params: { id: b.id },
      payload: { reason: 'Guest cancelled', cancellation_charge: '2100.00' },
    });
    expect(res.status).toBe(200);
    const [, note] = await docs(b.id);
    expect(note).toMatchObject({
      kind: 'credit_note',
      file_amount: '18900.00',
      taxable: '18000.00',
    });
    // 5% inside the ₹2,100 kept: ₹100 of tax stays owed.
    expect(await taxBooks(b.id)).toEqual({
      tour_revenue: '-100.00',
      gst_output_cgst: '50.00',
      gst_output_sgst: '50.00',
    });
  });
});
