import {
  b2clLimitOn,
  bookingEndpoints,
  gstinCheckCharacter,
  gstr1JsonSchema,
  gstReturnEndpoints as ep,
  money,
  quarterOf,
  reportEndpoints,
  taxProfileEndpoints,
  todayIn,
} from '@app/contract';
import type { Gstr1Json } from '@app/contract';
import { describe, expect, test } from '../../../test/fixture.ts';
import { createAgent, TAX_PROFILE } from '../../../test/factories.ts';

/**
 * GSTR-1 (decision 053): the month's invoices, notes and exempt supplies in their tables, the
 * offline tool's CSV per section and GSTN's JSON, and the tax in them equal to the CGST, SGST and
 * IGST Output accounts' movement in the books. The agency is in Maharashtra.
 */
const HOTEL = { hotel_name: 'Sea Rock', check_in_date: '2027-01-10', check_out_date: '2027-01-12' };
const TOUR = { service_name: 'City tour', service_date: '2027-01-11', transfer_type: 'SIC' };

/** Table 12's sheets `hsn(b2b)` and `hsn(b2c)` share one header row (Phase-III advisory). */
const HSN_HEADER =
  'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount';
/** The offline tool's header rows, as its template names them. */
const HEADERS = {
  b2b: 'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
  b2cl: 'Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
  b2cs: 'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
  cdnr: 'GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,Reverse Charge,Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount',
  cdnur:
    'UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount',
  exemp:
    'Description,Nil Rated Supplies,Exempted(other than nil rated/non GST supply),Non-GST Supplies',
  hsn_b2b: HSN_HEADER,
  hsn_b2c: HSN_HEADER,
} as const;
type Section = keyof typeof HEADERS;

/** A CSV's lines as cells (the rows here hold no quoted comma but the receiver names). */
const parseCsv = (text: string) =>
  text
    .trimEnd()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].map((m) => m[1]!.replace(/^"|"$/g, '')),
    )
    .map((cells) => cells.slice(0, -1));

const sum = (values: (string | number)[]) =>
  values.reduce<ReturnType<typeof money>>((a, v) => a.plus(v), money(0)).toFixed(2);

