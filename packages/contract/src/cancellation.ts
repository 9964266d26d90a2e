// Cancelling a file (decision 052): the policy that suggests its charge (a percentage by days
// before travel, the agency's or the file's own), the quote, and reopening a cancelled file.
import Decimal from 'decimal.js';
import { z } from 'zod';
import { answer } from './common/envelope.ts';
import { moneyField } from './common/money.ts';
import type { Money } from './common/money-type.ts';
import { currencyAnswer } from './currencies.ts';
import { reasonBody } from './corrections.ts';
import { CANCELLATION_POLICY } from './messages/cancellation.ts';

/** The most tiers one policy holds, and the most days before travel a tier may start at. */
export const CANCELLATION_TIERS_MAX = 10;
export const CANCELLATION_DAYS_MAX = 999;

/** "From `min_days` days before travel (up to the next tier), `percent` of the sale." */
export const cancellationTierInput = z.object({
  min_days: z
    .number({ error: CANCELLATION_POLICY.daysWhole })
    .int(CANCELLATION_POLICY.daysWhole)
    .min(0, CANCELLATION_POLICY.daysWhole)
    .max(CANCELLATION_DAYS_MAX, CANCELLATION_POLICY.daysWhole),
  percent: moneyField('percent', { max: 100 }),
});
export type CancellationTierInput = z.input<typeof cancellationTierInput>;

const tierList = z
  .array(cancellationTierInput, { error: CANCELLATION_POLICY.tiersList })
  .min(1, CANCELLATION_POLICY.tiersList)
  .max(CANCELLATION_TIERS_MAX, CANCELLATION_POLICY.tiersMax(CANCELLATION_TIERS_MAX))
  .superRefine((tiers, ctx) => {
    const seen = new Set<number>();
    tiers.forEach((t, i) => {
      if (seen.has(t.min_days))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'min_days'],
          message: CANCELLATION_POLICY.daysTwice(t.min_days),
        });
      seen.add(t.min_days);
    });
    // Every day count has a tier: the last days before travel (and after it) too.
    if (!seen.has(0)) ctx.addIssue({ code: 'custom', message: CANCELLATION_POLICY.needsDayZero });
  });

/** `PUT /cancellation-policy` (admins): the agency's tiers, every file's unless it has its own. */
export const cancellationPolicyInput = z.object({ tiers: tierList });
export type CancellationPolicyInput = z.input<typeof cancellationPolicyInput>;

/** `PUT /bookings/:id/cancellation-policy`: the file's own tiers; null follows the agency's. */
export const bookingPolicyInput = z.object({ tiers: tierList.nullable() });
export type BookingPolicyInput = z.input<typeof bookingPolicyInput>;

export const cancellationTierSchema = z.object({
  min_days: z.number().int().nonnegative(),
  /** A percentage of the sale, NUMERIC(5,2). */
  percent: answer.money,
});
export type CancellationTier = z.infer<typeof cancellationTierSchema>;

/** A policy's tiers, the most days first. */
export const cancellationPolicySchema = z.object({ tiers: z.array(cancellationTierSchema) });
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

/**
 * `GET /bookings/:id/cancellation-quote`: what cancelling the file today would keep, in its
 * currency. Cancelling still takes a typed charge; the form prefills it from `suggested_charge`.
 */
export const cancellationQuoteSchema = z.object({
  currency: currencyAnswer,
  /** The file's travel start (else its check-in); null when it has neither. */
  travel_date: answer.day.nullable(),
  /** Today in the agency's time zone. */
  today: answer.day,
  /** Whole days from today to travel (negative once travel has begun); null without a date. */
  days_before: z.number().int().nullable(),
  /** Whose tiers apply: the file's own, or the agency's. */
  policy: z.enum(['file', 'agency']),
  tiers: z.array(cancellationTierSchema),
  /** The tier the days fall in (after travel has begun: the 0-day tier); null without a date. */
  tier: cancellationTierSchema.nullable(),
  sale: answer.money,
  /** The tier's percent of the sale, half-up to the paisa; null without a tier. */
  suggested_charge: answer.money.nullable(),
  received: answer.total,
  refunded: answer.total,
  /** What would be refundable after that charge: received − charge − refunded, when positive. */
  refundable: answer.total,
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

/** The tier that applies `days` before travel: the one with the most days not above them. */
export function tierFor<T extends { min_days: number }>(tiers: T[], days: number): T | null {
  const d = Math.max(days, 0);
  return [...tiers].sort((a, b) => b.min_days - a.min_days).find((t) => t.min_days <= d) ?? null;
}

/** `percent` of `sale`, half-up to the paisa (decimal math). */
export const chargeAt = (sale: Decimal.Value, percent: Decimal.Value): Money =>
  new Decimal(sale)
    .times(percent)
    .dividedBy(100)
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);

/** The statuses a cancelled file may be reopened to. */
export const REOPEN_STATUSES = ['draft', 'confirmed', 'completed'] as const;

/**
 * `POST /bookings/:id/reopen` (a manager): a cancelled file back to `status` (confirmed unless
 * said), with a reason its History keeps. Refused once a credit note or a refund exists.
 */
export const reopenBody = z.preprocess(
  (b) => b ?? {},
  reasonBody.extend({
    status: z
      .enum(REOPEN_STATUSES, { error: CANCELLATION_POLICY.reopenStatus })
      .default('confirmed'),
  }),
);
export type ReopenInput = z.input<typeof reopenBody>;
