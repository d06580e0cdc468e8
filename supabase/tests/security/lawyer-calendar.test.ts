// The lawyer's private calendar feed (issue 27 item 6; docs/bookings.md "Calendar feed"), through
// the local server as a calendar app and each persona sees it: lawyer_calendar_token() and
// lawyer_rotate_calendar_token() for lawyers only (42501 otherwise), the token stored hashed,
// GET /functions/v1/lawyer-calendar?token=… without a JWT answering the lawyer's paid bookings as
// iCalendar (KST with TZID, status, SEQUENCE, the booking's UID, the client's display name and
// nothing else about the client, names unable to inject events), another lawyer's token never
// showing these bookings, rotation (the old URL 404 at once), unknown and malformed tokens 404 with
// an empty body, and lawyer_calendar_feed for the service role only. On PGlite and PostgreSQL.
import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import {
  approve, book, completeLawyerProfile, createPersonas, expectError, expectOk, futureSlots, signUpClient, signUpLawyer, sql,
  type Persona, type Personas,
} from '../helpers/personas.ts';
import { moveIntoPast, pay, enableTestModePayments } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
const SITE = 'http://site.test';
const SECRET_CASE = 'SECRET-CASE-DESCRIPTION-7431';
const EVIL_NAME = 'Mallory\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil@x\r\nSUMMARY:injected;a,b\\';

let s: TestServer;
let P: Personas;
let otherLawyer: Persona;
let evilClient: Persona;
let slots: { date: string; time: string }[] = [];
let slotIndex = 0;
const nextSlot = () => {
  const slot = slots[slotIndex++];
  if (!slot) throw new Error('out of test slots');
  return slot;
};

/**
 * Bookable slots of both lawyers: lawyer_open_slots where the availability rules exist (issue 27
 * items 1-3: weekly hours, holidays), else the next hourly KST slots a few days ahead.
 */
async function bookableSlots(count: number): Promise<{ date: string; time: string }[]> {
  const [{ open }] = await sql<{ open: boolean }>(s,
    `select to_regprocedure('public.lawyer_open_slots(uuid, date, date)') is not null as open`);
  if (!open) return futureSlots(s, count);
  const rows = await sql<{ date: string; time: string }>(s,
    `select to_char(a.slot_date, 'YYYY-MM-DD') as date, to_char(a.slot_time, 'HH24:MI') as time
       from public.lawyer_open_slots($1, (now() at time zone 'Asia/Seoul')::date + 3, (now() at time zone 'Asia/Seoul')::date + 40) a
       join public.lawyer_open_slots($2, (now() at time zone 'Asia/Seoul')::date + 3, (now() at time zone 'Asia/Seoul')::date + 40) b
         on b.slot_date = a.slot_date and b.slot_time = a.slot_time
      order by 1, 2 limit $3`, [P.lawyer.id, otherLawyer.id, count]);
  if (rows.length < count) throw new Error(`only ${rows.length} open slots`);
  return rows;
}

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { functionsEnv: { SITE_URL: SITE } } });
  await enableTestModePayments(s);
  P = await createPersonas(s);
  otherLawyer = await signUpLawyer(s, 'other');
  await completeLawyerProfile(otherLawyer);
  await approve(P.admin, otherLawyer.id);
  // the name arrives through the profile API as any client could write it
  evilClient = await signUpClient(s, 'evil', { name_korean: EVIL_NAME, phone: '010-9999-0000' });
  slots = await bookableSlots(12);
});
afterAll(async () => { await s?.close(); });

// ---------------------------------------------------------------------------------------------
// helpers

interface TokenRow { token: string | null; created_at: string; last_used_at: string | null }

async function calendarToken(p: Persona): Promise<TokenRow> {
  const rows = expectOk(await p.db.rpc('lawyer_calendar_token')) as TokenRow[];
  expect(rows).toHaveLength(1);
  return rows[0];
}

