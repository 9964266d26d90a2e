import { eq, sql } from 'drizzle-orm';
import type { TaxDocument } from '@app/contract';
import { TAX_DOCUMENT_MESSAGES } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { taxDocuments } from '../../db/schema/index.ts';
import { NotFound } from '../../lib/http/app-error.ts';
import { escapeHtml } from '../documents/voucher-html.ts';
import type { TaxDocumentDoc } from '../documents/tax-document-model.ts';
import { readTaxProfile } from '../tax-profile/tax-profile.service.ts';
import { bookingTaxDocuments } from './tax-documents.service.ts';

/**
 * One issued tax document as its PDF and email need it: the document (as the booking's list
 * answers it), the agency's tax profile, and the buyer's email (the file's agent's primary
 * email, else its guest's). 404 for no such document.
 */
export async function taxDocumentForFile(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ booking_id: taxDocuments.booking_id })
    .from(taxDocuments)
    .where(eq(taxDocuments.id, id));
  if (!row) throw new NotFound(TAX_DOCUMENT_MESSAGES.notFound);
  const doc = (await bookingTaxDocuments(db, row.booking_id)).find((d) => d.id === id);
  const profile = await readTaxProfile(db);
  // Documents are issued only once the profile is set, and the profile is never removed.
  if (!doc || !profile) throw new NotFound(TAX_DOCUMENT_MESSAGES.notFound);
  const { rows } = await db.execute<{ email: string | null }>(sql`
    select coalesce(a.primary_email, b.guest_email) as email
    from bookings b left join agents a on a.id = b.agent_id where b.id = ${row.booking_id}`);
  const email = rows[0]?.email?.trim() || null;
  return { doc, profile, email };
}

export type TaxDocumentForFile = Awaited<ReturnType<typeof taxDocumentForFile>>;

/** The email's words to the buyer: the document's number, date and total; the PDF attached. */
export function taxDocumentText(d: TaxDocument, doc: TaxDocumentDoc) {
  return `Dear ${d.buyer_name},\n\nPlease find attached our ${doc.title.toLowerCase()} ${d.number} for file ${d.booking.file_number}, total ${doc.totals.at(-1)![1]} (${doc.words}).\n\n${doc.supplier.name}\n${doc.supplier.ids.join(' · ')}`;
}

/** The same document as the email's HTML body (every value escaped). */
export function renderTaxDocumentHtml(doc: TaxDocumentDoc): string {
  const e = escapeHtml;
  const dl = (facts: [string, string][]) =>
    `<dl>${facts.map(([k, v]) => `<div><dt>${e(k)}</dt><dd>${e(v)}</dd></div>`).join('')}</dl>`;
  const s = doc.supplier;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer"><title>${e(doc.title)} ${e(doc.number)}</title><style>
body{margin:0;background:#eef1f5;font:14px/1.5 -apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2933}
.page{max-width:860px;margin:24px auto;background:#fff}header{background:#1864ab;color:#fff;padding:20px 28px;display:flex;justify-content:space-between;gap:16px;flex-wrap:wrap}
header h1{margin:0;font-size:20px}header p{margin:2px 0;font-size:12px}.title{text-align:right}.title strong{display:block;font-size:18px}
main{padding:20px 28px}h2{font-size:15px;color:#1864ab;border-bottom:2px solid #d0ebff;padding-bottom:4px;margin:22px 0 8px}
dl{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:6px 24px;margin:0}dt{font-size:11px;text-transform:uppercase;color:#6b7280}dd{margin:0 0 4px;font-weight:600}
table{width:100%;border-collapse:collapse;font-size:13px}th{background:#f1f5f9;text-align:left;padding:6px 8px;font-size:11px;text-transform:uppercase;color:#475569}td{padding:6px 8px;border-bottom:1px solid #e5e7eb}
.totals td{text-align:right;border:0}.totals tr:last-child td{font-weight:700;border-top:1px solid #94a3b8}footer{padding:14px 28px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280}
</style></head><body><div class="page">
<header><div><h1>${e(s.name)}</h1>${[...s.address, s.ids.join(' · '), ...(s.contact ? [s.contact] : [])].map((l) => `<p>${e(l)}</p>`).join('')}</div><div class="title"><strong>${e(doc.title)}</strong><p>${e(doc.number)}</p></div></header>
<main><h2>${e(doc.title)}</h2>${dl(doc.facts)}<h2>Recipient</h2>${dl(doc.recipient)}
<h2>Supply</h2><table><thead><tr>${doc.columns.map((c) => `<th>${e(c)}</th>`).join('')}</tr></thead><tbody><tr>${doc.row.map((c) => `<td>${e(c)}</td>`).join('')}</tr></tbody></table>
<table class="totals"><tbody>${doc.totals.map(([k, v]) => `<tr><td>${e(k)}</td><td>${e(v)}</td></tr>`).join('')}</tbody></table>
<p><strong>${e(doc.words)}</strong></p></main><footer>${e(doc.footer)}</footer></div></body></html>`;
}
