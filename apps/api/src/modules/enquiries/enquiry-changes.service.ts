// Changing enquiries: create (numbered), edit, delete and add a communication, each audited.
import { eq } from 'drizzle-orm';
import type { CommunicationInput, EnquiryValues } from '@app/contract';
import { agentCommission, todayIn, TOUR_SERVER } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { enquiries, enquiryCommunications } from '../../db/schema/index.ts';
import { NotFound } from '../../lib/http/app-error.ts';
import { nextYearlyNumber } from '../../lib/rows/numbering.ts';
import { throwIfAny } from '../../lib/http/validation.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  diffFields,
  recordEvent,
  SYSTEM_ACTOR,
  recordWrites,
  auditRef,
} from '../../lib/audit/audit.ts';
import type { Actor } from '../../lib/audit/audit.ts';
import { inTransaction } from '../../db/client.ts';
import { enquiryRefs } from './enquiry-checks.ts';
import { getEnquiry } from './enquiries.service.ts';
import { lockRow, updateRow } from '../../lib/rows/row-lock.ts';

const enquiryEvent = auditRef(
  'enquiry',
  (e: { id: number; enquiry_number: string }) => e.enquiry_number,
);
const writeEnquiry = recordWrites(enquiryEvent);

/** The agent (for B2B) and the assignee must exist; the commission is the server's sum. */
async function resolveDerived(db: DbOrTx, v: EnquiryValues, kept?: string) {
  const { errors, agentRate } = await enquiryRefs(db, v, v.enquiry_type, kept);
  throwIfAny(errors);
  if (v.enquiry_type !== 'agent') {
    return {
      agent_id: null,
      expected_sale_amount: null,
      agent_commission_rate: null,
      agent_commission_amount: null,
    };
  }
  const rate = v.agent_commission_rate ?? agentRate!;
  return {
    agent_id: v.agent_id,
    expected_sale_amount: v.expected_sale_amount,
    agent_commission_rate: rate,
    agent_commission_amount:
      v.expected_sale_amount === null ? null : agentCommission(v.expected_sale_amount, rate),
  };
}

/** The form's fields are the columns; the type is set once, at creation. */
const toRow = ({ initial_message, enquiry_type, ...row }: EnquiryValues) => row;

/** Numbered in the agency's year (`timeZone`); `actor` is who the History names. */
export async function createEnquiry(
  db: DbOrTx,
  user: AuthUser,
  v: EnquiryValues,
  { timeZone, actor = SYSTEM_ACTOR }: { timeZone: string; actor?: Actor },
) {
  return inTransaction(db, async (tx) => {
    const derived = await resolveDerived(tx, v);
    const number = await nextYearlyNumber(tx, 'ENQ', todayIn(timeZone));
    const [row] = await tx
      .insert(enquiries)
      .values({
        ...toRow(v),
        ...derived,
        enquiry_type: v.enquiry_type,
        enquiry_number: number,
        created_by: user.id,
      })
      .returning({ id: enquiries.id });
    if (v.initial_message) {
      await tx.insert(enquiryCommunications).values({
        enquiry_id: row!.id,
        type: 'note',
        subject: 'Initial message',
        message: v.initial_message,
        user_id: user.id,
      });
    }
    const after = await getEnquiry(tx, row!.id);
    return writeEnquiry(tx, actor, 'create', null, after);
  });
}

export async function updateEnquiry(db: Db, id: number, v: EnquiryValues, actor = SYSTEM_ACTOR) {
  return db.transaction(async (tx) => {
    await lockRow(tx, enquiries, id, TOUR_SERVER.enquiryNotFound);
    const before = await getEnquiry(tx, id);
    const derived = await resolveDerived(tx, v, before.currency);
    await updateRow(tx, enquiries, id, { ...toRow(v), ...derived });
    const after = await getEnquiry(tx, id);
    return writeEnquiry(tx, actor, 'update', before, after);
  });
}

export async function deleteEnquiry(db: Db, id: number, actor = SYSTEM_ACTOR) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .delete(enquiries)
      .where(eq(enquiries.id, id))
      .returning({ id: enquiries.id, enquiry_number: enquiries.enquiry_number });
    if (!rows[0]) throw new NotFound(TOUR_SERVER.enquiryNotFound);
    await recordEvent(tx, actor, { action: 'delete', ...enquiryEvent(rows[0]) });
  });
}

export async function addCommunication(
  db: DbOrTx,
  user: AuthUser,
  enquiryId: number,
  v: CommunicationInput & { type: string; message: string },
  actor = SYSTEM_ACTOR,
) {
  return inTransaction(db, async (tx) => {
    // The enquiry's row lock orders concurrent notes, so each event counts its own.
    await lockRow(tx, enquiries, enquiryId, TOUR_SERVER.enquiryNotFound);
    const before = await getEnquiry(tx, enquiryId, true);
    await tx.insert(enquiryCommunications).values({
      enquiry_id: enquiryId,
      type: v.type,
      subject: v.subject ?? null,
      message: v.message,
      user_id: user.id,
    });
    const after = await getEnquiry(tx, enquiryId, true);
    // One event on the enquiry: its communications as a list that grew by one.
    await recordEvent(tx, actor, {
      action: 'update',
      ...enquiryEvent(after),
      note: `${v.type}: ${v.subject ?? v.message}`.slice(0, 200),
      changes: diffFields(before, after, ['communications']),
    });
    return after;
  });
}
