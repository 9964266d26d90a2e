import { describe, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { test } from '../../../test/fixture.ts';
import { formatNumber, nextYearlyNumber, yearlyNumberSql } from './numbering.ts';

describe('a yearly number taken inside its statement', () => {
  test('is the next of the same series, spelt as formatNumber spells it, past five digits too', async ({
    app,
  }) => {
    const take = async (day: string) => {
      const r = yearlyNumberSql(app.db, 'TST', day);
      const [row] = await app.db.with(r.counter).select({ n: r.number }).from(r.counter);
      return row!.n;
    };
    expect(await nextYearlyNumber(app.db, 'TST', '2026-03-01')).toBe('TST-2026-00001');
    expect(await take('2026-11-29')).toBe(formatNumber('TST', 2, 5, 2026));
    expect(await take('2025-01-01')).toBe('TST-2025-00001');
    await app.db.execute(
      sql`update number_counters set value = 99998 where kind = 'TST' and year = 2026`,
    );
    expect(await take('2026-12-31')).toBe(formatNumber('TST', 99999, 5, 2026));
    expect(await take('2026-12-31')).toBe('TST-2026-100000');
    expect(await nextYearlyNumber(app.db, 'TST', '2026-12-31')).toBe('TST-2026-100001');
  });
});
