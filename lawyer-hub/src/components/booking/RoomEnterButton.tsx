// "상담 입장" (issue 17): the consultation room of a paid booking, /room/<id> on the site. Enabled
// while room_access says the room is open (the window is the database's rule: from
// ROOM_OPENS_MINUTES_BEFORE, default 10, minutes before the start until 30 minutes after the end);
// before that disabled, saying when it opens (KST). Closed or refused rooms show nothing. An
// administrator's external meeting link takes precedence (the card then shows that instead).
import { VideoCameraOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useId, useState } from 'react';
import { supabase } from '../../providers/supabase.ts';
import { parseAccess, recheckIn, type RoomAccess } from '@klegal/shared/roomAccess.ts';
import { roomTexts as t } from '../../i18n/room.ts';

/** Whether a booking has a room to offer now (paid, not cancelled, no external link, not long over). */
export function hasRoom(
  b: { status: string; payment_status: string; meeting_link: string | null; starts_at: string | null; duration_minutes: number },
  now: Date,
): boolean {
  if (b.meeting_link || b.payment_status !== 'paid' || b.status === 'cancelled' || !b.starts_at) return false;
  return Date.parse(b.starts_at) + (b.duration_minutes + 30) * 60_000 > now.getTime();
}

/** '12월 1일 13:50' in Korea time. */
export function kstTime(iso: string): string {
  return new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

export function RoomEnterButton({ bookingId }: { bookingId: string }) {
  const [access, setAccess] = useState<RoomAccess | null>(null);
  const hintId = useId();
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      const { data, error } = await supabase.rpc('room_access' as never, { booking_id: bookingId } as never);
      if (stopped) return;
      if (error) {
        console.warn('[lawyer-hub] room_access failed', error);
        return;
      }
      const a = parseAccess(data);
      setAccess(a);
      const wait = recheckIn(a, Date.now());
      if (wait !== null) timer = setTimeout(() => void load(), Math.min(wait, 5 * 60_000));
    };
    void load();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [bookingId]);
  if (!access || (access.status !== 'open' && access.status !== 'not_yet')) return null;
  if (access.status === 'open') {
    return (
      <Button type="primary" icon={<VideoCameraOutlined />} href={`/room/${bookingId}`} data-testid="room-enter">
        {t.enter}
      </Button>
    );
  }
  return (
    <>
      <Button type="primary" icon={<VideoCameraOutlined />} disabled aria-describedby={hintId} data-testid="room-enter">
        {t.enter}
      </Button>
      <span id={hintId} className="lh-muted" style={{ fontSize: 13 }}>
        {access.opens_at ? t.opensAt(kstTime(access.opens_at)) : t.notYet}
      </span>
    </>
  );
}
