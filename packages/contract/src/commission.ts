import { answer } from './common/envelope.ts';
import { optionalMoneyField } from './common/money.ts';

export { agentCommission, commissionBreakdown } from './commission-math.ts';

/**
 * The agent's commission on a file or an agent enquiry: the rate a form may give (a percentage
 * up to 100; the amount is always the server's), and the pair an answer carries.
 */
export const agentCommissionRateField = optionalMoneyField('agent_commission_rate', { max: 100 });
export const agentCommissionAnswer = {
  /** A percentage, NUMERIC(5,2). */
  agent_commission_rate: answer.money.nullable(),
  agent_commission_amount: answer.money.nullable(),
};
