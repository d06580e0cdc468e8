// /client/bookings: the client's bookings, newest first, with both badges, the date as
// 'MMM d, yyyy (weekday)', the KST time with the visitor's own time, Join Online Meeting (only when
// confirmed and linked), an .ics file for confirmed bookings, and cancellation through
// client_cancel_booking (pending: any time; confirmed: until 24 h before; paid ones are refunded).
// A booking left unpaid after the booking page can be paid here (the test-mode payment function;
// the amount is the booking's, computed by the database) while its hold runs, with the time left;
// a hold not paid in time shows as Expired, with no actions. The list follows the client's
// bookings live (a lawyer confirms, a meeting link is set, a hold is swept). A link from a
// notification (?booking=<id>) brings that booking into view and marks it.
// With card payments (issue 19) "Pay now" goes to Stripe Checkout, which sends the client back
// here with &checkout=return: the booking shows "Payment processing" until the webhook has
// recorded the payment and the live update turns it paid (&checkout=cancel: not paid, try again).
// A Stripe refund shows "Refund pending" until Stripe confirms it, then "Refunded", live (the
// subscription follows the client's payments too: the confirmation changes only the payment);
// a refund Stripe failed shows "Refund failed" with a line saying the team will be in touch
// (administrators are flagged by the database), never "pending" forever.
// With PortOne (issue 26; lib/api/portone.ts) "Pay now" asks portone-prepare for the payment, lets
// the client choose among the channels when there are several, and opens PortOne's window on this
// page; its result goes to portone-complete, which asks PortOne's API, and the card shows what that
// says (paid; "Payment processing" until the webhook; not completed or not approved: Pay now again;
// a payment too late for the hold: being refunded). A mobile browser goes to the PG's pages and
// comes back here with &portone=return&paymentId=… (&code=… when it did not pay): the same ending.
// Rescheduling (issue 27): a paid open booking can be moved (RescheduleDialog, the booking page's
// calendar over the lawyer's open slots) until 24 hours before it starts, at most twice; the card then
// shows the new time, waiting for the lawyer's confirmation. ?booking=<id>&reschedule=1 (the link of
// /my-bookings) opens the dialog for that booking.
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatCountdown } from '@shared/bookingRules.ts';
import { formatWon } from '@shared/format.ts';
import { payBookingTestMode } from '../../../lib/api/bookings.ts';
import { checkoutReturn, fetchPaymentMethods, payProvider, startCheckout, type PaymentMethods, type PayProvider } from '../../../lib/api/payments.ts';
import {
  channelChoices, completePortone, completeResult, openPaymentWindow, payErrorKind, portoneReturn, preparePortone, refundReason, withoutReturnParams,
  type PayMethod, type PayResult, type PortoneChannel, type PortonePrepared,
} from '../../../lib/api/portone.ts';
import { ChannelChoice } from '../payment/ChannelChoice.tsx';
import { select } from '../../../lib/api/rest.ts';
import { ApiError } from '../../../lib/api/rest.ts';
import { BRAND } from '../../../lib/brand.ts';
import { safeUrl } from '../../../lib/html.ts';
import { usePortalI18n } from '../../../lib/i18n/portal/react.ts';
import { cancelBooking, fetchClientBookings, type ClientBooking } from '../../../lib/portal/api.ts';
import { cancelDeadline, cancelState } from '../../../lib/portal/cancel.ts';
import { formatInstantDate, formatPortalDate, formatTime, startsAt } from '../../../lib/portal/dates.ts';
import { buildBookingIcs, downloadIcs, icsFileName } from '../../../lib/portal/ics.ts';
import { bookingIcsSequence } from '@shared/notifications/ics.ts';
import { consultationLanguageLabel } from '@shared/consultationLanguage.ts';
import { subscribeToOwnBookings } from '../../../lib/portal/live.ts';
import { lawyerNameEnglishFirst } from '../../../lib/portal/names.ts';

/** payment_history.refund_status while a refund is not settled. */
type RefundState = 'pending' | 'failed';

