// Tax invoices, debit and credit notes (decision 051). A file entering the books is invoiced to
// its payer; a rise of its sale is a debit note, a fall or its cancellation a credit note, so
// the documents of a file always add up to what it sells, and an issued one is never edited.
// The GST inside each moves out of Tour Revenue to the output tax accounts in the same
// transaction. Nothing is issued until the agency's tax profile (its GSTIN) is set.
import { asc, eq, sql } from 'drizzle-orm';
import type { TaxDocument, TaxDocumentKind } from '@app/contract';
import {
  documentNumber,
  financialYear,
  GST_STATES,
  gstCodeOf,
  gstinProblem,
  inclusiveGst,
  money,
  OTHER_COUNTRIES,
  placeOfSupply,
  rateOn,
  resolvePaging,
  sameState,
  SERIES_OF,
  TAX_CODES,
  TAX_DOCUMENT_LABELS,
  TAX_MESSAGES,
  tcsOn,
  toMoney,
} from '@app/contract';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  agents,
  bookingAccommodations,
  bookings,
  taxDocuments,
  taxProfile,
  taxRates,
} from '../../db/schema/index.ts';
import { fieldError } from '../../lib/http/app-error.ts';
import { toBase } from '../currencies/rates.ts';
import type { PostingLine } from '../ledger/posting.ts';
import { postEntry, systemAccount } from '../ledger/posting.ts';
import { ruleOn } from '../tax/tax-rates.service.ts';
import { tcsApplies } from '../tcs/tcs-collection.ts';

/** Files whose sale is in the books (as booking-posting.ts's). */
const IN_BOOKS = ['confirmed', 'completed'];
const SIGN: Record<TaxDocumentKind, 1 | -1> = { invoice: 1, debit_note: 1, credit_note: -1 };

/** A state's GST code ('27' for Maharashtra), or null outside the list. */
const stateCode = (state: string) =>
  state === OTHER_COUNTRIES.name
    ? OTHER_COUNTRIES.code
    : (Object.entries(GST_STATES).find(([, name]) => sameState(name, state))?.[0] ?? null);

/** Who the file's invoice goes to: its agent (a registered buyer with a valid GSTIN) or its guest. */
async function buyerOf(tx: Tx, f: typeof bookings.$inferSelect) {
  if (f.agent_id !== null) {
    const [a] = await tx.select().from(agents).where(eq(agents.id, f.agent_id));
    const gstin = a!.gst_number && gstinProblem(a!.gst_number) === null ? a!.gst_number : null;
    return {
      name: a!.company_name || a!.name,
      address: [a!.address, a!.city, a!.state, a!.pincode].filter(Boolean).join(', ') || null,
      gstin,
      pan: a!.pan_number,
      state: a!.state,
    };
  }
  return {
    name: f.guest_name,
    address: f.guest_address,
    gstin: null,
    pan: f.guest_pan,
    // An unregistered guest's state on record (decision 055), else the agency's.
    state: f.guest_state,
  };
}

/** The next number of `series` in `fy`: the counter row stays locked to the end of the transaction. */
async function nextSerial(tx: Tx, series: string, fy: string) {
  const { rows } = await tx.execute<{ last: number }>(sql`
    insert into document_counters (series, financial_year, last) values (${series}, ${fy}, 1)
    on conflict (series, financial_year) do update set last = document_counters.last + 1
    returning last`);
  return rows[0]!.last;
}

/**
 * Bring the file's tax documents to what it sells on `date` (called by postFile, under the
 * file's row lock, after its own entry): the first document is its invoice; afterwards the
 * difference is a debit or a credit note at the invoice's rule, place of supply and rate. A file
 * whose documents were credited in full (sent back to draft) is invoiced anew at its rule of the
 * day (its treatment may have changed: decision 055), the notes then naming the new invoice.
 */
