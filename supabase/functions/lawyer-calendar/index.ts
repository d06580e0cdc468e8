// GET /functions/v1/lawyer-calendar?token=<token>: the lawyer's private calendar feed (issue 27
// item 6; docs/bookings.md "Calendar feed"). Calendar apps fetch it without a Supabase JWT
// (verify_jwt = false in supabase/config.toml): the token is the only credential. It is hashed
// here (only the hash is stored) and looked up by public.lawyer_calendar_feed with the service
// role; bookings are never readable by anon. The body is iCalendar built by the same module as
// the e-mails' .ics files (packages/shared/src/notifications/ics.ts), so a booking keeps one UID.
// Unknown, malformed or rotated tokens: 404 with an empty body, nothing that tells them apart.
import { createClient } from '@supabase/supabase-js';
import { env, supabaseKeys } from '../_shared/env.ts';
import { bookingIcsUid, buildIcsFeed, type IcsFeedEvent } from '../../../packages/shared/src/notifications/ics.ts';
import { consultationLanguageKo } from '../../../packages/shared/src/consultationLanguage.ts';

/** A token as lawyer_calendar_token() makes it: 32 random bytes, url-safe base64, no padding. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** 180 days back and a year ahead hold at most ~4,400 slots: enough pages even at 100 rows each. */
const MAX_PAGES = 50;

interface FeedRow {
  booking_id: string;
  booking_date: string;
  booking_time: string;
  duration_minutes: number;
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  client_name: string | null;
  ics_sequence: number;
  updated_at: string;
  consultation_language: string;
  interpretation_requested: boolean;
}

const STATUS: Record<FeedRow['status'], IcsFeedEvent['status']> = {
  pending: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  completed: 'CONFIRMED',
  cancelled: 'CANCELLED',
};

const noStore = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

function notFound(): Response {
  return new Response(null, { status: 404, headers: noStore });
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

async function handler(req: Request): Promise<Response> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { ...noStore, Allow: 'GET, HEAD' } });
  }
  const token = new URL(req.url).searchParams.get('token') ?? '';
  if (!TOKEN.test(token)) return notFound();

  const { url: supabaseUrl, secretKey: serviceKey } = supabaseKeys();
  if (!supabaseUrl || !serviceKey) {
    console.error('lawyer-calendar: SUPABASE_URL and the secret key (SUPABASE_SECRET_KEYS or SUPABASE_SERVICE_ROLE_KEY) are required');
    return new Response(null, { status: 500, headers: noStore });
  }
  const siteUrl = (env('SITE_URL') ?? supabaseUrl).replace(/\/+$/, '');

  const platform = createClient(supabaseUrl, serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const tokenHash = await sha256Hex(token);
  // A hosted API returns at most the project's "Max rows" (1000 by default, maybe fewer) per call:
  // read on until a page comes back empty (the function orders by date, time and id, so pages
  // neither overlap nor skip).
  // LAWYER_CALENDAR_PAGE_ROWS: tests only (a small page to exercise the paging); leave unset.
  const pageRows = Math.max(1, Math.floor(Number(env('LAWYER_CALENDAR_PAGE_ROWS'))) || 1000);
  const rows: FeedRow[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const feed = await platform.rpc('lawyer_calendar_feed', { token_hash: tokenHash }).range(rows.length, rows.length + pageRows - 1);
    if (feed.error) {
      if (feed.error.code === 'PT404') return notFound();
      console.error('lawyer-calendar: feed failed', feed.error.code, feed.error.message);
      return new Response(null, { status: 500, headers: noStore });
    }
    const got = (feed.data ?? []) as FeedRow[];
    if (!got.length) break;
    rows.push(...got);
  }

  const events: IcsFeedEvent[] = rows.map((b) => {
    const link = `${siteUrl}/lawyer/bookings?booking=${encodeURIComponent(b.booking_id)}`;
    const name = b.client_name?.trim() || '고객';
    return {
      uid: bookingIcsUid(b.booking_id, siteUrl),
      date: b.booking_date,
      time: b.booking_time,
      durationMinutes: b.duration_minutes,
      // the client's display name only: no e-mail, phone or case description in a bearer-URL feed
      summary: `${name} 상담 (K-Legal)`,
      description: [`상담 ${b.duration_minutes}분`, `상담 언어: ${consultationLanguageKo(b) ?? '한국어'}`, `예약 관리: ${link}`].join('\n'),
      url: link,
      sequence: b.ics_sequence,
      status: STATUS[b.status],
      modified: new Date(b.updated_at),
    };
  });
  const body = buildIcsFeed({ name: 'K-Legal 상담 예약', events });
  return new Response(req.method === 'HEAD' ? null : body, {
    status: 200,
    headers: {
      ...noStore,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="k-legal-consultations.ics"',
    },
  });
}

// The module serves itself, on the edge runtime as in the local host's Deno worker (typed through
// globalThis: the repository's type check runs without Deno's types).
(globalThis as unknown as { Deno?: { serve(h: (r: Request) => Promise<Response>): unknown } }).Deno?.serve(handler);
