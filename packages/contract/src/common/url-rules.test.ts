import { describe, expect, it } from 'vitest';
import { accountListQuery, statementQuery } from '../accounts.ts';
import { agentListQuery } from '../agents.ts';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES } from '../audit-values.ts';
import { auditListQuery } from '../audit.ts';
import { bookingListQuery } from '../bookings.ts';
import { branchListQuery } from '../branches.ts';
import { categoryListQuery } from '../categories.ts';
import { dayPlanQuery } from '../day-plans.ts';
import { driverListQuery, dutySheetQuery } from '../drivers.ts';
import { enquiryListQuery } from '../enquiries.ts';
import { JOURNAL_SOURCES } from '../ledger-values.ts';
import { ledgerEntriesQuery } from '../ledger.ts';
import { OUTBOX_STATES } from '../outbox-values.ts';
import { outboxListQuery } from '../outbox.ts';
import { REPORT_QUERIES, REPORTS, TOP_ORDERS } from '../reports.ts';
import { staffListQuery } from '../staff.ts';
import { transactionListQuery } from '../transactions.ts';
import {
  ACCOUNT_TYPES,
  AGENT_STATUSES,
  BALANCE_FILTERS,
  BOOKING_STATUSES,
  DAY_PLAN_STATUSES,
  ENQUIRY_PRIORITIES,
  ENQUIRY_SOURCES,
  ENQUIRY_STATUSES,
  PAYMENT_STATUSES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '../value-lists.ts';
import { choiceFilter, idFilter } from './fields.ts';
import { optionalDate } from './dates.ts';
import { pagingQuery, searchParam } from './paging.ts';
import type { UrlRule } from './url-rules.ts';
import {
  choiceRule,
  dateRule,
  enumRule,
  idFilterRule,
  idRule,
  MAX_PAGE,
  REPORT_URL_RULES,
  searchRule,
  textRule,
  wholeRule,
} from './url-rules.ts';

interface Issue {
  message: string;
  errors?: Issue[][];
}
/**
 * A rule's answer to one value: the value read, or the message the page shows. A union's
 * refusal (`idFilter`) is read as list-params reads it: its first branch's first words.
 */
const answer = (rule: { safeParse(v: unknown): unknown }, value: unknown) => {
  const r = rule.safeParse(value) as
    { success: true; data?: unknown } | { success: false; error: { issues: Issue[] } };
  if (r.success) return { ok: r.data };
  let issue = r.error.issues[0];
  while (issue?.errors?.[0]?.[0]) issue = issue.errors[0][0];
  return { refused: issue?.message };
};

const HOSTILE = [
  '',
  ' ',
  '  ',
  '\t',
  '\n',
  '\u00a0',
  '\u3000',
  '0',
  '00',
  '-1',
  '-0',
  '+1',
  '1e3',
  '1E3',
  '0x10',
  '0b1',
  '0o7',
  '2.5',
  '1.',
  '.5',
  '1,000',
  '1_000',
  ' 5',
  '5 ',
  '\t5',
  '5\n',
  '01',
  '05',
  '007',
  '50',
  '51',
  'abc',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  'false',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  "' OR 1=1 --",
  '<script>',
  '%00',
  '\u0000',
  '\u200b',
  '９',
  '１２',
  '٣',
  '۵',
  '²',
  '99999999999999999999',
  '1'.repeat(400),
  `-${'1'.repeat(400)}`,
  'a'.repeat(100),
  'a'.repeat(101),
  `${' '.repeat(150)}a`,
  `a${' '.repeat(150)}`,
  'a'.repeat(200),
  'a'.repeat(201),
  ` ${'a'.repeat(200)} `,
  ' '.repeat(201),
  '😀'.repeat(100),
  '😀'.repeat(101),
  'é'.repeat(201),
  'e\u0301'.repeat(101),
  '\ud83d'.repeat(201),
  `${'\ud83d'.repeat(100)}😀`,
  'Dubai Mall',
  '  Dubai Mall  ',
];

/** Ids, pages, limits and months, with their edges. */
const NUMBERS = [
  '1',
  '42',
  '2147483647',
  '2147483648',
  '9999999999',
  '10000000000',
  String(MAX_PAGE),
  String(MAX_PAGE + 1),
  '2026-01',
  ' 2026-12 ',
  '2026-1',
  '2026-13',
  '2026-00',
  '0000-01',
  '2026-01-01',
  '202601',
  '2026/01',
  '２０２６-０１',
];

/** Values that are not text: a URL never holds one, and the rules still answer as zod does. */
const NOT_TEXT = [1, 0, true, null, [], {}, ['1']];
const shown = (v: unknown) => JSON.stringify(v);

type Field = { safeParse(v: unknown): unknown };

/**
 * Each list page's URL rules, as the page builds them, beside the contract field the server
 * reads the same parameter with (the page's own values and names: one of each is enough).
 */
const PAGE_PAIRS: [string, Field, UrlRule][] = [
  ['accounts search', accountListQuery.shape.search, searchRule],
  ['accounts type', accountListQuery.shape.type, choiceRule(ACCOUNT_TYPES, 'type')],
  ['agents search', agentListQuery.shape.search, searchRule],
  ['agents status', agentListQuery.shape.status, choiceRule(AGENT_STATUSES, 'status')],
  ['agents city', agentListQuery.shape.city, searchRule],
  ['audit user', auditListQuery.shape.user_id, idFilterRule],
  [
    'audit record type',
    auditListQuery.shape.record_type,
    choiceRule(AUDIT_RECORD_TYPES, 'record type'),
  ],
  ['audit action', auditListQuery.shape.action, choiceRule(AUDIT_ACTIONS, 'action')],
  ['audit from', auditListQuery.shape.from, dateRule('from')],
  ['audit to', auditListQuery.shape.to, dateRule('to')],
  ['bookings search', bookingListQuery.shape.search, searchRule],
  ['bookings status', bookingListQuery.shape.status, choiceRule(BOOKING_STATUSES, 'status')],
  [
    'bookings payment status',
    bookingListQuery.shape.payment_status,
    choiceRule(PAYMENT_STATUSES, 'payment status'),
  ],
  ['bookings from', bookingListQuery.shape.date_from, dateRule('date_from')],
  ['bookings to', bookingListQuery.shape.date_to, dateRule('date_to')],
  ['bookings balance', bookingListQuery.shape.balance, choiceRule(BALANCE_FILTERS, 'balance')],
  ['branches search', branchListQuery.shape.search, searchRule],
  ['categories search', categoryListQuery.shape.search, searchRule],
  ['day plans date', dayPlanQuery.shape.date, dateRule('date')],
  ['day plans status', dayPlanQuery.shape.status, choiceRule(DAY_PLAN_STATUSES, 'status')],
  ['day plans search', dayPlanQuery.shape.search, textRule(200)],
  ['drivers search', driverListQuery.shape.search, textRule(100)],
  [
    'drivers active',
    driverListQuery.shape.active,
    enumRule(['true', 'false', ''], 'The active filter must be true or false.'),
  ],
  ['duty sheet date', dutySheetQuery.shape.date, dateRule('date')],
  ['enquiries search', enquiryListQuery.shape.search, searchRule],
  ['enquiries status', enquiryListQuery.shape.status, choiceRule(ENQUIRY_STATUSES, 'status')],
  [
    'enquiries priority',
    enquiryListQuery.shape.priority,
    choiceRule(ENQUIRY_PRIORITIES, 'priority'),
  ],
  ['enquiries source', enquiryListQuery.shape.source, choiceRule(ENQUIRY_SOURCES, 'source')],
  ['outbox state', outboxListQuery.shape.state, choiceRule(OUTBOX_STATES, 'state')],
  ['staff search', staffListQuery.shape.search, searchRule],
  ['transactions search', transactionListQuery.shape.search, searchRule],
  ['transactions from', transactionListQuery.shape.date_from, dateRule('date_from')],
  ['transactions to', transactionListQuery.shape.date_to, dateRule('date_to')],
  ['transactions type', transactionListQuery.shape.type, choiceRule(TRANSACTION_TYPES, 'type')],
  [
    'transactions status',
    transactionListQuery.shape.status,
    choiceRule(TRANSACTION_STATUSES, 'status'),
  ],
  ['transactions account', transactionListQuery.shape.account_id, idFilterRule],
  ['transactions category', transactionListQuery.shape.category_id, idFilterRule],
  ['statement start', statementQuery.shape.startDate, dateRule('startDate')],
  ['statement end', statementQuery.shape.endDate, dateRule('endDate')],
];

/** Every value list the pages choose from, so each choice is tried with its real values. */
const CHOICES = [
  ...ACCOUNT_TYPES,
  ...AGENT_STATUSES,
  ...AUDIT_RECORD_TYPES,
  ...AUDIT_ACTIONS,
  ...BOOKING_STATUSES,
  ...PAYMENT_STATUSES,
  ...BALANCE_FILTERS,
  ...DAY_PLAN_STATUSES,
  ...ENQUIRY_STATUSES,
  ...ENQUIRY_PRIORITIES,
  ...ENQUIRY_SOURCES,
  ...OUTBOX_STATES,
  ...TRANSACTION_TYPES,
  ...TRANSACTION_STATUSES,
  ...TOP_ORDERS,
  'Draft',
  'draft ',
  ' paid',
];

const DATES = [
  '2026-11-29',
  ' 2026-11-29 ',
  '2026-02-29',
  '2028-02-29',
  '2026-13-01',
  '1899-12-31',
  '2201-01-01',
  '2026-1-1',
  '29/11/2026',
  '2026-11-29T00:00:00Z',
];

const TEXTS = [...HOSTILE, ...NUMBERS, ...CHOICES, ...DATES];

describe('the zod-free URL rules answer as the server schemas do', () => {
  it('dates', () => {
    for (const text of [...HOSTILE, ...DATES])
      expect(answer(dateRule('from_date'), text), text).toEqual(
        answer(optionalDate('from_date'), text),
      );
  });
  it('choices, ids and pages', () => {
    const sources = ledgerEntriesQuery.shape;
    const texts = [...HOSTILE, ...JOURNAL_SOURCES, 'Booking', 'booking ', ...NUMBERS];
    for (const text of texts) {
      expect(answer(choiceRule(JOURNAL_SOURCES, 'source type'), text), text).toEqual(
        answer(choiceFilter(JOURNAL_SOURCES, 'source type'), text),
      );
      expect(answer(idRule('account_id'), text), text).toEqual(answer(sources.account_id, text));
      expect(answer(wholeRule(MAX_PAGE), text), text).toEqual(answer(pagingQuery.shape.page, text));
    }
  });
  it('search text', () => {
    for (const value of [...TEXTS, ...NOT_TEXT])
      expect(answer(searchRule, value), shown(value)).toEqual(answer(searchParam, value));
  });
  it('ids as list filters, in zod’s own words', () => {
    for (const value of [...TEXTS, ...NOT_TEXT])
      expect(answer(idFilterRule, value), shown(value)).toEqual(answer(idFilter, value));
  });
  it('each list page’s filters', () => {
    for (const [name, field, rule] of PAGE_PAIRS)
      for (const text of TEXTS)
        expect(answer(rule, text), `${name}: ${text}`).toEqual(answer(field, text));
  });
  it('trimmed text and enums on values that are not text', () => {
    for (const [name, field, rule] of PAGE_PAIRS.filter(([n]) => /search|active|city/.test(n)))
      for (const value of NOT_TEXT)
        expect(answer(rule, value), `${name}: ${shown(value)}`).toEqual(answer(field, value));
  });
  it('each report’s filters, one rule for each of its query fields but the page', () => {
    for (const name of REPORTS) {
      const { page: _page, ...fields } = REPORT_QUERIES[name] as Record<string, Field>;
      const rules = REPORT_URL_RULES[name] as Record<string, UrlRule>;
      expect(Object.keys(rules).sort(), name).toEqual(Object.keys(fields).sort());
      for (const [key, field] of Object.entries(fields))
        for (const value of [...TEXTS, ...NOT_TEXT])
          expect(answer(rules[key]!, value), `${name} ${key}: ${shown(value)}`).toEqual(
            answer(field, value),
          );
    }
  });
});