/** A PortOne payment prepared for a booking, waiting for the client to choose a channel. */
interface PortoneChoice {
  bookingId: string;
  prepared: PortonePrepared;
  choices: (PortoneChannel & { payMethod: PayMethod })[];
  channelKey: string;
}
import { useNow, usePortalSession, useTimeZone } from '../../../lib/portal/react.ts';
import { bookingPaymentKey, bookingPaymentTone, bookingStatusKey, bookingStatusTone, canJoin, capitalise, holdSeconds, holdState, sortNewestFirst } from '../../../lib/portal/status.ts';
import { toast } from '../../../lib/toast.ts';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { Badge, ConfirmDialog, Empty, ExternalLink, Icon, Loading, LoadError, LocalTime } from './ui.tsx';
import { RoomJoin } from './RoomJoin.tsx';
import { BookingFollowUp } from './BookingFollowUp.tsx';
import { RescheduleDialog } from './RescheduleDialog.tsx';
import { BookingIntakeForm } from './BookingIntakeForm.tsx';
import { rescheduleState } from '../../../lib/portal/reschedule.ts';
import { fetchCategories } from '../../../lib/api/reference.ts';
import type { Category } from '../../../lib/api/types.ts';
import { useI18n } from '../../../lib/i18n/react.ts';
import { consultationTypeName } from '../../../lib/i18n/names.ts';
import { link as pageLink } from '../../../lib/i18n/index.ts';

export default function Bookings() {
  return (
    <ErrorBoundary>
      <BookingsView />
    </ErrorBoundary>
  );
}

