import { describe, expect, it } from 'vitest';
import { JOURNAL_SOURCES } from '../ledger-values.ts';
import { ledgerEntriesQuery } from '../ledger.ts';
import { choiceFilter } from './fields.ts';
import { optionalDate } from './dates.ts';
import { pagingQuery } from './paging.ts';
import type { UrlRule } from './url-rules.ts';
import { choiceRule, dateRule, idRule, MAX_PAGE, wholeRule } from './url-rules.ts';

/** Both rules' answer to one text: the value read, or the first message. */
const answer = (rule: { safeParse: UrlRule['safeParse'] }, text: string) => {
  const r = rule.safeParse(text);
  return r.success ? { ok: r.data } : { refused: r.error.issues[0]?.message };
};

const HOSTILE = [
  '',
  ' ',
  '0',
  '-1',
  '-0',
  '+1',
  '1e3',
  '0x10',
  '2.5',
  ' 5',
  '5 ',
  '01',
  'abc',
  "' OR 1=1 --",
  '<script>',
  '\u0000',
  '９',
  '99999999999999999999',
];

describe('the zod-free URL rules answer as the server schemas do', () => {
  it('dates', () => {
    const texts = [
      ...HOSTILE,
      '2026-11-29',
      ' 2026-11-29 ',
      '2026-02-29',
      '2028-02-29',
      '2026-13-01',
      '1899-12-31',
      '2201-01-01',
      '2026-1-1',
      '29/11/2026',
      '2026-11-29T00:00:00Z',
    ];
    for (const text of texts)
      expect(answer(dateRule('from_date'), text), text).toEqual(
        answer(optionalDate('from_date'), text),
      );
  });
  it('choices, ids and pages', () => {
    const sources = ledgerEntriesQuery.shape;
    const texts = [
      ...HOSTILE,
      ...JOURNAL_SOURCES,
      'Booking',
      'booking ',
      '1',
      '42',
      '2147483647',
      '2147483648',
      String(MAX_PAGE),
      String(MAX_PAGE + 1),
    ];
    for (const text of texts) {
      expect(answer(choiceRule(JOURNAL_SOURCES, 'source type'), text), text).toEqual(
        answer(choiceFilter(JOURNAL_SOURCES, 'source type'), text),
      );
      expect(answer(idRule('account_id'), text), text).toEqual(answer(sources.account_id, text));
      expect(answer(wholeRule(MAX_PAGE), text), text).toEqual(answer(pagingQuery.shape.page, text));
    }
  });
});
