/**
 * The agency's tax profile's plain values (zod-free, for `@app/contract/constants`; decision
 * 050): how its documents are numbered, and the messages of its form and of the buyers' tax ids.
 */
import { gstinProblem, SUPPLIER_MESSAGES } from './suppliers-values.ts';

/**
 * CGST Rules 2017, rule 46(b) (a tax invoice) and rule 53(1A)(b) (a credit or debit note): a
 * consecutive serial number of at most 16 characters, of letters, digits, hyphen and slash,
 * unique within the financial year.
 */
export const DOCUMENT_NUMBER_MAX = 16;
/** The serial's digits, zero-padded: 99,999 documents a series a year. */
export const DOCUMENT_SERIAL_DIGITS = 5;
/** `26-27/`: the financial year (April to March) as two two-digit years, and a slash. */
const YEAR_PART = 6;
/**
 * A series' prefix: what is left of the 16 once the year and the serial are in, so the longest
 * number, `<prefix>26-27/99999`, still fits (`INV/26-27/00001` is 15).
 */
export const DOCUMENT_PREFIX_MAX = DOCUMENT_NUMBER_MAX - YEAR_PART - DOCUMENT_SERIAL_DIGITS;
/** Letters, digits, hyphen and slash only (rule 46(b)); kept upper-case. */
export const DOCUMENT_PREFIX_PATTERN = /^[A-Z0-9/-]+$/;

/** The financial year a day falls in, as a document number writes it: '2026-04-01' → '26-27'. */
export function documentYear(day: string) {
  const y = Number(day.slice(0, 4));
  const start = day.slice(5) >= '04-01' ? y : y - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

/** A document's number: `INV/` + `26-27` + `/` + `00001`. */
export const documentNumber = (prefix: string, day: string, serial: number) =>
  `${prefix}${documentYear(day)}/${String(serial).padStart(DOCUMENT_SERIAL_DIGITS, '0')}`;

/** A PIN code: six digits, the first not 0. */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

export const TAX_PROFILE_MESSAGES = {
  saved: 'Tax profile saved.',
  stateInvalid: 'Choose the state from the list of Indian states and territories.',
  pincode: 'The PIN code must be 6 digits, as 400001.',
  prefix: (what: string) =>
    `The ${what} prefix may hold only letters, digits, hyphen (-) and slash (/).`,
  prefixLength: (what: string, example: string) =>
    `The ${what} prefix may be at most ${DOCUMENT_PREFIX_MAX} characters: with the year and the serial (${example}) a number must fit ${DOCUMENT_NUMBER_MAX}.`,
  prefixesSame: 'The credit-note series needs a prefix of its own, not the invoice prefix.',
  gstinPan: (holder: string) => `The GSTIN's characters 3 to 12 must be the ${holder}'s PAN.`,
} as const;

/**
 * What is wrong with a GSTIN (`gstinProblem`: its shape, check character, state code against
 * the named Indian state, the PAN inside it), its PAN message naming whose it is.
 */
export function gstinProblemOf(
  holder: 'agent' | 'agency',
  gstin: string,
  o: { state?: string | null; pan?: string | null },
) {
  const problem = gstinProblem(gstin, o);
  return problem === SUPPLIER_MESSAGES.gstinPan ? TAX_PROFILE_MESSAGES.gstinPan(holder) : problem;
}
