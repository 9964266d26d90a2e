import type { TaxDocumentDoc } from './tax-document-model.ts';
import { BLUE, Layout, MARGIN, openPdf, pageFooter } from './voucher-pdf.ts';

/** Page 1's band: the supplier's legal name, address, GSTIN and PAN; the title and number. */
function supplierBand(layout: Layout, d: TaxDocumentDoc) {
  const { doc, width } = layout;
  const s = d.supplier;
  const lines = [...s.address, s.ids.join('   '), ...(s.contact ? [s.contact] : [])];
  doc.font('regular').fontSize(8.5);
  const textH = lines.reduce((h, l) => h + doc.heightOfString(l, { width: width * 0.62 }), 0);
  const bandH = Math.max(100, 44 + textH);
  doc.rect(0, 0, doc.page.width, bandH).fill(BLUE);
  doc
    .fillColor('white')
    .font('bold')
    .fontSize(15)
    .text(s.name, MARGIN, 22, { width: width * 0.62 });
  doc.font('regular').fontSize(8.5);
  for (const line of lines) doc.text(line, { width: width * 0.62 });
  doc.font('bold').fontSize(15).text(d.title, MARGIN, 26, { width, align: 'right' });
  doc.font('regular').fontSize(11).text(d.number, MARGIN, 48, { width, align: 'right' });
  doc.fillColor('black');
  layout.y = bandH + 20;
}

/** The figures under the line, right-aligned, the total in bold; then the total in words. */
function totalsBox(layout: Layout, d: TaxDocumentDoc) {
  const { doc, width } = layout;
  const labelW = width * 0.4;
  const valueW = width * 0.2;
  const x = MARGIN + width - labelW - valueW;
  layout.need(d.totals.length * 16 + 60);
  layout.y += 8;
  d.totals.forEach(([label, value], i) => {
    const last = i === d.totals.length - 1;
    if (last) layout.rule(layout.y - 2, 0.8, '#94a3b8');
    doc.font(last ? 'bold' : 'regular').fontSize(last ? 10.5 : 9.5);
    doc.text(label, x, layout.y, { width: labelW - 8, align: 'right' });
    doc.text(value, x + labelW, layout.y, { width: valueW, align: 'right' });
    layout.y = doc.y + 4;
  });
  layout.y += 6;
  doc.font('regular').fontSize(8.5).fillColor('#475569');
  doc.text('TOTAL IN WORDS', MARGIN, layout.y, { width });
  doc.font('bold').fontSize(10).fillColor('black');
  doc.text(d.words, MARGIN, doc.y + 2, { width });
  layout.y = doc.y + 10;
}

/** "For <supplier>", room to sign, a rule and "Authorised Signatory", on the right. */
function signatureLine(layout: Layout, signature: string) {
  const { doc, width } = layout;
  const w = width * 0.4;
  const x = MARGIN + width - w;
  layout.need(70);
  doc.font('regular').fontSize(9).fillColor('black');
  doc.text(signature, x, layout.y, { width: w, align: 'right' });
  layout.y = doc.y + 34;
  doc
    .moveTo(x + w * 0.3, layout.y)
    .lineTo(x + w, layout.y)
    .lineWidth(0.6)
    .strokeColor('#94a3b8');
  doc.stroke();
  doc.text('Authorised Signatory', x, layout.y + 4, { width: w, align: 'right' });
  layout.y = doc.y + 10;
}

/** A tax invoice, debit or credit note as an A4 PDF with real, selectable text. */
export function renderTaxDocumentPdf(d: TaxDocumentDoc): Promise<Buffer> {
  const { doc, done } = openPdf({ Title: `${d.title} ${d.number}`, Author: d.supplier.name });
  const layout = new Layout(doc);
  supplierBand(layout, d);
  layout.heading(d.title);
  layout.facts(d.facts);
  layout.y += 6;
  layout.heading('Recipient');
  layout.facts(d.recipient);
  layout.table({
    heading: 'Supply',
    columns: d.columns.map((label) => ({ label })),
    rows: [d.row],
  });
  totalsBox(layout, d);
  if (d.signature) signatureLine(layout, d.signature);
  pageFooter(layout, d.footer, layout.width);
  doc.end();
  return done;
}
