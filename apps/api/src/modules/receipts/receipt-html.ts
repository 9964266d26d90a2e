import { escapeHtml as e } from '../documents/voucher-html.ts';
import type { ReceiptDoc } from '../documents/receipt-model.ts';

const CSS = `
*{box-sizing:border-box}body{margin:0;background:#eef1f5;font:14px/1.5 -apple-system,"Segoe UI",Roboto,"DejaVu Sans",Arial,sans-serif;color:#1f2933}
.page{max-width:760px;margin:24px auto;background:#fff;box-shadow:0 2px 12px rgba(0,0,0,.08);position:relative;overflow:hidden}
.band{background:#1864ab;color:#fff;padding:20px 28px;display:flex;justify-content:space-between;gap:16px;flex-wrap:wrap}
.band h1{margin:0;font-size:22px}.band p{margin:2px 0;font-size:12px;opacity:.9}
.title{text-align:right}.title strong{display:block;font-size:18px}
main{padding:20px 28px}h2{font-size:15px;color:#1864ab;border-bottom:2px solid #d0ebff;padding-bottom:4px;margin:22px 0 8px}
dl{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:6px 24px;margin:0}dt{font-size:11px;text-transform:uppercase;color:#6b7280}dd{margin:0 0 4px;font-weight:600}
.amount{margin-top:18px;border:2px solid #d0ebff;background:#f8fbff;padding:14px 18px}.amount strong{display:block;font-size:26px}.amount span{color:#475569}
footer{padding:14px 28px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280}
.void{margin:16px 28px 0;border:3px solid #c92a2a;color:#c92a2a;background:#fff5f5;padding:10px 14px;text-align:center}.void strong{display:block;font-size:30px;letter-spacing:.3em}
.page.is-void::after{content:"VOID";position:absolute;top:35%;left:0;right:0;text-align:center;font-size:150px;font-weight:800;color:rgba(201,42,42,.14);transform:rotate(-30deg);pointer-events:none}
@media print{body{background:#fff}.page{box-shadow:none;margin:0;max-width:none}}
`;

/** The preview page: every value escaped (all of it is someone's input), no script. */
export function renderReceiptHtml(doc: ReceiptDoc): string {
  const r = doc.receipt;
  const v = doc.void;
  const facts = r.facts.map(([k, val]) => `<div><dt>${e(k)}</dt><dd>${e(val)}</dd></div>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer"><title>${v ? `${v.stamp} – ` : ''}Receipt ${e(r.receipt_number)}</title><style>${CSS}</style></head><body><div class="page${v ? ' is-void' : ''}">
<header class="band"><div><h1>${e(doc.agency.name)}</h1><p>${e(doc.agency.address)}</p><p>${e(doc.agency.phone)} · ${e(doc.agency.email)}</p></div><div class="title"><strong>${e(doc.title)}</strong><p>${e(r.receipt_number)}</p></div></header>
${v ? `<div class="void" role="alert"><strong>${v.stamp}</strong>${e(v.note)}<br>${e(v.reason)}</div>` : ''}
<main><h2>Receipt</h2><dl>${facts}</dl><div class="amount"><span>Amount received</span><strong>${e(r.amount_text)}</strong><span>${e(r.amount_words)}</span></div></main>
<footer>${e(doc.footer)}</footer></div></body></html>`;
}
