import { z } from 'zod';
import { answer } from './common/envelope.ts';
import { moneyField } from './common/money.ts';
import { currencyAnswer, documentCurrency } from './currencies.ts';
import { BASE_CURRENCY } from './ledger-values.ts';
import { CREDIT_MESSAGES } from './credit-values.ts';

export * from './credit-values.ts';

/** `PUT /agents/:id/credit`: the agent's limits, all of them (a currency left out has none). */
export const agentCreditInput = z.object({
  limits: z
    .array(
      z.object({
        currency: documentCurrency(BASE_CURRENCY),
        credit_limit: moneyField('credit_limit'),
      }),
    )
    .max(20)
    .refine((l) => new Set(l.map((x) => x.currency)).size === l.length, CREDIT_MESSAGES.repeated),
});
export type AgentCreditInput = z.input<typeof agentCreditInput>;

/** Each currency the agent has a limit in or owes money in: the limit (null: none) and owed. */
export const agentCreditSchema = z.array(
  z.object({
    currency: currencyAnswer,
    credit_limit: answer.money.nullable(),
    /** What its sold files still owe in that currency. */
    outstanding: answer.total,
  }),
);
export type AgentCredit = z.infer<typeof agentCreditSchema>;
