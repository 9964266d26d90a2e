import { z } from 'zod';
import { answer } from './common/envelope.ts';
import { valuesOf } from './labels.ts';

/**
 * `GET /api/search?q=`: one box that finds files, enquiries, receipts, payments,
 * agents, staff, accounts and transactions. Results come grouped by type, in the order (and
 * under the names) of SEARCH_TYPE_LABELS, at most SEARCH_GROUP_LIMIT per type, newest first;
 * a type the caller may not list is never searched.
 */
export const SEARCH_TYPE_LABELS = {
  booking: 'Bookings',
  enquiry: 'Enquiries',
  receipt: 'Receipts',
  agent_payment: 'Agent payments',
  agent: 'Agents',
  staff: 'Staff',
  account: 'Accounts',
  transaction: 'Transactions',
};
export const SEARCH_TYPES = valuesOf(SEARCH_TYPE_LABELS);
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_GROUP_LIMIT = 5;
export const SEARCH_MIN = 3;
export const SEARCH_MAX = 100;

export const SEARCH_MESSAGES = {
  required: 'The search field is required.',
  tooLong: `The search may not be greater than ${SEARCH_MAX} characters.`,
  // Three letters or digits in a row: fewer cannot use the trigram indexes (a scan of every
  // row), and a search of only symbols ("%%%", "'''") would match on nothing meaningful.
  tooShort: `Type at least ${SEARCH_MIN} letters or digits in a row to search.`,
  // A user's searches at once are few (429), the server's too (503), and each has a time
  // budget (503): one person typing never needs more, and the rest of the app keeps its
  // database connections.
  tooMany: 'Too many searches at once. Please wait a moment and search again.',
  busy: 'The server is busy with other searches. Please try again in a moment.',
  timeout: 'The search took too long. Type more of the name or number to narrow it.',
} as const;

const wordRun = new RegExp(`[\\p{L}\\p{N}]{${SEARCH_MIN}}`, 'u');

export const searchQuery = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.required })
    .trim()
    .min(1, { error: SEARCH_MESSAGES.required, abort: true })
    .max(SEARCH_MAX, { error: SEARCH_MESSAGES.tooLong, abort: true })
    .refine((s) => wordRun.test(s), SEARCH_MESSAGES.tooShort),
});

/** One found record: `id` is the record's own (the route's :id), `booking_id` where it lives. */
export const searchHitSchema = z.object({
  id: answer.id,
  /** The record's number or name, as the list shows it. */
  label: z.string(),
  /** A second line: who, what or how much. */
  detail: z.string().nullable(),
  /** Receipts and agent payments open their booking; enquiries pick the form by kind. */
  booking_id: answer.id.optional(),
  enquiry_type: z.enum(['direct', 'agent']).optional(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  label: z.string(),
  items: z.array(searchHitSchema),
  /** More than SEARCH_GROUP_LIMIT matched: refine the search, or open the type's list. */
  has_more: z.boolean(),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchResultSchema = z.object({
  q: z.string(),
  /** Only types with a match, in SEARCH_TYPES order. */
  groups: z.array(searchGroupSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
