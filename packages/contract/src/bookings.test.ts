import { describe, expect, it } from 'vitest';
import { computeBookingTotals } from './booking-totals.ts';
import { bookingInput } from './bookings.ts';
import { nightsBetween } from './constants.ts';

describe('computeBookingTotals', () => {
  it('without an agent: profit is net profit, no agent ledger', () => {
    expect(
      computeBookingTotals({
        sale: '1000.00',
        purchase: '750.50',
        hasAgent: false,
        commissionRate: '10',
      }),
    ).toEqual({
      profit_amount: '249.50',
      agent_commission_rate: null,
      agent_commission_amount: null,
      net_profit: '249.50',
      paid_amount: '0.00',
      balance_due: '1000.00',
      payment_status: 'unpaid',
      agent_payable: null,
      agent_paid: null,
      agent_balance: null,
      agent_payment_status: null,
    });
  });
  it('with an agent: one payer, so guest and agent money both count against what the agent owes', () => {
    const t = computeBookingTotals({
      sale: '5000',
      purchase: '3000',
      hasAgent: true,
      commissionRate: '12.5',
      paid: '1000',
      agentPaid: '3375',
    });
    expect(t).toMatchObject({
      agent_commission_amount: '625.00',
      net_profit: '1375.00',
      paid_amount: '1000.00',
      balance_due: '0.00',
      payment_status: 'paid',
      agent_payable: '4375.00',
      agent_paid: '3375.00',
      agent_balance: '0.00',
      agent_payment_status: 'paid',
    });
    expect(
      computeBookingTotals({
        sale: '5000',
        purchase: '3000',
        hasAgent: true,
        commissionRate: '12.5',
        paid: '1000',
        agentPaid: '1000',
      }),
    ).toMatchObject({
      balance_due: '2375.00',
      payment_status: 'partial',
      agent_balance: '2375.00',
    });
  });
  it('with zero commission: the agent owes the full sale, and the guest paying it settles the file', () => {
    const t = computeBookingTotals({
      sale: '800',
      purchase: '900',
      hasAgent: true,
      commissionRate: '0',
      paid: '800',
    });
    expect(t).toMatchObject({
      profit_amount: '-100.00',
      agent_commission_amount: '0.00',
      net_profit: '-100.00',
      payment_status: 'paid',
      balance_due: '0.00',
      agent_payable: '800.00',
      agent_balance: '0.00',
      agent_payment_status: 'paid',
    });
  });
});

describe('booking input', () => {
  it('defaults and line rules', () => {
    const b = bookingInput.parse({
      guest_name: 'G',
      sale_amount: '1',
      purchase_amount: '0',
      tours: [{ service_name: 'Desert safari', transfer_type: 'SIC' }],
    });
    expect(b).toMatchObject({
      total_adults: 1,
      total_rooms: 1,
      package_type: 'HOTEL/LAND',
      status: 'draft',
      currency: 'AED',
    });
    expect(b.tours[0]).toMatchObject({ adult_count: null, child_count: null });
    const bad = bookingInput.safeParse({
      guest_name: 'G',
      sale_amount: '1',
      purchase_amount: '0',
      accommodations: [
        { hotel_name: 'H', check_in_date: '2026-05-05', check_out_date: '2026-05-05' },
      ],
      flights: [{ airline: 'EK' }],
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'accommodations.0.check_out_date',
        'flights.0.flight_type',
        'flights.0.flight_number',
      ]),
    );
  });
  it('counts nights', () => {
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(nightsBetween('', '2026-01-01')).toBe(0);
  });
});
