// GSTR-1 from the tax documents issued in a month or a quarter (decision 053): each document
// placed in its table as the portal wants it, the tables' figures summed as decimals, and the
// output accounts' movement in the journal for the same days beside them, which they equal.
import { sql } from 'drizzle-orm';
import type Decimal from 'decimal.js';
import type { Gstr1HsnSection, Gstr1Json, Gstr1Section, Gstr1Summary } from '@app/contract';
import {
  b2clLimitOn,
  GST_RETURN_MESSAGES,
  GST_STATES,
  gstPeriod,
  GSTR1_CSV_HEADERS,
  GSTR1_SECTIONS,
  money,
  OTHER_COUNTRIES,
  SAC_DESCRIPTIONS,
  TAX_CODES,
} from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { Conflict } from '../../lib/http/app-error.ts';
import { csvLine } from '../exports/csv.ts';
import { readTaxProfile } from '../tax-profile/tax-profile.service.ts';

/** A tax document issued in the period, with what its invoice was (for a note). */
type DocRow = {
  id: number;
  kind: 'invoice' | 'debit_note' | 'credit_note';
  number: string;
  issue_date: string;
  buyer_name: string;
  buyer_gstin: string | null;
  registered: boolean;
  reverse_charge: boolean;
  place_of_supply: string;
  place_of_supply_code: string | null;
  tax_code: keyof typeof TAX_CODES;
  sac: string | null;
  gst_rate: string;
  total: string;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
  inv_date: string | null;
  inv_total: string | null;
  inv_registered: boolean | null;
  inv_tax_code: keyof typeof TAX_CODES | null;
};

interface Figures {
  val: Decimal;
  txval: Decimal;
  iamt: Decimal;
  camt: Decimal;
  samt: Decimal;
}
const zero = (): Figures => ({
  val: money(0),
  txval: money(0),
  iamt: money(0),
  camt: money(0),
  samt: money(0),
});
const add = (a: Figures, b: Figures, sign = 1) => {
  a.val = a.val.plus(b.val.times(sign));
  a.txval = a.txval.plus(b.txval.times(sign));
  a.iamt = a.iamt.plus(b.iamt.times(sign));
  a.camt = a.camt.plus(b.camt.times(sign));
  a.samt = a.samt.plus(b.samt.times(sign));
};

/** One document placed in its table, its figures as issued (positive). */
export interface PlacedDoc {
  doc: DocRow;
  section: Exclude<Gstr1Section, Gstr1HsnSection>;
  /** +1 for an invoice or a debit note, −1 for a credit note. */
  sign: 1 | -1;
  inter: boolean;
  pos: string;
  /** "27-Maharashtra", as the offline tool spells a place of supply. */
  posLabel: string;
  rate: string;
  figures: Figures;
}

interface HsnRow {
  sac: string;
  desc: string;
  rate: string;
  f: Figures;
}

export interface Gstr1Data {
  period: NonNullable<ReturnType<typeof gstPeriod>>;
  gstin: string | null;
  placed: PlacedDoc[];
  b2cs: Map<string, { inter: boolean; pos: string; posLabel: string; rate: string; f: Figures }>;
  exemp: Record<'INTRB2B' | 'INTRAB2B' | 'INTRB2C' | 'INTRAB2C', Decimal>;
  /** Table 12 by SAC and rate: a registered buyer's supplies (B2B, CDNR), and the rest. */
  hsn: Record<Gstr1HsnSection, Map<string, HsnRow>>;
  ledger: { igst: string; cgst: string; sgst: string };
}

const EXEMP_ROWS = [
  ['INTRB2B', 'Inter-State supplies to registered persons'],
  ['INTRAB2B', 'Intra-State supplies to registered persons'],
  ['INTRB2C', 'Inter-State supplies to unregistered persons'],
  ['INTRAB2C', 'Intra-State supplies to unregistered persons'],
] as const;

/**
 * The CGST, SGST and IGST Output accounts' credits less debits for the days, from the journal
 * (a reversal counts on the day of the entry it reverses, as the TCS register's does).
 */
export async function outputTaxInBooks(db: DbOrTx, from: string, to: string) {
  const { rows } = await db.execute<{ key: string; net: string }>(sql`
    select a.system_key as key, coalesce(sum(l.credit - l.debit), 0)::numeric(14,2)::text as net
    from journal_lines l
    join journal_entries e on e.id = l.entry_id
    join accounts a on a.id = l.account_id
    where a.system_key in ('gst_output_igst', 'gst_output_cgst', 'gst_output_sgst')
      and coalesce((select o.entry_date from journal_entries o where o.id = e.reverses_id), e.entry_date)
          between ${from}::date and ${to}::date
    group by a.system_key`);
  const net = (key: string) => rows.find((b) => b.key === key)?.net ?? '0.00';
  return {
    igst: net('gst_output_igst'),
    cgst: net('gst_output_cgst'),
    sgst: net('gst_output_sgst'),
  };
}

