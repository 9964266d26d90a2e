import { describe, expect, it } from 'vitest';
import { lastPage, pagingQuery, resolvePaging } from './paging.ts';

describe('paging', () => {
  it('accepts per_page and perPage, preferring per_page, with the module default', () => {
    expect(resolvePaging(pagingQuery.parse({}), 10)).toEqual({ page: 1, perPage: 10, offset: 0 });
    expect(resolvePaging(pagingQuery.parse({ page: '3', perPage: '15' }), 10)).toEqual({
      page: 3,
      perPage: 15,
      offset: 30,
    });
    expect(resolvePaging(pagingQuery.parse({ per_page: '20', perPage: '15' }), 10).perPage).toBe(
      20,
    );
  });
  it('caps per_page at 100 and refuses nonsense', () => {
    expect(pagingQuery.safeParse({ per_page: '101' }).success).toBe(false);
    expect(pagingQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(pagingQuery.safeParse({ page: 'abc' }).success).toBe(false);
    expect(pagingQuery.safeParse({ page: '1.5' }).success).toBe(false);
    for (const spelled of ['1e1', '0x10', ' 5', '+2', '', '1_0']) {
      expect(pagingQuery.safeParse({ page: spelled }).success).toBe(false);
    }
  });
  it('says what is wrong: not a whole number, below 1, or above the cap', () => {
    const reason = (page: string) =>
      pagingQuery.safeParse({ page }).error?.issues.map((i) => i.message);
    expect(reason('abc')).toEqual(['Must be a whole number.']);
    expect(reason('2.5')).toEqual(['Must be a whole number.']);
    expect(reason('-1')).toEqual(['Must be at least 1.']); // a whole number, too small
    expect(reason('0')).toEqual(['Must be at least 1.']);
    expect(reason('99999999999')).toEqual(['Must be at most 1000000.']); // whole, too large
    expect(reason('1000000')).toBeUndefined();
  });
  it('has at least one page', () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(11, 10)).toBe(2);
  });
});
