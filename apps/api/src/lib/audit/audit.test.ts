import { describe, expect, it } from 'vitest';
import { diffFields, fieldLabel, fieldsOf } from './audit.ts';

describe('diffFields', () => {
  it('lists only changed fields, with labels, kinds and values as stored', () => {
    const before = {
      sale_amount: '5000.00',
      guest_name: 'Rahul',
      travel_start_date: '2026-12-01',
      is_active: true,
      accommodations: [{ hotel: 'A' }, { hotel: 'B' }],
      permissions: [],
      notes: null,
    };
    const after = {
      ...before,
      sale_amount: '5500.00',
      travel_start_date: '2026-12-02',
      is_active: false,
      accommodations: [{ hotel: 'A' }, { hotel: 'B' }, { hotel: 'C' }],
      permissions: ['view_accounts'],
      notes: '',
    };
    expect(diffFields(before, after, fieldsOf(after))).toEqual([
      {
        field: 'sale_amount',
        label: 'Sale amount',
        kind: 'money',
        before: '5000.00',
        after: '5500.00',
      },
      {
        field: 'travel_start_date',
        label: 'Travel start date',
        kind: 'date',
        before: '2026-12-01',
        after: '2026-12-02',
      },
      { field: 'is_active', label: 'Is active', kind: 'boolean', before: 'true', after: 'false' },
      {
        field: 'accommodations',
        label: 'Accommodations',
        kind: 'list',
        before: '2 lines',
        after: '3 lines',
      },
      {
        field: 'permissions',
        label: 'Permissions',
        kind: 'list',
        before: null,
        after: 'view_accounts',
      },
    ]);
  });

  it('lists the set fields of a create, and never a secret', () => {
    const changes = diffFields(
      null,
      { name: 'Cash', password: 'x', token: 'y', amount: '0.10', blank: null },
      ['name', 'password', 'token', 'amount', 'blank'],
    );
    expect(changes.map((c) => [c.field, c.before, c.after])).toEqual([
      ['name', null, 'Cash'],
      ['amount', null, '0.10'],
    ]);
  });

  it('labels ids by what they name', () => {
    expect(fieldLabel('agent_id')).toBe('Agent');
    expect(fieldLabel('opening_balance')).toBe('Opening balance');
  });
});
