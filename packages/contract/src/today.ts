/**
 * `GET /api/today`: the dashboard's Today panel as lists, each item carrying the ids
 * its link needs. A list shows only to those who may open what it lists (the list's own view
 * key; pending approvals to those who may approve). Each list is complete up to
 * TODAY_LIST_LIMIT items; past that `total` says how many there are and `items` holds the
 * first TODAY_LIST_LIMIT (never a silent cap).
 */
// The answer's schemas are in today-answers.ts: this file is plain values (constants.ts).

/** Items per list at most; `total` is always the full count. */
export const TODAY_LIST_LIMIT = 100;
/** "Travelling soon" means a travel start from today to this many days ahead. */
export const TRAVEL_SOON_DAYS = 7;
/** Two services of one driver closer than this (minutes) on the same day clash. */
export const CLASH_MINUTES = 60;
/** Clashes are looked for from today to this many days ahead. */
export const CLASH_DAYS = 7;
/** An enquiry in one of these needs no follow-up (the dashboard's "open" leaves them out). */
export const CLOSED_ENQUIRY_STATUSES = ['converted', 'lost', 'cancelled'] as const;
