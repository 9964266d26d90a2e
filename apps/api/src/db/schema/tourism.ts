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
import { timestamps } from './columns.ts';

export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    companyName: varchar('company_name', { length: 150 }),
    primaryMobile: varchar('primary_mobile', { length: 30 }).notNull(),
    secondaryMobile: varchar('secondary_mobile', { length: 30 }),
    primaryEmail: varchar('primary_email', { length: 255 }).notNull(),
    secondaryEmail: varchar('secondary_email', { length: 255 }),
    address: text('address'),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 100 }),
    country: varchar('country', { length: 100 }).default('India'),
    pincode: varchar('pincode', { length: 20 }),
    gstNumber: varchar('gst_number', { length: 20 }),
    panNumber: varchar('pan_number', { length: 20 }),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    isVendor: boolean('is_vendor').notNull().default(true),
    vendorEmail: varchar('vendor_email', { length: 255 }),
    status: varchar('status', { length: 10 }).notNull().default('active'),
    notes: text('notes'),
    // What the list search matches, lower-cased, fields joined by a separator nobody types.
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(name, '') || chr(31) || coalesce(company_name, '') || chr(31) || code || chr(31) || primary_email || chr(31) || primary_mobile || chr(31) || coalesce(secondary_mobile, ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    index('agents_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    uniqueIndex('agents_code_unique').on(sql`lower(${t.code})`),
    index('agents_name_idx').on(t.name),
    index('agents_city_idx').on(sql`lower(${t.city})`),
    index('agents_status_idx').on(t.status),
    check('agents_status_check', sql`${t.status} in ('active', 'inactive')`),
    check('agents_commission_range', sql`${t.commissionRate} >= 0 and ${t.commissionRate} <= 100`),
  ],
);

export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    enquiryNumber: varchar('enquiry_number', { length: 20 }).notNull(),
    enquiryType: varchar('enquiry_type', { length: 10 }).notNull().default('direct'),
    customerName: varchar('customer_name', { length: 150 }).notNull(),
    customerEmail: varchar('customer_email', { length: 255 }),
    customerMobile: varchar('customer_mobile', { length: 30 }),
    customerAlternateMobile: varchar('customer_alternate_mobile', { length: 30 }),
    destination: varchar('destination', { length: 150 }),
    travelStartDate: date('travel_start_date'),
    travelEndDate: date('travel_end_date'),
    numberOfAdults: integer('number_of_adults').notNull().default(1),
    numberOfChildren: integer('number_of_children').notNull().default(0),
    travelType: varchar('travel_type', { length: 20 }).notNull().default('domestic'),
    specialRequirements: text('special_requirements'),
    estimatedBudget: numeric('estimated_budget', { precision: 14, scale: 2 }),
    budgetType: varchar('budget_type', { length: 20 }).notNull().default('total'),
    accommodationPreference: varchar('accommodation_preference', { length: 20 }),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'restrict' }),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20 }).notNull().default('new'),
    priority: varchar('priority', { length: 10 }).notNull().default('medium'),
    source: varchar('source', { length: 20 }).notNull().default('website'),
    enquiryDetails: text('enquiry_details'),
    internalNotes: text('internal_notes'),
    followUpDate: date('follow_up_date'),
    expectedSaleAmount: numeric('expected_sale_amount', { precision: 14, scale: 2 }),
    agentCommissionRate: numeric('agent_commission_rate', { precision: 5, scale: 2 }),
    agentCommissionAmount: numeric('agent_commission_amount', { precision: 14, scale: 2 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(enquiry_number || chr(31) || customer_name || chr(31) || coalesce(customer_email, '') || chr(31) || coalesce(customer_mobile, '') || chr(31) || coalesce(destination, ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    index('enquiries_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('enquiries_number_prefix').using(
      'btree',
      sql`lower(${t.enquiryNumber}) text_pattern_ops`,
    ),
    uniqueIndex('enquiries_number_unique').on(t.enquiryNumber),
    index('enquiries_created_idx').on(t.createdAt, t.id),
    index('enquiries_agent_idx').on(t.agentId, t.createdAt),
    index('enquiries_status_idx').on(t.status),
    index('enquiries_assigned_idx').on(t.assignedTo),
    // Today's follow-ups due (issue 18): the few enquiries with a follow-up date, by date.
    index('enquiries_follow_up_idx')
      .on(t.followUpDate)
      .where(sql`${t.followUpDate} is not null`),
    check('enquiries_type_check', sql`${t.enquiryType} in ('direct', 'agent')`),
    check('enquiries_adults_check', sql`${t.numberOfAdults} >= 1`),
    check('enquiries_children_check', sql`${t.numberOfChildren} >= 0`),
  ],
);

export const enquiryCommunications = pgTable(
  'enquiry_communications',
  {
    id: serial('id').primaryKey(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 20 }).notNull().default('note'),
    subject: varchar('subject', { length: 200 }),
    message: text('message').notNull(),
    communicationDate: timestamp('communication_date', { withTimezone: true })
      .notNull()
      .defaultNow(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('communications_enquiry_idx').on(t.enquiryId, t.communicationDate)],
);
