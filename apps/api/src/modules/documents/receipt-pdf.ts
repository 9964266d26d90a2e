import {
  agencyBand,
  diagonalStamp,
  Layout,
  MARGIN,
  openPdf,
  pageFooter,
  RED,
} from './voucher-pdf.ts';
import type { ReceiptDoc } from './receipt-model.ts';

/** Under the header band of a voided payment's receipt: the mark, the note and the reason. */
function voidBanner(layout: Layout, v: NonNullable<ReceiptDoc['void']>) {
  const { doc, width } = layout;
  doc.font('regular').fontSize(9.5);
  const reasonH = doc.heightOfString(v.reason, { width: width - 24 });
  const h = 62 + reasonH;
  doc.rect(MARGIN, layout.y, width, h).lineWidth(2).fillAndStroke('#fff5f5', RED);
  doc
    .fillColor(RED)
    .font('bold')
    .fontSize(26)
    .text(v.stamp, MARGIN, layout.y + 6, { width, align: 'center', characterSpacing: 6 });
  doc
    .font('regular')
    .fontSize(9.5)
    .text(v.note, MARGIN + 12, layout.y + 40, { width: width - 24, align: 'center' })
    .text(v.reason, MARGIN + 12, layout.y + 54, { width: width - 24, align: 'center' });
  doc.fillColor('black');
  layout.y += h + 10;
}

/** The receipt as a one-page A4 PDF with real, selectable text (the voucher's fonts and band). */
export function renderReceiptPdf(d: ReceiptDoc): Promise<Buffer> {
  const r = d.receipt;
  const { doc, done } = openPdf({ Title: `Receipt ${r.receipt_number}`, Author: d.agency.name });
  const layout = new Layout(doc);
  const { width } = layout;
  const v = d.void;

  agencyBand(layout, d.agency, d.title, r.receipt_number);

  if (v) voidBanner(layout, v);
  layout.heading('Receipt');
  layout.facts(r.facts);

  // The amount, boxed: the figure and its words.
  doc.font('regular').fontSize(9.5);
  const wordsH = doc.heightOfString(r.amount_words, { width: width - 28 });
  const h = 56 + wordsH;
  layout.y += 8;
  doc.rect(MARGIN, layout.y, width, h).lineWidth(1.5).fillAndStroke('#f8fbff', '#d0ebff');
  doc
    .fillColor('#475569')
    .font('regular')
    .fontSize(8.5)
    .text('AMOUNT RECEIVED', MARGIN + 14, layout.y + 10, { width: width - 28 });
  doc
    .fillColor('black')
    .font('bold')
    .fontSize(20)
    .text(r.amount_text, MARGIN + 14, layout.y + 22, { width: width - 28 });
  doc
    .fillColor('#475569')
    .font('regular')
    .fontSize(9.5)
    .text(r.amount_words, MARGIN + 14, layout.y + 48, { width: width - 28 });
  layout.y += h + 10;

  pageFooter(layout, d.footer, width);
  // Over everything, faint: no part of the page can be read without it.
  if (v) diagonalStamp(doc, v.stamp, 160, 0.14);
  doc.end();
  return done;
}