const it = test.extend('desk', { scope: 'file' }, async ({ app: t, callers }) => {
  const admin = await callers.admin();
  expect((await admin.call(taxProfileEndpoints.set, { payload: TAX_PROFILE })).status).toBe(200);
  const today = todayIn(t.app.appTimezone);
  const body = (o: Record<string, unknown>) => ({
    guest_name: 'Asha Kulkarni',
    currency: 'INR',
    purchase_amount: '1000.00',
    status: 'confirmed',
    accommodations: [HOTEL],
    tours: [TOUR],
    ...o,
  });
  /** A confirmed file (invoiced at once); `resale` changes its sale (a debit or credit note). */
  const file = async (o: Record<string, unknown>) => {
    const res = await admin.call(bookingEndpoints.create, { payload: body(o) });
    expect(res.status).toBe(201);
    const b = res.ok.data;
    const resale = async (sale: string) => {
      const r = await admin.call(bookingEndpoints.update, {
        params: { id: b.id },
        payload: body({
          ...o,
          sale_amount: sale,
          ...(b.agent_id ? { agent_commission_rate: '0' } : {}),
          accommodations: b.accommodations.map((a) => ({ ...a })),
          tours: b.tours.map((x) => ({ ...x })),
        }),
      });
      expect(r.status).toBe(200);
    };
    return { b, resale };
  };
  const mumbaiGstin = `27AABCM1234L1Z${gstinCheckCharacter('27AABCM1234L1Z')}`;
  const mumbai = await createAgent(t.app, {
    name: 'Mumbai Trails',
    state: 'Maharashtra',
    gst_number: mumbaiGstin,
    pan_number: 'AABCM1234L',
    commission_rate: '0',
  });
  const kochi = await createAgent(t.app, {
    name: 'Kochi Holidays',
    state: 'Kerala',
    gst_number: '32AABCK1234L1ZV',
    pan_number: 'AABCK1234L',
    commission_rate: '0',
  });
  // Intra-state: a guest in Maharashtra (B2CS) and an agent there (B2B).
  await file({ guest_state: 'Maharashtra', sale_amount: '105000.00' });
  await file({ agent_id: mumbai.id, sale_amount: '21000.00' });
  // Inter-state to a registered agent, then raised: a debit note (CDNR).
  const kerala = await file({ agent_id: kochi.id, sale_amount: '52500.00' });
  await kerala.resale('63000.00');
  // Inter-state to a guest above the B2CL limit, then lowered: a credit note (CDNUR).
  const large = await file({ guest_state: 'Kerala', sale_amount: '210000.00' });
  await large.resale('157500.00');
  // Inter-state to a guest below the limit (B2CS), then lowered: the credit note nets in B2CS.
  const small = await file({ guest_state: 'Tamil Nadu', sale_amount: '21000.00' });
  await small.resale('10500.00');
  // A foreign tourist's tour abroad: exempt (EXEMP), nothing posted.
  await file({
    gst_treatment: 'exempt',
    guest_foreign: true,
    travel_abroad: true,
    sale_amount: '50000.00',
  });
  const month = today.slice(0, 7);
  const summary = (await admin.call(ep.summary, { query: { month } })).ok.data;
  const csv = async (section: Section) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/gst-returns/gstr1/csv?month=${month}&section=${section}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`GSTR1-${section}-${month}.csv`);
    return parseCsv(res.body);
  };
  const jsonRes = await admin.call(ep.json, { query: { month } });
  expect(jsonRes.status).toBe(200);
  const json = JSON.parse(jsonRes.text) as Gstr1Json;
  return { t, admin, today, month, summary, csv, json, jsonRes };
});

