// Tests of the shared formatting helpers (packages/shared/src/format.ts).
import { describe, expect, it } from 'vitest';
import { formatDate, formatWon, formatWonKorean, hhmm, initials, kstSlotInZone, kstToInstant, shortId, todayInKst } from '@shared/format.ts';

describe('won', () => {
  it('uses ₩ and thousands separators', () => {
    expect(formatWon(50000)).toBe('₩50,000');
    expect(formatWon(1234567)).toBe('₩1,234,567');
    expect(formatWon(0)).toBe('₩0');
    expect(formatWon(null)).toBe('₩0');
    expect(formatWon(-5000)).toBe('-₩5,000');
    expect(formatWonKorean(130000)).toBe('130,000원');
  });
});

describe('ids and names', () => {
  it('shortens ids to their last 8 hex digits and makes initials', () => {
    // distinct for the seeded ids (which all start 00000000-) and for random ones alike
    expect(shortId('00000000-0000-4000-8000-0000000000a2')).toBe('000000A2');
    expect(shortId('00000000-0000-4000-8000-000000001001')).not.toBe(shortId('00000000-0000-4000-8000-000000001002'));
    expect(shortId('3f2b9c1e-7d4a-4e8b-9c2d-5a6b7c8d9e0f')).toBe('7C8D9E0F');
    expect(initials('Kim Do-hyun')).toBe('KD');
    expect(initials('  ')).toBe('?');
    expect(initials('park')).toBe('P');
  });
});

describe('Korea Standard Time', () => {
  it('converts a KST slot to an instant', () => {
    expect(kstToInstant('2026-03-10', '09:00').toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(kstToInstant('2026-03-10', '17:00:00').toISOString()).toBe('2026-03-10T08:00:00.000Z');
    expect(hhmm('14:00:00')).toBe('14:00');
  });
  it("gives today's KST date", () => {
    expect(todayInKst(new Date('2026-05-31T14:59:59Z'))).toBe('2026-05-31');
    expect(todayInKst(new Date('2026-05-31T15:00:00Z'))).toBe('2026-06-01');
  });
  it('shows a slot in the visitor zone, with the day shift', () => {
    const ny = kstSlotInZone('2026-01-15', '09:00', 'America/New_York');
    expect(ny.time).toBe('19:00');
    expect(ny.date).toBe('2026-01-14');
    expect(ny.dayShift).toBe(-1);
    const seoul = kstSlotInZone('2026-01-15', '09:00', 'Asia/Seoul');
    expect(seoul.time).toBe('09:00');
    expect(seoul.dayShift).toBe(0);
    const hcm = kstSlotInZone('2026-01-15', '13:00', 'Asia/Ho_Chi_Minh');
    expect(hcm.time).toBe('11:00');
    expect(hcm.dayShift).toBe(0);
  });
  it("formats dates 'MMM d, yyyy' whatever the viewer's zone", () => {
    expect(formatDate('2026-01-05')).toBe('Jan 5, 2026');
    expect(formatDate('2026-01-05', 'en-US', true)).toBe('Mon, Jan 5, 2026');
  });
});