async function rotate(p: Persona): Promise<TokenRow> {
  const rows = expectOk(await p.db.rpc('lawyer_rotate_calendar_token')) as TokenRow[];
  expect(rows).toHaveLength(1);
  return rows[0];
}

/** GET as a calendar app: no apikey, no Authorization. */
async function fetchFeed(query: string, init: RequestInit = {}) {
  const r = await fetch(`${s.url}/functions/v1/lawyer-calendar${query}`, init);
  return { status: r.status, type: r.headers.get('content-type'), headers: r.headers, body: await r.text() };
}
const feedOf = (token: string) => fetchFeed(`?token=${encodeURIComponent(token)}`);

type Event = Record<string, string>;
/** The VEVENTs of a calendar, unfolded, as property (with parameters) → value, keyed by UID. */
function eventsOf(ics: string): Map<string, Event> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const out = new Map<string, Event>();
  let current: Event | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      out.set(current.UID, current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return out;
}

const uid = (bookingId: string) => `${bookingId}@site.test`;
const compact = (slot: { date: string; time: string }, addMinutes = 0) => {
  const at = new Date(Date.parse(`${slot.date}T${slot.time}:00Z`) + addMinutes * 60_000);
  return at.toISOString().slice(0, 19).replace(/[-:]/g, '');
};

async function newBooking(client: Persona, lawyer: Persona, duration = 20, language: { consultation_language?: string; interpretation_requested?: boolean } = {}) {
  const slot = nextSlot();
  const row = expectOk(await book(client, lawyer.id, slot, duration, { case_description: SECRET_CASE, consultation_type: 'Visa extension', ...language })) as { id: string };
  return { id: row.id, slot };
}

const setStatus = async (lawyer: Persona, id: string, to: string) =>
  expectOk(await lawyer.db.rpc('lawyer_update_booking_status', { booking_id: id, new_status: to }));

// ---------------------------------------------------------------------------------------------

describe(`calendar feed tokens on ${TEST_DB}`, () => {
  test('anonymous visitors, clients and administrators cannot have a token (42501)', async () => {
    for (const fn of ['lawyer_calendar_token', 'lawyer_rotate_calendar_token'] as const) {
      // not granted to anon at all: PostgREST's permission denied
      const anon = await P.anon.rpc(fn);
      expectError(anon, '42501');
      expect(anon.status).toBe(401);
      for (const p of [P.clientA, P.admin]) {
        const r = await p.db.rpc(fn);
        expectError(r, '42501', 'not_lawyer');
        expect(r.status).toBe(403);
      }
    }
    const [{ n }] = await sql<{ n: number }>(s,
      `select count(*)::int as n from private.lawyer_calendar_tokens where lawyer_id in ($1, $2)`, [P.clientA.id, P.admin.id]);
    expect(n).toBe(0);
  });

  test('a lawyer\'s token is made on the first call, shown once, stored only as its SHA-256, audited', async () => {
    const first = await calendarToken(P.unapprovedLawyer);
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first.token!, 'base64url')).toHaveLength(32);
    const again = await calendarToken(P.unapprovedLawyer);
    expect(again).toEqual({ token: null, created_at: first.created_at, last_used_at: null });

    const stored = await sql<{ token_hash: string }>(s,
      `select token_hash from private.lawyer_calendar_tokens where lawyer_id = $1`, [P.unapprovedLawyer.id]);
    expect(stored).toEqual([{ token_hash: crypto.createHash('sha256').update(first.token!).digest('hex') }]);
    const plain = await sql(s, `select 1 from private.lawyer_calendar_tokens where token_hash = $1`, [first.token]);
    expect(plain).toEqual([]);

    const audit = await sql<{ actor_id: string; action: string; entity_id: string; after: Record<string, unknown> }>(s,
      `select actor_id, action, entity_id, after from public.audit_log where action like 'lawyer_calendar_token.%' and entity_id = $1`,
      [P.unapprovedLawyer.id]);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: P.unapprovedLawyer.id, action: 'lawyer_calendar_token.create' });
    expect(JSON.stringify(audit[0].after)).not.toContain(stored[0].token_hash);

    // a lawyer without bookings has a valid, empty feed (not a 404)
    const feed = await feedOf(first.token!);
    expect(feed.status).toBe(200);
    expect(eventsOf(feed.body).size).toBe(0);
  });

  test('nobody but the service role may call lawyer_calendar_feed', async () => {
    const hash = crypto.createHash('sha256').update('x').digest('hex');
    expectError(await P.anon.rpc('lawyer_calendar_feed', { token_hash: hash }), '42501');
    for (const p of [P.clientA, P.lawyer, P.admin]) expectError(await p.db.rpc('lawyer_calendar_feed', { token_hash: hash }), '42501');
    // the service role reaches it: an unknown hash is a 404-type refusal, not a 5xx
    const svc = await P.service.rpc('lawyer_calendar_feed', { token_hash: hash });
    expectError(svc, 'PT404', 'unknown_token');
    expect(svc.status).toBe(404);
  });
});