describe('GSTR-1 for a month', () => {
  it('places each document in its table', async ({ desk: { summary } }) => {
    const counts = Object.fromEntries(summary.sections.map((s) => [s.section, s.count]));
    expect(counts).toEqual({
      b2b: 2,
      b2cl: 1,
      b2cs: 3,
      cdnr: 1,
      cdnur: 1,
      exemp: 1,
      // Registered buyers' packages at 5%; the guests' packages at 5% and the exempt tour at 0%.
      hsn_b2b: 1,
      hsn_b2c: 2,
    });
    const of = (s: string) => summary.sections.find((x) => x.section === s)!;
    // 52,500 and 21,000 at 5% inside: 50,000 + 20,000 taxable.
    expect(of('b2b')).toMatchObject({ taxable: '70000.00', igst: '2500.00', cgst: '500.00' });
    expect(of('cdnr')).toMatchObject({ taxable: '10000.00', igst: '500.00' });
    // The B2CL invoice lowered by 52,500: a credit note of 50,000 taxable, 2,500 IGST.
    expect(of('b2cl')).toMatchObject({ taxable: '200000.00', igst: '10000.00' });
    expect(of('cdnur')).toMatchObject({ taxable: '-50000.00', igst: '-2500.00' });
    // 100,000 in Maharashtra; 20,000 less 10,000 in Tamil Nadu.
    expect(of('b2cs')).toMatchObject({
      taxable: '110000.00',
      igst: '500.00',
      cgst: '2500.00',
      sgst: '2500.00',
    });
    expect(of('exemp')).toMatchObject({ taxable: '50000.00', igst: '0.00', cgst: '0.00' });
  });

  it('totals the tax of every section to the output accounts’ movement in the books', async ({
    desk: { summary },
  }) => {
    expect(summary.totals).toMatchObject({ igst: '11000.00', cgst: '3000.00', sgst: '3000.00' });
    expect(summary.ledger).toEqual({ igst: '11000.00', cgst: '3000.00', sgst: '3000.00' });
    expect(summary.agrees).toBe(true);
    expect(summary.gstin).toBe(TAX_PROFILE.gstin);
    // Table 12 restates every document: B2B and CDNR in its B2B sheet, the rest in its B2C one.
    const of = (s: string) => summary.sections.find((x) => x.section === s)!;
    expect(of('hsn_b2b')).toMatchObject({
      taxable: '80000.00',
      igst: '3000.00',
      cgst: '500.00',
      sgst: '500.00',
    });
    expect(of('hsn_b2c')).toMatchObject({ igst: '8000.00', cgst: '2500.00', sgst: '2500.00' });
    for (const key of ['taxable', 'igst', 'cgst', 'sgst'] as const) {
      expect(sum([of('hsn_b2b')[key], of('hsn_b2c')[key]]), key).toBe(summary.totals[key]);
    }
  });

  it('the quarter holding the month reads the same documents', async ({
    desk: { admin, today, summary },
  }) => {
    const q = (await admin.call(ep.summary, { query: { quarter: quarterOf(today) } })).ok.data;
    expect(q.totals).toEqual(summary.totals);
    expect(q.fp).toBe(`${q.to.slice(5, 7)}${q.to.slice(0, 4)}`);
    expect(q.agrees).toBe(true);
  });

  it('each CSV has the offline tool’s header row and rows that sum to the JSON', async ({
    desk: { csv, json, summary },
  }) => {
    const files = Object.fromEntries(
      await Promise.all(
        (Object.keys(HEADERS) as Section[]).map(async (s) => [s, await csv(s)] as const),
      ),
    ) as Record<Section, string[][]>;
    for (const s of Object.keys(HEADERS) as Section[]) {
      expect(files[s][0]!.join(','), s).toBe(HEADERS[s]);
    }
    const col = (s: Section, header: string) => {
      const i = HEADERS[s].split(',').indexOf(header);
      return files[s].slice(1).map((r) => r[i]!);
    };
    const txvals = (items: { itms: { itm_det: { txval: number } }[] }[]) =>
      sum(items.flatMap((x) => x.itms.map((i) => i.itm_det.txval)));
    expect(sum(col('b2b', 'Taxable Value'))).toBe(txvals(json.b2b.flatMap((g) => g.inv)));
    expect(sum(col('b2cl', 'Taxable Value'))).toBe(txvals(json.b2cl.flatMap((g) => g.inv)));
    expect(sum(col('b2cs', 'Taxable Value'))).toBe(sum(json.b2cs.map((r) => r.txval)));
    expect(sum(col('cdnr', 'Taxable Value'))).toBe(txvals(json.cdnr.flatMap((g) => g.nt)));
    expect(sum(col('cdnur', 'Taxable Value'))).toBe(txvals(json.cdnur));
    expect(sum(col('exemp', 'Exempted(other than nil rated/non GST supply)'))).toBe(
      sum(json.nil.inv.map((r) => r.expt_amt)),
    );
    for (const [header, key, total] of [
      ['Taxable Value', 'txval', 'taxable'],
      ['Integrated Tax Amount', 'iamt', 'igst'],
      ['Central Tax Amount', 'camt', 'cgst'],
      ['State/UT Tax Amount', 'samt', 'sgst'],
    ] as const) {
      for (const s of ['hsn_b2b', 'hsn_b2c'] as const) {
        expect(sum(col(s, header)), `${s} ${header}`).toBe(sum(json.hsn[s].map((r) => r[key])));
      }
      // The two sheets together restate every document, as the other sections hold them.
      expect(sum([...col('hsn_b2b', header), ...col('hsn_b2c', header)]), header).toBe(
        summary.totals[total],
      );
    }
    // The offline tool's spellings: dates, places of supply, rates, note types.
    const [, b2cl] = files.b2cl;
    expect(b2cl![1]).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
    expect(b2cl![3]).toBe('32-Kerala');
    expect(b2cl![5]).toBe('5');
    expect(files.cdnur[1]!.slice(0, 1)).toEqual(['B2CL']);
    expect(files.cdnur[1]![3]).toBe('C');
    expect(files.cdnr[1]![4]).toBe('D');
    expect(
      files.b2cs
        .slice(1)
        .map((r) => [r[0], r[1], r[4]])
        .sort(),
    ).toEqual([
      ['OE', '27-Maharashtra', '100000.00'],
      ['OE', '33-Tamil Nadu', '10000.00'],
    ]);
    expect(files.exemp.slice(1).map((r) => r[2])).toEqual(['0.00', '0.00', '0.00', '50000.00']);
    expect(files.hsn_b2b.slice(1).map((r) => r.slice(0, 4))).toEqual([
      ['998555', 'Tour operator services', 'NA', '0'],
    ]);
    expect(files.hsn_b2c[1]!.slice(0, 4)).toEqual(['998555', 'Tour operator services', 'NA', '0']);
    // The exempt tour, to a foreign guest, is in the B2C sheet at 0%.
    expect(files.hsn_b2c.slice(1).map((r) => r[5])).toContain('0');
    expect(summary.sections.find((s) => s.section === 'b2cs')!.taxable).toBe(
      sum(col('b2cs', 'Taxable Value')),
    );
  });

  it('the JSON is GSTN’s shape, and its tax equals the books', async ({
    desk: { json, jsonRes, summary, month },
  }) => {
    expect(gstr1JsonSchema.safeParse(json).success).toBe(true);
    expect(jsonRes.headers['content-disposition']).toContain(`GSTR1-${month}.json`);
    expect(json.gstin).toBe(TAX_PROFILE.gstin);
    expect(json.fp).toBe(`${month.slice(5, 7)}${month.slice(0, 4)}`);
    expect(json.b2b.map((g) => g.ctin).sort()).toEqual([
      expect.stringMatching(/^27AABCM1234L1Z/),
      '32AABCK1234L1ZV',
    ]);
    const inv = json.b2b.find((g) => g.ctin === '32AABCK1234L1ZV')!.inv[0]!;
    expect(inv).toMatchObject({ val: 52500, pos: '32', rchrg: 'N', inv_typ: 'R' });
    expect(inv.idt).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(inv.itms[0]!.itm_det).toEqual({
      txval: 50000,
      rt: 5,
      iamt: 2500,
      camt: 0,
      samt: 0,
      csamt: 0,
    });
    expect(json.cdnur[0]).toMatchObject({ typ: 'B2CL', ntty: 'C', pos: '32' });
    expect(json.nil.inv.find((r) => r.sply_ty === 'INTRAB2C')!.expt_amt).toBe(50000);
    // Invoices and debit notes less credit notes, across the sections.
    const tax = (key: 'iamt' | 'camt' | 'samt') => {
      const items = (xs: { itms: { itm_det: Record<typeof key, number> }[] }[], sign = 1) =>
        xs.flatMap((x) => x.itms.map((i) => money(i.itm_det[key]).times(sign)));
      const notes = (xs: { ntty: 'C' | 'D'; itms: { itm_det: Record<typeof key, number> }[] }[]) =>
        xs.flatMap((n) => items([n], n.ntty === 'C' ? -1 : 1));
      return sum(
        [
          ...items(json.b2b.flatMap((g) => g.inv)),
          ...items(json.b2cl.flatMap((g) => g.inv)),
          ...json.b2cs.map((r) => money(r[key])),
          ...notes(json.cdnr.flatMap((g) => g.nt)),
          ...notes(json.cdnur),
        ].map((d) => d.toFixed(2)),
      );
    };
    expect({ igst: tax('iamt'), cgst: tax('camt'), sgst: tax('samt') }).toEqual(summary.ledger);
  });

  it('asks for a month or a quarter, one of them, and a known section', async ({
    desk: { t, admin },
  }) => {
    for (const query of [{}, { month: '2026-11', quarter: '2026-27-Q3' }, { month: '' }]) {
      const res = await admin.call(ep.summary, { query });
      expect(res.status).toBe(422);
      expect(res.failure.errors?.month?.[0]).toContain('one of them');
    }
    // Year 0000 is no date PostgreSQL knows: refused here, never a 500 from the database.
    for (const month of ['2026-13', '0000-01']) {
      const bad = await admin.call(ep.summary, { query: { month } });
      expect(bad.status).toBe(422);
      expect(bad.failure.errors?.month?.[0]).toContain('YYYY-MM');
    }
    const report = await admin.call(reportEndpoints.gstSummary, {
      query: { from: '0000-01', to: '0000-02' },
    });
    expect(report.status).toBe(422);
    const quarter = await admin.call(ep.json, { query: { quarter: '2026-Q3' } });
    expect(quarter.status).toBe(422);
    expect(quarter.text).toContain('2026-27-Q3');
    const section = await t.app.inject({
      method: 'GET',
      url: '/api/gst-returns/gstr1/csv?month=2026-11&section=exp',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(section.statusCode).toBe(422);
    expect(section.json().errors.section[0]).toContain('b2b');
  });

  it('is for the books’ people', async ({ callers }) => {
    const staff = await callers.staff();
    expect((await staff.call(ep.summary, { query: { month: '2026-11' } })).status).toBe(403);
  });
});

describe('the GST summary report', () => {
  it('gives output tax by rate and by place of supply, the total equal to the books', async ({
    desk: { t, admin, month, summary },
  }) => {
    const r = (await admin.call(reportEndpoints.gstSummary, { query: { from: month, to: month } }))
      .ok.data;
    expect(r.totals).toMatchObject({
      documents: 9,
      igst: '11000.00',
      cgst: '3000.00',
      tax: '17000.00',
    });
    expect(r.ledger).toEqual({ ...summary.ledger, tax: '17000.00' });
    expect(r.by_rate.map((x) => [x.rate, x.tax])).toEqual([
      ['0', '0.00'],
      ['5', '17000.00'],
    ]);
    // Kerala: 2,500 + 500 to the agent, 10,000 less 2,500 to the guest.
    expect(r.by_place.map((x) => [x.place_code, x.place, x.igst, x.cgst])).toEqual([
      ['27', 'Maharashtra', '0.00', '3000.00'],
      ['32', 'Kerala', '10500.00', '0.00'],
      ['33', 'Tamil Nadu', '500.00', '0.00'],
    ]);
    expect(r.rows).toHaveLength(4);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reports/gst-summary/export?from=${month}&to=${month}&format=csv`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines.at(-1)).toContain('Total');
    expect(lines.at(-1)).toContain('17000.00');
  });
});

describe('the GST summary report of months with no documents', () => {
  it('answers nothing issued and nothing in the books', async ({ desk: { admin } }) => {
    const r = (
      await admin.call(reportEndpoints.gstSummary, { query: { from: '2020-01', to: '2020-02' } })
    ).ok.data;
    expect(r).toMatchObject({ rows: [], by_rate: [], by_place: [] });
    expect(r.totals).toEqual({
      documents: 0,
      taxable: '0.00',
      igst: '0.00',
      cgst: '0.00',
      sgst: '0.00',
      tax: '0.00',
    });
    expect(r.ledger.tax).toBe('0.00');
  });
});

describe('the B2CL limit', () => {
  it('is ₹2,50,000 before 1 August 2024 and ₹1,00,000 from it (Notification 12/2024-CT)', () => {
    expect(b2clLimitOn('2024-07-31')).toBe('250000.00');
    expect(b2clLimitOn('2024-08-01')).toBe('100000.00');
    expect(b2clLimitOn('2026-11-05')).toBe('100000.00');
  });
});
