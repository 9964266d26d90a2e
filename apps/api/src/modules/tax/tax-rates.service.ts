// The tax rules as dated rows (decision 049). Admins add and end them; nothing computes tax
// from a constant in the code. No two rows of one code are in force on one day: the table is
// locked against other writers while a row's period is checked and written.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { TaxRate, TaxRateRecord, TaxRateValues } from '@app/contract';
import { kindOfCode, rateOn, TAX_MESSAGES as M } from '@app/contract';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { taxRates } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/audit/audit.ts';
import { recordWrite } from '../../lib/audit/audit.ts';
import { fieldError, NotFound } from '../../lib/http/app-error.ts';

const FIELDS = [
  'code',
  'rate',
  'rate_above',
  'rate_no_pan',
  'rate_above_no_pan',
  ['threshold', 'money'],
  'sac',
  'effective_from',
  'effective_to',
  'notes',
] as const;

const columns = {
  id: taxRates.id,
  kind: taxRates.kind,
  code: taxRates.code,
  rate: taxRates.rate,
  rate_above: taxRates.rate_above,
  rate_no_pan: taxRates.rate_no_pan,
  rate_above_no_pan: taxRates.rate_above_no_pan,
  threshold: taxRates.threshold,
  sac: taxRates.sac,
  effective_from: taxRates.effective_from,
  effective_to: taxRates.effective_to,
  notes: taxRates.notes,
};

export const listTaxRates = (db: DbOrTx): Promise<TaxRateRecord[]> =>
  db
    .select(columns)
    .from(taxRates)
    .orderBy(asc(taxRates.kind), asc(taxRates.code), asc(taxRates.effective_from));

/** The rules in force on `day` and around it, for the arithmetic (tax-rules.ts). */
export async function taxRulesOn(db: DbOrTx): Promise<TaxRate[]> {
  return listTaxRates(db);
}

/** The rule for `code` in force on `day`; a 422 on `field` when none is. */
export async function ruleOn(db: DbOrTx, code: TaxRate['code'], day: string, field: string) {
  const rule = rateOn(await taxRulesOn(db), code, day);
  if (!rule) throw fieldError(field, M.noRule(code, day));
  return rule;
}

/** Refuse a period that meets another row of the same code (`except` the row being changed). */
async function refuseOverlap(tx: Tx, v: TaxRateValues, except?: number) {
  await tx.execute(sql`lock table tax_rates in share row exclusive mode`);
  const others = await tx
    .select({ from: taxRates.effective_from, to: taxRates.effective_to })
    .from(taxRates)
    .where(
      and(
        eq(taxRates.code, v.code),
        except === undefined ? undefined : ne(taxRates.id, except),
        sql`${taxRates.effective_from} <= ${v.effective_to ?? '9999-12-31'}::date`,
        sql`coalesce(${taxRates.effective_to}, '9999-12-31'::date) >= ${v.effective_from}::date`,
      ),
    )
    .limit(1);
  const [o] = others;
  if (o) throw fieldError('effective_from', M.overlap(v.code, o.from, o.to));
}

const event = (id: number, code: string) => ({
  record_type: 'tax_rate' as const,
  record_id: id,
  record_label: code,
});

export async function createTaxRate(db: DbOrTx, v: TaxRateValues, actor: Actor) {
  return db.transaction(async (tx) => {
    await refuseOverlap(tx, v);
    const [row] = await tx
      .insert(taxRates)
      .values({ ...v, kind: kindOfCode(v.code) })
      .returning(columns);
    await recordWrite(tx, actor, 'create', event(row!.id, v.code), null, row!, FIELDS);
    return row!;
  });
}

export async function updateTaxRate(db: DbOrTx, id: number, v: TaxRateValues, actor: Actor) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(columns)
      .from(taxRates)
      .where(eq(taxRates.id, id))
      .for('update');
    if (!before) throw new NotFound(M.notFound);
    await refuseOverlap(tx, v, id);
    const [row] = await tx
      .update(taxRates)
      .set({ ...v, kind: kindOfCode(v.code) })
      .where(eq(taxRates.id, id))
      .returning(columns);
    await recordWrite(tx, actor, 'update', event(id, v.code), before, row!, FIELDS);
    return row!;
  });
}
