import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { currencies } from './currencies.ts';
import {
  foreignId,
  money,
  phoneDigits,
  reversedText,
  searchText,
  timestamps,
  uniqueLower,
} from './columns.ts';
import {
  ACCOMMODATION_PREFERENCES,
  AGENT_STATUSES,
  BUDGET_TYPES,
  COMMUNICATION_TYPES,
  DEFAULT_ENQUIRY_CURRENCY,
  ENQUIRY_PRIORITIES,
  ENQUIRY_SOURCES,
  ENQUIRY_STATUSES,
  ENQUIRY_TYPES,
  TRAVEL_TYPES,
} from '@app/contract';

export const agents = pg.pgTable(
  'agents',
  {
    id: pg.serial().primaryKey(),
    code: pg.varchar({ length: 20 }).notNull(),
    name: pg.varchar({ length: 150 }).notNull(),
    company_name: pg.varchar({ length: 150 }),
    primary_mobile: pg.varchar({ length: 30 }).notNull(),
    secondary_mobile: pg.varchar({ length: 30 }),
    primary_email: pg.varchar({ length: 255 }).notNull(),
    secondary_email: pg.varchar({ length: 255 }),
    address: pg.text(),
    city: pg.varchar({ length: 100 }),
    state: pg.varchar({ length: 100 }),
    country: pg.varchar({ length: 100 }).default('India'),
    pincode: pg.varchar({ length: 20 }),
    gst_number: pg.varchar({ length: 20 }),
    pan_number: pg.varchar({ length: 20 }),
    commission_rate: pg.numeric({ precision: 5, scale: 2 }).notNull().default('0'),
    is_vendor: pg.boolean().notNull().default(true),
    vendor_email: pg.varchar({ length: 255 }),
    status: pg.varchar({ length: 10, enum: AGENT_STATUSES }).notNull().default('active'),
    notes: pg.text(),
    // What the list search matches, lower-cased, fields joined by a separator nobody types.
    search_text: searchText(
      sql`coalesce(name, '') || chr(31) || coalesce(company_name, '') || chr(31) || code || chr(31) || primary_email || chr(31) || primary_mobile || chr(31) || coalesce(secondary_mobile, '')`,
    ),
    ...timestamps,
  },
  (t) => [
    pg.index('agents_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
    // Search by digits (search-terms.ts): each mobile's start and end. Without them every
    // agent's two numbers went through the regular expressions on every digit search.
    ...(['primary_mobile', 'secondary_mobile'] as const).flatMap((m) => [
      pg.index(`agents_${m}_start`).using('btree', sql`${phoneDigits(t[m])} text_pattern_ops`),
      pg
        .index(`agents_${m}_end`)
        .using('btree', sql`reverse(${phoneDigits(t[m])}) text_pattern_ops`),
    ]),
    uniqueLower('agents_code_unique', t.code),
    pg.index('agents_name_idx').on(t.name),
    pg.index('agents_city_idx').on(sql`lower(${t.city})`),
    pg.index('agents_status_idx').on(t.status),
    pg.check('agents_status_check', sql`${t.status} in ('active', 'inactive')`),
    pg.check(
      'agents_commission_range',
      sql`${t.commission_rate} >= 0 and ${t.commission_rate} <= 100`,
    ),
  ],
);

export const enquiries = pg.pgTable(
  'enquiries',
  {
    id: pg.serial().primaryKey(),
    enquiry_number: pg.varchar({ length: 20 }).notNull(),
    enquiry_type: pg.varchar({ length: 10, enum: ENQUIRY_TYPES }).notNull().default('direct'),
    customer_name: pg.varchar({ length: 150 }).notNull(),
    customer_email: pg.varchar({ length: 255 }),
    customer_mobile: pg.varchar({ length: 30 }),
    customer_alternate_mobile: pg.varchar({ length: 30 }),
    destination: pg.varchar({ length: 150 }),
    travel_start_date: pg.date(),
    travel_end_date: pg.date(),
    number_of_adults: pg.integer().notNull().default(1),
    number_of_children: pg.integer().notNull().default(0),
    travel_type: pg.varchar({ length: 20, enum: TRAVEL_TYPES }).notNull().default('domestic'),
    special_requirements: pg.text(),
    estimated_budget: money(),
    // The budget's and the expected sale's currency: any active one (the checks), rupees unless said.
    currency: pg
      .char({ length: 3 })
      .notNull()
      .default(DEFAULT_ENQUIRY_CURRENCY)
      .references(() => currencies.code, { onDelete: 'restrict' }),
    budget_type: pg.varchar({ length: 20, enum: BUDGET_TYPES }).notNull().default('total'),
    accommodation_preference: pg.varchar({ length: 20, enum: ACCOMMODATION_PREFERENCES }),
    agent_id: foreignId(() => agents.id, 'restrict'),
    assigned_to: foreignId(() => users.id, 'set null'),
    status: pg.varchar({ length: 20, enum: ENQUIRY_STATUSES }).notNull().default('new'),
    priority: pg.varchar({ length: 10, enum: ENQUIRY_PRIORITIES }).notNull().default('medium'),
    source: pg.varchar({ length: 20, enum: ENQUIRY_SOURCES }).notNull().default('website'),
    enquiry_details: pg.text(),
    internal_notes: pg.text(),
    follow_up_date: pg.date(),
    expected_sale_amount: money(),
    agent_commission_rate: pg.numeric({ precision: 5, scale: 2 }),
    agent_commission_amount: money(),
    created_by: foreignId(() => users.id, 'set null'),
    search_text: searchText(
      sql`enquiry_number || chr(31) || customer_name || chr(31) || coalesce(customer_email, '') || chr(31) || coalesce(customer_mobile, '') || chr(31) || coalesce(destination, '')`,
    ),
    ...timestamps,
  },
  (t) => [
    pg.index('enquiries_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
    pg
      .index('enquiries_number_prefix')
      .using('btree', sql`lower(${t.enquiry_number}) text_pattern_ops`),
    // Search by digits (search-terms.ts): the mobile's start and end, the number's end.
    pg
      .index('enquiries_phone_start')
      .using('btree', sql`${phoneDigits(t.customer_mobile)} text_pattern_ops`),
    pg
      .index('enquiries_phone_end')
      .using('btree', sql`reverse(${phoneDigits(t.customer_mobile)}) text_pattern_ops`),
    pg.index('enquiries_number_end').using('btree', reversedText(t.enquiry_number)),
    pg.uniqueIndex('enquiries_number_unique').on(t.enquiry_number),
    pg.index('enquiries_created_idx').on(t.created_at, t.id),
    pg.index('enquiries_agent_idx').on(t.agent_id, t.created_at),
    pg.index('enquiries_status_idx').on(t.status),
    pg.index('enquiries_assigned_idx').on(t.assigned_to),
    // Today's follow-ups due: the few enquiries with a follow-up date, by date.
    pg
      .index('enquiries_follow_up_idx')
      .on(t.follow_up_date)
      .where(sql`${t.follow_up_date} is not null`),
    pg.check('enquiries_type_check', sql`${t.enquiry_type} in ('direct', 'agent')`),
    pg.check('enquiries_adults_check', sql`${t.number_of_adults} >= 1`),
    pg.check('enquiries_children_check', sql`${t.number_of_children} >= 0`),
  ],
);

export const enquiryCommunications = pg.pgTable(
  'enquiry_communications',
  {
    id: pg.serial().primaryKey(),
    enquiry_id: foreignId(() => enquiries.id, 'cascade').notNull(),
    type: pg.varchar({ length: 20, enum: COMMUNICATION_TYPES }).notNull().default('note'),
    subject: pg.varchar({ length: 200 }),
    message: pg.text().notNull(),
    communication_date: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
    user_id: foreignId(() => users.id, 'set null'),
  },
  (t) => [pg.index('communications_enquiry_idx').on(t.enquiry_id, t.communication_date)],
);