/** Read and place the period's documents (the query schema has checked the period). */
export async function gstr1Data(
  db: DbOrTx,
  q: { month?: string | undefined; quarter?: string | undefined },
): Promise<Gstr1Data> {
  const period = gstPeriod(q)!;
  const { from, to } = period;
  const profile = await readTaxProfile(db);
  const agencyCode = profile?.state_code ?? null;
  const { rows } = await db.execute<DocRow>(sql`
    select d.id, d.kind, d.number, d.issue_date::text as issue_date, d.buyer_name, d.buyer_gstin,
      d.registered, d.reverse_charge, d.place_of_supply, d.place_of_supply_code, d.tax_code, d.sac,
      d.gst_rate::text as gst_rate, d.total::text as total, d.taxable::text as taxable,
      d.cgst::text as cgst, d.sgst::text as sgst, d.igst::text as igst,
      i.issue_date::text as inv_date, i.total::text as inv_total, i.registered as inv_registered,
      i.tax_code as inv_tax_code
    from tax_documents d
    left join tax_documents i on i.id = d.invoice_id
    where d.issue_date between ${from}::date and ${to}::date
    order by d.issue_date, d.id`);
  const ledger = await outputTaxInBooks(db, from, to);

  const data: Gstr1Data = {
    period,
    gstin: profile?.gstin ?? null,
    placed: [],
    b2cs: new Map(),
    exemp: { INTRB2B: money(0), INTRAB2B: money(0), INTRB2C: money(0), INTRAB2C: money(0) },
    hsn: { hsn_b2b: new Map(), hsn_b2c: new Map() },
    ledger,
  };
  for (const d of rows) {
    const f: Figures = {
      val: money(d.total),
      txval: money(d.taxable),
      iamt: money(d.igst),
      camt: money(d.cgst),
      samt: money(d.sgst),
    };
    const pos = d.place_of_supply_code ?? agencyCode ?? '';
    // The tax says where it was supplied; a document without tax (exempt) by its place.
    const inter = f.iamt.gt(0) || (f.camt.isZero() && f.samt.isZero() && pos !== agencyCode);
    const name = GST_STATES[pos] ?? (pos === OTHER_COUNTRIES.code ? OTHER_COUNTRIES.name : null);
    const posLabel = `${pos}-${name ?? d.place_of_supply}`;
    const rate = money(d.gst_rate).toString();
    const sign = d.kind === 'credit_note' ? -1 : 1;
    // A note goes where its invoice went: the invoice's buyer, value and date decide.
    const note = d.kind !== 'invoice';
    const base = {
      registered: note ? (d.inv_registered ?? d.registered) : d.registered,
      total: note ? (d.inv_total ?? d.total) : d.total,
      date: note ? (d.inv_date ?? d.issue_date) : d.issue_date,
      taxCode: note ? (d.inv_tax_code ?? d.tax_code) : d.tax_code,
    };
    const invoiceSection: Exclude<Gstr1Section, Gstr1HsnSection | 'cdnr' | 'cdnur'> =
      base.taxCode === 'exempt_foreign_tourist'
        ? 'exemp'
        : base.registered
          ? 'b2b'
          : inter && money(base.total).gt(b2clLimitOn(base.date))
            ? 'b2cl'
            : 'b2cs';
    const section: PlacedDoc['section'] = !note
      ? invoiceSection
      : invoiceSection === 'b2b'
        ? 'cdnr'
        : invoiceSection === 'b2cl'
          ? 'cdnur'
          : invoiceSection; // B2CS and exempt supplies are reported net of their notes.
    data.placed.push({ doc: d, section, sign, inter, pos, posLabel, rate, figures: f });

    if (section === 'b2cs') {
      const key = `${inter ? 'INTER' : 'INTRA'}|${pos}|${rate}`;
      const row = data.b2cs.get(key) ?? { inter, pos, posLabel, rate, f: zero() };
      add(row.f, f, sign);
      data.b2cs.set(key, row);
    }
    if (section === 'exemp') {
      const key = `${inter ? 'INTR' : 'INTRA'}${base.registered ? 'B2B' : 'B2C'}` as const;
      data.exemp[key] = data.exemp[key].plus(f.txval.times(sign));
    }
    // Table 12's B2B or B2C sheet (GSTN's Phase-III advisory): by the buyer, a note by its
    // invoice's, so B2B and CDNR go to B2B.
    const hsn = data.hsn[base.registered ? 'hsn_b2b' : 'hsn_b2c'];
    const sac = d.sac ?? '';
    const hsnKey = `${sac}|${rate}`;
    const h = hsn.get(hsnKey) ?? {
      sac,
      desc: SAC_DESCRIPTIONS[sac] ?? TAX_CODES[d.tax_code].label,
      rate,
      f: zero(),
    };
    add(h.f, f, sign);
    hsn.set(hsnKey, h);
  }
  return data;
}

