// Output GST by rate and by place of supply (decision 053): the tax invoices and notes issued in
// the months, summed by the database (credit notes less), beside the output accounts' movement.
import { sql } from 'drizzle-orm';
import type { GstSummaryReport } from '@app/contract';
import { gstPeriod, sumMoney } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { outputTaxInBooks } from '../gst-returns/gstr1.service.ts';
import { firstDay } from './period.ts';

type Group = GstSummaryReport['rows'][number] & { level: number };

export async function gstSummaryReport(
  db: DbOrTx,
  p: { from: string; to: string },
): Promise<GstSummaryReport> {
  const from = firstDay(p.from);
  const to = gstPeriod({ month: p.to })!.to;
  // Every grouping at once: place and rate (0), place (1), rate (2), all (3).
  const { rows } = await db.execute<Group>(sql`
    with d as (
      select coalesce(place_of_supply_code, '') as place_code, place_of_supply as place, gst_rate,
        case when kind = 'credit_note' then -1 else 1 end as s, taxable, igst, cgst, sgst
      from tax_documents
      where issue_date between ${from}::date and ${to}::date
    )
    select grouping(place_code) * 2 + grouping(gst_rate) as level,
      coalesce(place_code, '') as place_code, coalesce(min(place), '') as place,
      coalesce(trim(trailing '.' from trim(trailing '0' from gst_rate::text)), '') as rate,
      count(*)::int as documents,
      coalesce(sum(s * taxable), 0)::numeric(16,2)::text as taxable,
      coalesce(sum(s * igst), 0)::numeric(16,2)::text as igst,
      coalesce(sum(s * cgst), 0)::numeric(16,2)::text as cgst,
      coalesce(sum(s * sgst), 0)::numeric(16,2)::text as sgst,
      coalesce(sum(s * (igst + cgst + sgst)), 0)::numeric(16,2)::text as tax
    from d
    group by grouping sets ((place_code, gst_rate), (gst_rate), (place_code), ())
    order by level, place_code, gst_rate`);
  const strip = ({ level: _, ...g }: Group) => g;
  const at = (level: number) => rows.filter((r) => r.level === level).map(strip);
  const zero = {
    documents: 0,
    taxable: '0.00',
    igst: '0.00',
    cgst: '0.00',
    sgst: '0.00',
    tax: '0.00',
  };
  const all = at(3)[0];
  const books = await outputTaxInBooks(db, from, to);
  return {
    from: p.from,
    to: p.to,
    rows: at(0),
    by_rate: at(2).map(({ place_code: _c, place: _p, ...r }) => r),
    by_place: at(1).map(({ rate: _, ...r }) => r),
    totals: all
      ? {
          documents: all.documents,
          taxable: all.taxable,
          igst: all.igst,
          cgst: all.cgst,
          sgst: all.sgst,
          tax: all.tax,
        }
      : zero,
    ledger: { ...books, tax: sumMoney([books.igst, books.cgst, books.sgst]) },
  };
}
