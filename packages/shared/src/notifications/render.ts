// The messages of every notification kind (./kinds.ts), rendered from (kind, locale, params): the
// e-mail (subject, text part, HTML part, attachments) for the worker and the subject, summary and
// link for the bells of the client portal and the lawyer portal. Client kinds follow the
// recipient's language (./clientTexts.ts); lawyer and administrator kinds are Korean whatever
// locale is passed. Every value from params is plain text until the layout escapes it for HTML.
import { formatWon, formatWonKorean, kstToInstant } from '../format.ts';
import { consultationLanguageKo, consultationLanguageLabel } from '../consultationLanguage.ts';
import { CLIENT_TEXTS, type BookingView, type CheckupStatus, type ClientTexts } from './clientTexts.ts';
import { preparationChecklist } from '../bookingIntake.ts';
import { PREPARATION_TEXTS } from './preparationTexts.ts';
import { bookingIcsSequence, bookingIcsUid, buildIcs } from './ics.ts';
import {
  CLIENT_KINDS,
  LAWYER_KINDS,
  ADMIN_KINDS,
  NOTIFICATION_LOCALES,
  type BookingParams,
  type CheckupParams,
  type ClientKind,
  type CouponParams,
  type DeliveryFailedParams,
  type PaymentAttentionParams,
  type RescheduleParams,
  type LawyerAccountParams,
  type LawyerMessageParams,
  type FollowUpParams,
  type SettlementAccountParams,
  type LanguageReviewParams,
  type SettlementStatementParams,
  type NotificationKind,
  type NotificationLocale,
  type NotificationParams,
  type RenderedNotification,
  type RenderOptions,
} from './kinds.ts';

const KST = 'Asia/Seoul';
const BRAND = 'K-Legal';

// ---------------------------------------------------------------------------------------------
// Helpers

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A parameter as trimmed text ('' when missing). */
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number.isFinite(Number(v)) ? Number(v) : 0);

