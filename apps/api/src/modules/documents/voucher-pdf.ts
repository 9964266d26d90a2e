import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { columnWidths } from './voucher-columns.ts';
import type { VoucherDoc, VoucherTable } from './voucher-model.ts';
import { CANCELLED_MARK } from './voucher-model.ts';

// An embedded TTF: the built-in PDF fonts lack characters such as '→' and '–'.
const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
// Read once per thread: given a path, pdfkit reads the 1.4 MB of both files for every voucher.
let fonts: { regular: Buffer; bold: Buffer } | undefined;
export const loadFonts = () =>
  (fonts ??= {
    regular: readFileSync(path.join(fontDir, 'DejaVuSans.ttf')),
    bold: readFileSync(path.join(fontDir, 'DejaVuSans-Bold.ttf')),
  });

export const BLUE = '#1864ab';
export const MARGIN = 40;
const FOOTER_SPACE = 50;
const PAD = 4;

/** Lays the voucher out top to bottom, starting a new page whenever a block would not fit. */
export class Layout {
  y = 120;
  readonly width: number;

  constructor(readonly doc: PDFKit.PDFDocument) {
    this.width = doc.page.width - MARGIN * 2;
  }

  get bottom() {
    return this.doc.page.height - MARGIN - FOOTER_SPACE;
  }

  /** Make room for `height`, moving to a new page when it would not fit. */
  need(height: number) {
    if (this.y + height > this.bottom) {
      this.doc.addPage();
      this.y = MARGIN;
      return true;
    }
    return false;
  }

  /** A horizontal rule across the page's text width at `y`. */
  rule(y: number, lineWidth: number, color: string) {
    this.doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(lineWidth)
      .strokeColor(color)
      .stroke();
  }

  heading(text: string, keepWith = 0) {
    this.need(30 + keepWith);
    const { doc } = this;
    doc.font('bold').fontSize(12).fillColor(BLUE).text(text, MARGIN, this.y);
    this.y = doc.y + 2;
    this.rule(this.y, 1.5, '#d0ebff');
    this.y += 8;
    doc.fillColor('black');
  }

  facts(facts: [string, string][]) {
    const { doc } = this;
    const colW = this.width / 2 - 10;
    for (let i = 0; i < facts.length; i += 2) {
      let rowBottom = this.y;
      for (const [j, [label, value]] of facts.slice(i, i + 2).entries()) {
        const x = MARGIN + j * (colW + 20);
        doc
          .font('regular')
          .fontSize(7.5)
          .fillColor('#6b7280')
          .text(label.toUpperCase(), x, this.y, { width: colW });
        doc
          .font('bold')
          .fontSize(10)
          .fillColor('black')
          .text(value, x, doc.y + 1, { width: colW });
        rowBottom = Math.max(rowBottom, doc.y);
      }
      this.y = rowBottom + 6;
    }
  }

  table(t: VoucherTable) {
    const header = t.columns.map((c) => c.label.toUpperCase());
    const fonts = { header: ['bold', 7.5], cell: ['regular', 9] } as const;
    const widths = columnWidths(header, t.rows, this.width, PAD, (text, role) =>
      this.doc.font(fonts[role][0]).fontSize(fonts[role][1]).widthOfString(text),
    );
    const height = (cells: string[], font: string, size: number) => {
      this.doc.font(font).fontSize(size);
      return (
        Math.max(
          ...cells.map((c, i) => this.doc.heightOfString(c, { width: widths[i]! - PAD * 2 })),
        ) +
        PAD * 2
      );
    };
    const row = (cells: string[], font: string, size: number, fill?: string) => {
      const { doc } = this;
      const h = height(cells, font, size);
      if (fill) doc.rect(MARGIN, this.y, this.width, h).fill(fill);
      doc.fillColor('black').font(font).fontSize(size);
      let x = MARGIN;
      cells.forEach((c, i) => {
        doc.text(c, x + PAD, this.y + PAD, { width: widths[i]! - PAD * 2 });
        x += widths[i]!;
      });
      this.y += h;
      this.rule(this.y, 0.5, '#e5e7eb');
    };
    // The heading keeps its column header and first row with it.
    this.y += 6;
    this.heading(t.heading, height(header, 'bold', 7.5) + height(t.rows[0] ?? [''], 'regular', 9));
    row(header, 'bold', 7.5, '#f1f5f9');
    for (const cells of t.rows) {
      // A row that does not fit goes whole to the next page, under a repeated header.
      if (this.need(height(cells, 'regular', 9))) row(header, 'bold', 7.5, '#f1f5f9');
      row(cells, 'regular', 9);
    }
  }

