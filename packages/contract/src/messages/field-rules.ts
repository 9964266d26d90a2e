/**
 * Refused, never rewritten: what the server used to change silently now comes
 * back as a field message. `field` is the field's label as users read it ("estimated budget").
 */
export const FIELD_RULES = {
  notNegative: (field: string) => `The ${field} must not be negative.`,
  phone: (field: string) =>
    `The ${field} must be a phone number: 7 to 15 digits, with an optional +, spaces and dashes.`,
  paymentDateFuture: 'The payment date cannot be in the future.',
  transactionDateFuture: 'The transaction date cannot be in the future.',
  birthDateFuture: 'The date of birth cannot be in the future.',
} as const;
