import { BLUE, Layout, MARGIN, openPdf, RED } from '../vouchers/voucher-pdf.ts';
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

/** The big diagonal VOID across the page. */
function voidStamp(doc: PDFKit.PDFDocument, stamp: string) {
  const { width, height } = doc.page;
  doc.save();
  doc.rotate(-35, { origin: [width / 2, height / 2] });
  doc
    .font('bold')
    .fontSize(160)
    .fillColor(RED)
    .fillOpacity(0.14)
    .text(stamp, 0, height / 2 - 80, { width, align: 'center', lineBreak: false });
  doc.restore();
  doc.fillOpacity(1).fillColor('black');
}

/** The receipt as a one-page A4 PDF with real, selectable text (the voucher's fonts and band). */
export function renderReceiptPdf(d: ReceiptDoc): Promise<Buffer> {
  const r = d.receipt;
  const { doc, done } = openPdf({ Title: `Receipt ${r.receipt_number}`, Author: d.agency.name });
  const layout = new Layout(doc);
  const { width } = layout;
  const v = d.void;

  doc.rect(0, 0, doc.page.width, 100).fill(BLUE);
  doc
    .fillColor('white')
    .font('bold')
    .fontSize(18)
    .text(d.agency.name, MARGIN, 24, { width: width * 0.62 });
  doc
    .font('regular')
    .fontSize(8.5)
    .text(d.agency.address, { width: width * 0.62 })
    .text(`${d.agency.phone} · ${d.agency.email}`, { width: width * 0.62 });
  doc.font('bold').fontSize(15).text(d.title, MARGIN, 28, { width, align: 'right' });
  doc.font('regular').fontSize(11).text(r.receipt_number, MARGIN, 50, { width, align: 'right' });
  doc.fillColor('black');

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

  const fy = doc.page.height - MARGIN - 28;
  doc
    .moveTo(MARGIN, fy - 6)
    .lineTo(MARGIN + width, fy - 6)
    .lineWidth(0.5)
    .strokeColor('#e5e7eb')
    .stroke();
  doc
    .font('regular')
    .fontSize(7.5)
    .fillColor('#6b7280')
    .text(d.footer, MARGIN, fy, { width, height: 30 });
  // Over everything, faint: no part of the page can be read without it.
  if (v) voidStamp(doc, v.stamp);
  doc.end();
  return done;
}
