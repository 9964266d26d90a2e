import type { TaxDocument, TaxProfile } from '@app/contract';
import {
  indianGrouped,
  money,
  rupeesInWords,
  sameState,
  TAX_DOCUMENT_LABELS,
  toMoney,
} from '@app/contract';
import { date } from './voucher-model.ts';

/**
 * The one tax document template (CGST Rules 2017, rule 46 for an invoice, rule 53 for a debit
 * or credit note): who supplies, to whom, what, at which rate and tax, and the total in words.
 * Plain data worded on the main thread: the email's HTML and the PDF worker render the same
 * lines, so they cannot disagree.
 */
export interface TaxDocumentDoc {
  /** "Tax Invoice", "Debit Note", "Credit Note". */
  title: string;
  number: string;
  supplier: {
    name: string;
    /** The address lines as printed: street, city and PIN code, state and its code. */
    address: string[];
    /** "GSTIN: 27AAFCT5521M1Z1", "PAN: AAFCT5521M". */
    ids: string[];
    contact: string | null;
  };
  /** The document's own facts: number, date, the invoice a note refers to, place of supply. */
  facts: [label: string, value: string][];
  /** The recipient's facts: name, address, GSTIN or (unregistered) state and state code. */
  recipient: [label: string, value: string][];
  /** The line of supply: its column labels and its one row. */
  columns: string[];
  row: string[];
  /** The figures under the line: taxable value, each tax, the total. */
  totals: [label: string, value: string][];
  words: string;
  footer: string;
  /** A signature line for the supplier's authorised signatory (a refund voucher, rule 51(k)). */
  signature?: string;
}

/** '5.000' → '5', '2.500' → '2.5' (a rate as the trade writes it). */
export const percent = (rate: string) => rate.replace(/\.?0+$/, '');
/** Half of a rate, exactly from its text ('5.000' → '2.5'). */
export const halfOf = (rate: string) => {
  const [int = '0', frac = ''] = rate.split('.');
  const thousandths = BigInt(int) * 1000n + BigInt((frac + '000').slice(0, 3));
  const half = (thousandths * 10n) / 2n; // ten-thousandths: exact
  const text = `${half / 10000n}.${String(half % 10000n).padStart(4, '0')}`;
  return percent(text);
};
/** The agency as a tax document's supplier: its name, address, GSTIN and PAN, and contact. */
export const supplierOf = (p: TaxProfile): TaxDocumentDoc['supplier'] => ({
  name: p.legal_name,
  address: [p.address, `${p.city} ${p.pincode}`, `${p.state} (State code ${p.state_code})`],
  ids: [`GSTIN: ${p.gstin}`, `PAN: ${p.pan}`],
  contact: [p.phone, p.email].filter(Boolean).join(' · ') || null,
});

export const rupees = (amount: string) => `₹${indianGrouped(amount)}`;

/**
 * An overseas package's TCS under the totals (decision 057): not GST and not part of the value,
 * collected with the receipts that pay it, so the buyer sees what it will pay in all.
 */
const tcsTotals = (d: TaxDocument): [string, string][] =>
  d.tcs && d.tcs_rate
    ? [
        [
          `TCS @ ${percent(d.tcs_rate)}% (s.394(1), Income-tax Act 2025), collected on receipt`,
          rupees(d.tcs),
        ],
        ['Total with TCS', rupees(toMoney(money(d.total).plus(d.tcs)))],
      ]
    : [];

const TITLES = {
  invoice: 'Tax Invoice',
  debit_note: 'Debit Note',
  credit_note: 'Credit Note',
} as const;

export function buildTaxDocumentDoc(d: TaxDocument, p: TaxProfile): TaxDocumentDoc {
  // As the document was issued: CGST and SGST within the agency's state, IGST across states.
  const intra = sameState(d.place_of_supply, p.state);
  const rate = percent(d.gst_rate);
  const place = `${d.place_of_supply}${d.place_of_supply_code ? ` (${d.place_of_supply_code})` : ''}`;
  const taxColumns = intra
    ? [`CGST ${halfOf(d.gst_rate)}%`, `SGST ${halfOf(d.gst_rate)}%`]
    : [`IGST ${rate}%`];
  const taxCells = intra ? [rupees(d.cgst), rupees(d.sgst)] : [rupees(d.igst)];
  const label = TAX_DOCUMENT_LABELS[d.kind];
  return {
    title: TITLES[d.kind],
    number: d.number,
    supplier: supplierOf(p),
    facts: [
      [`${label} No.`, d.number],
      [`${label} Date`, date(d.issue_date)],
      ...(d.invoice ? ([['Against Invoice', d.invoice.number]] as [string, string][]) : []),
      ['File Number', d.booking.file_number],
      ['Place of Supply', place],
      ['Reverse Charge', d.reverse_charge ? 'Yes' : 'No'],
    ],
    recipient: [
      ['Name', d.buyer_name],
      ['Address', d.buyer_address || '—'],
      ...((d.registered && d.buyer_gstin
        ? [['GSTIN', d.buyer_gstin]]
        : [
            ['GSTIN', 'Unregistered'],
            ['State', d.place_of_supply],
            ['State Code', d.place_of_supply_code ?? '—'],
          ]) as [string, string][]),
      ...(d.buyer_pan ? ([['PAN', d.buyer_pan]] as [string, string][]) : []),
    ],
    columns: ['SAC', 'Description', 'Taxable Value', 'GST Rate', ...taxColumns, 'Total'],
    row: [d.sac ?? '—', d.description, rupees(d.taxable), `${rate}%`, ...taxCells, rupees(d.total)],
    totals: [
      ['Taxable Value', rupees(d.taxable)],
      ...((intra
        ? [
            [`CGST @ ${halfOf(d.gst_rate)}%`, rupees(d.cgst)],
            [`SGST @ ${halfOf(d.gst_rate)}%`, rupees(d.sgst)],
          ]
        : [[`IGST @ ${rate}%`, rupees(d.igst)]]) as [string, string][]),
      [`Total ${label} Value`, rupees(d.total)],
      ...tcsTotals(d),
    ],
    words: rupeesInWords(d.total),
    footer: `${d.kind === 'invoice' ? 'This is a computer-generated tax invoice.' : `This ${label.toLowerCase()} is issued against invoice ${d.invoice?.number ?? ''} under section 34 of the CGST Act, 2017.`} ${p.legal_name}, GSTIN ${p.gstin}.`,
  };
}

/** The PDF's name: the kind and the number, slashes made dashes ("Tax-Invoice-INV-26-27-00001.pdf"). */
export const taxDocumentFileName = (d: Pick<TaxDocument, 'kind' | 'number'>) =>
  `${TITLES[d.kind].replace(/ /g, '-')}-${d.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
