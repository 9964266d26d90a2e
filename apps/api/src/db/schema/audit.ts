import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type { AuditChange } from '@app/contract';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES } from '@app/contract';

/**
 * The audit history: one row per write, inserted in the same transaction as the
 * write. Append-only: a trigger (migration 0020) refuses UPDATE, DELETE and TRUNCATE.
 * Deleting a user keeps their events (no foreign key; actor_label keeps the name).
 * parent_type/parent_id name the record whose History panel also shows this event
 * (a payment under its booking, an agent payment under its agent, a communication under its
 * enquiry, a transaction under its account).
 */
export const auditEvents = pg.pgTable(
  'audit_events',
  {
    id: pg.bigserial({ mode: 'number' }).primaryKey(),
    at: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
    // No foreign key: the trigger refuses every UPDATE, so ON DELETE SET NULL could not run;
    // a deleted user's events keep their id and actor_label.
    user_id: pg.integer(),
    actor_label: pg.text(),
    ip: pg.text(),
    action: pg.text({ enum: AUDIT_ACTIONS }).notNull(),
    record_type: pg.text({ enum: AUDIT_RECORD_TYPES }).notNull(),
    record_id: pg.integer(),
    record_label: pg.text(),
    parent_type: pg.text({ enum: AUDIT_RECORD_TYPES }),
    parent_id: pg.integer(),
    note: pg.text(),
    // The currency of the event's money as it was then (a file's, an enquiry's, a service's);
    // null for the books' rupees and for the events before it was kept (their defaults were right).
    currency: pg.char({ length: 3 }),
    changes: pg
      .jsonb()
      .$type<AuditChange[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    pg.index('audit_events_record_idx').on(t.record_type, t.record_id, t.at.desc()),
    pg.index('audit_events_parent_idx').on(t.parent_type, t.parent_id, t.at.desc()),
    pg.index('audit_events_at_idx').on(t.at.desc()),
    pg.index('audit_events_user_idx').on(t.user_id, t.at.desc()),
  ],
);