export async function syncTaxDocuments(
  tx: Tx,
  fileId: number,
  date: string,
  userId: number | null,
) {
  const [profile] = await tx.select().from(taxProfile).limit(1);
  if (!profile) return;
  const [f] = await tx.select().from(bookings).where(eq(bookings.id, fileId));
  if (!f) return;
  const issued = await tx
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.booking_id, fileId))
    .orderBy(asc(taxDocuments.id));
  const have = issued.reduce((s, d) => s.plus(money(d.file_amount).times(SIGN[d.kind])), money(0));
  // A cancelled file keeps its invoice for the charge it keeps: the rest is credited.
  const want = IN_BOOKS.includes(f.status)
    ? money(f.sale_amount)
    : f.status === 'cancelled'
      ? money(f.cancellation_charge ?? 0)
      : money(0);
  const diff = want.minus(have);
  if (diff.isZero()) return;
  // The live invoice: the latest, unless everything issued so far has been credited.
  const invoice = have.gt(0) ? issued.findLast((d) => d.kind === 'invoice') : undefined;
  if (!invoice && diff.lt(0)) return;
  const kind: TaxDocumentKind = !invoice ? 'invoice' : diff.gt(0) ? 'debit_note' : 'credit_note';
  const rate = invoice?.rate ?? f.rate ?? '1';
  const fileAmount = toMoney(diff.abs());
  const terms = invoice
    ? {
        buyer_name: invoice.buyer_name,
        buyer_address: invoice.buyer_address,
        buyer_gstin: invoice.buyer_gstin,
        buyer_pan: invoice.buyer_pan,
        place_of_supply: invoice.place_of_supply,
        place_of_supply_code: invoice.place_of_supply_code,
        registered: invoice.registered,
        tax_rate_id: invoice.tax_rate_id,
        tax_code: invoice.tax_code,
        sac: invoice.sac,
        description: invoice.description,
        gst_rate: invoice.gst_rate,
      }
    : await invoiceTerms(tx, f, profile.state, toBase(fileAmount, rate), date);
  const intra = sameState(terms.place_of_supply, profile.state);
  const { total, gst } = invoice
    ? noteFigures(issued, invoice, toBase(toMoney(want), rate), terms.gst_rate, intra)
    : {
        total: toBase(fileAmount, rate),
        gst: inclusiveGst(toBase(fileAmount, rate), terms.gst_rate, intra),
      };
  const fy = financialYear(date);
  const series = SERIES_OF[kind];
  const serial = await nextSerial(tx, series, fy);
  const prefix = series === 'invoice' ? profile.invoice_prefix : profile.credit_note_prefix;
  // The entry names the document by the id it is given here.
  const [{ id }] = (
    await tx.execute<{ id: number }>(sql`select nextval('tax_documents_id_seq')::int as id`)
  ).rows as [{ id: number }];
  const entry = await postTax(tx, id, kind, f.file_number, gst, date, userId);
  await tx.insert(taxDocuments).values({
    id,
    kind,
    number: documentNumber(prefix, date, serial),
    financial_year: fy,
    serial,
    issue_date: date,
    booking_id: fileId,
    invoice_id: invoice?.id ?? null,
    ...terms,
    reverse_charge: false,
    currency: f.currency,
    file_amount: fileAmount,
    rate,
    total,
    taxable: gst.taxable,
    cgst: gst.cgst,
    sgst: gst.sgst,
    igst: gst.igst,
    ...(kind === 'credit_note' ? {} : await tcsOnDocument(tx, f, total, terms.buyer_pan, date)),
    entry_id: entry,
    created_by: userId,
  });
}

/**
 * A note's rupees and tax: what the invoice and its notes hold less what they should hold
 * after it (`wanted`, the file's target in rupees, and the GST inside it at the invoice's
 * rule), so the documents always add up to the tax on what the file finally supplies (a
 * cancelled file's charge: decision 052) rather than to the sum of each note's own rounding.
 */
function noteFigures(
  issued: (typeof taxDocuments.$inferSelect)[],
  invoice: typeof taxDocuments.$inferSelect,
  wanted: string,
  gstRate: string,
  intra: boolean,
) {
  const held = issued.filter((d) => d.id === invoice.id || d.invoice_id === invoice.id);
  const sum = (k: 'total' | 'cgst' | 'sgst' | 'igst') =>
    held.reduce((s, d) => s.plus(money(d[k]).times(SIGN[d.kind])), money(0));
  const target = inclusiveGst(wanted, gstRate, intra);
  const less = (k: 'cgst' | 'sgst' | 'igst') => toMoney(sum(k).minus(target[k]).abs());
  const [cgst, sgst, igst] = [less('cgst'), less('sgst'), less('igst')];
  const tax = toMoney(money(cgst).plus(sgst).plus(igst));
  const total = toMoney(sum('total').minus(wanted).abs());
  return {
    total,
    gst: { taxable: toMoney(money(total).minus(tax)), cgst, sgst, igst, tax },
  };
}

/**
 * What an invoice or debit note of an overseas tour package says of TCS (decision 057): the rate
 * in force on its date for its buyer (the no-PAN rate without a PAN) and the TCS on its value.
 * It is collected with the receipts that pay it (tcs-collection.ts), not posted here.
 */
async function tcsOnDocument(
  tx: Tx,
  f: typeof bookings.$inferSelect,
  total: string,
  pan: string | null,
  date: string,
) {
  if (!(await tcsApplies(tx, f))) return {};
  const rule = await ruleOn(tx, 'overseas_package', date, 'status');
  const { tcs, parts } = tcsOn(rule, total, 0, pan !== null);
  return { tcs_rate: parts[0]!.rate, tcs };
}

