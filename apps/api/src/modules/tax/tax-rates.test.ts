import { PUBLISHED_TAX_RATES, rateOn, taxRateEndpoints as ep, tcsOn } from '@app/contract';
import { describe, expect, test } from '../../../test/fixture.ts';

/**
 * The tax rules are data (decision 049): the table starts as published, an admin ends a rule
 * and adds the next as a row, and no two rules of one code are in force on one day.
 */
const it = test.extend('desk', { scope: 'file' }, async ({ callers }) => ({
  admin: await callers.admin(),
  staff: await callers.staff(),
}));

describe('tax rates', () => {
  it('start as published, and a rate change next April is a row', async ({
    desk: { admin, staff },
  }) => {
    const listed = (await staff.call(ep.list)).ok.data;
    expect(listed.map(({ id: _id, notes: _notes, ...r }) => r)).toEqual(
      [...PUBLISHED_TAX_RATES].sort(
        (a, b) =>
          a.kind.localeCompare(b.kind) ||
          a.code.localeCompare(b.code) ||
          a.effective_from.localeCompare(b.effective_from),
      ),
    );
    const open = listed.find((r) => r.code === 'overseas_package' && r.effective_to === null)!;
    // A new row beside the open one is refused: both would be in force on 1 April 2027.
    const next = {
      code: 'overseas_package',
      rate: '1.5',
      rate_no_pan: '5',
      effective_from: '2027-04-01',
      notes: 'Finance Act 2027 (example)',
    };
    const clash = await admin.call(ep.create, { payload: next });
    expect(clash.status).toBe(422);
    expect(clash.failure.errors).toEqual({
      effective_from: [
        'Another overseas_package rate is in force in that period (from 2026-04-01): end it first.',
      ],
    });
    // End the open rule the day before, then add the next.
    const { id, kind: _k, ...values } = open;
    const ended = await admin.call(ep.update, {
      params: { id },
      payload: { ...values, effective_to: '2027-03-31' },
    });
    expect(ended.ok.data.effective_to).toBe('2027-03-31');
    const added = await admin.call(ep.create, { payload: next });
    expect(added.status).toBe(201);
    expect(added.ok.data).toMatchObject({ kind: 'tcs', rate: '1.500', rate_no_pan: '5.000' });
    const rules = (await staff.call(ep.list)).ok.data;
    // The arithmetic reads the table: 2% on 31 March 2027, 1.5% on 1 April.
    expect(tcsOn(rateOn(rules, 'overseas_package', '2027-03-31')!, '100000', '0', true).tcs).toBe(
      '2000.00',
    );
    expect(tcsOn(rateOn(rules, 'overseas_package', '2027-04-01')!, '100000', '0', true).tcs).toBe(
      '1500.00',
    );
  });

  it('refuse what cannot be a rule, and only an admin writes them', async ({
    desk: { admin, staff },
  }) => {
    const bad = await admin.call(ep.create, {
      payload: {
        code: 'package',
        rate: '101',
        rate_above: '20',
        sac: '99A',
        effective_from: '2030-04-01',
        effective_to: '2030-03-31',
      },
    });
    expect(bad.failure.errors).toEqual({
      rate: ['The rate must be a percentage from 0 to 100 with at most 3 decimals.'],
      sac: ['The SAC must be 4 to 8 digits.'],
    });
    const period = await admin.call(ep.create, {
      payload: {
        code: 'package',
        rate: '5',
        rate_above: '20',
        effective_from: '2030-04-01',
        effective_to: '2030-03-31',
      },
    });
    expect(period.failure.errors).toEqual({
      effective_to: ['The effective to date must be on or after the effective from date.'],
      threshold: ['A rate above a threshold needs the threshold.'],
    });
    expect(
      (
        await admin.call(ep.create, {
          payload: { code: 'vat', rate: '5', effective_from: '2030-01-01' },
        })
      ).status,
    ).toBe(422);
    const byStaff = await staff.call(ep.create, {
      payload: { code: 'package', rate: '5', effective_from: '2031-04-01' },
    });
    expect(byStaff.status).toBe(403);
  });
});
