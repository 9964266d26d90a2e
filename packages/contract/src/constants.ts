/**
 * `@app/contract/constants`: the contract's plain values (lists, defaults, labels, messages,
 * permission rules and small pure helpers) without zod or decimal.js, so a screen that only
 * shows data does not load the validation and money libraries
 * (docs/decisions/005-web-first-page-budget.md). The schema modules build on these;
 * `@app/contract` re-exports them with everything else.
 *
 * Only re-exports, no code of its own: the build then puts each module below only in the
 * chunks of the screens that use it. With a declaration of its own here, every module this file
 * re-exports went into the web's entry chunk, which every page loads.
 */
export * from './value-lists.ts';
export * from './messages.ts';
export * from './permissions.ts';
export * from './document-access.ts';
export * from './audit-values.ts';
export * from './corrections-values.ts';
export * from './labels.ts';
export * from './money-figures.ts';
export * from './common/money-range.ts';
export * from './common/paths.ts';
// Zod-free, so screens read them here.
export * from './receipts-values.ts';
export * from './today.ts';
// The plain values of modules that also hold schemas: one definition each, in a zod-free
// file beside its schemas, which the schema module re-exports (eslint.config.js keeps zod out).
export * from './sorting-values.ts';
export * from './outbox-values.ts';
export * from './trips-values.ts';
export * from './exports-values.ts';
export * from './common/path-id.ts';
export * from './common/url-rules.ts';
export * from './common/calendar-date.ts';
export * from './ledger-values.ts';
export * from './reports-values.ts';
export * from './reports-page-values.ts';
export * from './record-values.ts';
export * from './suppliers-values.ts';
export * from './credit-values.ts';
export * from './supplier-payments-values.ts';
export * from './tax-profile-values.ts';
export * from './tax-values.ts';
export * from './tax-documents-values.ts';
export * from './tcs-values.ts';
export * from './gst-returns-values.ts';
