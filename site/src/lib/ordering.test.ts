import { describe, expect, it } from 'vitest';
import { dailyOrder, homeSelection, kstDayNumber } from './ordering.ts';

const ids = Array.from({ length: 10 }, (_, i) => `id-${String(i).padStart(2, '0')}`);

describe('neutral daily rotation', () => {
  it('is a rotation of the id order', () => {
    const order = dailyOrder(ids.map((id) => ({ id })).reverse(), 1).map((x) => x.id);
    expect(order).toEqual([...ids.slice(3), ...ids.slice(0, 3)]);
  });
  it('is stable within a day and changes the next day', () => {
    expect(homeSelection(ids, 5)).toEqual(homeSelection([...ids].reverse(), 5));
    expect(homeSelection(ids, 5)).not.toEqual(homeSelection(ids, 6));
  });
  it('shows every lawyer on the home page equally often over a cycle', () => {
    const counts = new Map<string, number>();
    for (let day = 0; day < 10; day++) for (const id of homeSelection(ids, day)) counts.set(id, (counts.get(id) ?? 0) + 1);
    expect(new Set(counts.values())).toEqual(new Set([3]));
    expect(counts.size).toBe(10);
  });
  it('handles short lists', () => {
    expect(homeSelection([], 3)).toEqual([]);
    expect(homeSelection(['a', 'b'], 7)).toHaveLength(2);
  });
  it('counts days in Korea time', () => {
    // 2026-01-01 15:00 UTC is already 2026-01-02 in Korea
    expect(kstDayNumber(new Date('2026-01-01T15:00:00Z'))).toBe(kstDayNumber(new Date('2026-01-02T03:00:00Z')));
    expect(kstDayNumber(new Date('2026-01-01T14:59:00Z'))).toBe(kstDayNumber(new Date('2026-01-02T03:00:00Z')) - 1);
  });
});
