import { z } from 'zod';
import { optionalEmail } from './common/fields.ts';
import { answer, idName } from './common/envelope.ts';
import { fileAndGuest } from './booking-types.ts';

/**
 * Receipts: every customer payment has a receipt number RCPT-YYYY-NNNNN (the year
 * of the payment date), given by the server when the payment is recorded, never reused.
 */
export * from './receipts-values.ts';

export const receiptEmailInput = z.object({ email: optionalEmail('email') }).nullish();

/**
 * One receipt, as the API gives it for an in-app preview (plain data, no HTML): the payment's
 * own fields, and `facts`, the labelled lines the PDF and the preview page print, in order.
 */
export const receiptSchema = z.object({
  payment_id: answer.id,
  /**
   * "Payment Receipt", or "Receipt Voucher" for money received before the file's tax invoice
   * (CGST Rules, rule 50), whose facts then state the GST inside the advance.
   */
  title: z.string(),
  /** Who issues it: the agency's tax profile (legal name, address, GSTIN) once set. */
  issuer: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    gstin: z.string().nullable(),
  }),
  receipt_number: z.string(),
  booking_id: answer.id,
  ...fileAndGuest,
  guest_email: z.string().nullable(),
  currency: z.string(),
  /** Exact decimal, two places. */
  amount: answer.money,
  /** The amount as printed, e.g. "AED 1,234.50". */
  amount_text: z.string(),
  /** The amount in words, e.g. "One thousand two hundred thirty-four dirhams and fifty fils only". */
  amount_words: z.string(),
  payment_date: answer.day,
  payment_method: z.string(),
  transaction_reference: z.string().nullable(),
  received_by: idName.nullable(),
  /** Set when the payment was voided: the receipt is marked VOID with this reason. */
  voided: z
    .object({
      at: answer.timestamp,
      by: idName.nullable(),
      reason: z.string(),
    })
    .nullable(),
  /** [label, value] lines, in order. */
  facts: z.array(z.tuple([z.string(), z.string()])),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** "1234.5" -> "1,234.50": exact, from the decimal text (never through a binary float). */
export function groupedMoney(amount: string): string {
  const neg = amount.trim().startsWith('-');
  const [int = '0', frac = ''] = amount.trim().replace(/^[-+]/, '').split('.');
  const grouped = int.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${neg ? '-' : ''}${grouped}.${(frac + '00').slice(0, 2)}`;
}

export const moneyText = (currency: string, amount: string) =>
  `${currency} ${groupedMoney(amount)}`;

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', 'thousand', 'million', 'billion'];

function belowThousand(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const tail =
    rest < 20
      ? ONES[rest]!
      : `${TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${ONES[rest % 10]}` : ''}`;
  if (!h) return tail;
  return `${ONES[h]} hundred${rest ? ` ${tail}` : ''}`;
}

/** A whole number of up to 12 digits in English words ("one thousand two hundred"). */
export function numberWords(digits: string): string {
  const clean = digits.replace(/^0+(?=\d)/, '');
  if (clean === '0') return 'zero';
  const groups: number[] = [];
  for (let end = clean.length; end > 0; end -= 3)
    groups.unshift(Number(clean.slice(Math.max(0, end - 3), end)));
  return groups
    .map((g, i) =>
      g
        ? `${belowThousand(g)}${SCALES[groups.length - 1 - i] ? ` ${SCALES[groups.length - 1 - i]}` : ''}`
        : '',
    )
    .filter(Boolean)
    .join(' ');
}

/**
 * A whole number in Indian words, as a rupee receipt or cheque writes it: crores, lakhs,
 * thousands ("one lakh forty-five thousand"); crores past 99 count on in the same words
 * ("one hundred twenty-three crore"). Up to 12 digits, as numberWords.
 */
export function indianNumberWords(digits: string): string {
  const n = BigInt(digits.replace(/^0+(?=\d)/, '') || '0');
  if (n === 0n) return 'zero';
  const parts: [bigint, string][] = [
    [n / 10_000_000n, 'crore'],
    [(n / 100_000n) % 100n, 'lakh'],
    [(n / 1_000n) % 100n, 'thousand'],
    [n % 1_000n, ''],
  ];
  return parts
    .filter(([v]) => v > 0n)
    .map(([v, scale]) => {
      const words = scale === 'crore' ? numberWords(String(v)) : belowThousand(Number(v));
      return scale ? `${words} ${scale}` : words;
    })
    .join(' ');
}

const UNITS: Record<string, [one: string, many: string, minor: string]> = {
  AED: ['dirham', 'dirhams', 'fils'],
  INR: ['rupee', 'rupees', 'paise'],
  USD: ['dollar', 'dollars', 'cents'],
};

/** "1234.50", "AED" -> "One thousand two hundred thirty-four dirhams and fifty fils only". */
export function amountWords(amount: string, currency: string): string {
  const [int = '0', frac = ''] = amount.trim().split('.');
  const minor = Number((frac + '00').slice(0, 2));
  const [one, many, minorName] = UNITS[currency] ?? [currency, currency, 'cents'];
  // Rupees in lakhs and crores, as India writes them; other currencies in thousands and millions.
  const words = currency === 'INR' ? indianNumberWords : numberWords;
  const major = `${words(int)} ${/^0*1$/.test(int) ? one : many}`;
  const text = `${major}${minor ? ` and ${words(String(minor))} ${minorName}` : ''} only`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