function BookingsView() {
  const { t, lang, locale } = usePortalI18n();
  const session = usePortalSession();
  const userId = session.status === 'ready' ? session.user!.id : null;
  const [bookings, setBookings] = useState<ClientBooking[] | null>(null);
  // the latest list, for what a payment's ending says right after reading it again
  const bookingsRef = useRef<ClientBooking[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [cancelling, setCancelling] = useState<ClientBooking | null>(null);
  const [paying, setPaying] = useState<ClientBooking | null>(null);
  const [moving, setMoving] = useState<ClientBooking | null>(null);
  const [moveAsked, setMoveAsked] = useState(() => (typeof window === 'undefined' ? false : new URLSearchParams(window.location.search).get('reschedule') === '1'));
  const [busy, setBusy] = useState(false);
  const [target] = useState(() => (typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('booking')));
  const [returned, setReturned] = useState(() => (typeof window === 'undefined' ? null : checkoutReturn(window.location.search)));
  const [payMethods, setPayMethods] = useState<PaymentMethods | null>(null);
  const [categories, setCategories] = useState<Category[]>([]);
  const { t: siteT } = useI18n();
  // booking id -> the refund state of its payment while it is not settled (pending or failed)
  const [refunds, setRefunds] = useState<Map<string, RefundState>>(() => new Map());
  const provider = payProvider(payMethods);
  // PortOne: the channel choice in the pay dialog, the booking whose window is open or whose payment
  // is being checked, and the booking PortOne has not confirmed yet (processing until it turns paid)
  const [portoneChoice, setPortoneChoice] = useState<PortoneChoice | null>(null);
  const [portoneBusy, setPortoneBusy] = useState<string | null>(null);
  const [awaiting, setAwaiting] = useState<string | null>(null);
  const [portoneBack] = useState(() => (typeof window === 'undefined' ? null : portoneReturn(window.location.search)));
  useEffect(() => {
    fetchPaymentMethods().then(setPayMethods, () => setPayMethods({ stripe: false, test_mode: true }));
    // the names of the consultation types in the page's language (bookings keep the English name)
    fetchCategories().then(setCategories, (e: unknown) => console.warn('Failed to load categories', e));
  }, []);

  const load = useCallback(
    async (quiet = false): Promise<Map<string, RefundState> | null> => {
      if (!userId) return null;
      try {
        const [rows, refunds] = await Promise.all([
          fetchClientBookings(userId),
          select<{ booking_id: string; refund_status: RefundState }>('payment_history', { select: 'booking_id,refund_status', client_id: `eq.${userId}`, refund_status: 'in.(pending,failed)' }).catch(() => []),
        ]);
        const open = new Map(refunds.map((r) => [r.booking_id, r.refund_status] as const));
        bookingsRef.current = sortNewestFirst(rows);
        setBookings(bookingsRef.current);
        setRefunds(open);
        setFailed(false);
        return open;
      } catch (e) {
        console.error('Failed to load bookings', e);
        if (!quiet) {
          toast({ variant: 'destructive', title: t('portal.bookings.loadFailed'), description: t('portal.bookings.loadFailedText') });
          setFailed(true);
        }
        return null;
      }
    },
    [userId, t],
  );

  useEffect(() => {
    if (!userId) return;
    void load();
    const sub = subscribeToOwnBookings(userId, () => void load(true), { payments: true });
    return () => sub.unsubscribe();
  }, [userId]); // eslint-disable-line react-hooks/exhaustive-deps

  // ?booking=<id>&reschedule=1: the dialog opens once for that booking when it can be moved
  useEffect(() => {
    if (!moveAsked || !bookings) return;
    setMoveAsked(false);
    const b = bookings.find((x) => x.id === target);
    if (b && rescheduleState(b) === 'allowed') setMoving(b);
  }, [moveAsked, bookings, target]);

  // back from Stripe: told once when not paid, and once when the payment has arrived
  useEffect(() => {
    if (!returned || !bookings) return;
    const b = bookings.find((x) => x.id === returned.bookingId);
    const paid = b && b.payment_status !== 'pending';
    if (returned.state === 'cancel' || paid || !b) {
      if (returned.state === 'cancel' && b && !paid) {
        toast({ title: t('portal.bookings.checkoutCancelled'), description: t('portal.bookings.checkoutCancelledText') });
      } else if (paid && b.payment_status === 'paid') {
        toast({ title: t('portal.bookings.paid'), description: t('portal.bookings.paidText', { amount: formatWon(b.fee_amount) }) });
      }
      setReturned(null);
      const url = new URL(window.location.href);
      url.searchParams.delete('checkout');
      window.history.replaceState(null, '', url.pathname + url.search);
    }
  }, [returned, bookings, t]);

  /** What the page says about a finished PortOne attempt for `b` (never more than portone-complete said). */
  function showPortoneResult(b: ClientBooking | undefined, result: PayResult) {
    const amount = formatWon(b?.fee_amount ?? 0);
    if (result === 'paid') {
      setAwaiting(null);
      toast({ title: t('portal.bookings.paid'), description: t('portal.bookings.paidText', { amount }) });
    } else if (result === 'processing') {
      if (b) setAwaiting(b.id);
    } else if (result === 'notCompleted') {
      toast({ title: siteT('pay.portone.notCompleted'), description: siteT('pay.portone.notCompletedText') });
    } else if (result === 'declined') {
      toast({ variant: 'destructive', title: siteT('pay.portone.declined'), description: siteT('pay.portone.declinedText') });
    } else {
      const reason = refundReason(b, Boolean(b && holdState(b) === 'live'));
      const text = reason === 'double' ? 'pay.portone.doubleRefundText' : reason === 'notApplied' ? 'pay.portone.notAppliedText' : 'pay.portone.lateRefundText';
      toast({ variant: 'destructive', title: siteT('pay.portone.lateRefund'), description: siteT(text, { amount }) });
    }
  }

  /** A refusal of portone-prepare / portone-complete (or a window that would not open), in words. */
  function showPortoneError(e: unknown) {
    console.error('Payment failed', e);
    const kind = payErrorKind(e);
    const description = kind === 'holdExpired' ? t('portal.bookings.holdExpired')
      : kind === 'alreadyPaid' ? siteT('pay.portone.alreadyPaid')
      : kind === 'unavailable' ? t('portal.bookings.payUnavailable')
      : kind === 'window' ? siteT('pay.portone.window')
      : e instanceof Error ? e.message : String(e);
    toast({ variant: 'destructive', title: t('portal.bookings.payFailed'), description });
  }

  /** portone-complete for an attempt of booking `bookingId`, and what it says. */
  async function finishPortone(bookingId: string, paymentId: string) {
    setPortoneBusy(bookingId);
    try {
      const r = await completePortone(paymentId);
      await load(true);
      showPortoneResult(bookingsRef.current?.find((x) => x.id === bookingId), completeResult(r.status));
    } catch (e) {
      showPortoneError(e);
      await load(true);
    } finally {
      setPortoneBusy(null);
    }
  }

  // back from PortOne's pages (mobile): the same ending as the window's, once, then a clean URL
  useEffect(() => {
    if (!portoneBack || !userId) return;
    window.history.replaceState(null, '', withoutReturnParams(window.location.href));
    if (portoneBack.code || !portoneBack.paymentId) {
      if (portoneBack.code) console.warn('PortOne did not complete the payment', portoneBack.code, portoneBack.message);
      showPortoneResult(undefined, 'notCompleted');
      return;
    }
    void finishPortone(portoneBack.bookingId, portoneBack.paymentId);
  }, [portoneBack, userId]); // eslint-disable-line react-hooks/exhaustive-deps

  // a PortOne payment not confirmed yet: told once when the live update shows it paid
  useEffect(() => {
    if (!awaiting || !bookings) return;
    const b = bookings.find((x) => x.id === awaiting);
    if (!b || b.payment_status === 'pending') return;
    setAwaiting(null);
    if (b.payment_status === 'paid') toast({ title: t('portal.bookings.paid'), description: t('portal.bookings.paidText', { amount: formatWon(b.fee_amount) }) });
  }, [awaiting, bookings, t]);

  /** Paying `b` through PortOne: prepare, the channel (chosen in the dialog when there are several), the window, the check. */
  async function payWithPortone(b: ClientBooking) {
    let prepared: PortonePrepared;
    let channel: PortoneChannel | undefined;
    if (portoneChoice && portoneChoice.bookingId === b.id) {
      prepared = portoneChoice.prepared;
      channel = portoneChoice.choices.find((c) => c.channelKey === portoneChoice.channelKey);
    } else {
      const r = await preparePortone(b.id, lang);
      if (r.kind === 'paid') {
        // nothing to pay (the database applied it)
        setPaying(null);
        toast({ title: t('portal.bookings.paid'), description: t('portal.bookings.paidText', { amount: formatWon(b.fee_amount) }) });
        return;
      }
      const choices = channelChoices(r.prepared.channels);
      if (choices.length > 1) {
        // the dialog now asks how to pay; the window opens from that click
        setPortoneChoice({ bookingId: b.id, prepared: r.prepared, choices, channelKey: choices[0]!.channelKey });
        return;
      }
      prepared = r.prepared;
      channel = choices[0];
    }
    if (!channel) {
      showPortoneError(new ApiError(503, { code: 'provider_not_configured', message: 'No PortOne channel for this page' }));
      setPaying(null);
      setPortoneChoice(null);
      return;
    }
    // PortOne's window is drawn over the page: the dialog (a modal, on top of everything) closes first
    setPaying(null);
    setPortoneChoice(null);
    setPortoneBusy(b.id);
    try {
      const w = await openPaymentWindow(prepared, channel);
      if (w.kind === 'redirected') return; // the browser is leaving for the PG's pages
      if (w.kind === 'notCompleted') {
        console.warn('PortOne did not complete the payment', w.code, w.message);
        showPortoneResult(b, 'notCompleted');
        return;
      }
      await finishPortone(b.id, w.paymentId);
    } finally {
      setPortoneBusy(null);
    }
  }

  async function confirmCancel() {
    const b = cancelling;
    if (!b || busy) return;
    setBusy(true);
    try {
      const after = await cancelBooking(b.id);
      setCancelling(null);
      // a card refund is only requested at this point: say so rather than "refunded"
      const open = await load(true);
      const amount = formatWon(b.fee_amount);
      toast({
        title: t('portal.bookings.cancelled'),
        description: after.payment_status !== 'refunded'
          ? t('portal.bookings.cancelledText')
          : open?.has(b.id)
            ? t('portal.bookings.cancelledRefundPending', { amount })
            : t('portal.bookings.cancelledRefund', { amount }),
      });
    } catch (e) {
      console.error('Cancellation failed', e);
      const closed = e instanceof ApiError && e.hint === 'cancellation_window_passed';
      toast({
        variant: 'destructive',
        title: t('portal.bookings.cancelFailed'),
        description: closed ? t('portal.bookings.cancelClosed') : e instanceof Error ? e.message : String(e),
      });
      setCancelling(null);
      await load(true);
    } finally {
      setBusy(false);
    }
  }

  async function confirmPay() {
    const b = paying;
    if (!b || busy) return;
    setBusy(true);
    if (provider === 'portone') {
      try {
        await payWithPortone(b);
      } catch (e) {
        showPortoneError(e);
        setPaying(null);
        setPortoneChoice(null);
        await load(true);
      } finally {
        setBusy(false);
      }
      return;
    }
    try {
      if (provider === 'stripe') {
        // the site language: Stripe's page speaks it and sends the client back to this language's page
        const r = await startCheckout(b.id, lang);
        if (r.kind === 'redirect') {
          toast({ title: t('portal.bookings.redirecting') });
          window.location.assign(r.url);
          return;
        }
        setPaying(null);
        toast({ title: t('portal.bookings.paid'), description: t('portal.bookings.paidText', { amount: formatWon(b.fee_amount) }) });
        return;
      }
      const payment = await payBookingTestMode(b.id);
      setPaying(null);
      toast({ title: t('portal.bookings.paid'), description: t('portal.bookings.paidText', { amount: formatWon(payment.amount) }) });
    } catch (e) {
      console.error('Payment failed', e);
      const unavailable = e instanceof ApiError && (e.hint === 'test_mode_disabled' || e.hint === 'provider_disabled' || e.code === 'provider_not_configured' || e.code === 'provider_error');
      const expired = e instanceof ApiError && e.hint === 'hold_expired';
      toast({
        variant: 'destructive',
        title: t('portal.bookings.payFailed'),
        description: unavailable ? t('portal.bookings.payUnavailable') : expired ? t('portal.bookings.holdExpired') : e instanceof Error ? e.message : String(e),
      });
      setPaying(null);
    } finally {
      setBusy(false);
      await load(true);
    }
  }

  if (failed && bookings === null) return <LoadError onRetry={() => { setFailed(false); void load(); }} />;
  if (bookings === null) return <Loading />;
  if (bookings.length === 0) {
    return (
      <Empty title={t('portal.bookings.empty')}>
        <a className="btn btn-primary" href={pageLink('/lawyers')}><Icon name="search" /> {t('portal.findLawyers')}</a>
      </Empty>
    );
  }

  return (
    <>
      <ul className="portal-list" aria-label={t('portal.bookings.title')}>
        {bookings.map((b) => (
          <li key={b.id}>
            <BookingCard booking={b} target={b.id === target} onCancel={() => setCancelling(b)} onPay={() => setPaying(b)} onReschedule={() => setMoving(b)}
              typeName={b.consultation_type?.trim() ? consultationTypeName(siteT, b.consultation_type, categories) : t('portal.bookings.defaultType')}
              processing={((returned?.state === 'return' && returned.bookingId === b.id) || awaiting === b.id) && b.payment_status === 'pending'}
              payBusy={portoneBusy === b.id}
              refund={b.payment_status === 'refunded' ? refunds.get(b.id) : undefined} />
          </li>
        ))}
      </ul>
      <RescheduleDialog booking={moving} onClose={() => setMoving(null)} onDone={() => void load(true)} />
      <CancelDialog booking={cancelling} busy={busy} onConfirm={() => void confirmCancel()} onClose={() => !busy && setCancelling(null)} />
      <PayDialog booking={paying} busy={busy} provider={provider}
        choice={portoneChoice && paying && portoneChoice.bookingId === paying.id ? portoneChoice : null}
        onChoose={(channelKey) => setPortoneChoice((c) => (c ? { ...c, channelKey } : c))}
        onConfirm={() => void confirmPay()} onClose={() => { if (!busy) { setPaying(null); setPortoneChoice(null); } }} />
    </>
  );
}

function BookingCard({ booking: b, typeName, target = false, processing = false, payBusy = false, refund, onCancel, onPay, onReschedule }: {
  booking: ClientBooking; typeName: string; target?: boolean; processing?: boolean; payBusy?: boolean; refund?: RefundState; onCancel: () => void; onPay: () => void; onReschedule: () => void;
}) {
  const { t, locale } = usePortalI18n();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!target || !ref.current) return;
    ref.current.scrollIntoView({ block: 'center' });
    ref.current.focus({ preventScroll: true });
  }, [target]);
  const zone = useTimeZone();
  // an unpaid booking counts down every second; the rest only need the minute
  const now = useNow(b.status === 'pending' && b.payment_status === 'pending' ? 1000 : 60_000);
  const hold = holdState(b, now);
  const name = lawyerNameEnglishFirst(b.lawyer_name_english, b.lawyer_name_korean, t('portal.bookings.lawyer'));
  const statusKey = bookingStatusKey(b.status);
  const payKey = bookingPaymentKey(b.payment_status);
  const link = canJoin(b) ? safeUrl(b.meeting_link) : null;
  const cancel = cancelState(b, now);
  const move = rescheduleState(b, now);
  const time = formatTime(b.booking_time);
  const deadline = cancelDeadline(b);
  const start = startsAt(b.booking_date, b.booking_time);
  const ended = start.getTime() + b.duration_minutes * 60_000 < now.getTime();
  const offerIcs = b.status === 'confirmed' && !ended;
  const payable = hold === 'live' && start.getTime() > now.getTime() && !processing;
  // the consultation room (issue 17): every paid booking has one, unless an administrator set an
  // external meeting link (which takes precedence); asked until 30 minutes after the end
  const room = !link && b.payment_status === 'paid' && b.status !== 'cancelled'
    && start.getTime() + (b.duration_minutes + 30) * 60_000 > now.getTime();

  // the consultation's language (issue 29) in the page's language
  const language = consultationLanguageLabel(b, locale, (korean) => t('portal.bookings.languageInterpreted', { korean }));

  function saveIcs() {
    // in the page's language, like the rest of the card
    const dateText = formatPortalDate(b.booking_date, locale);
    const lines = [
      t('portal.bookings.icsWhat', { type: typeName, name, minutes: b.duration_minutes }),
      ...(language ? [t('portal.bookings.language', { language })] : []),
      t('portal.bookings.icsWhen', { date: dateText, time }),
      link ? t('portal.bookings.icsJoin', { link }) : t('portal.bookings.icsNoLink'),
      t('portal.bookings.icsManage', { url: `${window.location.origin}${pageLink('/client/bookings')}` }),
    ];
    const ics = buildBookingIcs({
      id: b.id,
      date: b.booking_date,
      time: b.booking_time,
      durationMinutes: b.duration_minutes,
      summary: t('portal.bookings.icsTitle', { name, product: BRAND.product }),
      description: lines.join('\n'),
      meetingLink: link,
      manageUrl: `${window.location.origin}${pageLink('/client/bookings')}`,
      domain: window.location.hostname || 'k-legal',
      // the number the e-mails and the lawyer's feed give this state (a move raises it)
      sequence: bookingIcsSequence({ status: 'confirmed', meeting_link: b.meeting_link, reschedule_count: b.reschedule_count }),
    });
    downloadIcs(ics, icsFileName(b.booking_date, b.booking_time));
  }

  return (
    <article ref={ref} className={`card portal-card portal-booking${target ? ' portal-target' : ''}`} tabIndex={target ? -1 : undefined} data-booking-id={b.id} data-status={b.status} data-hold={hold ?? undefined}>
      <header className="portal-card-head">
        <h2 className="portal-card-title">{name}</h2>
        <p className="badges">
          {hold === 'expired' ? (
            <Badge tone="grey">{t('portal.status.expired')}</Badge>
          ) : (
            <>
              <Badge tone={bookingStatusTone(b.status)}>{statusKey ? t(statusKey) : b.status}</Badge>
              {processing ? (
                <Badge tone="blue">{t('portal.bookings.processing')}</Badge>
              ) : refund === 'failed' ? (
                <Badge tone="red">{t('portal.payment.refundFailed')}</Badge>
              ) : refund === 'pending' ? (
                <Badge tone="yellow">{t('portal.payment.refundPending')}</Badge>
              ) : (
                <Badge tone={bookingPaymentTone(b.payment_status)}>{payKey ? t(payKey) : capitalise(b.payment_status)}</Badge>
              )}
            </>
          )}
        </p>
      </header>
      {processing && hold !== 'expired' && <p className="notice notice-info" role="status" data-testid="payment-processing">{t('portal.bookings.processingText')}</p>}
      {refund === 'failed' && <p className="notice notice-warn" data-testid="refund-failed">{t('portal.bookings.refundFailedText')}</p>}
      <ul className="portal-facts">
        <li><Icon name="calendar" /> <span>{formatPortalDate(b.booking_date, locale)}</span></li>
        <li>
          <Icon name="clock" />
          <span>
            {t('portal.timeWithDuration', { time: `${time} ${t('portal.kst')}`, duration: b.duration_minutes })}
            <LocalTime date={b.booking_date} time={b.booking_time} zone={zone} />
          </span>
        </li>
        <li><Icon name="briefcase" /> <span>{typeName}</span></li>
        {language && <li data-testid="booking-language"><Icon name="message" /> <span>{t('portal.bookings.language', { language })}</span></li>}
        <li><Icon name="receipt" /> <span>{t('portal.bookings.fee', { amount: formatWon(b.fee_amount) })}</span></li>
      </ul>
      {b.case_description && b.case_description.trim() && (
        <div className="portal-details">
          <h3>{t('portal.bookings.details')}</h3>
          <p className="prewrap">{b.case_description}</p>
        </div>
      )}
      {/* the intake before the meeting (issue 29, item 4): from payment until the start */}
      {b.payment_status === 'paid' && (b.status === 'pending' || b.status === 'confirmed') && start.getTime() > now.getTime() && (
        <BookingIntakeForm bookingId={b.id} consultationType={b.consultation_type} />
      )}
      {/* the lawyer's written follow-up, after the consultation (issue 29, item 5) */}
      {b.status === 'completed' && <BookingFollowUp bookingId={b.id} />}
      {(link || room || offerIcs || payable || cancel === 'allowed' || move === 'allowed') && (
        <div className="portal-card-actions">
          {payable && (
            <button type="button" className="btn btn-primary" onClick={onPay} disabled={payBusy} aria-busy={payBusy}>{payBusy ? t('portal.bookings.paying') : t('portal.bookings.pay')}</button>
          )}
          {link && <ExternalLink href={link} className="btn btn-primary"><Icon name="video" /> {t('portal.join')}</ExternalLink>}
          {room && <RoomJoin bookingId={b.id} />}
          {offerIcs && (
            <button type="button" className="btn btn-outline" onClick={saveIcs}><Icon name="download" /> {t('portal.bookings.ics')}</button>
          )}
          {move === 'allowed' && (
            <button type="button" className="btn btn-outline" onClick={onReschedule}><Icon name="calendar" /> {t('portal.bookings.reschedule')}</button>
          )}
          {cancel === 'allowed' && (
            <button type="button" className="btn btn-ghost btn-danger-text" onClick={onCancel}>
              <Icon name="x" /> {t('portal.bookings.cancel')}
            </button>
          )}
        </div>
      )}
      {payable && (
        <p className="portal-hint">
          {t('portal.bookings.unpaid')}{' '}
          <strong className="hold-left">{t('portal.bookings.timeLeft', { time: formatCountdown(holdSeconds(b, now)) })}</strong>
        </p>
      )}
      {hold === 'expired' && <p className="portal-hint">{t('portal.bookings.expiredHint')}</p>}
      {b.status === 'pending' && b.payment_status === 'paid' && (b.reschedule_count ?? 0) > 0 && (
        <p className="notice notice-info" data-testid="awaiting-confirmation">{t('portal.bookings.awaitingConfirmation')}</p>
      )}
      {move === 'limit' && start.getTime() > now.getTime() && <p className="portal-hint">{t('portal.bookings.rescheduleUsed')}</p>}
      {move === 'tooLate' && start.getTime() > now.getTime() && <p className="portal-hint">{t('portal.bookings.rescheduleClosed')}</p>}
      {b.status === 'confirmed' && !link && !room && !ended && <p className="portal-hint">{t('portal.bookings.linkLater')}</p>}
      {b.status === 'confirmed' && cancel === 'allowed' && (
        <p className="portal-hint">
          {t('portal.bookings.cancelUntil', {
            date: formatInstantDate(deadline.toISOString(), locale),
            time: formatKstClock(deadline),
          })}
        </p>
      )}
      {cancel === 'closed' && start.getTime() > now.getTime() && <p className="portal-hint">{t('portal.bookings.cancelClosed')}</p>}
    </article>
  );
}

