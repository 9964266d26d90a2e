/**
 * The sortable lists' plain values (zod-free, so `@app/contract/constants` carries them and a
 * page that only shows a list's columns loads no validation library); `sorting.ts` builds the
 * `sort` query rules on them.
 */

/**
 * Sortable lists: each list names the columns it sorts on the server. `?sort=name`
 * is ascending, `?sort=-name` descending; no `sort` keeps the list's own default order. A value
 * outside the list's allow-list is refused (422 on `sort`), never rewritten. The server breaks
 * ties by id in the same direction, so pages never overlap or skip a row, and the export of a
 * list applies the same sort.
 */
export const LIST_SORTS = {
  bookings: [
    'file_number',
    'guest_name',
    'booking_date',
    'travel_start_date',
    'sale_amount',
    'balance_due',
    'created_at',
  ],
  enquiries: [
    'enquiry_number',
    'customer_name',
    'travel_start_date',
    'follow_up_date',
    'expected_sale_amount',
    'created_at',
  ],
  agents: ['code', 'name', 'city', 'commission_rate', 'status', 'created_at'],
  suppliers: ['code', 'name', 'kind', 'city', 'currency', 'status', 'created_at'],
  transactions: ['transaction_date', 'amount', 'reference', 'type', 'status', 'created_at'],
  pendingApprovals: ['transaction_date', 'amount', 'reference', 'type', 'created_at'],
  accounts: ['code', 'name', 'type', 'opening_balance', 'current_balance', 'created_at'],
  /** The running balance reads in date order: the statement sorts by date only, either way. */
  statement: ['transaction_date'],
  staff: ['name', 'employee_id', 'email', 'position', 'date_of_joining', 'created_at'],
  branches: ['name', 'code', 'city', 'country', 'created_at'],
  dayPlans: ['service_time', 'guest_name', 'file_number', 'driver_name', 'amount', 'status'],
  payments: ['payment_date', 'amount', 'receipt_number', 'created_at'],
  auditEvents: ['at'],
} as const satisfies Record<string, readonly string[]>;
export type SortableList = keyof typeof LIST_SORTS;
export type SortKey<L extends SortableList> = (typeof LIST_SORTS)[L][number];
/** A `?sort=` value of one list, as parsed: a column, '-' before it for descending. */
export type SortValue<L extends SortableList> = SortKey<L> | `-${SortKey<L>}` | '';

/** Every `?sort=` value a list accepts: each column ascending, then descending. */
export const sortValues = <K extends string>(keys: readonly K[]) =>
  keys.flatMap((k): (K | `-${K}`)[] => [k, `-${k}`]);

export const SORT_INVALID = 'The selected sort is invalid.';

/** A sort value read: the column and its direction. */
export function readSort<K extends string>(value: K | `-${K}` | '' | undefined) {
  if (!value) return null;
  const desc = value.startsWith('-');
  return { key: (desc ? value.slice(1) : value) as K, desc };
}
