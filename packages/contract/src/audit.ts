import { z } from 'zod';
import { optionalDate } from './common/dates.ts';
import { choiceFilter, idFilter } from './common/fields.ts';
import { pagingQuery } from './common/paging.ts';
import { sortParam } from './sorting.ts';
import { answer, idName } from './common/envelope.ts';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, AUDIT_VALUE_KINDS } from './audit-values.ts';

export * from './audit-values.ts';

/** `GET /audit-events` (admins): filters live in the URL, as on every list. */
export const auditListQuery = pagingQuery.extend({
  sort: sortParam('auditEvents'),
  user_id: idFilter,
  record_type: choiceFilter(AUDIT_RECORD_TYPES, 'record type'),
  record_id: idFilter,
  action: choiceFilter(AUDIT_ACTIONS, 'action'),
  from: optionalDate('from').optional(),
  to: optionalDate('to').optional(),
});

/** One field's change. Values are text as stored (money as exact decimals), null when empty. */
export const auditChangeSchema = z.object({
  field: z.string(),
  /** The field's label on screen, e.g. "Sale amount". */
  label: z.string(),
  kind: z.enum(AUDIT_VALUE_KINDS),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEventSchema = z.object({
  id: answer.id,
  at: answer.timestamp,
  /** Who acted; null for an anonymous failed sign-in. */
  user: idName.nullable(),
  /** The email typed at a failed sign-in, or the actor's name as it was then. */
  actor_label: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  record_type: z.enum(AUDIT_RECORD_TYPES),
  record_id: answer.id.nullable(),
  /** The record's number or name as it was then, e.g. "FILE-000123" or "Main Branch". */
  record_label: z.string().nullable(),
  /** Free words for the event, e.g. an approval's notes or a voucher email's recipient. */
  note: z.string().nullable(),
  /** The currency of the event's money as it was then; null for the books' rupees and older events. */
  currency: z.string().nullable(),
  changes: z.array(auditChangeSchema),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/**
 * An event on a record's History panel: the Audit log's event without the actor's address,
 * which stays with the admins' Audit log.
 */
export const historyEventSchema = auditEventSchema.omit({ ip: true });
export type HistoryEvent = z.infer<typeof historyEventSchema>;
