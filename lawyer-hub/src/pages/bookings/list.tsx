// /lawyer/bookings: tabs All / Pending / Confirmed / Completed with counts (cancelled bookings and
// expired holds appear under All), a card per booking with the actions the database accepts now.
// Refreshes live when a booking arrives or changes, and re-reads the clock so that holds running
// out and consultations starting change the offered actions without a reload.
// ?booking=<id> (the calendar feed's and e-mails' links) puts that booking first under All,
// loaded on its own if the list does not hold it, and scrolls to it.
import { ReloadOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Button, Empty, Space, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useLawyerSession } from '../../components/access/session.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Tabs } from '../../components/Tabs.tsx';
import { useBookingsLive, useLawyerBooking, useLawyerBookings, useUpdateBookingStatus, type BookingDetail } from '../../data/bookings.ts';
import { bookingErrorKind, bookingErrorMessage, bookingTab } from '../../domain/bookings.ts';
import { useNow } from '../../hooks/useNow.ts';
import { messages as t } from '../../i18n/ko.ts';
import { BookingCard, type BookingChange } from './BookingCard.tsx';

const TABS = ['all', 'pending', 'confirmed', 'completed'] as const;
/** Cards rendered at first (and per '더 보기'): long histories stay quick to open. */
export const PAGE_SIZE = 20;
type Tab = (typeof TABS)[number];

export default function BookingList() {
  const session = useLawyerSession();
  const { bookings, isLoading, isFetching, refetch } = useLawyerBookings(session.id);
  const { update } = useUpdateBookingStatus();
  const { open } = useNotification();
  const [tab, setTab] = useState<Tab>('all');
  const [busyId, setBusyId] = useState<string | null>(null);
  const now = useNow();

  useBookingsLive(session.id, (e) => {
    if (e.type === 'created') open?.({ key: 'live', type: 'success', message: t.bookings.newBooking });
  });

  const counts = useMemo(() => {
    const c: Record<Tab, number> = { all: bookings.length, pending: 0, confirmed: 0, completed: 0 };
    for (const b of bookings) {
      const k = bookingTab(b, now);
      if (k) c[k] += 1;
    }
    return c;
  }, [bookings, now]);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [params] = useSearchParams();
  const focusId = params.get('booking');
  const inList = focusId ? bookings.find((b) => b.id === focusId) : undefined;
  const { booking: loaded } = useLawyerBooking(focusId && !isLoading && !inList ? focusId : null);
  const focused = inList ?? loaded ?? null;
  const byTab = tab === 'all' ? bookings : bookings.filter((b) => bookingTab(b, now) === tab);
  const filtered = focused && tab === 'all' ? [focused, ...byTab.filter((b) => b.id !== focused.id)] : byTab;
  const focusedId = focused?.id;
  useEffect(() => {
    if (focusedId) document.querySelector(`[data-booking-id="${CSS.escape(focusedId)}"]`)?.scrollIntoView({ block: 'center' });
  }, [focusedId]);
  const shown = filtered.slice(0, limit);

  const onChange = async (b: BookingDetail, status: BookingChange) => {
    setBusyId(b.id);
    try {
      await update(b.id, status);
      open?.({ key: 'booking-status', type: 'success', message: t.bookings.changed(t.bookings.verbs[status]) });
    } catch (e) {
      // a human message from the database's hint; the raw error goes to the console only
      console.error('[lawyer-hub] booking status change failed', e);
      open?.({ key: 'booking-status', type: 'error', message: t.bookings.changeFailed, description: bookingErrorMessage(e, t.bookings.errors) });
      // the booking changed under us (paid, expired, cancelled by the client): show its state now
      if (bookingErrorKind(e) !== 'generic') void refetch();
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      <PageHeader
        title={t.bookings.title}
        subtitle={t.bookings.subtitle}
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching && !isLoading}>
            {t.common.reload}
          </Button>
        }
      />
      <Tabs
        label={t.bookings.title}
        active={tab}
        onChange={(k) => {
          setTab(k);
          setLimit(PAGE_SIZE);
        }} items={TABS.map((k) => ({ key: k, label: `${t.bookings.tabs[k]} (${counts[k]})` }))}>
      {isLoading ? (
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
        </div>
      ) : filtered.length === 0 ? (
        <Empty description={t.bookings.empty} />
      ) : (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          {shown.map((b) => (
            <BookingCard key={b.id} booking={b} busy={busyId === b.id} now={now} onChange={onChange} />
          ))}
          {filtered.length > shown.length && (
            <div style={{ textAlign: 'center' }}>
              <Button onClick={() => setLimit((n) => n + PAGE_SIZE)}>{t.bookings.showMore(filtered.length - shown.length)}</Button>
            </div>
          )}
        </Space>
      )}
      </Tabs>
    </>
  );
}
