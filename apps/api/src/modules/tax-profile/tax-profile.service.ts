import { eq, sql } from 'drizzle-orm';
import type { TaxProfile, TaxProfileValues } from '@app/contract';
import type { DbOrTx } from '../../db/client.ts';
import { inTransaction } from '../../db/client.ts';
import { taxProfile, users } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/audit/audit.ts';
import { diffFields, recordEvent } from '../../lib/audit/audit.ts';

/** The fields an admin sets, in the form's order: the audit event's changes. */
const FIELDS = [
  'legal_name',
  'address',
  'city',
  'state',
  'pincode',
  'gstin',
  'pan',
  'email',
  'phone',
  'invoice_prefix',
  'credit_note_prefix',
] as const;

/** The agency's tax profile and who last set it; null until an admin sets it. */
export async function readTaxProfile(db: DbOrTx): Promise<TaxProfile | null> {
  const [row] = await db
    .select({
      legal_name: taxProfile.legal_name,
      address: taxProfile.address,
      city: taxProfile.city,
      state: taxProfile.state,
      pincode: taxProfile.pincode,
      gstin: taxProfile.gstin,
      pan: taxProfile.pan,
      email: taxProfile.email,
      phone: taxProfile.phone,
      invoice_prefix: taxProfile.invoice_prefix,
      credit_note_prefix: taxProfile.credit_note_prefix,
      updated_at: sql<string>`to_char(${taxProfile.updated_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      by_id: users.id,
      by_name: users.name,
    })
    .from(taxProfile)
    .leftJoin(users, eq(users.id, taxProfile.updated_by))
    .where(eq(taxProfile.id, 1));
  if (!row) return null;
  const { by_id, by_name, ...profile } = row;
  return {
    ...profile,
    state_code: profile.gstin.slice(0, 2),
    updated_by: by_id ? { id: by_id, name: by_name! } : null,
  };
}

/**
 * Set the profile (the contract has checked every field, the GSTIN against the state and the
 * PAN), with one audit event of what changed, in one transaction. The row is locked first, so
 * two admins saving at once are recorded one after the other, each against what it replaced.
 */
export async function setTaxProfile(
  db: DbOrTx,
  actor: Actor,
  values: TaxProfileValues,
): Promise<TaxProfile> {
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`select id from tax_profile where id = 1 for update`);
    const before = await readTaxProfile(tx);
    const row = { ...values, updated_by: actor.userId, updated_at: sql`now()` };
    await tx
      .insert(taxProfile)
      .values({ id: 1, ...row })
      .onConflictDoUpdate({ target: taxProfile.id, set: row });
    await recordEvent(tx, actor, {
      action: before ? 'update' : 'create',
      record_type: 'tax_profile',
      record_id: 1,
      record_label: values.legal_name,
      changes: diffFields(before, values, FIELDS),
    });
  });
  return (await readTaxProfile(db))!;
}
