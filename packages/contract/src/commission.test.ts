import { describe, expect, it } from 'vitest';
import { agentCommission, commissionBreakdown } from './commission.ts';

describe('agent commission', () => {
  it('rounds half-up at the paise edge where floats go wrong', () => {
    expect(agentCommission('333.35', '10')).toBe('33.34'); // 33.335
    expect(agentCommission('1.005', '100')).toBe('1.01');
    expect(agentCommission('100000', '7.5')).toBe('7500.00');
    expect(agentCommission('999.99', '0')).toBe('0.00');
  });
  it('breaks a sale down into commission, what the agent pays and net profit', () => {
    expect(commissionBreakdown('50000', '12.5', '30000')).toEqual({
      sale: '50000.00',
      commission: '6250.00',
      agent_will_pay: '43750.00',
      net_profit: '13750.00',
    });
  });
});