describe(`GET /functions/v1/lawyer-calendar on ${TEST_DB}`, () => {
  let token: string;
  let otherToken: string;
  const b: Record<string, { id: string; slot: { date: string; time: string } }> = {};

  beforeAll(async () => {
    // one booking in each state the feed shows, one it must not show, and one of another lawyer
    b.paid = await newBooking(P.clientA, P.lawyer, 40, { consultation_language: 'en' });
    await pay(P.clientA, b.paid.id);
    b.confirmed = await newBooking(P.clientA, P.lawyer, 60, { consultation_language: 'ko', interpretation_requested: true });
    await pay(P.clientA, b.confirmed.id);
    await setStatus(P.lawyer, b.confirmed.id, 'confirmed');
    b.cancelled = await newBooking(P.clientB, P.lawyer);
    await pay(P.clientB, b.cancelled.id);
    expectOk(await P.clientB.db.rpc('client_cancel_booking', { booking_id: b.cancelled.id }));
    b.completed = await newBooking(P.clientB, P.lawyer);
    await pay(P.clientB, b.completed.id);
    await setStatus(P.lawyer, b.completed.id, 'confirmed');
    await moveIntoPast(s, b.completed.id);
    await setStatus(P.lawyer, b.completed.id, 'completed');
    b.hold = await newBooking(P.clientB, P.lawyer);
    b.evil = await newBooking(evilClient, P.lawyer);
    await pay(evilClient, b.evil.id);
    b.other = await newBooking(P.clientA, otherLawyer);
    await pay(P.clientA, b.other.id);
    token = (await calendarToken(P.lawyer)).token!;
    expect(token).toBeTruthy();
  });

  test('200 text/calendar without any JWT or key: the lawyer\'s paid bookings, KST with TZID and a VTIMEZONE', async () => {
    const feed = await feedOf(token);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('no-store');
    expect(feed.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(feed.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(feed.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of feed.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const lines = feed.body.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines).toEqual(expect.arrayContaining(['VERSION:2.0', 'BEGIN:VTIMEZONE', 'TZID:Asia/Seoul', 'TZOFFSETTO:+0900', 'END:VTIMEZONE']));

    const events = eventsOf(feed.body);
    // paid, confirmed, cancelled (refunded), completed, the evil-named client's: not the hold, not the other lawyer's
    expect([...events.keys()].sort()).toEqual([b.paid, b.confirmed, b.cancelled, b.completed, b.evil].map((x) => uid(x.id)).sort());
    const paid = events.get(uid(b.paid.id))!;
    expect(paid['DTSTART;TZID=Asia/Seoul']).toBe(compact(b.paid.slot));
    expect(paid['DTEND;TZID=Asia/Seoul']).toBe(compact(b.paid.slot, 40));
    expect(events.get(uid(b.confirmed.id))!['DTEND;TZID=Asia/Seoul']).toBe(compact(b.confirmed.slot, 60));
    expect(paid.SUMMARY).toBe('에이 상담 (K-Legal)');
    expect(paid.URL).toBe(`${SITE}/lawyer/bookings?booking=${b.paid.id}`);
    expect(paid.DESCRIPTION).toBe(`상담 40분\\n상담 언어: 영어\\n예약 관리: ${SITE}/lawyer/bookings?booking=${b.paid.id}`);
    // the consultation's language (issue 29): a language the lawyer offers, Korean with interpretation
    expect(events.get(uid(b.confirmed.id))!.DESCRIPTION).toBe(`상담 60분\\n상담 언어: 한국어 (기계 통역)\\n예약 관리: ${SITE}/lawyer/bookings?booking=${b.confirmed.id}`);
    expect(paid.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/);
  });

  test('status and SEQUENCE: paid → TENTATIVE 0, confirmed → CONFIRMED 1, completed → CONFIRMED 2, cancelled → CANCELLED 3', async () => {
    const events = eventsOf((await feedOf(token)).body);
    const pick = (k: string) => ({ status: events.get(uid(b[k].id))!.STATUS, sequence: events.get(uid(b[k].id))!.SEQUENCE });
    expect(pick('paid')).toEqual({ status: 'TENTATIVE', sequence: '0' });
    expect(pick('confirmed')).toEqual({ status: 'CONFIRMED', sequence: '1' });
    expect(pick('completed')).toEqual({ status: 'CONFIRMED', sequence: '2' });
    expect(pick('cancelled')).toEqual({ status: 'CANCELLED', sequence: '3' });
    expect(events.get(uid(b.cancelled.id))!.TRANSP).toBe('TRANSPARENT');
  });

  test('a change shows on the next fetch with a higher SEQUENCE (the same UID)', async () => {
    const fresh = await newBooking(P.clientA, P.lawyer);
    await pay(P.clientA, fresh.id);
    const before = eventsOf((await feedOf(token)).body).get(uid(fresh.id))!;
    await setStatus(P.lawyer, fresh.id, 'confirmed');
    expectOk(await P.admin.db.rpc('admin_set_meeting_link', { booking_id: fresh.id, link: 'https://meet.example/abc' }));
    const after = eventsOf((await feedOf(token)).body).get(uid(fresh.id))!;
    expect(before).toMatchObject({ STATUS: 'TENTATIVE', SEQUENCE: '0' });
    expect(after).toMatchObject({ STATUS: 'CONFIRMED', SEQUENCE: '2' });
    expect(Number(after.SEQUENCE)).toBeGreaterThan(Number(before.SEQUENCE));
  });

  test('read in pages (a hosted API caps the rows per call): small pages give the same events', async () => {
    const whole = eventsOf((await feedOf(token)).body);
    expect(whole.size).toBeGreaterThan(4);
    s.cfg.functionsEnv.LAWYER_CALENDAR_PAGE_ROWS = '2';
    try {
      const body = (await feedOf(token)).body;
      expect([...eventsOf(body).keys()]).toEqual([...whole.keys()]);
      // no event twice
      expect(body.split('\r\n').filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(whole.size);
    } finally {
      delete s.cfg.functionsEnv.LAWYER_CALENDAR_PAGE_ROWS;
    }
  });

  test('nothing about the client but the display name: no e-mail, phone, English name, case or consultation type', async () => {
    const body = (await feedOf(token)).body.replace(/\r\n[ \t]/g, '');
    for (const secret of [SECRET_CASE, 'Visa extension', P.clientA.email, P.clientB.email, evilClient.email, '010-1111-1111',
      '010-2222-2222', '010-9999-0000', 'Client A', P.clientA.id, P.clientB.id, 'meet.example']) {
      expect(body, secret).not.toContain(secret);
    }
  });

  test('a client name with CRLF + BEGIN:VEVENT creates no event: it stays one escaped SUMMARY', async () => {
    const feed = await feedOf(token);
    const lines = feed.body.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
    const events = eventsOf(feed.body);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(events.size);
    expect(events.has('evil@x')).toBe(false);
    expect(lines.filter((l) => l.startsWith('UID:'))).toHaveLength(events.size);
    expect(events.get(uid(b.evil.id))!.SUMMARY).toBe('Mallory\\nEND:VEVENT\\nBEGIN:VEVENT\\nUID:evil@x\\nSUMMARY:injected\\;a\\,b\\\\ 상담 (K-Legal)');
    for (const l of lines) expect(l).toMatch(/^[A-Z][A-Z-]*[;:]/);
  });

  test('another lawyer\'s token shows their bookings, never these', async () => {
    otherToken = (await calendarToken(otherLawyer)).token!;
    const events = eventsOf((await feedOf(otherToken)).body);
    expect([...events.keys()]).toEqual([uid(b.other.id)]);
    const mine = eventsOf((await feedOf(token)).body);
    expect(mine.has(uid(b.other.id))).toBe(false);
  });

  test('the fetch is recorded as last_used_at (shown to the lawyer on the next call)', async () => {
    await feedOf(token);
    const row = await calendarToken(P.lawyer);
    expect(row.token).toBeNull();
    expect(row.last_used_at).not.toBeNull();
  });

  test('rotation: the old URL is 404 at once, the new one works; audited without the hash', async () => {
    expect((await calendarToken(otherLawyer)).token).toBeNull(); // made above: not shown again
    expect((await feedOf(otherToken)).status).toBe(200);
    const oldHash = (await sql<{ h: string }>(s, `select token_hash as h from private.lawyer_calendar_tokens where lawyer_id = $1`, [otherLawyer.id]))[0].h;

    const t1 = (await rotate(otherLawyer)).token!;
    expect(t1).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await feedOf(otherToken)).toMatchObject({ status: 404, body: '' });
    expect((await feedOf(t1)).status).toBe(200);
    const t2 = (await rotate(otherLawyer)).token!;
    expect(t2).not.toBe(t1);
    const gone = await feedOf(t1);
    expect(gone).toMatchObject({ status: 404, body: '' });
    const now = await feedOf(t2);
    expect(now.status).toBe(200);
    expect([...eventsOf(now.body).keys()]).toEqual([uid(b.other.id)]);

    const audit = await sql<{ action: string; actor_id: string; before: unknown; after: unknown }>(s,
      `select action, actor_id, before, after from public.audit_log where entity_id = $1 and action = 'lawyer_calendar_token.rotate' order by created_at`,
      [otherLawyer.id]);
    expect(audit).toHaveLength(2);
    expect(audit.every((a) => a.actor_id === otherLawyer.id)).toBe(true);
    expect(JSON.stringify(audit)).not.toMatch(/[0-9a-f]{64}/);
    expect(JSON.stringify(audit)).not.toContain(oldHash);
    // the lawyer rotating does not touch another lawyer's feed
    expect((await feedOf(token)).status).toBe(200);
  });

  test('unknown, malformed or missing tokens: 404 with an empty body, indistinguishable', async () => {
    const answers = await Promise.all([
      feedOf(Buffer.from(crypto.randomBytes(32)).toString('base64url')),
      feedOf('short'),
      feedOf(`${token}x`),
      feedOf(token.slice(0, 42) + '='),
      feedOf(`' or 1=1 --${'a'.repeat(32)}`),
      fetchFeed(''),
      fetchFeed('?token='),
      fetchFeed(`?tok=${token}`),
    ]);
    for (const a of answers) {
      expect(a.status).toBe(404);
      expect(a.body).toBe('');
      expect(a.type).toBeNull();
    }
  });

  test('only GET and HEAD', async () => {
    const post = await fetchFeed(`?token=${token}`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const head = await fetchFeed(`?token=${token}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.type).toBe('text/calendar; charset=utf-8');
    expect(head.body).toBe('');
  });
});
