// /booking: choose a lawyer (filters + dropdown), a date, a KST time slot and a duration, an
// optional coupon; Confirm creates the booking through create_booking (the database computes the
// price), then the test-mode payment completes it within the hold's time and a confirmation
// screen follows. Choices live in the URL, so the sign-in round trip (and a reload) keeps them; a
// date/time from the URL is checked like the picker's.
// Availability is live (docs/bookings.md): the page offers only the slots the lawyer's calendar
// opens (lawyer_open_slots: weekly hours, time off, holidays, notice, horizon; issue 27) and marks
// the taken ones (lawyer_busy_slots), for the months in view, read again on every
// lawyer_calendar_updates event (a booking, or the lawyer changing hours or time off); a signed-in
// client's own live holds stay choosable and are offered for payment instead of being refused. A
// slot the database refuses as slot_unavailable is said in the page's language and the slots are
// read again.
// With PortOne configured (issue 26, lib/api/portone.ts) the pay step opens PortOne's window here
// (after the client chose a channel, when there are several); a payment that went through continues
// in the portal (/client/bookings?…&portone=return&paymentId=…), which asks portone-complete and
// follows the booking live, as after Stripe; a window closed without paying says so and offers Pay
// again.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { DURATIONS, MAX_UNPAID_HOLDS, type Duration } from '@klegal/shared';
import { formatCountdown, holdSecondsLeft, isLiveHold, type SlotCheck } from '@shared/bookingRules.ts';
import { formatDate, formatWon, kstSlotInZone, localTimeZone, todayInKst } from '@shared/format.ts';
import { couponRefusalFromHint, type CouponRefusal } from '@shared/couponRules.ts';
import { ApiError } from '../../../lib/api/rest.ts';
import { bookingErrorKind, couponMinFromError, createBooking, fetchBusySlots, fetchOpenSlots, fetchOwnBooking, fetchOwnHolds, fetchUsableCoupons, ownHoldBookingId, payBookingTestMode, type BookingRow, type PaymentRow, type UserCoupon } from '../../../lib/api/bookings.ts';
import { subscribeToLawyerCalendar } from '../../../lib/api/calendarLive.ts';
import { fetchPaymentMethods, payProvider, startCheckout, type PaymentMethods } from '../../../lib/api/payments.ts';
import { channelChoices, openPaymentWindow, payErrorKind, preparePortone, type PayMethod, type PortoneChannel, type PortonePrepared } from '../../../lib/api/portone.ts';
import { ChannelChoice } from '../payment/ChannelChoice.tsx';
import { fetchLawyers } from '../../../lib/api/lawyers.ts';
import { fetchCategories, fetchRegions } from '../../../lib/api/reference.ts';
import type { Category, Lawyer, Region } from '../../../lib/api/types.ts';
import { getAccessToken, readStoredSession } from '../../../lib/auth/session.ts';
import { bookableRange, choicesToQuery, couponLabel, couponReasonText, dropUnbookable, effectiveLanguage, EMPTY_CHOICES, feeFor, isComplete, isDateSelectable, judgeCoupons, KOREAN_INTERPRETED, languageArgs, languageChoices, listedSlots, parseChoices, priceSummary, slotKey, slotsOn, urlSlotIssue, type Availability, type BookingChoices } from '../../../lib/booking.ts';
import { emptyStateKind, filterLawyers, NO_FILTERS, subCategoriesOf, topLevelCategories, type LawyerFilters } from '../../../lib/filters.ts';
import { LANG_TAGS, link, type MessageKey } from '../../../lib/i18n/index.ts';
import { useI18n } from '../../../lib/i18n/react.ts';
import { categoryName, languageName, lawyerRegions, lawyerSpecialties, lawyerSpecialty, regionName } from '../../../lib/i18n/names.ts';
import { dailyOrder } from '../../../lib/ordering.ts';
import { useAuth } from '../../../lib/react/hooks.ts';
import { toast, toastAfterNavigation } from '../../../lib/toast.ts';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { FieldError, useFieldErrors } from '../FieldError.tsx';
import { Calendar } from './Calendar.tsx';
import { Confirmation } from './Confirmation.tsx';
import { LawyerPicker } from './LawyerPicker.tsx';
import { SelectedLawyer } from './SelectedLawyer.tsx';

/** A PortOne payment prepared for the booking, waiting for the client to choose a channel. */
interface PortoneChoice {
  prepared: PortonePrepared;
  choices: (PortoneChannel & { payMethod: PayMethod })[];
  channelKey: string;
}

type Phase = 'form' | 'creating' | 'payment' | 'paying' | 'done';

/** A refusal to show in the summary, with a way out when there is one. */
interface Problem {
  text: string;
  link?: { href: string; label: string };
}

const URL_ISSUE_KEYS: Record<Exclude<SlotCheck, 'ok'>, MessageKey> = {
  invalid_date: 'booking.url.invalidDate',
  invalid_slot: 'booking.url.invalidSlot',
  past: 'booking.url.past',
  too_far_ahead: 'booking.url.tooFar',
  unavailable: 'booking.error.unavailable',
};
/** How often the open slots are read again without an event: the notice moves with the clock. */
const OPEN_SLOTS_REFRESH_MS = 5 * 60_000;

const monthKey = (y: number, m0: number) => `${y}-${String(m0 + 1).padStart(2, '0')}`;

export default function BookingApp() {
  return (
    <ErrorBoundary>
      <Booking />
    </ErrorBoundary>
  );
}