function formatKstClock(d: Date): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
}

function CancelDialog({ booking: b, busy, onConfirm, onClose }: { booking: ClientBooking | null; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t, locale } = usePortalI18n();
  const name = b ? lawyerNameEnglishFirst(b.lawyer_name_english, b.lawyer_name_korean, t('portal.bookings.lawyer')) : '';
  return (
    <ConfirmDialog
      open={Boolean(b)}
      title={t('portal.bookings.cancelTitle')}
      confirmLabel={t('portal.bookings.cancelConfirm')}
      cancelLabel={t('portal.bookings.keep')}
      busy={busy}
      busyLabel={t('portal.bookings.cancelling')}
      danger
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {b && (
        <>
          <p>{t('portal.bookings.cancelText', { name, date: formatPortalDate(b.booking_date, locale), time: formatTime(b.booking_time) })}</p>
          {b.payment_status === 'paid' && <p><strong>{t('portal.bookings.cancelRefund', { amount: formatWon(b.fee_amount) })}</strong></p>}
          {b.coupon_id && <p>{t('portal.bookings.cancelCoupon')}</p>}
          <p className="muted">{t('portal.bookings.cancelRule')}</p>
        </>
      )}
    </ConfirmDialog>
  );
}

function PayDialog({ booking: b, busy, provider, choice, onChoose, onConfirm, onClose }: {
  booking: ClientBooking | null; busy: boolean; provider: PayProvider; choice: PortoneChoice | null; onChoose: (channelKey: string) => void; onConfirm: () => void; onClose: () => void;
}) {
  const { t, locale } = usePortalI18n();
  const { t: siteT } = useI18n();
  const name = b ? lawyerNameEnglishFirst(b.lawyer_name_english, b.lawyer_name_korean, t('portal.bookings.lawyer')) : '';
  const amount = b ? formatWon(b.fee_amount) : '';
  return (
    <ConfirmDialog
      open={Boolean(b)}
      title={t('portal.bookings.payTitle')}
      confirmLabel={choice ? siteT('pay.portone.open') : t('portal.bookings.payConfirm', { amount })}
      cancelLabel={t('portal.bookings.notNow')}
      busy={busy}
      busyLabel={t('portal.bookings.paying')}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {b && (
        <>
          <p>{t('portal.bookings.payText', { amount, name, date: formatPortalDate(b.booking_date, locale), time: formatTime(b.booking_time) })}</p>
          <p className="notice notice-info">
            {provider === 'portone' ? siteT('pay.portone.notice') : provider === 'stripe' ? t('portal.bookings.payCard') : t('portal.bookings.payTestMode')}
          </p>
          {choice && <ChannelChoice choices={choice.choices} value={choice.channelKey} onChange={onChoose} disabled={busy} />}
        </>
      )}
    </ConfirmDialog>
  );
}