const fixed = (d: Decimal) => d.toFixed(2);
/** A JSON number of two decimals, made from the decimal only here. */
const num = (d: Decimal) => Number(d.toFixed(2));

/** The period's GSTR-1 at a glance: each section's count and signed figures, and the books. */
export function gstr1Summary(data: Gstr1Data): Gstr1Summary {
  const sections = GSTR1_SECTIONS.map((section) => {
    const f = zero();
    let count = 0;
    if (section === 'hsn_b2b' || section === 'hsn_b2c') {
      for (const h of data.hsn[section].values()) add(f, h.f);
      count = data.hsn[section].size;
    } else {
      for (const p of data.placed.filter((x) => x.section === section)) {
        add(f, p.figures, p.sign);
        count += 1;
      }
    }
    return {
      section,
      count,
      taxable: fixed(f.txval),
      igst: fixed(f.iamt),
      cgst: fixed(f.camt),
      sgst: fixed(f.samt),
    };
  });
  const t = zero();
  for (const p of data.placed) add(t, p.figures, p.sign);
  const totals = {
    taxable: fixed(t.txval),
    igst: fixed(t.iamt),
    cgst: fixed(t.camt),
    sgst: fixed(t.samt),
  };
  return {
    period: data.period.label,
    from: data.period.from,
    to: data.period.to,
    fp: data.period.fp,
    gstin: data.gstin,
    sections,
    totals,
    ledger: data.ledger,
    agrees:
      totals.igst === data.ledger.igst &&
      totals.cgst === data.ledger.cgst &&
      totals.sgst === data.ledger.sgst,
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 2026-11-05 → "05-Nov-2026", the offline tool's CSV dates. */
const csvDate = (day: string) =>
  `${day.slice(8, 10)}-${MONTHS[Number(day.slice(5, 7)) - 1]}-${day.slice(0, 4)}`;
/** 2026-11-05 → "05-11-2026", the JSON's. */
const jsonDate = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/** One section's rows, in its template's columns. */
export function gstr1CsvRows(data: Gstr1Data, section: Gstr1Section): string[][] {
  const of = (s: Gstr1Section) => data.placed.filter((p) => p.section === s);
  switch (section) {
    case 'b2b':
      return of('b2b').map(({ doc: d, posLabel, rate, figures: f }) => [
        d.buyer_gstin ?? '',
        d.buyer_name,
        d.number,
        csvDate(d.issue_date),
        fixed(f.val),
        posLabel,
        d.reverse_charge ? 'Y' : 'N',
        '',
        'Regular B2B',
        '',
        rate,
        fixed(f.txval),
        '0.00',
      ]);
    case 'b2cl':
      return of('b2cl').map(({ doc: d, posLabel, rate, figures: f }) => [
        d.number,
        csvDate(d.issue_date),
        fixed(f.val),
        posLabel,
        '',
        rate,
        fixed(f.txval),
        '0.00',
        '',
      ]);
    case 'b2cs':
      return [...data.b2cs.values()].map((r) => [
        'OE',
        r.posLabel,
        '',
        r.rate,
        fixed(r.f.txval),
        '0.00',
        '',
      ]);
    case 'cdnr':
      return of('cdnr').map(({ doc: d, posLabel, rate, sign, figures: f }) => [
        d.buyer_gstin ?? '',
        d.buyer_name,
        d.number,
        csvDate(d.issue_date),
        sign < 0 ? 'C' : 'D',
        posLabel,
        d.reverse_charge ? 'Y' : 'N',
        'Regular B2B',
        fixed(f.val),
        '',
        rate,
        fixed(f.txval),
        '0.00',
      ]);
    case 'cdnur':
      return of('cdnur').map(({ doc: d, posLabel, rate, sign, figures: f }) => [
        'B2CL',
        d.number,
        csvDate(d.issue_date),
        sign < 0 ? 'C' : 'D',
        posLabel,
        fixed(f.val),
        '',
        rate,
        fixed(f.txval),
        '0.00',
      ]);
    case 'exemp':
      return EXEMP_ROWS.map(([key, label]) => [label, '0.00', fixed(data.exemp[key]), '0.00']);
    case 'hsn_b2b':
    case 'hsn_b2c':
      return [...data.hsn[section].values()].map((h) => [
        h.sac,
        h.desc,
        'NA',
        '0',
        fixed(h.f.val),
        h.rate,
        fixed(h.f.txval),
        fixed(h.f.iamt),
        fixed(h.f.camt),
        fixed(h.f.samt),
        '0.00',
      ]);
  }
}

/**
 * A section's CSV: the template's header row, then its rows, CRLF (exports/csv.ts's quoting).
 * No byte-order mark: the offline tool matches the header row's text exactly.
 */
export const gstr1Csv = (data: Gstr1Data, section: Gstr1Section) =>
  [[...GSTR1_CSV_HEADERS[section]], ...gstr1CsvRows(data, section)].map((r) => csvLine(r)).join('');

const itmDet = (rate: string, f: Figures) => ({
  txval: num(f.txval),
  rt: Number(rate),
  iamt: num(f.iamt),
  camt: num(f.camt),
  samt: num(f.samt),
  csamt: 0,
});

/** Table 12's rows in GSTN's JSON (no `val`: the B2B/B2C shape has none). */
const hsnJson = (rows: Map<string, HsnRow>) =>
  [...rows.values()].map((h, i) => ({
    num: i + 1,
    hsn_sc: h.sac,
    desc: h.desc,
    uqc: 'NA' as const,
    qty: 0,
    ...itmDet(h.rate, h.f),
  }));

/** GSTN's GSTR-1 JSON for the period (refused before a tax profile names the GSTIN). */
export function gstr1Json(data: Gstr1Data): Gstr1Json {
  if (!data.gstin) throw new Conflict(GST_RETURN_MESSAGES.noProfile);
  const of = (s: Gstr1Section) => data.placed.filter((p) => p.section === s);
  const b2b = new Map<string, Gstr1Json['b2b'][number]>();
  for (const { doc: d, pos, rate, figures: f } of of('b2b')) {
    const ctin = d.buyer_gstin ?? '';
    const g = b2b.get(ctin) ?? { ctin, inv: [] };
    g.inv.push({
      inum: d.number,
      idt: jsonDate(d.issue_date),
      val: num(f.val),
      pos,
      rchrg: d.reverse_charge ? 'Y' : 'N',
      inv_typ: 'R',
      itms: [{ num: 1, itm_det: itmDet(rate, f) }],
    });
    b2b.set(ctin, g);
  }
  const b2cl = new Map<string, Gstr1Json['b2cl'][number]>();
  for (const { doc: d, pos, rate, figures: f } of of('b2cl')) {
    const g = b2cl.get(pos) ?? { pos, inv: [] };
    g.inv.push({
      inum: d.number,
      idt: jsonDate(d.issue_date),
      val: num(f.val),
      pos,
      itms: [{ num: 1, itm_det: itmDet(rate, f) }],
    });
    b2cl.set(pos, g);
  }
  const cdnr = new Map<string, Gstr1Json['cdnr'][number]>();
  for (const { doc: d, pos, rate, sign, figures: f } of of('cdnr')) {
    const ctin = d.buyer_gstin ?? '';
    const g = cdnr.get(ctin) ?? { ctin, nt: [] };
    g.nt.push({
      ntty: sign < 0 ? 'C' : 'D',
      nt_num: d.number,
      nt_dt: jsonDate(d.issue_date),
      val: num(f.val),
      pos,
      rchrg: d.reverse_charge ? 'Y' : 'N',
      inv_typ: 'R',
      itms: [{ num: 1, itm_det: itmDet(rate, f) }],
    });
    cdnr.set(ctin, g);
  }
  return {
    gstin: data.gstin,
    fp: data.period.fp,
    b2b: [...b2b.values()],
    b2cl: [...b2cl.values()],
    b2cs: [...data.b2cs.values()].map((r) => ({
      sply_ty: r.inter ? 'INTER' : 'INTRA',
      pos: r.pos,
      typ: 'OE',
      ...itmDet(r.rate, r.f),
    })),
    cdnr: [...cdnr.values()],
    cdnur: of('cdnur').map(({ doc: d, pos, rate, sign, figures: f }) => ({
      typ: 'B2CL',
      ntty: sign < 0 ? 'C' : 'D',
      nt_num: d.number,
      nt_dt: jsonDate(d.issue_date),
      val: num(f.val),
      pos,
      itms: [{ num: 1, itm_det: itmDet(rate, f) }],
    })),
    nil: {
      inv: EXEMP_ROWS.map(([sply_ty]) => ({
        sply_ty,
        expt_amt: num(data.exemp[sply_ty]),
        nil_amt: 0,
        ngsup_amt: 0,
      })),
    },
    hsn: { hsn_b2b: hsnJson(data.hsn.hsn_b2b), hsn_b2c: hsnJson(data.hsn.hsn_b2c) },
  };
}
