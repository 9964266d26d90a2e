/**
 * Exports: every list downloads as CSV or XLSX from `GET /api/exports/<list path>`
 * with the list's own query (search, filters, sort; paging is ignored) and `format`. The file
 * holds the rows the list shows, in the same order, with every field of the record.
 *
 * The plain values (zod-free, so `@app/contract/constants` carries them); `exports.ts` holds
 * the query rules.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Refusals of an export past its limits (429): each user one at a time, each process a few. */
export const EXPORT_SERVER = {
  runningForYou: 'An export is already running for you. Wait for it to finish, then try again.',
  tooManyRunning:
    'The server is already running as many exports as it can. Please try again in a minute.',
} as const;

/**
 * The lists, by name: each export's path is `/api/exports` followed by its list's path
 * (`/api/bookings` exports from `/api/exports/bookings`). `:id` is the account's or the agent's id.
 */
export const EXPORT_PATHS = {
  bookings: '/bookings',
  enquiries: '/enquiries',
  agents: '/agents',
  suppliers: '/suppliers',
  transactions: '/transactions',
  pendingApprovals: '/transactions/pending-approvals',
  accounts: '/accounts',
  statement: '/accounts/:id/statement',
  agentStatement: '/agents/:id/statement',
  staff: '/staff',
  branches: '/branches',
  dayPlans: '/day-plans',
  payments: '/payments',
  auditEvents: '/audit-events',
  tcsRegister: '/tcs/register',
} as const;
export type ExportList = keyof typeof EXPORT_PATHS;

/** The file's name: the list's path words and the agency's date, e.g. bookings-2026-11-23.xlsx. */
export const EXPORT_FILE_STEMS: Record<ExportList, string> = {
  bookings: 'bookings',
  enquiries: 'enquiries',
  agents: 'agents',
  suppliers: 'suppliers',
  transactions: 'transactions',
  pendingApprovals: 'pending-approvals',
  accounts: 'accounts',
  statement: 'statement',
  agentStatement: 'agent-statement',
  staff: 'staff',
  branches: 'branches',
  dayPlans: 'day-plans',
  payments: 'payments',
  auditEvents: 'audit-log',
  tcsRegister: 'tcs-register',
};

export const exportFileName = (stem: string, day: string, format: ExportFormat) =>
  `${stem}-${day}.${format}`;

/** The API path of a list's export, with the account's or agent's id for a statement. */
export const exportPath = (list: ExportList, id?: number) =>
  `/api/exports${EXPORT_PATHS[list].replace(':id', String(id ?? ''))}`;
