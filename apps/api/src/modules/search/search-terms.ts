import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { SEARCH_MIN } from '@app/contract';
import { compactCode, phoneDigits } from '../../db/schema/columns.ts';
import { likePattern } from '../../lib/rows/pagination.ts';

/**
 * What a typed search means, worked out once: the text to find anywhere (trigram indexes), a
 * number's start, the digits of a phone, and a flight number. Each type's query (search
 * queries, and the bookings, enquiries and agents lists) picks what it can match cheaply.
 */
export interface SearchTerms {
  /** `%text%` for `like`, lower-cased, wildcards escaped: what the trigram indexes find. */
  contains: string;
  /** `tf-2022-09%`, when the text reads as the start of one of our numbers. */
  starts: string | null;
  /** Set when the text is only digits and the signs phone numbers are written with. */
  digits: DigitTerms | null;
  /** `ek500%`, when the text reads as a flight number ("EK 500", "6E-123"). */
  flight: string | null;
}

export interface DigitTerms {
  /** The phone's start: `9876543%` (the typed digits as phoneDigits keeps a number). */
  phoneStart: string | null;
  /** The phone's end, reversed: `0123%`. */
  phoneEnd: string;
  /**
   * The ends of what was typed, 7 digits and longer: a number saved without its country code
   * ("98765 43210") is found by the whole number typed with it ("919876543210").
   */
  phoneWithin: string[];
  /** A number's or reference's end as typed, reversed and lower-cased: `54000-6202%`. */
  numberEnd: string;
}

/** Shown as `TF-2022-09`, `RCPT-2026-5`, `REF-19`: the start of one of our numbers. */
export const NUMBER_START = /^[a-z]{2,5}-\d[\d-]*$/i;
/** Digits and the signs a phone number is written with: `+91 (98765) 43-210`. */
const PHONE_LIKE = /^[\d\s+().\-/]+$/;
/** An airline's two-character code (at least one letter), then 1 to 4 digits. */
const FLIGHT = /^([a-z][a-z0-9]|[0-9][a-z])\s*-?\s*\d{1,4}[a-z]?$/i;
/** A country code written apart at the start: `+91 `, `00971-`, `(+1) ` (as phoneDigits). */
const COUNTRY_CODE = /^[\s(]*(\+|00)\s*\d{1,3}[^0-9]+/;
/** A national number is seldom shorter: shorter ends of a typed number would match too much. */
const NATIONAL_MIN = 7;

/** A phone as digits only, the way the phoneDigits expression keeps it in the indexes. */
export const phoneKey = (phone: string) =>
  phone
    .replace(COUNTRY_CODE, '')
    .replace(/[^0-9]+/g, '')
    .replace(/^0+/, '');

const reverse = (s: string) => [...s].reverse().join('');
/** `like` escapes for text that is a prefix pattern (`x%`), not a contains one. */
const startsWith = (s: string) => `${likePattern(s).slice(1, -1)}%`;

export function searchTerms(q: string): SearchTerms {
  const text = q.trim().toLowerCase();
  const digitCount = text.replace(/\D/g, '').length;
  let digits: DigitTerms | null = null;
  if (PHONE_LIKE.test(text) && digitCount >= SEARCH_MIN) {
    const key = phoneKey(text);
    const phoneWithin: string[] = [];
    for (let n = key.length - 1; n >= NATIONAL_MIN; n--) phoneWithin.push(key.slice(-n));
    digits = {
      phoneStart: key.length >= SEARCH_MIN ? `${key}%` : null,
      phoneEnd: `${reverse(text.replace(/\D/g, ''))}%`,
      phoneWithin,
      numberEnd: startsWith(reverse(text)),
    };
  }
  const flight = FLIGHT.test(text) ? `${text.replace(/[^a-z0-9]+/g, '')}%` : null;
  return {
    contains: likePattern(q.toLowerCase()),
    starts: NUMBER_START.test(text) ? `${text}%` : null,
    digits,
    flight,
  };
}

/**
 * A phone column matches the typed digits: its digits start with them, end with them, or are
 * the end of a longer number typed (the country code). Each arm is a btree range (migration
 * 0032's phone indexes), so a fragment never reads a trigram list every number shares.
 */
export function phoneMatches(phone: SQL, d: DigitTerms): SQL {
  const { ends, others } = phoneArms(phone, d);
  return sql`(${sql.join([...ends, ...others], sql` or `)})`;
}

/**
 * phoneMatches' arms apart, for a large table that reads each index on its own (the search's
 * newestIds): `ends` match the number's last digits, which are spread evenly, so five of them
 * name a few rows in any table; `others` (the start, or the whole number) may name many (every
 * number typed with one country code starts alike).
 */
export function phoneArms(phone: SQL, d: DigitTerms): { ends: SQL[]; others: SQL[] } {
  const key = phoneDigits(phone);
  const others: SQL[] = [];
  if (d.phoneStart) others.push(sql`${key} like ${d.phoneStart}`);
  if (d.phoneWithin.length) {
    const within = d.phoneWithin.map((v) => sql`${v}`);
    others.push(sql`${key} in (${sql.join(within, sql`, `)})`);
  }
  return { ends: [sql`reverse(${key}) like ${d.phoneEnd}`], others };
}

/** A number or reference ends with what was typed (a btree on `reverse(lower(x))`). */
export const endsWith = (column: SQL, d: DigitTerms) =>
  sql`reverse(lower(${column})) like ${d.numberEnd}`;

/** A flight number starts with what was typed, spaces and dashes aside. */
export const flightMatches = (flightNumber: SQL, pattern: string) =>
  sql`${compactCode(flightNumber)} like ${pattern}`;

/**
 * The text contains what was typed, or, for digits, one of the phones matches them whatever
 * their spaces and country code: the bookings, enquiries and agents lists, and the small
 * tables search everything scans.
 */
export function termsMatch(t: SearchTerms, searchText: SQL, phones: SQL[]): SQL {
  const text = sql`${searchText} like ${t.contains}`;
  const d = t.digits;
  if (!d) return text;
  const phone = phones.map((p) => phoneMatches(p, d));
  return sql`(${text} or ${sql.join(phone, sql` or `)})`;
}

/** A list's search (bookings, enquiries, agents) of `q` as typed. */
export const listSearch = (q: string, searchText: SQL, phones: SQL[]) =>
  termsMatch(searchTerms(q), searchText, phones);
