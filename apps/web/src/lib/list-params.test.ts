import {
  AUDIT_ACTIONS,
  BALANCE_FILTERS,
  BOOKING_STATUSES,
  choiceRule,
  DAY_PLAN_STATUSES,
  dateRule,
  idFilterRule,
  searchRule,
} from '@app/contract/constants';
import { describe, expect, it } from 'vitest';
import { NOT_A_FILTER, nextQuery, parseListParams, SORT_NOT_ALLOWED } from './list-params.ts';
import { parseRouteId } from './route-id.tsx';

// The bookings list's rules for four of its filters, as its page builds them.
const BOOKINGS = {
  search: searchRule,
  status: choiceRule(BOOKING_STATUSES, 'status'),
  date_from: dateRule('date_from'),
  balance: choiceRule(BALANCE_FILTERS, 'balance'),
};
const parse = (query: string, sorts: readonly string[] = []) =>
  parseListParams(new URLSearchParams(query), BOOKINGS, sorts);
const names = (query: string) => parse(query).ignored.map((i) => i.name);

describe('parseListParams: what a list reads from its URL', () => {
  it('keeps every understood value as typed, and the page', () => {
    const p = parse('search=Dubai+Mall&status=draft&date_from=2026-02-28&page=3');
    expect(p.filters).toEqual({
      search: 'Dubai Mall',
      status: 'draft',
      date_from: '2026-02-28',
      balance: '',
    });
    expect(p.page).toBe(3);
    expect(p.ignored).toEqual([]);
    expect(p.clean).toBe('?search=Dubai+Mall&status=draft&date_from=2026-02-28&page=3');
  });

  it('gives the defaults for an empty address', () => {
    expect(parse('')).toMatchObject({ page: 1, sort: '', ignored: [], clean: '' });
  });

  it.each([
    ['page=abc', 'Must be a whole number.'],
    ['page=-1', 'Must be at least 1.'],
    ['page=0', 'Must be at least 1.'],
    ['page=1e3', 'Must be a whole number.'],
    ['page=2.5', 'Must be a whole number.'],
    ['page=99999999', 'Must be at most 1000000.'],
    ['page=99999999999', 'Must be at most 1000000.'],
  ])('refuses %s: page 1, with the reason', (query, reason) => {
    const p = parse(query);
    expect(p.page).toBe(1);
    expect(p.ignored).toEqual([{ name: 'page', value: query.slice(5), reason }]);
    expect(p.clean).toBe('');
  });

  it('refuses a value outside the contract list (status=zzz) with the contract message', () => {
    const p = parse('status=zzz&search=x');
    expect(p.filters.status).toBe('');
    expect(p.filters.search).toBe('x');
    expect(p.ignored).toEqual([
      { name: 'status', value: 'zzz', reason: 'The selected status is invalid.' },
    ]);
    expect(p.clean).toBe('?search=x');
  });

  it('refuses an over-long search whole, never cut to 200 characters', () => {
    const p = parse(`search=${'a'.repeat(201)}`);
    expect(p.filters.search).toBe('');
    expect(p.ignored[0]?.reason).toBe('The search may not be greater than 200 characters.');
    expect(parse(`search=${'a'.repeat(200)}`).filters.search).toHaveLength(200);
  });

  it('refuses impossible and malformed dates, not rolled over', () => {
    for (const d of ['2026-02-30', 'hello', '2026-13-01', '26-02-01', '2026-2-1'])
      expect(names(`date_from=${d}`)).toEqual(['date_from']);
    expect(parse('date_from=2028-02-29').filters.date_from).toBe('2028-02-29');
  });

  it('names a parameter the list does not use', () => {
    const p = parse('payment_status=paid&foo=1&foo=2');
    expect(p.ignored).toEqual([
      { name: 'payment_status', value: 'paid', reason: NOT_A_FILTER },
      { name: 'foo', value: '1', reason: NOT_A_FILTER },
    ]);
  });

  it('accepts only a sort from the list allow-list', () => {
    expect(parse('sort=name').ignored).toEqual([
      { name: 'sort', value: 'name', reason: SORT_NOT_ALLOWED },
    ]);
    const sorted = parse('sort=-name&page=2', ['name', '-name']);
    expect(sorted.sort).toBe('-name');
    expect(sorted.clean).toBe('?sort=-name&page=2');
    expect(parse('sort=drop+table', ['name']).sort).toBe('');
  });

  it('uses the contract rule of each list', () => {
    const day = { date: dateRule('date'), status: choiceRule(DAY_PLAN_STATUSES, 'status') };
    expect(parseListParams(new URLSearchParams('date=2026-02-30'), day).ignored[0]?.reason).toBe(
      'The date must be a valid date (YYYY-MM-DD).',
    );
    const tx = { account_id: idFilterRule };
    for (const id of ['1e3', '0x10', '007', '-1', '99999999999'])
      expect(parseListParams(new URLSearchParams(`account_id=${id}`), tx).ignored).toHaveLength(1);
    const audit = { action: choiceRule(AUDIT_ACTIONS, 'action') };
    expect(parseListParams(new URLSearchParams('action=create'), audit).ignored).toEqual([]);
    const st = { startDate: dateRule('startDate') };
    expect(parseListParams(new URLSearchParams('startDate=x'), st).ignored).toHaveLength(1);
  });

  it('checks a filter the screen applies itself with a contract choice rule', () => {
    const rules = { role: choiceRule(['admin', 'staff'], 'role') };
    expect(parseListParams(new URLSearchParams('role=admin'), rules).filters.role).toBe('admin');
    expect(parseListParams(new URLSearchParams('role=root'), rules).ignored[0]?.reason).toBe(
      'The selected role is invalid.',
    );
  });
});

describe('nextQuery: the address after a change', () => {
  const base = { filters: { search: 'x', status: 'draft' }, sort: '', page: 3 };
  it('a filter change starts again at page 1', () => {
    expect(nextQuery(base, { filter: ['status', 'paid'] }).toString()).toBe('search=x&status=paid');
    expect(nextQuery(base, { filter: ['search', ''] }).toString()).toBe('status=draft');
  });
  it('a page change keeps the filters', () => {
    expect(nextQuery(base, { page: 4 }).toString()).toBe('search=x&status=draft&page=4');
    expect(nextQuery(base, { page: 1 }).toString()).toBe('search=x&status=draft');
  });
  it('a sort change starts again at page 1', () => {
    expect(nextQuery(base, { sort: 'name' }).toString()).toBe('search=x&status=draft&sort=name');
  });
});

describe('parseRouteId: ids in detail routes', () => {
  it.each([
    ['12', 12],
    ['2147483647', 2147483647],
    ['abc', null],
    ['1e3', null],
    ['0', null],
    ['012', null],
    ['-4', null],
    ['2147483648', null],
    ['99999999999999999999', null],
    [undefined, null],
  ])('%s → %s', (raw, id) => expect(parseRouteId(raw)).toBe(id));
});
