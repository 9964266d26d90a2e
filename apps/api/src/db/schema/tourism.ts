import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { foreignId, money, timestamps } from './columns.ts';
import {
  ACCOMMODATION_PREFERENCES,
  AGENT_STATUSES,
  BUDGET_TYPES,
  COMMUNICATION_TYPES,
  ENQUIRY_PRIORITIES,
  ENQUIRY_SOURCES,
  ENQUIRY_STATUSES,
  ENQUIRY_TYPES,
  TRAVEL_TYPES,
} from '@app/contract';

export const agents = pgTable(
  'agents',
  {
    id: serial().primaryKey(),
    code: varchar({ length: 20 }).notNull(),
    name: varchar({ length: 150 }).notNull(),
    company_name: varchar({ length: 150 }),
    primary_mobile: varchar({ length: 30 }).notNull(),
    secondary_mobile: varchar({ length: 30 }),
    primary_email: varchar({ length: 255 }).notNull(),
    secondary_email: varchar({ length: 255 }),
    address: text(),
    city: varchar({ length: 100 }),
    state: varchar({ length: 100 }),
    country: varchar({ length: 100 }).default('India'),
    pincode: varchar({ length: 20 }),
    gst_number: varchar({ length: 20 }),
    pan_number: varchar({ length: 20 }),
    commission_rate: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
    is_vendor: boolean().notNull().default(true),
    vendor_email: varchar({ length: 255 }),
    status: varchar({ length: 10, enum: AGENT_STATUSES }).notNull().default('active'),
    notes: text(),
    // What the list search matches, lower-cased, fields joined by a separator nobody types.
    search_text: text().generatedAlwaysAs(
      sql`lower(coalesce(name, '') || chr(31) || coalesce(company_name, '') || chr(31) || code || chr(31) || primary_email || chr(31) || primary_mobile || chr(31) || coalesce(secondary_mobile, ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    index('agents_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
    uniqueIndex('agents_code_unique').on(sql`lower(${t.code})`),
    index('agents_name_idx').on(t.name),
    index('agents_city_idx').on(sql`lower(${t.city})`),
    index('agents_status_idx').on(t.status),
    check('agents_status_check', sql`${t.status} in ('active', 'inactive')`),
    check(
      'agents_commission_range',
      sql`${t.commission_rate} >= 0 and ${t.commission_rate} <= 100`,
    ),
  ],
);

export const enquiries = pgTable(
  'enquiries',
  {
    id: serial().primaryKey(),
    enquiry_number: varchar({ length: 20 }).notNull(),
    enquiry_type: varchar({ length: 10, enum: ENQUIRY_TYPES }).notNull().default('direct'),
    customer_name: varchar({ length: 150 }).notNull(),
    customer_email: varchar({ length: 255 }),
    customer_mobile: varchar({ length: 30 }),
    customer_alternate_mobile: varchar({ length: 30 }),
    destination: varchar({ length: 150 }),
    travel_start_date: date(),
    travel_end_date: date(),
    number_of_adults: integer().notNull().default(1),
    number_of_children: integer().notNull().default(0),
    travel_type: varchar({ length: 20, enum: TRAVEL_TYPES }).notNull().default('domestic'),
    special_requirements: text(),
    estimated_budget: money(),
    budget_type: varchar({ length: 20, enum: BUDGET_TYPES }).notNull().default('total'),
    accommodation_preference: varchar({ length: 20, enum: ACCOMMODATION_PREFERENCES }),
    agent_id: foreignId(() => agents.id, 'restrict'),
    assigned_to: foreignId(() => users.id, 'set null'),
    status: varchar({ length: 20, enum: ENQUIRY_STATUSES }).notNull().default('new'),
    priority: varchar({ length: 10, enum: ENQUIRY_PRIORITIES }).notNull().default('medium'),
    source: varchar({ length: 20, enum: ENQUIRY_SOURCES }).notNull().default('website'),
    enquiry_details: text(),
    internal_notes: text(),
    follow_up_date: date(),
    expected_sale_amount: money(),
    agent_commission_rate: numeric({ precision: 5, scale: 2 }),
    agent_commission_amount: money(),
    created_by: foreignId(() => users.id, 'set null'),
    search_text: text().generatedAlwaysAs(
      sql`lower(enquiry_number || chr(31) || customer_name || chr(31) || coalesce(customer_email, '') || chr(31) || coalesce(customer_mobile, '') || chr(31) || coalesce(destination, ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    index('enquiries_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
    index('enquiries_number_prefix').using(
      'btree',
      sql`lower(${t.enquiry_number}) text_pattern_ops`,
    ),
    uniqueIndex('enquiries_number_unique').on(t.enquiry_number),
    index('enquiries_created_idx').on(t.created_at, t.id),
    index('enquiries_agent_idx').on(t.agent_id, t.created_at),
    index('enquiries_status_idx').on(t.status),
    index('enquiries_assigned_idx').on(t.assigned_to),
    // Today's follow-ups due (issue 18): the few enquiries with a follow-up date, by date.
    index('enquiries_follow_up_idx')
      .on(t.follow_up_date)
      .where(sql`${t.follow_up_date} is not null`),
    check('enquiries_type_check', sql`${t.enquiry_type} in ('direct', 'agent')`),
    check('enquiries_adults_check', sql`${t.number_of_adults} >= 1`),
    check('enquiries_children_check', sql`${t.number_of_children} >= 0`),
  ],
);

export const enquiryCommunications = pgTable(
  'enquiry_communications',
  {
    id: serial().primaryKey(),
    enquiry_id: foreignId(() => enquiries.id, 'cascade').notNull(),
    type: varchar({ length: 20, enum: COMMUNICATION_TYPES }).notNull().default('note'),
    subject: varchar({ length: 200 }),
    message: text().notNull(),
    communication_date: timestamp({ withTimezone: true }).notNull().defaultNow(),
    user_id: foreignId(() => users.id, 'set null'),
  },
  (t) => [index('communications_enquiry_idx').on(t.enquiry_id, t.communication_date)],
);
