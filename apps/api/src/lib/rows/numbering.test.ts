import { describe, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { test } from '../../../test/fixture.ts';
import { nextYearlyNumber } from './numbering.ts';

describe('a yearly number', () => {
  test('is the next of its year’s series, five digits and past them', async ({ app }) => {
    const next = (day: string) => nextYearlyNumber(app.db, 'TST', day);
    expect(await next('2026-03-01')).toBe('TST-2026-00001');
    expect(await next('2026-11-29')).toBe('TST-2026-00002');
    expect(await next('2025-01-01')).toBe('TST-2025-00001');
    await app.db.execute(
      sql`update number_counters set value = 99998 where kind = 'TST' and year = 2026`,
    );
    expect(await next('2026-12-31')).toBe('TST-2026-99999');
    expect(await next('2026-12-31')).toBe('TST-2026-100000');
  });
});
