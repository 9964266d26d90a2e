import { describe, expect, it } from 'vitest';
import type { DayPlan } from './day-plans.ts';
import { groupByServiceTime } from './constants.ts';

const p = (id: number, service_time: string | null) => ({ id, service_time }) as DayPlan;

describe('groupByServiceTime', () => {
  it('groups by time, puts a missing time under "No Time", and sorts groups by key', () => {
    const groups = groupByServiceTime([
      p(1, '15:30'),
      p(2, null),
      p(3, '06:30'),
      p(4, '15:30'),
      p(5, '09:00'),
    ]);
    expect(groups.map(([k, list]) => [k, list.map((x) => x.id)])).toEqual([
      ['06:30', [3]],
      ['09:00', [5]],
      ['15:30', [1, 4]],
      ['No Time', [2]],
    ]);
  });
});