/** Only https (and http for local development) links become links; anything else stays text. */
export function safeHttpUrl(v: unknown): string | null {
  const s = str(v);
  if (!/^https?:\/\/[^\s<>"']+$/i.test(s)) return null;
  try {
    return new URL(s).href;
  } catch {
    return null;
  }
}

function validDate(v: unknown): Date | null {
  const s = str(v);
  if (!s) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A KST calendar date ('YYYY-MM-DD') in the reader's language, with the weekday. */
function dateLabel(date: string, tag: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return date || '—';
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(tag, { timeZone: 'UTC', weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' }).format(d);
}

/** Date label and 'HH:MM' of an instant in a time zone. */
function inZone(at: Date, timeZone: string, tag: string): { date: string; time: string; zone: string; key: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(at);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const iso = `${get('year')}-${get('month')}-${get('day')}`;
  const time = `${get('hour')}:${get('minute')}`;
  let zone = timeZone;
  try {
    zone = new Intl.DateTimeFormat(tag, { timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    /* keep the IANA name */
  }
  return { date: dateLabel(iso, tag), time, zone, key: `${iso} ${time}` };
}

function validTimeZone(tz: string | undefined): string | null {
  if (!tz) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    return null;
  }
}

/** The start of a booking: starts_at, else the KST date and time. */
function startOf(p: BookingParams): Date | null {
  const at = validDate(p.starts_at);
  if (at) return at;
  if (/^\d{4}-\d{2}-\d{2}$/.test(str(p.booking_date)) && /^\d{2}:\d{2}/.test(str(p.booking_time))) return kstToInstant(str(p.booking_date), str(p.booking_time));
  return null;
}

const hhmm = (v: unknown) => str(v).slice(0, 5) || '—';

function siteBase(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

// ---------------------------------------------------------------------------------------------
// The message model and its layout

interface Link {
  label: string;
  url: string;
}

interface Content {
  lang: string;
  subject: string;
  summary: string;
  greeting: string | null;
  paragraphs: string[];
  details: [string, string][];
  quote?: { label: string; text: string };
  /** a titled list after the paragraphs (booking_paid: what to prepare), with a closing note */
  checklist?: { title: string; items: string[]; note: string };
  /** shown with its URL under a lead sentence (the meeting link) */
  highlight?: { lead: string; link: Link };
  /** the primary action: its URL is the message's link */
  action: Link;
  more: Link[];
  buttonHelp: string;
  footer: string;
  attachments: RenderedNotification['attachments'];
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Apple SD Gothic Neo','Malgun Gothic','Noto Sans KR','PingFang SC','Hiragino Sans','Microsoft YaHei',sans-serif";

function toHtml(c: Content): string {
  const e = escapeHtml;
  const p = (text: string, style = 'margin:0 0 16px;') => `<p style="${style}">${e(text)}</p>`;
  const a = (l: Link, style: string) => `<a href="${e(l.url)}" style="${style}">${e(l.label)}</a>`;
  const rows = c.details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#6b7280;vertical-align:top;white-space:nowrap;">${e(label)}</td><td style="padding:6px 0;color:#111827;vertical-align:top;">${e(value)}</td></tr>`,
    )
    .join('');
  const body = [
    `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.35;color:#111827;">${e(c.subject)}</h1>`,
    c.greeting ? p(c.greeting) : '',
    ...c.paragraphs.map((t) => p(t)),
    c.quote
      ? `<p style="margin:0 0 6px;font-weight:600;">${e(c.quote.label)}</p><blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #1d4ed8;background:#eff6ff;white-space:pre-wrap;">${e(c.quote.text)}</blockquote>`
      : '',
    c.checklist
      ? `<p style="margin:0 0 6px;font-weight:600;">${e(c.checklist.title)}</p><ul style="margin:0 0 8px;padding-left:20px;">${c.checklist.items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>${p(c.checklist.note)}`
      : '',
    c.highlight
      ? `${p(c.highlight.lead, 'margin:0 0 6px;')}<p style="margin:0 0 16px;word-break:break-all;">${a(c.highlight.link, 'color:#1d4ed8;font-weight:600;')}<br><span style="font-size:13px;color:#6b7280;">${e(c.highlight.link.url)}</span></p>`
      : '',
    rows ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-collapse:collapse;font-size:14px;">${rows}</table>` : '',
    `<p style="margin:0 0 20px;">${a(c.action, 'display:inline-block;padding:12px 20px;border-radius:6px;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:600;')}</p>`,
    c.more.length ? `<p style="margin:0 0 20px;">${c.more.map((l) => a(l, 'color:#1d4ed8;')).join(' &nbsp;·&nbsp; ')}</p>` : '',
    `<p style="margin:0;font-size:12px;color:#6b7280;">${e(c.buttonHelp)}<br><span style="word-break:break-all;">${e(c.action.url)}</span></p>`,
  ].join('');
  return [
    '<!doctype html>',
    `<html lang="${e(c.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(c.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f3f4f6;">`,
    `<div style="display:none;max-height:0;overflow:hidden;">${e(c.summary)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;"><tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px;font-family:${e(FONT)};font-size:15px;line-height:1.6;color:#111827;">`,
    `<tr><td style="padding:18px 24px;border-bottom:1px solid #e5e7eb;font-size:18px;font-weight:700;color:#1d4ed8;">${BRAND}</td></tr>`,
    `<tr><td style="padding:24px;">${body}</td></tr>`,
    `<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280;">${e(c.footer)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

function toText(c: Content): string {
  const out: string[] = [c.subject, ''];
  if (c.greeting) out.push(c.greeting, '');
  for (const para of c.paragraphs) out.push(para, '');
  if (c.quote) out.push(`${c.quote.label}:`, ...c.quote.text.split(/\r\n|\r|\n/).map((l) => `> ${l}`), '');
  if (c.checklist) out.push(`${c.checklist.title}:`, ...c.checklist.items.map((i) => `- ${i}`), '', c.checklist.note, '');
  if (c.highlight) out.push(c.highlight.lead, c.highlight.link.url, '');
  if (c.details.length) {
    for (const [label, value] of c.details) out.push(`${label}: ${value}`);
    out.push('');
  }
  out.push(`${c.action.label}: ${c.action.url}`);
  for (const l of c.more) out.push(`${l.label}: ${l.url}`);
  out.push('', '--', `${BRAND} · ${c.footer}`);
  return `${out.join('\n')}\n`;
}

function finish(c: Content): RenderedNotification {
  return { subject: c.subject, summary: c.summary, text: toText(c), html: toHtml(c), link: c.action.url, attachments: c.attachments };
}

/** At most n characters (by code point), with an ellipsis. */
function excerpt(s: string, n: number): string {
  const one = s.replace(/\s+/g, ' ').trim();
  const chars = [...one];
  return chars.length <= n ? one : `${chars.slice(0, n - 1).join('').trimEnd()}…`;
}

// ---------------------------------------------------------------------------------------------
// Clients

function wonFor(locale: NotificationLocale, amount: unknown): string {
  return locale === 'ko' ? formatWonKorean(num(amount)) : formatWon(num(amount));
}

/** The lawyer's name in the reader's language: Korean for ko, else English falling back to Korean. */
function lawyerName(locale: NotificationLocale, ko: unknown, en: unknown): string {
  return locale === 'ko' ? str(ko) || str(en) : str(en) || str(ko);
}

interface ClientCtx {
  locale: NotificationLocale;
  T: ClientTexts;
  base: string;
  opts: RenderOptions;
  now: Date;
}

/** What to prepare for this booking's kind of consultation, in the reader's language. */
function preparationFor(ctx: ClientCtx, p: BookingParams): Content['checklist'] {
  const P = PREPARATION_TEXTS[ctx.locale];
  return { title: P.title, items: preparationChecklist(str(p.consultation_type)).map((k) => P.items[k]), note: P.note };
}

function bookingView(ctx: ClientCtx, p: BookingParams): BookingView & { plainLawyer: string } {
  const name = lawyerName(ctx.locale, p.lawyer_name_ko, p.lawyer_name_en);
  return {
    lawyer: name ? ctx.T.lawyerInText(name) : ctx.T.lawyerFallback,
    plainLawyer: name || ctx.T.lawyerFallback,
    date: dateLabel(str(p.booking_date), ctx.T.tag),
    time: hhmm(p.booking_time),
    amount: wonFor(ctx.locale, p.fee_amount),
    minutes: num(p.duration_minutes),
  };
}

/** Lawyer, KST date and time, the reader's own time (when known and different), length, amount, type. */
function bookingDetails(ctx: ClientCtx, p: BookingParams, b: ReturnType<typeof bookingView>, withAmount = true): [string, string][] {
  const { T } = ctx;
  const rows: [string, string][] = [[T.label.lawyer, b.plainLawyer], [T.label.when, T.kstWhen(b.date, b.time)]];
  const tz = validTimeZone(ctx.opts.timeZone);
  const start = startOf(p);
  if (tz && start) {
    const local = inZone(start, tz, T.tag);
    const kst = inZone(start, KST, T.tag);
    if (local.key !== kst.key) rows.push([T.label.yourTime, T.localWhen(local.date, local.time, local.zone)]);
  }
  rows.push([T.label.duration, T.minutes(b.minutes)]);
  const language = consultationLanguageLabel(p, T.tag, T.interpreted);
  if (language) rows.push([T.label.language, language]);
  if (withAmount) rows.push([T.label.amount, b.amount]);
  rows.push([T.label.type, str(p.consultation_type) || T.defaultType]);
  return rows;
}

function bookingLink(ctx: ClientCtx, p: BookingParams): string {
  return `${ctx.base}/client/bookings?booking=${encodeURIComponent(str(p.booking_id))}`;
}

/**
 * Where the consultation happens: an external link an administrator set takes precedence; otherwise
 * the booking's own room in the product (`/room/<id>`, issue 17), which every paid booking has.
 */
function meetingUrl(ctx: ClientCtx, p: BookingParams): string | null {
  const external = safeHttpUrl(p.meeting_link);
  if (external) return external;
  return p.payment_status === 'paid' && str(p.booking_id) ? `${ctx.base}/room/${encodeURIComponent(str(p.booking_id))}` : null;
}

function meetingHighlight(ctx: ClientCtx, p: BookingParams): Content['highlight'] {
  const url = meetingUrl(ctx, p);
  return url ? { lead: ctx.T.linkNow, link: { label: ctx.T.action.join, url } } : undefined;
}

/** The .ics description's language line, when the booking carries one. */
function languageLine(label: string, language: string | null): string[] {
  return language ? [`${label}: ${language}`] : [];
}

function icsFor(ctx: ClientCtx, p: BookingParams, b: ReturnType<typeof bookingView>, sequence: number, status: 'TENTATIVE' | 'CONFIRMED'): RenderedNotification['attachments'] {
  const start = startOf(p);
  if (!start) return [];
  const minutes = b.minutes > 0 ? b.minutes : 20;
  const meeting = meetingUrl(ctx, p);
  const link = bookingLink(ctx, p);
  const summary = ctx.T.icsTitle(b.lawyer);
  const description = [
    `${ctx.T.label.lawyer}: ${b.plainLawyer}`,
    `${ctx.T.label.when}: ${ctx.T.kstWhen(b.date, b.time)}`,
    `${ctx.T.label.duration}: ${ctx.T.minutes(minutes)}`,
    ...languageLine(ctx.T.label.language, consultationLanguageLabel(p, ctx.T.tag, ctx.T.interpreted)),
    meeting ? `${ctx.T.label.meeting}: ${meeting}` : ctx.T.linkLater,
    `${ctx.T.action.booking}: ${link}`,
  ].join('\n');
  const content = buildIcs({
    uid: bookingIcsUid(str(p.booking_id), ctx.opts.siteUrl),
    start,
    end: new Date(start.getTime() + minutes * 60_000),
    summary,
    description,
    url: link,
    location: meeting ?? ctx.T.defaultType,
    sequence,
    status,
    now: ctx.now,
  });
  const date = str(p.booking_date).slice(0, 10) || 'booking';
  return [{ filename: `k-legal-consultation-${date}-${hhmm(p.booking_time).replace(':', '')}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content }];
}

const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;

/**
 * The .ics SEQUENCE of a booking message: the shared rule (bookingIcsSequence, the lawyer's feed's
 * too) applied to the booking as it was when the event happened. A message queued before the params
 * carried the status reads as `fallback` with no moves (what those messages always meant).
 */
function icsSequenceOf(p: BookingParams, fallback: (typeof BOOKING_STATUSES)[number]): number {
  const status = (BOOKING_STATUSES as readonly string[]).includes(str(p.status)) ? (str(p.status) as (typeof BOOKING_STATUSES)[number]) : fallback;
  return bookingIcsSequence({ status, meeting_link: str(p.meeting_link) || null, reschedule_count: num(p.reschedule_count) });
}

function base(ctx: ClientCtx, greetingName: string | null): Pick<Content, 'lang' | 'greeting' | 'buttonHelp' | 'footer' | 'attachments' | 'more' | 'details' | 'paragraphs'> {
  return {
    lang: ctx.T.htmlLang,
    greeting: ctx.T.greeting(greetingName || null),
    buttonHelp: ctx.T.buttonHelp,
    footer: ctx.T.footer,
    attachments: [],
    more: [],
    details: [],
    paragraphs: [],
  };
}

function renderBooking(kind: ClientKind, ctx: ClientCtx, p: BookingParams): Content {
  const { T } = ctx;
  const b = bookingView(ctx, p);
  const link = bookingLink(ctx, p);
  const c = { ...base(ctx, str(p.client_name)), details: bookingDetails(ctx, p, b) };
  const view: Link = { label: T.action.booking, url: link };
  const bookAgain: Link = { label: T.action.bookAgain, url: `${ctx.base}/booking${str(p.lawyer_id) ? `?lawyer=${encodeURIComponent(str(p.lawyer_id))}` : ''}` };
  switch (kind) {
    case 'booking_held': {
      const expires = validDate(p.hold_expires_at);
      const until = expires ? inZone(expires, KST, T.tag) : null;
      const left = expires ? Math.ceil((expires.getTime() - ctx.now.getTime()) / 60_000) : 0;
      const untilText = until ? until.time : b.time;
      if (until) c.details.splice(2, 0, [T.label.payBy, T.kstWhen(until.date, until.time)]);
      if (until && left > 0) {
        return { ...c, subject: T.held.subject(b), summary: T.held.summary(b, untilText), paragraphs: [T.held.body(b, untilText, T.held.left(left))], action: { label: T.action.pay, url: link } };
      }
      return { ...c, subject: T.held.subject(b), summary: T.held.over, paragraphs: [T.held.over], action: view, more: [bookAgain] };
    }
    case 'booking_paid': {
      const checkup: Link = { label: T.action.checkup, url: `${ctx.base}/free-checkup?booking=${encodeURIComponent(str(p.booking_id))}` };
      return {
        ...c,
        subject: T.paid.subject(b),
        summary: T.paid.summary(b),
        paragraphs: [T.paid.body(b), ...(meetingUrl(ctx, p) ? [] : [T.linkLater]), T.paid.checkup, T.calendar],
        checklist: preparationFor(ctx, p),
        highlight: meetingHighlight(ctx, p),
        action: view,
        more: [checkup],
        attachments: icsFor(ctx, p, b, icsSequenceOf(p, 'pending'), 'TENTATIVE'),
      };
    }
    case 'booking_confirmed':
      return {
        ...c,
        subject: T.confirmed.subject(b),
        summary: T.confirmed.summary(b),
        paragraphs: [T.confirmed.body(b), ...(meetingUrl(ctx, p) ? [] : [T.linkLater]), T.calendar],
        highlight: meetingHighlight(ctx, p),
        action: view,
        attachments: icsFor(ctx, p, b, icsSequenceOf(p, 'confirmed'), 'CONFIRMED'),
      };
    case 'booking_rescheduled': {
      // the new time, as a calendar update of the same event (same UID, higher SEQUENCE)
      const r = p as RescheduleParams;
      const before = T.kstWhen(dateLabel(str(r.previous_date), T.tag), hhmm(r.previous_time));
      c.details.splice(2, 0, [T.label.previous, before]);
      return {
        ...c,
        subject: T.rescheduled.subject(b),
        summary: T.rescheduled.summary(b, before),
        paragraphs: [T.rescheduled.body(b, before), T.rescheduled.waiting(b), T.calendar],
        highlight: meetingHighlight(ctx, p),
        action: view,
        attachments: icsFor(ctx, p, b, icsSequenceOf(p, 'pending'), 'TENTATIVE'),
      };
    }
    case 'meeting_link': {
      const highlight = meetingHighlight(ctx, p);
      return {
        ...c,
        details: bookingDetails(ctx, p, b, false),
        subject: T.meeting.subject(b),
        summary: T.meeting.summary(b),
        paragraphs: [T.meeting.body(b), ...(highlight ? [T.calendar] : [])],
        highlight,
        action: view,
        attachments: highlight ? icsFor(ctx, p, b, icsSequenceOf(p, 'confirmed'), p.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED') : [],
      };
    }
    case 'reminder_24h':
    case 'reminder_1h': {
      const r = kind === 'reminder_24h' ? T.reminder24 : T.reminder1;
      const highlight = meetingHighlight(ctx, p);
      return {
        ...c,
        details: bookingDetails(ctx, p, b, false),
        subject: r.subject(b),
        summary: r.summary(b),
        paragraphs: [T.reminderBody(b), ...(highlight ? [] : [T.linkLater])],
        highlight,
        action: view,
      };
    }
    case 'booking_cancelled': {
      const by = p.cancelled_by === 'client' ? T.cancelled.byClient(b) : p.cancelled_by === 'lawyer' ? T.cancelled.byLawyer(b) : T.cancelled.byOther(b);
      const refunded = p.refunded === true || p.payment_status === 'refunded';
      const money = refunded ? [T.cancelled.refund(b)] : p.payment_status === 'pending' ? [T.cancelled.noPayment] : [];
      return {
        ...c,
        subject: T.cancelled.subject(b),
        summary: `${T.cancelled.summary(b)}${refunded ? ` ${T.cancelled.refundShort(b)}` : ''}`,
        paragraphs: [by, ...money],
        action: view,
        more: [bookAgain],
      };
    }
    case 'booking_refunded':
      return { ...c, subject: T.refunded.subject(b), summary: T.refunded.summary(b), paragraphs: [T.refunded.body(b)], action: view };
    case 'late_payment_refunded':
      return { ...c, details: bookingDetails(ctx, p, b, false), subject: T.lateRefund.subject(b), summary: T.lateRefund.summary(b), paragraphs: [T.lateRefund.body(b)], action: view, more: [bookAgain] };
    case 'booking_expired':
      return { ...c, details: bookingDetails(ctx, p, b, false), subject: T.expired.subject(b), summary: T.expired.summary(b), paragraphs: [T.expired.body(b)], action: view, more: [bookAgain] };
    default:
      throw new Error(`not a booking kind: ${kind}`);
  }
}

function renderCoupon(ctx: ClientCtx, p: CouponParams): Content {
  const { T, locale } = ctx;
  const name = (locale === 'ko' ? str(p.coupon_name_ko) || str(p.coupon_name_en) : str(p.coupon_name_en) || str(p.coupon_name_ko)) || T.label.coupon;
  const discount = p.discount_type === 'percentage' ? T.percentOff(String(num(p.discount_value))) : T.wonOff(wonFor(locale, p.discount_value));
  const lawyer = str(p.lawyer_id) ? lawyerName(locale, p.lawyer_name_ko, p.lawyer_name_en) || T.lawyerFallback : null;
  const details: [string, string][] = [[T.label.coupon, name], [T.label.discount, discount]];
  if (p.discount_type === 'percentage' && num(p.max_discount) > 0) details.push([T.label.maxDiscount, wonFor(locale, p.max_discount)]);
  if (num(p.min_amount) > 0) details.push([T.label.minAmount, wonFor(locale, p.min_amount)]);
  const until = validDate(p.valid_until);
  if (until) details.push([T.label.validUntil, inZone(until, KST, T.tag).date]);
  if (lawyer) details.push([T.label.from, lawyer]);
  const inText = lawyer && lawyer !== T.lawyerFallback ? T.lawyerInText(lawyer) : T.lawyerFallback;
  return {
    ...base(ctx, null),
    details,
    subject: T.coupon.subject(name),
    summary: lawyer ? T.coupon.summaryFrom(name, discount, inText) : T.coupon.summary(name, discount),
    paragraphs: [lawyer ? T.coupon.bodyFrom(inText) : T.coupon.body],
    action: lawyer ? { label: T.action.bookmarks, url: `${ctx.base}/client/bookmarks` } : { label: T.action.coupons, url: `${ctx.base}/client/coupons` },
  };
}

function renderLawyerMessage(ctx: ClientCtx, p: LawyerMessageParams): Content {
  const { T, locale } = ctx;
  const name = lawyerName(locale, p.lawyer_name_ko, p.lawyer_name_en);
  const inText = name ? T.lawyerInText(name) : T.lawyerFallback;
  const message = str(p.message) || '—';
  return {
    ...base(ctx, null),
    subject: T.message.subject(inText),
    summary: T.message.summary(inText, excerpt(message, 80)),
    paragraphs: [T.message.body(inText)],
    quote: { label: T.label.message, text: message },
    action: { label: T.action.bookmarks, url: `${ctx.base}/client/bookmarks` },
  };
}

/** The lawyer wrote (version 1) or corrected the follow-up: the booking and a link to it, never the text (it is read in the portal, translated). */
function renderFollowUp(ctx: ClientCtx, p: FollowUpParams): Content {
  const { T } = ctx;
  const b = bookingView(ctx, p);
  const corrected = num(p.version) > 1;
  return {
    ...base(ctx, str(p.client_name)),
    details: bookingDetails(ctx, p, b, false),
    subject: corrected ? T.followUp.correctedSubject(b) : T.followUp.subject(b),
    summary: corrected ? T.followUp.correctedSummary(b) : T.followUp.summary(b),
    paragraphs: [T.followUp.body(b)],
    action: { label: T.followUp.action, url: bookingLink(ctx, p) },
  };
}

const CHECKUP_STATUSES: readonly CheckupStatus[] = ['pending', 'reviewed', 'contacted', 'completed'];
const checkupStatus = (v: unknown): CheckupStatus => (CHECKUP_STATUSES.includes(v as CheckupStatus) ? (v as CheckupStatus) : 'pending');

function renderCheckup(kind: 'checkup_received' | 'checkup_status', ctx: ClientCtx, p: CheckupParams): Content {
  const { T } = ctx;
  const category = str(p.category) || '—';
  const status = checkupStatus(p.status);
  const statusName = T.checkup.statusName[status];
  const details: [string, string][] = [[T.label.category, category], [T.label.status, statusName]];
  const sent = validDate(p.created_at);
  if (sent) details.push([T.label.sent, inZone(sent, KST, T.tag).date]);
  const action: Link = { label: T.action.checkupPage, url: `${ctx.base}/free-checkup` };
  const c = { ...base(ctx, str(p.name)), details, action };
  if (kind === 'checkup_received') {
    return {
      ...c,
      subject: T.checkup.receivedSubject,
      summary: T.checkup.receivedSummary(category),
      paragraphs: [T.checkup.receivedBody, ...(p.is_urgent === true ? [T.checkup.urgent] : [])],
    };
  }
  return { ...c, subject: T.checkup.statusSubject(statusName), summary: T.checkup.statusSummary(category, statusName), paragraphs: [T.checkup.statusBody[status]] };
}

// ---------------------------------------------------------------------------------------------
// Lawyers and administrators (Korean; the wording of the lawyer portal and the console)

const KO_STAFF = {
  lang: 'ko',
  tag: 'ko-KR',
  footer: 'K-Legal에서 자동으로 보내드리는 메일입니다. 이 메일에 회신하셔도 확인되지 않습니다.',
  buttonHelp: '버튼이 작동하지 않으면 아래 주소를 브라우저에 붙여 넣어 주세요.',
  defaultClient: '의뢰인',
  defaultType: '일반 상담',
  checkupStatus: { pending: '대기중', reviewed: '검토완료', contacted: '연락완료', completed: '처리완료' } as Record<CheckupStatus, string>,
};

function staffBase(greeting: string | null): Pick<Content, 'lang' | 'greeting' | 'buttonHelp' | 'footer' | 'attachments' | 'more' | 'details' | 'paragraphs'> {
  return { lang: KO_STAFF.lang, greeting, buttonHelp: KO_STAFF.buttonHelp, footer: KO_STAFF.footer, attachments: [], more: [], details: [], paragraphs: [] };
}

const lawyerGreeting = (ko: unknown, en: unknown) => {
  const name = str(ko) || str(en);
  return name ? `${name} 변호사님, 안녕하세요.` : '변호사님, 안녕하세요.';
};

function renderLawyerBooking(kind: 'lawyer_new_booking' | 'lawyer_booking_cancelled' | 'lawyer_booking_rescheduled' | 'lawyer_reminder_1h', base: string, p: BookingParams): Content {
  const client = str(p.client_name) || KO_STAFF.defaultClient;
  const date = dateLabel(str(p.booking_date), KO_STAFF.tag);
  const time = hhmm(p.booking_time);
  const when = `${date} ${time} (KST)`;
  const details: [string, string][] = [
    ['의뢰인', client],
    ['일시', when],
    ['상담 시간', `${num(p.duration_minutes)}분`],
    ['상담 유형', str(p.consultation_type) || KO_STAFF.defaultType],
    ['상담료', formatWonKorean(num(p.fee_amount))],
  ];
  const language = consultationLanguageKo(p);
  if (language) details.splice(3, 0, ['상담 언어', language]);
  const c = { ...staffBase(lawyerGreeting(p.lawyer_name_ko, p.lawyer_name_en)), details, action: { label: '예약 관리', url: `${base}/lawyer/bookings` } };
  const meeting = safeHttpUrl(p.meeting_link);
  if (kind === 'lawyer_new_booking') {
    return {
      ...c,
      subject: `새 예약: ${client} · ${date} ${time}`,
      summary: `새 예약이 도착했습니다. ${client} · ${date} ${time} (KST), ${num(p.duration_minutes)}분`,
      paragraphs: ['새 예약이 도착했습니다.', `${client}님이 ${when} 상담을 예약하고 결제를 마쳤습니다. 예약 관리에서 승인해 주세요.`],
    };
  }
  if (kind === 'lawyer_booking_rescheduled') {
    const r = p as RescheduleParams;
    const before = `${dateLabel(str(r.previous_date), KO_STAFF.tag)} ${hhmm(r.previous_time)} (KST)`;
    details.splice(2, 0, ['변경 전 일시', before]);
    return {
      ...c,
      subject: `예약 변경: ${client} · ${date} ${time}`,
      summary: `${client}님이 예약을 ${before}에서 ${when}로 변경했습니다. 새 일시를 승인해 주세요.`,
      paragraphs: [
        `${client}님이 ${before} 상담 예약을 ${when}로 변경했습니다.`,
        '변경된 예약은 승인 대기 상태입니다. 예약 관리에서 새 일시를 승인해 주세요. 결제는 그대로 유지됩니다.',
        '상담 일정을 캘린더로 구독 중이시면 다음 동기화 때 새 일시로 바뀝니다.',
      ],
    };
  }
  if (kind === 'lawyer_booking_cancelled') {
    const by = p.cancelled_by === 'client' ? '의뢰인이 예약을 취소했습니다.' : p.cancelled_by === 'lawyer' ? '변호사님이 예약을 취소했습니다.' : '예약이 취소되었습니다.';
    const refunded = p.payment_status === 'refunded' ? ['결제 금액은 의뢰인에게 전액 환불되었습니다.'] : [];
    return {
      ...c,
      subject: `예약 취소: ${client} · ${date} ${time}`,
      summary: `${client}님의 ${date} ${time} (KST) 예약이 취소되었습니다.`,
      paragraphs: [`${client}님의 ${when} 상담 예약이 취소되었습니다. ${by}`, ...refunded, '해당 시간은 다시 예약을 받을 수 있습니다.'],
    };
  }
  return {
    ...c,
    subject: `1시간 후 상담: ${client} · ${time}`,
    summary: `1시간 후 ${client}님과의 상담이 시작됩니다 (${time} KST).`,
    paragraphs: [`${when}에 ${client}님과의 상담(${num(p.duration_minutes)}분)이 시작됩니다.`, ...(meeting ? [] : ['상담 링크가 아직 등록되지 않았습니다.'])],
    highlight: meeting ? { lead: '예약한 시간에 아래 링크로 온라인 상담에 참여해 주세요.', link: { label: '온라인 상담 참여', url: meeting } } : undefined,
  };
}

function renderLawyerAccount(kind: 'lawyer_approved' | 'lawyer_rejected', base: string, p: LawyerAccountParams): Content {
  const c = { ...staffBase(lawyerGreeting(p.lawyer_name_ko, p.lawyer_name_en)), action: { label: '대시보드로 이동', url: `${base}/lawyer/dashboard` } };
  if (kind === 'lawyer_approved') {
    return {
      ...c,
      subject: '변호사 계정이 승인되었습니다',
      summary: '변호사 계정이 승인되었습니다. 이제 사이트에 프로필이 공개되고 예약을 받을 수 있습니다.',
      paragraphs: ['K-Legal 변호사 계정이 승인되었습니다.', '이제 사이트의 변호사 목록에 프로필이 공개되고 상담 예약을 받을 수 있습니다. 프로필과 상담료를 확인해 주세요.'],
    };
  }
  if (p.was_approved === true) {
    return {
      ...c,
      subject: '변호사 계정 승인이 취소되었습니다',
      summary: '변호사 계정 승인이 취소되어 프로필이 사이트에 더 이상 공개되지 않습니다.',
      paragraphs: ['K-Legal 변호사 계정의 승인이 취소되었습니다.', '프로필이 사이트에 더 이상 공개되지 않으며 새 예약을 받을 수 없습니다. 자세한 내용은 운영팀에 문의해 주세요.'],
    };
  }
  return {
    ...c,
    subject: '변호사 가입 신청이 승인되지 않았습니다',
    summary: '변호사 가입 신청이 승인되지 않았습니다.',
    paragraphs: ['K-Legal 변호사 가입 신청을 검토한 결과 승인되지 않았습니다.', '자격 정보나 자격증 파일을 확인해 주시고, 자세한 내용은 운영팀에 문의해 주세요.'],
  };
}

/** A KST calendar date 'YYYY-MM-DD' as '2026. 11. 30.' (no weekday: a period reads as two dates). */
function koDay(v: unknown): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(str(v));
  if (!m) return str(v) || '—';
  return new Intl.DateTimeFormat(KO_STAFF.tag, { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' }).format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}

/**
 * '****1234': at most the last 4 digits of whatever arrives, so that no message can ever carry a
 * full account number (the database passes the last 4 only; this holds even if it did not).
 */
function maskedAccount(v: unknown): string {
  const digits = str(v).replace(/\D/g, '').slice(-4);
  return digits ? `****${digits}` : '—';
}

function bankName(name: unknown, code: unknown): string {
  return str(name) || (str(code) ? `은행 코드 ${str(code)}` : '—');
}

/** The portal's 정산 page (/lawyer/settlement), opened on a statement's lines when one is named. */
function settlementUrl(base: string, statementId?: unknown): string {
  const id = str(statementId);
  return `${base}/lawyer/settlement${id ? `?statement=${encodeURIComponent(id)}` : ''}`;
}

// The messages open the statement on the portal's 정산 page, where each line can be checked.
function renderLawyerSettlement(kind: 'lawyer_settlement_closed' | 'lawyer_settlement_paid', base: string, p: SettlementStatementParams): Content {
  const period = `${koDay(p.period_start)} ~ ${koDay(p.period_end)}`;
  const count = Math.max(0, Math.trunc(num(p.entry_count)));
  const payout = formatWonKorean(num(p.payout_amount));
  const c = { ...staffBase(lawyerGreeting(p.lawyer_name_ko, p.lawyer_name_en)), action: { label: '정산서 보기', url: settlementUrl(base, p.statement_id) } };
  if (kind === 'lawyer_settlement_closed') {
    const details: [string, string][] = [['정산 기간', period], ['정산 건수', `${count}건`]];
    if (num(p.opening_balance) < 0) details.push(['이월 잔액', formatWonKorean(num(p.opening_balance))]);
    details.push(['정산 금액', formatWonKorean(num(p.net_total))], ['지급 예정 금액', payout]);
    const money = num(p.payout_amount) > 0
      ? `지급 예정 금액은 ${payout}이며, 등록하신 정산 계좌로 지급됩니다.`
      : num(p.closing_balance) < 0
        ? '이번 정산서에는 지급할 금액이 없습니다. 마이너스 잔액은 다음 정산서로 이월됩니다.'
        : '이번 정산서에는 지급할 금액이 없습니다.';
    return {
      ...c,
      details,
      subject: `정산서 마감: ${period}`,
      summary: `${period} 정산서가 마감되었습니다. 정산 금액 ${formatWonKorean(num(p.net_total))} (${count}건).`,
      paragraphs: [`${period} 정산 기간이 마감되어 정산서가 확정되었습니다.`, money, '정산 내역은 변호사 포털에서 건별로 확인하실 수 있습니다.'],
    };
  }
  const reference = str(p.transfer_reference) || '—';
  const details: [string, string][] = [['정산 기간', period], ['지급 금액', payout], ['이체 참조 번호', reference]];
  const paid = validDate(p.paid_at);
  if (paid) {
    const k = inZone(paid, KST, KO_STAFF.tag);
    details.push(['지급일', `${k.date} ${k.time} (KST)`]);
  }
  return {
    ...c,
    details,
    subject: `정산금 지급 완료: ${payout}`,
    summary: `${period} 정산금 ${payout}이 지급되었습니다 (이체 참조 번호 ${reference}).`,
    paragraphs: [`${period} 정산서의 정산금 ${payout}이 등록하신 정산 계좌로 지급되었습니다.`, '입금이 확인되지 않으면 이체 참조 번호와 함께 운영팀에 문의해 주세요.'],
  };
}

// The account-takeover defence: the lawyer hears of every change to where their money goes.
function renderSettlementAccount(base: string, p: SettlementAccountParams): Content {
  const first = !str(p.previous_bank_code) && !str(p.previous_account_last4);
  const verb = first ? '등록' : '변경';
  const bank = bankName(p.bank_name, p.bank_code);
  const account = maskedAccount(p.account_last4);
  const details: [string, string][] = [['은행', bank], ['계좌번호', account], ['예금주', str(p.holder_name) || '—']];
  if (!first) details.push(['이전 계좌', `${bankName(p.previous_bank_name, p.previous_bank_code)} ${maskedAccount(p.previous_account_last4)}`]);
  const at = validDate(p.changed_at);
  if (at) {
    const k = inZone(at, KST, KO_STAFF.tag);
    details.push([`${verb} 일시`, `${k.date} ${k.time} (KST)`]);
  }
  return {
    ...staffBase(lawyerGreeting(p.lawyer_name_ko, p.lawyer_name_en)),
    details,
    subject: `정산 계좌가 ${verb}되었습니다`,
    summary: `정산 계좌가 ${bank} ${account}(으)로 ${verb}되었습니다. 본인이 하지 않았다면 즉시 운영팀에 문의해 주세요.`,
    paragraphs: [
      `K-Legal 정산 계좌가 ${bank} 계좌 ${account}(으)로 ${verb}되었습니다. 앞으로 정산금은 이 계좌로 지급됩니다.`,
      `본인이 ${verb}하지 않았다면 다른 사람이 계정에 접근했을 수 있습니다. 즉시 비밀번호를 변경하고 운영팀에 문의해 주세요.`,
    ],
    action: { label: '정산 계좌 확인', url: settlementUrl(base) },
  };
}

const LANGUAGE_LEVELS_KO: Record<string, string> = { native: '원어민 수준', fluent: '유창함', working: '업무 가능' };

function renderLanguageReview(kind: 'lawyer_language_verified' | 'lawyer_language_rejected', base: string, p: LanguageReviewParams): Content {
  const language = str(p.language_name_ko) || str(p.language_id) || '언어';
  const level = LANGUAGE_LEVELS_KO[str(p.level)] ?? str(p.level);
  const note = str(p.note);
  const c = {
    ...staffBase(lawyerGreeting(p.lawyer_name_ko, p.lawyer_name_en)),
    details: [['언어', language], ['수준', level || '—']] as [string, string][],
    quote: note ? { label: '운영팀 메모', text: note } : undefined,
    action: { label: '프로필 확인', url: `${base}/lawyer/profile` },
  };
  if (kind === 'lawyer_language_verified') {
    return {
      ...c,
      subject: `${language} 능력이 인증되었습니다`,
      summary: `${language}(${level}) 능력이 인증되어 프로필에 '인증됨' 표시가 붙습니다.`,
      paragraphs: [`인터뷰 결과 ${language}(${level}) 능력이 인증되었습니다.`, "사이트의 프로필과 변호사 목록에서 이 언어에 '인증됨' 표시가 보입니다. 수준을 바꾸면 인증이 해제되고 다시 확인을 받아야 합니다."],
    };
  }
  return {
    ...c,
    subject: `${language} 능력이 인증되지 않았습니다`,
    summary: `${language}(${level}) 능력 인증이 거절되었습니다. 운영팀 메모를 확인해 주세요.`,
    paragraphs: [`인터뷰 결과 ${language}(${level}) 능력은 인증되지 않았습니다.`, '신고한 언어는 인증 표시 없이 프로필에 그대로 보입니다. 수준을 조정하면 다시 확인을 받을 수 있습니다.'],
  };
}

/** /admin/free-checkups listing the urgent requests (the console's list filter in the URL). */
function adminCheckupsUrl(base: string): string {
  return `${base}/admin/free-checkups?filter=${encodeURIComponent(JSON.stringify({ is_urgent: true }))}`;
}

const PAYMENT_OUTCOMES_KO: Record<string, string> = {
  amount_mismatch: '결제 금액 불일치 (환불 진행)',
  late_payment_refunded: '예약 만료 후 결제 (환불 진행)',
  double_payment: '중복 결제 (환불 진행)',
  unknown_booking: '알 수 없는 예약의 결제 (환불 진행)',
  refund_failed: '환불 실패',
  external_refund: '요청하지 않은 환불',
  unknown_charge: '알 수 없는 결제의 환불',
  partial_refund: '부분 환불',
  payout_failed: '정산 지급 실패',
};

function renderAdmin(kind: 'admin_lawyer_pending' | 'admin_urgent_checkup' | 'admin_delivery_failed' | 'admin_payment_attention', base: string, params: unknown): Content {
  const c = staffBase('관리자님, 안녕하세요.');
  if (kind === 'admin_payment_attention') {
    const p = params as PaymentAttentionParams;
    const what = PAYMENT_OUTCOMES_KO[str(p.outcome)] ?? (str(p.outcome) || '—');
    const details: [string, string][] = [['내용', what], ['이벤트', `${str(p.event_type) || '—'} (${str(p.event_id) || '—'})`]];
    if (p.amount !== null && p.amount !== undefined) details.push(['금액', `${num(p.amount).toLocaleString('ko-KR')} ${str(p.currency)}`.trim()]);
    if (str(p.transaction_id)) details.push(['거래 ID', str(p.transaction_id)]);
    if (str(p.booking_id)) details.push(['예약 ID', str(p.booking_id)]);
    return {
      ...c,
      details,
      subject: `결제 확인 필요: ${what}`,
      summary: `결제 이벤트에 확인이 필요합니다: ${what}.`,
      // a failed payout is the platform's own event (provider settlement), not the payment provider's
      paragraphs: [
        str(p.outcome) === 'payout_failed'
          ? `변호사 정산금 지급이 실패로 표시되었습니다: ${what}. 관리자 콘솔의 결제 이벤트에서 내용을 확인하고, 정산 계좌를 확인해 다시 지급한 뒤 '확인 완료'로 표시해 주세요.`
          : `결제 대행사(Stripe)에서 받은 이벤트 중 관리자의 확인이 필요한 건이 있습니다: ${what}. 관리자 콘솔의 결제 이벤트에서 내용을 확인하고 처리 후 '확인 완료'로 표시해 주세요.`,
      ],
      action: { label: '결제 이벤트 보기', url: `${base}/admin/payment_events` },
    };
  }
  if (kind === 'admin_lawyer_pending') {
    const p = params as LawyerAccountParams;
    const name = str(p.lawyer_name_ko) || str(p.lawyer_name_en) || '새 변호사';
    const details: [string, string][] = [['이름', name]];
    if (str(p.lawyer_name_en) && str(p.lawyer_name_ko)) details.push(['영문 이름', str(p.lawyer_name_en)]);
    return {
      ...c,
      details,
      subject: `변호사 승인 대기: ${name}`,
      summary: `${name} 변호사가 가입하여 승인을 기다리고 있습니다.`,
      paragraphs: [`${name} 변호사가 가입하여 승인을 기다리고 있습니다. 자격증을 확인한 뒤 승인 여부를 결정해 주세요.`],
      action: { label: '변호사 상세 보기', url: `${base}/admin/lawyers/${encodeURIComponent(str(p.lawyer_id))}/show` },
    };
  }
  if (kind === 'admin_urgent_checkup') {
    const p = params as CheckupParams;
    const name = str(p.name) || '신청자';
    const category = str(p.category) || '—';
    const details: [string, string][] = [['이름', name], ['법률 분야', category], ['상태', KO_STAFF.checkupStatus[checkupStatus(p.status)]]];
    const sent = validDate(p.created_at);
    if (sent) {
      const k = inZone(sent, KST, KO_STAFF.tag);
      details.push(['신청일', `${k.date} ${k.time}`]);
    }
    return {
      ...c,
      details,
      subject: `긴급 무료 상담 신청: ${category}`,
      summary: `${name}님이 긴급 무료 상담을 신청했습니다 (${category}).`,
      paragraphs: [`${name}님이 긴급으로 표시한 무료 상담 신청이 접수되었습니다. 신청자에게는 24시간 이내에 연락드린다고 안내했습니다.`],
      action: { label: '무료 상담 신청 관리', url: adminCheckupsUrl(base) },
    };
  }
  const p = params as DeliveryFailedParams;
  const what = str(p.kind) || '—';
  return {
    ...c,
    details: [['알림 종류', what], ['시도 횟수', `${num(p.attempts)}회`], ['오류', str(p.error) || '—'], ['메시지 ID', str(p.outbox_id) || '—']],
    subject: `알림 메일 발송 실패: ${what}`,
    summary: `알림 메일(${what})을 ${num(p.attempts)}회 시도했지만 보내지 못했습니다.`,
    paragraphs: [`알림 메일(${what})을 ${num(p.attempts)}회 보내려 했지만 실패하여 재시도를 중단했습니다. 메일 서버 설정(SMTP_URL)과 수신 주소를 확인해 주세요.`],
    action: { label: '관리자 콘솔 열기', url: `${base}/admin` },
  };
}

// ---------------------------------------------------------------------------------------------
// Entry point

export function isNotificationKind(v: unknown): v is NotificationKind {
  return typeof v === 'string' && ((CLIENT_KINDS as readonly string[]).includes(v) || (LAWYER_KINDS as readonly string[]).includes(v) || (ADMIN_KINDS as readonly string[]).includes(v));
}

export function isNotificationLocale(v: unknown): v is NotificationLocale {
  return typeof v === 'string' && (NOTIFICATION_LOCALES as readonly string[]).includes(v);
}

/**
 * The message of one event for one reader. Clients read it in `locale` (an unknown locale reads
 * English); lawyers and administrators in Korean. Throws on an unknown kind.
 */
export function renderNotification<K extends NotificationKind>(kind: K, locale: NotificationLocale, params: NotificationParams[K], opts: RenderOptions): RenderedNotification {
  const base = siteBase(opts.siteUrl);
  const p = (params ?? {}) as never;
  switch (kind) {
    case 'lawyer_new_booking':
    case 'lawyer_booking_cancelled':
    case 'lawyer_booking_rescheduled':
    case 'lawyer_reminder_1h':
      return finish(renderLawyerBooking(kind, base, p));
    case 'lawyer_approved':
    case 'lawyer_rejected':
      return finish(renderLawyerAccount(kind, base, p));
    case 'lawyer_settlement_closed':
    case 'lawyer_settlement_paid':
      return finish(renderLawyerSettlement(kind, base, p));
    case 'lawyer_settlement_account_changed':
      return finish(renderSettlementAccount(base, p));
    case 'lawyer_language_verified':
    case 'lawyer_language_rejected':
      return finish(renderLanguageReview(kind, base, p));
    case 'admin_lawyer_pending':
    case 'admin_urgent_checkup':
    case 'admin_delivery_failed':
    case 'admin_payment_attention':
      return finish(renderAdmin(kind, base, p));
    default:
      break;
  }
  const loc: NotificationLocale = isNotificationLocale(locale) ? locale : 'en';
  const ctx: ClientCtx = { locale: loc, T: CLIENT_TEXTS[loc], base, opts, now: opts.now ?? new Date() };
  switch (kind as ClientKind) {
    case 'booking_held':
    case 'booking_paid':
    case 'booking_confirmed':
    case 'booking_rescheduled':
    case 'meeting_link':
    case 'reminder_24h':
    case 'reminder_1h':
    case 'booking_cancelled':
    case 'booking_refunded':
    case 'booking_expired':
    case 'late_payment_refunded':
      return finish(renderBooking(kind as ClientKind, ctx, p));
    case 'coupon_received':
      return finish(renderCoupon(ctx, p));
    case 'lawyer_message':
      return finish(renderLawyerMessage(ctx, p));
    case 'booking_follow_up':
      return finish(renderFollowUp(ctx, p));
    case 'checkup_received':
    case 'checkup_status':
      return finish(renderCheckup(kind as 'checkup_received' | 'checkup_status', ctx, p));
    default:
      throw new Error(`unknown notification kind: ${String(kind)}`);
  }
}
