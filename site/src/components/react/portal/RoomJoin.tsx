// "Join" on a paid booking (issue 17): asks room_access (the room's window is the database's rule,
// e.g. ROOM_OPENS_MINUTES_BEFORE) and links to /room/<id> while it is open; before that the button
// is disabled and says when the room opens (KST); a closed or refused room shows nothing.
import { useEffect, useState } from 'react';
import { rpc } from '../../../lib/api/rest.ts';
import { usePortalI18n } from '../../../lib/i18n/portal/react.ts';
import { parseAccess, recheckIn, type RoomAccess } from '../../../lib/room/access.ts';
import { Icon } from './ui.tsx';
import { link } from '../../../lib/i18n/index.ts';

export function RoomJoin({ bookingId }: { bookingId: string }) {
  const { t, locale } = usePortalI18n();
  const [access, setAccess] = useState<RoomAccess | null>(null);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const a = parseAccess(await rpc('room_access', { booking_id: bookingId }));
        if (stopped) return;
        setAccess(a);
        const wait = recheckIn(a, Date.now());
        if (wait !== null) timer = setTimeout(() => void load(), Math.min(wait, 5 * 60_000));
      } catch (e) {
        console.warn('room_access failed', e);
      }
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
      <a className="btn btn-primary" href={link(`/room/${bookingId}`)} data-testid="room-join">
        <Icon name="video" /> {t('portal.room.join')}
      </a>
    );
  }
  const opens = access.opens_at
    ? new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Seoul', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(access.opens_at))
    : '';
  return (
    <>
      <button type="button" className="btn btn-primary" disabled data-testid="room-join" aria-describedby={`room-opens-${bookingId}`}>
        <Icon name="video" /> {t('portal.room.join')}
      </button>
      <span className="portal-hint" id={`room-opens-${bookingId}`}>{t('portal.room.opensAt', { time: opens })}</span>
    </>
  );
}