function Booking() {
  const { t, lang } = useI18n();
  const session = useAuth();
  const uid = useId();
  const locale = LANG_TAGS[lang];

  const [lawyers, setLawyers] = useState<Lawyer[] | null>(null);
  const [categories, setCategories] = useState<Category[]>([]);
  const [regions, setRegions] = useState<Region[]>([]);
  const [filters, setFilters] = useState<LawyerFilters>(NO_FILTERS);
  const [choices, setChoices] = useState<BookingChoices>(EMPTY_CHOICES);
  const [restored, setRestored] = useState(false);
  const [coupons, setCoupons] = useState<UserCoupon[]>([]);
  // a chosen coupon that stopped applying (another lawyer or duration, its time ran out): said once
  const [couponCleared, setCouponCleared] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('form');
  const [booking, setBooking] = useState<BookingRow | null>(null);
  const [payment, setPayment] = useState<PaymentRow | null>(null);
  // card payments through Stripe when the deployment has them, else test mode (issue 19)
  const [payMethods, setPayMethods] = useState<PaymentMethods | null>(null);
  useEffect(() => {
    fetchPaymentMethods().then(setPayMethods, () => setPayMethods({ stripe: false, test_mode: true }));
  }, []);
  const provider = payProvider(payMethods);
  // PortOne: the channel choice, and what the last attempt came to when it did not pay
  const [portoneChoice, setPortoneChoice] = useState<PortoneChoice | null>(null);
  const [payNote, setPayNote] = useState<{ title: MessageKey; text: MessageKey } | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  // what was wrong with the date/time of the link the page was opened with (until the visitor picks)
  const [urlIssue, setUrlIssue] = useState<Exclude<SlotCheck, 'ok'> | null>(null);
  const [holdExpired, setHoldExpired] = useState(false);
  const [viewMonth, setViewMonth] = useState('');
  // taken slots per month ('YYYY-MM' -> 'YYYY-MM-DD HH:MM' keys) of the selected lawyer
  const [busyByMonth, setBusyByMonth] = useState<Record<string, Set<string>>>({});
  // open slots per month (same keys) of the selected lawyer: the only ones offered
  const [openByMonth, setOpenByMonth] = useState<Record<string, Set<string>>>({});
  const [ownHolds, setOwnHolds] = useState<BookingRow[]>([]);
  const [now, setNow] = useState(() => new Date());
  const [zone, setZone] = useState('Asia/Seoul');
  const topRef = useRef<HTMLDivElement>(null);
  const pendingLawyer = useRef('');

  // reference names in the page's language, by id (lib/i18n/names.ts)
  const catName = (c: Category) => categoryName(t, c);
  const update = (patch: Partial<BookingChoices>) => setChoices((c) => ({ ...c, ...patch }));
  const setError = (text: string | null) => setProblem(text ? { text } : null);
  // a refusal about one field (the time, the coupon) is also said under that field, which gets the
  // focus (issue 15); the summary's notice and the toast stay
  const fe = useFieldErrors<'time' | 'coupon' | 'language'>((f) => `${uid}-${f}`);

  // the visitor's zone and the current time (past slots close as time passes)
  useEffect(() => {
    setZone(localTimeZone());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);

  /** The directory in today's order, or null (said in a toast) when it could not be loaded. */
  const fetchLawyerList = useCallback(async (): Promise<Lawyer[] | null> => {
    try {
      return dailyOrder(await fetchLawyers({ dates: false }));
    } catch (e) {
      console.error('Failed to load lawyers', e);
      toast({ variant: 'destructive', title: t('msg.dataLoadFailed'), description: t('msg.lawyerListLoadFailed') });
      return null;
    }
  }, []);
  const loadLawyers = useCallback(async () => {
    const list = await fetchLawyerList();
    setLawyers((l) => list ?? l ?? []);
  }, [fetchLawyerList]);

  // restore the choices from the URL, load the lists
  useEffect(() => {
    const parsed = parseChoices(window.location.search);
    pendingLawyer.current = parsed.lawyerId;
    // a date/time the picker would not offer is dropped, and the page says why
    setUrlIssue(urlSlotIssue(window.location.search));
    setChoices({ ...dropUnbookable(parsed), lawyerId: '' });
    setRestored(true);
    // the three lists are put in place together, in one render: each arriving on its own was one
    // more re-render of the whole form, a long task on a slow phone (Lighthouse's total blocking
    // time on /booking)
    void Promise.all([
      fetchLawyerList(),
      fetchCategories().catch((e: unknown) => { console.error('Failed to load categories', e); return null; }),
      fetchRegions().catch((e: unknown) => { console.error('Failed to load regions', e); return null; }),
    ]).then(([list, cats, regs]) => {
      setLawyers((l) => list ?? l ?? []);
      if (cats) setCategories(cats);
      if (regs) setRegions(regs);
    });
  }, [fetchLawyerList]);

  // ?lawyer= preselects once the list has loaded
  useEffect(() => {
    if (!lawyers || !pendingLawyer.current) return;
    const id = pendingLawyer.current;
    pendingLawyer.current = '';
    if (lawyers.some((l) => l.id === id)) update({ lawyerId: id });
  }, [lawyers]);

  // keep the choices in the URL (reload and sign-in round trip keep them)
  useEffect(() => {
    if (!restored || phase === 'done') return;
    const keep = { ...choices, lawyerId: choices.lawyerId || pendingLawyer.current };
    window.history.replaceState(null, '', `${window.location.pathname}${choicesToQuery(keep)}`);
  }, [choices, restored, phase]);

  // coupons of the signed-in client (unused, unexpired); load errors are only logged
  const userId = session.status === 'signedIn' ? session.user!.id : null;
  const [couponsReady, setCouponsReady] = useState(false);
  const loadCoupons = useCallback(async () => {
    if (!userId) {
      setCoupons([]);
      return;
    }
    try {
      setCoupons(await fetchUsableCoupons(userId));
    } catch (e) {
      console.error('Failed to load coupons', e);
    } finally {
      setCouponsReady(true);
    }
  }, [userId]);
  useEffect(() => {
    if (session.status === 'signedOut') setCouponsReady(true);
    void loadCoupons();
  }, [loadCoupons, session.status]);
  // a coupon from the URL that is not (or no longer) usable is dropped
  useEffect(() => {
    if (couponsReady && choices.couponId && !coupons.some((c) => c.id === choices.couponId)) update({ couponId: '' });
  }, [coupons, couponsReady]); // eslint-disable-line react-hooks/exhaustive-deps

  const selected = useMemo(() => lawyers?.find((l) => l.id === choices.lawyerId) ?? null, [lawyers, choices.lawyerId]);
  const filtered = useMemo(() => filterLawyers(lawyers ?? [], filters, (l) => [...l.regions, lawyerSpecialty(t, l), ...lawyerSpecialties(t, l), ...lawyerRegions(t, l)]), [lawyers, filters]);
  const tops = useMemo(() => topLevelCategories(categories), [categories]);
  const subs = useMemo(() => (filters.specialty ? subCategoriesOf(categories, filters.specialty) : []), [categories, filters.specialty]);

  // ---- live availability of the selected lawyer
  const lawyerId = selected?.id ?? '';
  // the months whose taken slots matter: the one in view and the chosen date's
  const months = useMemo(() => [...new Set([viewMonth, choices.date.slice(0, 7)].filter(Boolean))].sort(), [viewMonth, choices.date]);
  const live = useRef({ lawyerId, months, userId: null as string | null });
  const readSeq = useRef(0);
  const appliedSeq = useRef<Record<string, number>>({});

  /** Reads the open and the taken slots of these months; an answer older than one already shown is dropped. */
  const readSlots = useCallback(async (forLawyer: string, list: readonly string[]) => {
    const seq = ++readSeq.current;
    await Promise.all(list.map(async (mk) => {
      const [y, m] = mk.split('-').map(Number) as [number, number];
      const range = bookableRange(y, m - 1);
      try {
        const [open, taken] = range
          ? await Promise.all([fetchOpenSlots(forLawyer, range.from, range.to), fetchBusySlots(forLawyer, range.from, range.to)])
          : [new Set<string>(), new Set<string>()];
        if (live.current.lawyerId !== forLawyer || (appliedSeq.current[mk] ?? 0) > seq) return;
        appliedSeq.current[mk] = seq;
        setOpenByMonth((prev) => ({ ...prev, [mk]: open }));
        setBusyByMonth((prev) => ({ ...prev, [mk]: taken }));
      } catch (e) {
        console.error('Failed to load the open slots', e);
      }
    }));
  }, []);

  const readOwnHolds = useCallback(async (forLawyer: string, forUser: string | null) => {
    if (!forUser || !forLawyer) return setOwnHolds([]);
    try {
      const holds = await fetchOwnHolds(forUser, forLawyer);
      if (live.current.lawyerId === forLawyer && live.current.userId === forUser) setOwnHolds(holds);
    } catch (e) {
      console.error('Failed to load your holds', e);
    }
  }, []);

  /** Everything the slot states depend on, read again (after an event, a refusal, an expiry). */
  const refreshAvailability = useCallback(() => {
    const { lawyerId: l, months: ms, userId: u } = live.current;
    if (!l) return;
    void readSlots(l, ms);
    void readOwnHolds(l, u);
  }, [readSlots, readOwnHolds]);

  // a new lawyer: forget the other's slots, subscribe to this one's calendar (the join re-reads)
  useEffect(() => {
    live.current.lawyerId = lawyerId;
    setBusyByMonth({});
    setOpenByMonth({});
    appliedSeq.current = {};
    setOwnHolds([]);
    if (!lawyerId) return;
    const sub = subscribeToLawyerCalendar(lawyerId, refreshAvailability, { getToken: () => (readStoredSession() ? getAccessToken() : Promise.resolve(null)) });
    // the notice moves with the clock and sends no event: read again now and then
    const timer = setInterval(refreshAvailability, OPEN_SLOTS_REFRESH_MS);
    return () => {
      sub.unsubscribe();
      clearInterval(timer);
    };
  }, [lawyerId, refreshAvailability]);

  // months not read yet are read at once (the subscription keeps them current afterwards)
  useEffect(() => {
    live.current.months = months;
    const missing = months.filter((m) => !(m in openByMonth));
    if (lawyerId && missing.length) void readSlots(lawyerId, missing);
  }, [lawyerId, months, openByMonth, readSlots]);

  // the client's own holds with this lawyer (signed in only)
  useEffect(() => {
    live.current.userId = userId;
    void readOwnHolds(lawyerId, userId);
  }, [lawyerId, userId, readOwnHolds]);

  const liveHolds = useMemo(() => ownHolds.filter((h) => isLiveHold(h, now)), [ownHolds, now]);
  // when the first own hold runs out, its slot is free again: read again then
  useEffect(() => {
    const next = Math.min(...liveHolds.map((h) => new Date(h.hold_expires_at).getTime()));
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(() => {
      setNow(new Date());
      refreshAvailability();
    }, Math.max(0, next - Date.now()) + 500);
    return () => clearTimeout(timer);
  }, [liveHolds, refreshAvailability]);

  const avail = useMemo<Availability>(() => {
    const busySet = new Set<string>();
    for (const set of Object.values(busyByMonth)) for (const k of set) busySet.add(k);
    return {
      busy: busySet,
      own: new Set(liveHolds.map((h) => slotKey(h.booking_date, h.booking_time))),
      // with a lawyer chosen only their open slots are offered (before: the lawyer-independent rules)
      ...(lawyerId ? { open: new Map(Object.entries(openByMonth)) } : {}),
    };
  }, [busyByMonth, openByMonth, liveHolds, lawyerId]);

  const today = todayInKst(now);
  const slots = useMemo(() => slotsOn(choices.date, now, avail), [choices.date, now, avail]);
  const chosen = choices.date && choices.time ? slots.find((s) => s.time === choices.time) : undefined;
  const heldHere = chosen?.state === 'own' ? liveHolds.find((h) => slotKey(h.booking_date, h.booking_time) === slotKey(choices.date, choices.time)) ?? null : null;
  // each coupon judged by the database's rule against this lawyer and this duration's fee
  const judged = useMemo(() => judgeCoupons(coupons, selected, choices.duration, now), [coupons, selected, choices.duration, now]);
  const chosenCoupon = judged.find((j) => j.held.id === choices.couponId) ?? null;
  const coupon = chosenCoupon && !chosenCoupon.reason ? chosenCoupon.held.coupons : null;
  const fee = feeFor(selected, choices.duration);
  const price = priceSummary(fee, coupon);
  // the consultation's language: the client's choice among the lawyer's, else the page's language
  // when the lawyer speaks it, else Korean with interpretation (issue 29)
  const language = effectiveLanguage(choices.language, selected, lang);
  const languageLabel = (c: string) => (c === KOREAN_INTERPRETED ? t('booking.languageInterpreted') : languageName(t, c));
  const complete = isComplete(choices) && Boolean(selected) && chosen?.state === 'free' && !urlIssue;
  const busy = phase === 'creating' || phase === 'paying';

  // a chosen coupon that no longer applies is dropped, and the page says why
  useEffect(() => {
    if (!chosenCoupon?.reason) return;
    const c = chosenCoupon.held.coupons;
    setCouponCleared(t('booking.couponCleared', { coupon: c.name_english, reason: couponReasonText(t, chosenCoupon.reason, c, locale) }));
    update({ couponId: '' });
  }, [chosenCoupon]); // eslint-disable-line react-hooks/exhaustive-deps

  // a slot that became past is dropped (a taken one stays chosen, and the page says it was taken)
  useEffect(() => {
    if (chosen?.state === 'past') update({ time: '' });
  }, [chosen?.state]); // eslint-disable-line react-hooks/exhaustive-deps

  // a chosen date (from a link, or closed since) on which the lawyer takes no booking at all
  const dayClosed = Boolean(choices.date && !choices.time && avail.open) && slots.some((s) => s.state === 'closed') && slots.every((s) => s.state === 'closed' || s.state === 'past');
  const notice: Problem | null =
    problem ??
    (urlIssue ? { text: t(URL_ISSUE_KEYS[urlIssue]) }
      : chosen?.state === 'taken' ? { text: t('booking.error.slot') }
      : chosen?.state === 'closed' || dayClosed ? { text: t('booking.error.unavailable') }
      : null);

  // the hold's end on the visitor's clock, with the zone named (every other time on the page is KST)
  const holdUntil = (h: BookingRow) => {
    const at = new Date(h.hold_expires_at);
    const clock = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
    if (zone === 'Asia/Seoul') return `${clock} KST`;
    const name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value;
    return `${clock} ${name ?? zone}`;
  };

  const local = (date: string, time: string) => {
    if (!date || !time || zone === 'Asia/Seoul') return null;
    const l = kstSlotInZone(date, time, zone, locale);
    return l.dayShift === 0 ? t('booking.yourTime', { time: l.time, zone: l.zone }) : t('booking.yourTimeOtherDay', { date: l.dateLabel, time: l.time, zone: l.zone });
  };

  const goTop = () => {
    window.scrollTo({ top: 0 });
    requestAnimationFrame(() => topRef.current?.querySelector<HTMLElement>('h2')?.focus());
  };

  /** The payment step for a booking this client already holds. */
  function payHold(h: BookingRow) {
    setProblem(null);
    setHoldExpired(false);
    setBooking(h);
    setPhase('payment');
    goTop();
  }

  /** Back to the form after an expired hold, with the slots read again. */
  function startOver() {
    setBooking(null);
    setHoldExpired(false);
    setProblem(null);
    setPhase('form');
    setNow(new Date());
    refreshAvailability();
    goTop();
  }

  /** The database's coupon refusal in the page's language, from its hint (and its minimum, when it names one). */
  function couponRefusalText(e: unknown): string {
    const held = coupons.find((c) => c.id === choices.couponId)?.coupons ?? null;
    const reason: CouponRefusal | 'not_found' | null = couponRefusalFromHint(e instanceof ApiError ? e.hint : null, held);
    if (!reason || reason === 'not_found') return t('booking.error.coupon');
    return t('booking.error.couponRefused', { reason: couponReasonText(t, reason, held, locale, couponMinFromError(e)) });
  }

  async function confirm() {
    if (!complete || !selected || busy) return;
    setError(null);
    fe.clear();
    const session = readStoredSession();
    const next = `/booking${choicesToQuery(choices)}`;
    if (!session) {
      toastAfterNavigation({ title: t('booking.loginTitle'), description: t('booking.loginText') });
      window.location.assign(`${link('/auth')}?next=${encodeURIComponent(link(next))}`);
      return;
    }
    setPhase('creating');
    try {
      const created = await createBooking({
        lawyerId: selected.id,
        date: choices.date,
        time: choices.time,
        duration: choices.duration!,
        caseDescription: choices.note,
        userCouponId: choices.couponId || null,
        // the area chosen in the search, so that the lawyer sees it and the checklist fits it (issue 29, item 4)
        consultationType: categories.find((c) => c.id === filters.specialty)?.name_english ?? null,
        consultationLanguage: languageArgs(language).consultation_language,
        interpretationRequested: languageArgs(language).interpretation_requested,
      });
      setBooking(created);
      setHoldExpired(false);
      setPhase('payment');
      refreshAvailability();
      goTop();
    } catch (e) {
      setPhase('form');
      const kind = bookingErrorKind(e);
      if (kind === 'auth') {
        toastAfterNavigation({ title: t('booking.loginTitle'), description: t('booking.loginText') });
        window.location.assign(`${link('/auth')}?next=${encodeURIComponent(link(next))}`);
        return;
      }
      if (kind === 'ownHold') {
        // not a refusal: the slot is this client's own hold, which the page offers to pay
        const id = ownHoldBookingId(e);
        const held = id ? await fetchOwnBooking(id).catch(() => null) : null;
        if (held && isLiveHold(held)) {
          setOwnHolds((hs) => [...hs.filter((h) => h.id !== held.id), held]);
          return;
        }
        refreshAvailability();
      }
      if (kind === 'tooManyHolds' || kind === 'tooManyHoldsNearby') {
        const text = kind === 'tooManyHolds' ? t('booking.error.tooManyHolds', { max: MAX_UNPAID_HOLDS }) : t('booking.error.tooManyHoldsNearby');
        setProblem({ text, link: { href: link('/client/bookings'), label: t('booking.error.tooManyHoldsLink') } });
        toast({ variant: 'destructive', title: t('booking.error.title'), description: text });
        return;
      }
      const message =
        kind === 'slot' || kind === 'ownHold' ? t('booking.error.slot')
        : kind === 'unavailable' ? t('booking.error.unavailable')
        : kind === 'language' ? t('booking.error.language')
        : kind === 'coupon' ? couponRefusalText(e)
        : kind === 'lawyer' ? t('booking.error.lawyer')
        : kind === 'past' ? t('booking.error.past')
        : `${t('booking.error.generic')}${e instanceof Error && e.message ? ` (${e.message})` : ''}`;
      setError(message);
      if (kind === 'slot' || kind === 'ownHold' || kind === 'past' || kind === 'unavailable') fe.show({ time: message });
      else if (kind === 'coupon') fe.show({ coupon: message });
      else if (kind === 'language') fe.show({ language: message });
      toast({ variant: 'destructive', title: t('booking.error.title'), description: message });
      if (kind === 'coupon') {
        // refused by the database: no longer chosen (the message says why), and the list read again
        setCouponCleared(null);
        update({ couponId: '' });
        void loadCoupons();
      }
      // the lawyer's languages changed meanwhile: read them again (the choice falls back to the default)
      if (kind === 'lawyer' || kind === 'language') void loadLawyers();
      // the slots are read again: the refused one shows what it has become (taken, or closed)
      if (kind === 'slot' || kind === 'past' || kind === 'unavailable') refreshAvailability();
    }
  }

  /** The portal page of this booking, where a payment is followed live (and PortOne's is checked). */
  const portalOf = (id: string, extra = '') => link(`/client/bookings?booking=${encodeURIComponent(id)}${extra}`);

  /** Paying through PortOne: prepare, the channel (asked when there are several), the window. */
  async function payWithPortone(b: BookingRow) {
    setPayNote(null);
    let prepared: PortonePrepared;
    let channel: PortoneChannel | undefined;
    if (portoneChoice) {
      prepared = portoneChoice.prepared;
      channel = portoneChoice.choices.find((c) => c.channelKey === portoneChoice.channelKey);
    } else {
      const r = await preparePortone(b.id, lang);
      if (r.kind === 'paid') {
        window.location.assign(portalOf(b.id));
        return;
      }
      const choices = channelChoices(r.prepared.channels);
      if (choices.length > 1) {
        // the pay step now asks how to pay; the window opens from that click
        setPortoneChoice({ prepared: r.prepared, choices, channelKey: choices[0]!.channelKey });
        setPhase('payment');
        return;
      }
      prepared = r.prepared;
      channel = choices[0];
    }
    setPortoneChoice(null);
    if (!channel) {
      setPhase('payment');
      setPayNote({ title: 'booking.pay.failed', text: 'pay.portone.unavailable' });
      return;
    }
    const w = await openPaymentWindow(prepared, channel);
    if (w.kind === 'redirected') return; // the browser is leaving for the PG's pages
    if (w.kind === 'notCompleted') {
      console.warn('PortOne did not complete the payment', w.code, w.message);
      setPhase('payment');
      setPayNote({ title: 'pay.portone.notCompleted', text: 'pay.portone.notCompletedText' });
      return;
    }
    // checked by portone-complete in the portal, which shows the booking turning paid
    window.location.assign(portalOf(b.id, `&portone=return&paymentId=${encodeURIComponent(w.paymentId)}`));
  }

  async function pay() {
    if (!booking || busy || holdExpired) return;
    setPhase('paying');
    if (provider === 'portone') {
      try {
        await payWithPortone(booking);
      } catch (e) {
        console.error('Payment failed', e);
        setPhase('payment');
        setPortoneChoice(null);
        const kind = payErrorKind(e);
        if (kind === 'holdExpired') {
          setHoldExpired(true);
          return;
        }
        if (kind === 'alreadyPaid') {
          window.location.assign(portalOf(booking.id));
          return;
        }
        setPayNote({ title: 'booking.pay.failed', text: kind === 'unavailable' ? 'pay.portone.unavailable' : kind === 'window' ? 'pay.portone.window' : 'booking.pay.failedText' });
      }
      return;
    }
    try {
      if (provider === 'stripe') {
        // to Stripe's page; it sends the client back to the portal, which follows the payment live
        const r = await startCheckout(booking.id, lang);
        window.location.assign(r.kind === 'redirect' ? r.url : link(`/client/bookings?booking=${encodeURIComponent(booking.id)}`));
        return;
      }
      const paid = await payBookingTestMode(booking.id);
      setPayment(paid);
      setPhase('done');
      window.history.replaceState(null, '', window.location.pathname);
      goTop();
    } catch (e) {
      console.error('Payment failed', e);
      setPhase('payment');
      if (bookingErrorKind(e) === 'holdExpired') {
        setHoldExpired(true);
        return;
      }
      toast({ variant: 'destructive', title: t('booking.pay.failed'), description: t('booking.pay.failedText') });
    }
  }

  if (phase === 'done' && booking && payment && selected) {
    return (
      <div ref={topRef}>
        <Confirmation booking={booking} payment={payment} lawyer={selected} zone={zone} />
      </div>
    );
  }

  const notSelected = <span className="muted">{t('booking.notSelected')}</span>;
  const filtersSet = emptyStateKind({ ...filters, language: '' }) === 'noMatch';

  if ((phase === 'payment' || phase === 'paying') && booking && selected) {
    return (
      <div ref={topRef} className="confirmation">
        <section className="card" aria-labelledby={`${uid}-pay`}>
          <h2 id={`${uid}-pay`} tabIndex={-1}>{t('booking.pay.title')}</h2>
          <p>{t('booking.pay.text')}</p>
          <dl className="summary-list">
            <div><dt>{t('booking.lawyer')}</dt><dd>{selected.nameEnglish}</dd></div>
            <div><dt>{t('booking.date')}</dt><dd>{formatDate(booking.booking_date, locale, true)}</dd></div>
            <div><dt>{t('booking.time')}</dt><dd>{booking.booking_time.slice(0, 5)} KST</dd></div>
            <div><dt>{t('booking.duration')}</dt><dd>{t('booking.minutes', { n: booking.duration_minutes })}</dd></div>
            <div><dt>{t('booking.language')}</dt><dd>{languageLabel(booking.interpretation_requested ? KOREAN_INTERPRETED : booking.consultation_language)}</dd></div>
            <div><dt>{t('booking.fee')}</dt><dd>{formatWon(booking.list_fee)}</dd></div>
            {booking.discount_amount > 0 && <div className="discount"><dt>{t('booking.discount')}</dt><dd>-{formatWon(booking.discount_amount)}</dd></div>}
            <div className="summary-total"><dt>{t('booking.total')}</dt><dd>{formatWon(booking.fee_amount)}</dd></div>
          </dl>
          {holdExpired ? (
            <>
              <p className="notice notice-error" role="alert">{t('booking.pay.expired')}</p>
              <div className="form-actions">
                <button type="button" className="btn btn-primary btn-lg btn-block" onClick={startOver}>{t('booking.pay.startOver')}</button>
              </div>
            </>
          ) : (
            <>
              <HoldCountdown booking={booking} onExpire={() => setHoldExpired(true)} />
              <p className="notice notice-info">{provider === 'portone' ? t('pay.portone.notice') : provider === 'stripe' ? t('booking.pay.card') : t('booking.pay.testMode')}</p>
              {payNote && (
                <div className="notice notice-warn" role="alert" data-testid="pay-note">
                  <strong>{t(payNote.title)}</strong> {t(payNote.text)}
                </div>
              )}
              {portoneChoice && (
                <ChannelChoice choices={portoneChoice.choices} value={portoneChoice.channelKey} disabled={phase === 'paying'}
                  onChange={(channelKey) => setPortoneChoice((c) => (c ? { ...c, channelKey } : c))} />
              )}
              <div className="form-actions">
                <button type="button" className="btn btn-primary btn-lg btn-block" onClick={() => void pay()} disabled={phase === 'paying'} aria-busy={phase === 'paying'}>
                  {phase === 'paying' ? t('booking.pay.paying') : portoneChoice ? t('pay.portone.open') : t('booking.pay.button', { amount: formatWon(booking.fee_amount) })}
                </button>
              </div>
            </>
          )}
        </section>
      </div>
    );
  }

  return (
    <div className="booking-layout" ref={topRef}>
      <div>
        <section className="card booking-section" aria-labelledby={`${uid}-lawyer`}>
          <h2 id={`${uid}-lawyer`}>
            {t('booking.lawyerSection')}
          </h2>
          <fieldset>
            <legend className="sr-only">{t('booking.filters')}</legend>
            <div className="filter-row">
              <div className="field">
                <label htmlFor={`${uid}-spec`}>{t('lawyers.specialty')}</label>
                <select id={`${uid}-spec`} className="select" value={filters.specialty} onChange={(e) => setFilters({ ...filters, specialty: e.target.value, subCategory: '' })}>
                  <option value="">{t('lawyers.allSpecialties')}</option>
                  {tops.map((c) => <option key={c.id} value={c.id}>{catName(c)}</option>)}
                </select>
              </div>
              <div className="field">
                <label htmlFor={`${uid}-sub`}>{t('booking.subcategory')}</label>
                <select id={`${uid}-sub`} className="select" value={filters.subCategory} disabled={subs.length === 0} onChange={(e) => setFilters({ ...filters, subCategory: e.target.value })}>
                  <option value="">{t('booking.allSubcategories')}</option>
                  {subs.map((c) => <option key={c.id} value={c.id}>{catName(c)}</option>)}
                </select>
              </div>
              <div className="field">
                <label htmlFor={`${uid}-region`}>{t('lawyers.region')}</label>
                <select id={`${uid}-region`} className="select" value={filters.region} onChange={(e) => setFilters({ ...filters, region: e.target.value })}>
                  <option value="">{t('lawyers.allRegions')}</option>
                  {regions.map((r) => <option key={r.id} value={r.id}>{regionName(t, r)}</option>)}
                </select>
              </div>
              <div className="field">
                <label htmlFor={`${uid}-search`}>{t('lawyers.search')}</label>
                <input id={`${uid}-search`} className="input" type="search" autoComplete="off" placeholder={t('lawyers.searchSpecialty')} value={filters.search} onChange={(e) => setFilters({ ...filters, search: e.target.value })} />
              </div>
            </div>
          </fieldset>
          <div className="field" style={{ marginTop: '1rem' }}>
            <span className="label" id={`${uid}-picker`} style={{ fontWeight: 600 }}>{t('booking.lawyer')}</span>
            {lawyers === null ? (
              <p className="list-status" role="status">{t('msg.lawyerListLoading')}</p>
            ) : filtered.length === 0 ? (
              <p className="list-status" role="status">{filtersSet ? t('msg.noMatchingLawyers') : t('msg.noRegisteredLawyers')}</p>
            ) : (
              <LawyerPicker lawyers={filtered} selected={selected} labelId={`${uid}-picker`} onSelect={(id) => { update({ lawyerId: id }); setError(null); }} />
            )}
          </div>
          {selected && <SelectedLawyer lawyer={selected} />}
        </section>

        <section className="card booking-section" aria-labelledby={`${uid}-dt`}>
          <h2 id={`${uid}-dt`}>{t('booking.dateTime')}</h2>
          <div className="dt-grid">
            <div className="field">
              <span className="label" id={`${uid}-date`} style={{ fontWeight: 600 }}>{t('booking.date')}</span>
              <Calendar value={choices.date} today={today} labelId={`${uid}-date`} isSelectable={(d) => isDateSelectable(d, now, avail)} onMonthChange={(y, m) => setViewMonth(monthKey(y, m))} onChange={(date) => { update({ date }); setError(null); setUrlIssue(null); fe.clear('time'); }} />
            </div>
            <div className="stack">
              <div className="field">
                <label htmlFor={`${uid}-time`}>{t('booking.time')}</label>
                <select id={`${uid}-time`} className="select" value={choices.time} {...fe.props('time')} onChange={(e) => { update({ time: e.target.value }); setError(null); setUrlIssue(null); fe.clear('time'); }} disabled={!choices.date}>
                  <option value="">{t('booking.chooseTime')}</option>
                  {listedSlots(slots, choices.time).map((s) => (
                    <option key={s.time} value={s.time} disabled={!s.available} data-state={s.state}>
                      {s.state === 'taken' ? t('booking.slot.booked', { time: s.time })
                        : s.state === 'own' ? t('booking.slot.own', { time: s.time })
                        : s.state === 'closed' ? t('booking.slot.closed', { time: s.time })
                        : `${s.time} KST`}
                    </option>
                  ))}
                </select>
                <FieldError id={fe.errorId('time')} message={fe.errors.time} />
                {choices.time && local(choices.date, choices.time) && <p className="local-time">{local(choices.date, choices.time)}</p>}
              </div>
              <div className="field">
                <label htmlFor={`${uid}-duration`}>{t('booking.duration')}</label>
                <select id={`${uid}-duration`} className="select" value={choices.duration ?? ''} onChange={(e) => update({ duration: e.target.value ? (Number(e.target.value) as Duration) : null })}>
                  <option value="">{t('booking.chooseDuration')}</option>
                  {DURATIONS.map((d) => (
                    <option key={d} value={d}>{t('booking.minutes', { n: d })}{selected ? ` — ${formatWon(feeFor(selected, d))}` : ''}</option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor={`${uid}-language`}>{t('booking.language')}</label>
                <select id={`${uid}-language`} className="select" value={language} {...fe.props('language', `${uid}-language-hint`)}
                  onChange={(e) => { update({ language: e.target.value }); setError(null); fe.clear('language'); }} disabled={!selected}>
                  {languageChoices(selected).map((c) => <option key={c} value={c}>{languageLabel(c)}</option>)}
                </select>
                <p className="hint" id={`${uid}-language-hint`}>{t('booking.languageHint')}</p>
                <FieldError id={fe.errorId('language')} message={fe.errors.language} />
              </div>
              <div className="field">
                <label htmlFor={`${uid}-note`}>{t('booking.note')}</label>
                <textarea id={`${uid}-note`} className="textarea" maxLength={2000} value={choices.note} onChange={(e) => update({ note: e.target.value })} />
              </div>
            </div>
          </div>
        </section>
      </div>

      <aside className="card booking-summary" aria-labelledby={`${uid}-summary`}>
        <h2 id={`${uid}-summary`}>{t('booking.summary')}</h2>
        <dl className="summary-list">
          <div><dt>{t('booking.lawyer')}</dt><dd>{selected ? selected.nameEnglish : notSelected}</dd></div>
          <div><dt>{t('booking.date')}</dt><dd>{choices.date ? formatDate(choices.date, locale, true) : notSelected}</dd></div>
          <div>
            <dt>{t('booking.time')}</dt>
            <dd>{choices.time ? <>{choices.time} KST{local(choices.date, choices.time) && <><br /><span className="muted" style={{ fontWeight: 400, fontSize: '.85rem' }}>{local(choices.date, choices.time)}</span></>}</> : notSelected}</dd>
          </div>
          <div><dt>{t('booking.duration')}</dt><dd>{choices.duration ? t('booking.minutes', { n: choices.duration }) : notSelected}</dd></div>
          <div><dt>{t('booking.language')}</dt><dd>{selected ? languageLabel(language) : notSelected}</dd></div>
        </dl>
        <div className="field" style={{ margin: '1rem 0' }}>
          <label htmlFor={`${uid}-coupon`}>{t('booking.coupon')}</label>
          <select id={`${uid}-coupon`} className="select" value={choices.couponId} {...fe.props('coupon')} onChange={(e) => { update({ couponId: e.target.value }); setError(null); setCouponCleared(null); fe.clear('coupon'); }} disabled={session.status !== 'signedIn'}>
            <option value="">{t('booking.noCoupon')}</option>
            {judged.map(({ held, reason }) => (
              <option key={held.id} value={held.id} disabled={Boolean(reason)} data-reason={reason ?? undefined}>
                {reason ? t('booking.couponUnusable', { coupon: couponLabel(held.coupons), reason: couponReasonText(t, reason, held.coupons, locale) }) : couponLabel(held.coupons)}
              </option>
            ))}
          </select>
          <FieldError id={fe.errorId('coupon')} message={fe.errors.coupon} />
          {couponCleared && <p className="notice notice-warn" role="status">{couponCleared}</p>}
          {session.status === 'signedOut' && <p className="hint">{t('booking.couponLogin')}</p>}
          {coupon?.min_amount ? <p className="hint">{t('booking.couponMin', { min: formatWon(coupon.min_amount) })}</p> : null}
        </div>
        <dl className="summary-list">
          <div><dt>{t('booking.fee')}</dt><dd>{formatWon(price.fee)}</dd></div>
          {price.discount > 0 && <div className="discount"><dt>{t('booking.discount')}</dt><dd>-{formatWon(price.discount)}</dd></div>}
          <div className="summary-total"><dt>{t('booking.total')}</dt><dd>{formatWon(price.total)}</dd></div>
        </dl>
        {notice && (
          <p className="notice notice-error" role="alert">
            {notice.text}
            {notice.link && <> <a href={notice.link.href}>{notice.link.label}</a></>}
          </p>
        )}
        {heldHere && !problem && (
          <div className="notice notice-info" role="status">
            <p style={{ margin: 0 }}>{t('booking.hold.own', { time: holdUntil(heldHere) })}</p>
            <button type="button" className="btn btn-primary btn-block" style={{ marginTop: '.75rem' }} onClick={() => payHold(heldHere)}>{t('booking.hold.pay')}</button>
          </div>
        )}
        <div className="form-actions">
          <button type="button" className="btn btn-primary btn-lg btn-block" disabled={!complete || busy} aria-busy={busy} onClick={() => void confirm()}>
            {phase === 'creating' ? t('booking.creating') : t('booking.confirm')}
          </button>
        </div>
        {session.status === 'signedOut' && <p className="hint" style={{ marginTop: '.5rem' }}>{t('booking.loginFirst')}</p>}
      </aside>
    </div>
  );
}

/** The time left on the hold, ticking every second; tells the page once it has run out. */
function HoldCountdown({ booking, onExpire }: { booking: BookingRow; onExpire: () => void }) {
  const { t } = useI18n();
  const [now, setNow] = useState(() => new Date());
  const left = holdSecondsLeft(booking, now);
  const known = Boolean(booking.hold_expires_at);
  useEffect(() => {
    if (!known) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [known]);
  useEffect(() => {
    if (known && left === 0) onExpire();
  }, [known, left]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!known) return null;
  return (
    <p className="notice notice-warn hold-countdown">
      {t('booking.pay.timeLeft')} <strong role="timer">{formatCountdown(left)}</strong>
    </p>
  );
}
