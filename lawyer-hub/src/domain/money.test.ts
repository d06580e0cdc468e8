import { describe, expect, it } from 'vitest';
import { formatWon } from './money.ts';

describe('formatWon', () => {
  it('writes won with thousands separators, negatives with a sign', () => {
    expect(formatWon(320000)).toBe('320,000원');
    expect(formatWon(-1200)).toBe('-1,200원');
  });
  it('writes a negated zero (a deduction of nothing) as 0원, not -0원', () => {
    expect(formatWon(-0)).toBe('0원');
  });
  it('writes a missing amount as -', () => {
    expect(formatWon(null)).toBe('-');
  });
});