  notes(text: string) {
    const { doc } = this;
    doc.font('regular').fontSize(9.5);
    const h = doc.heightOfString(text, { width: this.width - 20 }) + 14;
    this.y += 6;
    this.heading('Special Notes', h);
    doc.rect(MARGIN, this.y, this.width, h).fill('#fff9db');
    doc.rect(MARGIN, this.y, 3, h).fill('#fab005');
    doc
      .fillColor('black')
      .font('regular')
      .fontSize(9.5)
      .text(text, MARGIN + 12, this.y + 7, { width: this.width - 20 });
    this.y += h;
  }
}

export const RED = '#c92a2a';

/** Under the header band of a cancelled booking: a red box no reader can miss. */
function cancelledBanner(layout: Layout) {
  const { doc, width } = layout;
  const h = 46;
  doc.rect(MARGIN, layout.y, width, h).lineWidth(2).fillAndStroke('#fff5f5', RED);
  doc
    .fillColor(RED)
    .font('bold')
    .fontSize(18)
    .text(CANCELLED_MARK.stamp, MARGIN, layout.y + 6, { width, align: 'center' });
  doc
    .font('regular')
    .fontSize(9)
    .text(CANCELLED_MARK.note, MARGIN, layout.y + 28, { width, align: 'center' });
  doc.fillColor('black');
  layout.y += h + 10;
}

/** Across every page of a cancelled booking's voucher, a faint diagonal stamp. */
/** A big, faint diagonal word across the page (CANCELLED, VOID): no part can be read without it. */
export function diagonalStamp(
  doc: PDFKit.PDFDocument,
  text: string,
  size: number,
  opacity: number,
) {
  const { width, height } = doc.page;
  doc.save();
  doc.rotate(-35, { origin: [width / 2, height / 2] });
  doc
    .font('bold')
    .fontSize(size)
    .fillColor(RED)
    .fillOpacity(opacity)
    .text(text, 0, height / 2 - size / 2, { width, align: 'center', lineBreak: false });
  doc.restore();
  doc.fillOpacity(1).fillColor('black');
}

/** Render the voucher as a PDF with real, selectable text. */
/**
 * An A4 document with the embedded fonts registered, and the bytes it will have once ended:
 * every PDF of ours (voucher, receipt) starts here.
 */
export function openPdf(info: { Title: string; Author: string }, bufferPages = false) {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages, info });
  const { regular, bold } = loadFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** Page 1's blue band: the agency on the left, the document's title and number on the right. */
export function agencyBand(
  layout: Layout,
  agency: { name: string; address: string; phone: string; email: string },
  title: string,
  number: string,
) {
  const { doc, width } = layout;
  doc.rect(0, 0, doc.page.width, 100).fill(BLUE);
  doc
    .fillColor('white')
    .font('bold')
    .fontSize(18)
    .text(agency.name, MARGIN, 24, { width: width * 0.62 });
  doc
    .font('regular')
    .fontSize(8.5)
    .text(agency.address, { width: width * 0.62 })
    .text(`${agency.phone} · ${agency.email}`, { width: width * 0.62 });
  doc.font('bold').fontSize(15).text(title, MARGIN, 28, { width, align: 'right' });
  doc.font('regular').fontSize(11).text(number, MARGIN, 50, { width, align: 'right' });
  doc.fillColor('black');
}

/** The current page's footer: a rule and the text (`textWidth` wide); returns its top. */
export function pageFooter(layout: Layout, text: string, textWidth: number) {
  const { doc } = layout;
  const fy = doc.page.height - MARGIN - 28;
  layout.rule(fy - 6, 0.5, '#e5e7eb');
  doc
    .font('regular')
    .fontSize(7.5)
    .fillColor('#6b7280')
    .text(text, MARGIN, fy, { width: textWidth, height: 30 });
  return fy;
}

export function renderVoucherPdf(v: VoucherDoc): Promise<Buffer> {
  const { doc, done } = openPdf({ Title: `Voucher ${v.fileNumber}`, Author: v.agency.name }, true);
  const layout = new Layout(doc);
  const { width } = layout;

  agencyBand(layout, v.agency, v.title, v.fileNumber);

  if (v.cancelled) cancelledBanner(layout);
  layout.heading(v.factsHeading ?? 'Booking');
  layout.facts(v.facts);
  for (const t of v.tables) layout.table(t);
  if (v.notes) layout.notes(v.notes);

  // Footer and page numbers on every page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    if (v.cancelled) diagonalStamp(doc, CANCELLED_MARK.stamp, 96, 0.12);
    const fy = pageFooter(layout, v.footer, width - 70);
    doc.text(`Page ${i + 1} of ${range.count}`, MARGIN, fy, {
      width,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}
