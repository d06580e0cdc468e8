import { describe, expect, test } from 'vitest';
import { hasRoom, kstTime } from './RoomEnterButton.tsx';

describe('상담 입장: which bookings offer the room', () => {
  const now = new Date('2026-12-01T05:00:00Z');
  const base = { status: 'confirmed', payment_status: 'paid', meeting_link: null, starts_at: '2026-12-01T05:30:00Z', duration_minutes: 40 };
  test('a paid booking that has not long ended', () => {
    expect(hasRoom(base, now)).toBe(true);
    expect(hasRoom({ ...base, status: 'pending' }, now)).toBe(true);
    // until 30 minutes after the end
    expect(hasRoom({ ...base, starts_at: '2026-12-01T03:51:00Z' }, now)).toBe(true);
    expect(hasRoom({ ...base, starts_at: '2026-12-01T03:50:00Z' }, now)).toBe(false);
  });
  test('not unpaid, cancelled, or with an external meeting link (which takes precedence)', () => {
    expect(hasRoom({ ...base, payment_status: 'pending' }, now)).toBe(false);
    expect(hasRoom({ ...base, status: 'cancelled' }, now)).toBe(false);
    expect(hasRoom({ ...base, meeting_link: 'https://meet.example.com/x' }, now)).toBe(false);
    expect(hasRoom({ ...base, starts_at: null }, now)).toBe(false);
  });
  test('when it opens, in Korea time', () => {
    expect(kstTime('2026-12-01T04:50:00Z')).toBe('12월 1일 13:50');
  });
});
