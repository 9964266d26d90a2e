import type { VoucherDoc } from './voucher-model.ts';
import { CANCELLED_MARK } from './voucher-model.ts';

/** Escape text for HTML: every value on a voucher is someone's input. */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const CSS = `
*{box-sizing:border-box}body{margin:0;background:#eef1f5;font:14px/1.5 -apple-system,"Segoe UI",Roboto,"DejaVu Sans",Arial,sans-serif;color:#1f2933}
.page{max-width:860px;margin:24px auto;background:#fff;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.band{background:#1864ab;color:#fff;padding:20px 28px;display:flex;justify-content:space-between;gap:16px;flex-wrap:wrap}
.band h1{margin:0;font-size:22px}.band p{margin:2px 0;font-size:12px;opacity:.9}
.title{text-align:right}.title strong{display:block;font-size:18px}
main{padding:20px 28px}h2{font-size:15px;color:#1864ab;border-bottom:2px solid #d0ebff;padding-bottom:4px;margin:22px 0 8px}
dl{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:6px 24px;margin:0}dt{font-size:11px;text-transform:uppercase;color:#6b7280}dd{margin:0 0 4px;font-weight:600}
table{width:100%;border-collapse:collapse;font-size:13px}th{background:#f1f5f9;text-align:left;padding:6px 8px;font-size:11px;text-transform:uppercase;color:#475569}td{padding:6px 8px;border-bottom:1px solid #e5e7eb;vertical-align:top}
tr{page-break-inside:avoid}.notes{background:#fff9db;border-left:4px solid #fab005;padding:10px 12px;white-space:pre-wrap}
footer{padding:14px 28px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280}
.cancelled{margin:16px 28px 0;border:3px solid #c92a2a;color:#c92a2a;background:#fff5f5;padding:10px 14px;text-align:center}.cancelled strong{display:block;font-size:26px;letter-spacing:.2em}
.page.is-cancelled{position:relative}.page.is-cancelled::after{content:"CANCELLED";position:absolute;top:40%;left:0;right:0;text-align:center;font-size:110px;font-weight:800;color:rgba(201,42,42,.12);transform:rotate(-30deg);pointer-events:none}
@media print{body{background:#fff}.page{box-shadow:none;margin:0;max-width:none}}
`;

export function renderVoucherHtml(doc: VoucherDoc): string {
  const e = escapeHtml;
  const facts = doc.facts.map(([k, v]) => `<div><dt>${e(k)}</dt><dd>${e(v)}</dd></div>`).join('');
  const tables = doc.tables
    .map(
      (t) =>
        `<h2>${e(t.heading)}</h2><table><thead><tr>${t.columns.map((c) => `<th>${e(c.label)}</th>`).join('')}</tr></thead><tbody>${t.rows
          .map((r) => `<tr>${r.map((cell) => `<td>${e(cell)}</td>`).join('')}</tr>`)
          .join('')}</tbody></table>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer"><title>${doc.cancelled ? `${CANCELLED_MARK.stamp} – ` : ''}Voucher ${e(doc.fileNumber)}</title><style>${CSS}</style></head><body><div class="page${doc.cancelled ? ' is-cancelled' : ''}">
<header class="band"><div><h1>${e(doc.agency.name)}</h1><p>${e(doc.agency.address)}</p><p>${e(doc.agency.phone)} · ${e(doc.agency.email)}</p></div><div class="title"><strong>${e(doc.title)}</strong><p>${e(doc.fileNumber)}</p></div></header>
${doc.cancelled ? `<div class="cancelled" role="alert"><strong>${CANCELLED_MARK.stamp}</strong>${e(CANCELLED_MARK.note)}</div>` : ''}
<main><h2>${e(doc.factsHeading ?? 'Booking')}</h2><dl>${facts}</dl>${tables}${doc.notes ? `<h2>Special Notes</h2><div class="notes">${e(doc.notes)}</div>` : ''}</main>
<footer>${e(doc.footer)}</footer></div></body></html>`;
}
