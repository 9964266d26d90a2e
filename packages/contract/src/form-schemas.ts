/**
 * `@app/contract/form-schemas`: the input schemas the web's forms check what is typed with, and
 * nothing else. The forms load them beside the page (apps/web/src/lib/form.ts), so this entry
 * stays as small as the forms need: the whole contract would be one larger chunk, and a page
 * that imports any of it would load all of it (docs/decisions/039-first-page-budget.md).
 */
export { accountInput } from './accounts.ts';
export { agentInput } from './agents.ts';
export { supplierInput } from './suppliers.ts';
export { changePasswordBody } from './auth.ts';
export { agentPaymentInput, bookingInput, bookingPaymentInput } from './bookings.ts';
export { branchInput } from './branches.ts';
export { categoryInput } from './categories.ts';
export { dayPlanInput } from './day-plans.ts';
export { clashCheckInput, driverInput } from './drivers.ts';
export { agentEnquiryInput, communicationInput, directEnquiryInput } from './enquiries.ts';
export { staffCreateInput, staffUpdateInput } from './staff.ts';
export { transactionInput } from './transactions.ts';
export { taxProfileInput } from './tax-profile.ts';
