/**
 * Fallback and success texts of spec section 8 and the server's messages, one source for both
 * sides. One module per area, so a page's first load carries its own area's texts and not
 * every screen's (docs/decisions/039-first-page-budget.md).
 */
export * from './messages/common.ts';
export * from './messages/staff.ts';
export * from './messages/finance.ts';
export * from './messages/tourism.ts';
export * from './messages/bookings.ts';
export * from './messages/cancellation.ts';
export * from './messages/service-orders.ts';
export * from './messages/day-plans.ts';
export * from './messages/field-rules.ts';