/** The invoice's buyer, place of supply and GST rule, worked out on its day. */
export async function invoiceTerms(
  tx: Tx,
  f: typeof bookings.$inferSelect,
  agencyState: string,
  total: string,
  date: string,
) {
  const buyer = await buyerOf(tx, f);
  const place = placeOfSupply({ agencyState, buyerGstin: buyer.gstin, buyerState: buyer.state });
  const [nights] = await tx
    .select({
      n: sql<number>`coalesce(sum(${bookingAccommodations.number_of_nights} * ${bookingAccommodations.number_of_rooms}), 0)::int`,
    })
    .from(bookingAccommodations)
    .where(eq(bookingAccommodations.booking_id, f.id));
  const { rows: transport } = await tx.execute(sql`
    select 1 from booking_tours where booking_id = ${f.id}
    union all select 1 from booking_flights where booking_id = ${f.id} limit 1`);
  const code = gstCodeOf(f.gst_treatment, {
    hotelNights: nights!.n,
    transport: transport.length > 0,
    total,
  });
  const rules = await tx.select().from(taxRates).orderBy(asc(taxRates.effective_from));
  const rule = rateOn(rules, code, date);
  if (!rule) throw fieldError('status', TAX_MESSAGES.noRule(code, date));
  return {
    buyer_name: buyer.name,
    buyer_address: buyer.address,
    buyer_gstin: buyer.gstin,
    buyer_pan: buyer.pan,
    place_of_supply: place.state,
    place_of_supply_code: stateCode(place.state),
    registered: place.registered,
    tax_rate_id: rule.id!,
    tax_code: code,
    sac: rule.sac,
    description: `${TAX_CODES[code].label}: file ${f.file_number}`,
    gst_rate: rule.rate,
  };
}

/** Dr Tour Revenue / Cr the output tax accounts (a credit note the other way); none for no tax. */
async function postTax(
  tx: Tx,
  id: number,
  kind: TaxDocumentKind,
  fileNumber: string,
  gst: { cgst: string; sgst: string; igst: string; tax: string },
  date: string,
  userId: number | null,
) {
  if (money(gst.tax).isZero()) return null;
  const credit = SIGN[kind] > 0;
  const revenue = await systemAccount(tx, 'tour_revenue');
  const lines: PostingLine[] = [
    credit ? { account_id: revenue, debit: gst.tax } : { account_id: revenue, credit: gst.tax },
  ];
  for (const [key, amount] of [
    ['gst_output_cgst', gst.cgst],
    ['gst_output_sgst', gst.sgst],
    ['gst_output_igst', gst.igst],
  ] as const) {
    if (money(amount).isZero()) continue;
    const account = await systemAccount(tx, key);
    lines.push(
      credit ? { account_id: account, credit: amount } : { account_id: account, debit: amount },
    );
  }
  return postEntry(tx, {
    date,
    source: 'tax_document',
    sourceId: id,
    memo: `${TAX_DOCUMENT_LABELS[kind]} for file ${fileNumber}`,
    userId,
    lines,
  });
}

const documentJson = sql`json_build_object(
  'id', d.id, 'kind', d.kind, 'number', d.number, 'financial_year', d.financial_year,
  'issue_date', d.issue_date, 'booking', json_build_object('id', b.id, 'file_number', b.file_number),
  'invoice', (select json_build_object('id', i.id, 'number', i.number) from tax_documents i where i.id = d.invoice_id),
  'buyer_name', d.buyer_name, 'buyer_address', d.buyer_address, 'buyer_gstin', d.buyer_gstin,
  'buyer_pan', d.buyer_pan, 'place_of_supply', d.place_of_supply,
  'place_of_supply_code', d.place_of_supply_code, 'registered', d.registered,
  'reverse_charge', d.reverse_charge, 'tax_code', d.tax_code, 'sac', d.sac,
  'description', d.description, 'gst_rate', d.gst_rate::text, 'currency', d.currency,
  'file_amount', d.file_amount::text, 'rate', d.rate::text, 'total', d.total::text,
  'taxable', d.taxable::text, 'cgst', d.cgst::text, 'sgst', d.sgst::text, 'igst', d.igst::text,
  'tcs_rate', d.tcs_rate::text, 'tcs', d.tcs::text,
  'created_by', (select json_build_object('id', u.id, 'name', u.name) from users u where u.id = d.created_by),
  'created_at', to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

export async function bookingTaxDocuments(db: DbOrTx, bookingId: number): Promise<TaxDocument[]> {
  const { rows } = await db.execute<{ d: TaxDocument }>(sql`
    select ${documentJson} as d from tax_documents d join bookings b on b.id = d.booking_id
    where d.booking_id = ${bookingId} order by d.id`);
  return rows.map((r) => r.d);
}

export async function listTaxDocuments(
  db: DbOrTx,
  q: {
    from?: string | null;
    to?: string | null;
    page?: number;
    per_page?: number;
    perPage?: number;
  },
) {
  const { page, perPage, offset } = resolvePaging(q, 20);
  const where = sql`(${q.from ?? null}::date is null or d.issue_date >= ${q.from ?? null}::date)
    and (${q.to ?? null}::date is null or d.issue_date <= ${q.to ?? null}::date)`;
  const { rows } = await db.execute<{ d: TaxDocument; total: number }>(sql`
    select ${documentJson} as d, count(*) over ()::int as total
    from tax_documents d join bookings b on b.id = d.booking_id
    where ${where} order by d.issue_date, d.id limit ${perPage} offset ${offset}`);
  const total = rows[0]?.total ?? 0;
  return {
    success: true as const,
    data: rows.map((r) => r.d),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
    per_page: perPage,
  };
}
