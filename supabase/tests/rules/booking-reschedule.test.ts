// Rescheduling (issue 27 item 7; docs/bookings.md "Rescheduling"): client_reschedule_booking moves a
// paid, open booking of the caller to another open slot of the same lawyer, until 24 hours before
// its start, at most twice; a confirmed booking goes back to pending; payment, coupon and price stay;
// both parties are told (outbox + bell) with the new time, the client's .ics keeps the UID with a
// higher SEQUENCE, in step with the lawyer's feed (one rule, compared here with the shared TS one);
// reminders move; audited with the old and new time. Every refusal names its code and hint and
// leaves nothing written. Concurrency with a booking of the same target: one outcome.
import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bookingIcsSequence } from '../../../packages/shared/src/notifications/ics.ts';
import { renderNotification } from '../../../packages/shared/src/notifications/render.ts';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import {
  approve, book, createPersonas, expectError, expectOk, openEveryDay, signUpLawyer, slotBetween, sql,
  type Persona, type Personas,
} from '../helpers/personas.ts';
import { freshClient, moveIntoPast, pay, setHoldMinutes, sleep, enableTestModePayments } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
/** Listed, open every day at every slot with no notice (slots within hours of now exist). */
let lawyer: Persona;
let next = 0;

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
  await enableTestModePayments(s);
  P = await createPersonas(s);
  lawyer = await signUpLawyer(s, 'moving');
  await approve(P.admin, lawyer.id);
  await openEveryDay(s, lawyer);
}, 120_000);
afterAll(async () => { await s?.close(); });

interface Slot { date: string; time: string }
interface Booking { id: string; booking_date: string; booking_time: string; status: string; payment_status: string; reschedule_count: number; starts_at: string }

/** A distinct slot of `lawyer`, 2 to 40 days ahead (never used twice in this file). */
const farSlot = (): Promise<Slot> => slotBetween(s, 48, 24 * 40, next++ * 3, { anyDay: true });

async function paidBooking(client: Persona, slot?: Slot, l: Persona = lawyer): Promise<Booking> {
  const b = expectOk(await book(client, l.id, slot ?? await farSlot())) as Booking;
  await pay(client, b.id);
  return b;
}
const reschedule = (p: Persona | Personas['anon'], id: string, slot: Slot) =>
  ('db' in p ? p.db : p).rpc('client_reschedule_booking', { booking_id: id, new_date: slot.date, new_time: slot.time });
const row = async (id: string) => (await sql<Booking & { fee_amount: number; list_fee: number; discount_amount: number; user_coupon_id: string | null; coupon_id: string | null; meeting_link: string | null }>(s,
  `select id, to_char(booking_date, 'YYYY-MM-DD') as booking_date, to_char(booking_time, 'HH24:MI') as booking_time, status::text, payment_status::text,
          reschedule_count, starts_at::text, fee_amount, list_fee, discount_amount, user_coupon_id, coupon_id, meeting_link
     from public.bookings where id = $1`, [id]))[0];
const openSlots = async (l: Persona, day: string) =>
  (expectOk(await P.anon.rpc('lawyer_open_slots', { lawyer_id: l.id, from_date: day, to_date: day })) as { slot_time: string }[]).map((r) => r.slot_time.slice(0, 5));
async function mark(): Promise<string> {
  return (await sql<{ t: string }>(s, `select clock_timestamp()::text as t`))[0].t;
}
interface OutboxRow { kind: string; recipient_id: string; locale: string | null; params: Record<string, unknown>; due_at: string; status: string; dedupe_key: string }
const outbox = (bookingId: string, since = '-infinity') => sql<OutboxRow>(s,
  `select kind, recipient_id, locale, params, due_at::text, status, dedupe_key from private.outbox
    where booking_id = $1 and created_at >= $2::timestamptz order by created_at, kind`, [bookingId, since]);
const audits = (bookingId: string, action = 'booking.reschedule') => sql<{ actor_id: string; before: Record<string, unknown>; after: Record<string, unknown>; details: Record<string, unknown> }>(s,
  `select actor_id, before, after, details from public.audit_log where entity_id = $1 and action = $2 order by created_at`, [bookingId, action]);
const confirm = async (id: string, l: Persona = lawyer) =>
  expectOk(await l.db.rpc('lawyer_update_booking_status', { booking_id: id, new_status: 'confirmed' }));
/** The .ics SEQUENCE and UID of the client's e-mail rendered from an outbox row, as the worker renders it. */
function icsOf(r: OutboxRow): { seq: number; uid: string; start: string } {
  const ics = renderNotification(r.kind as never, 'en', r.params as never, { siteUrl: 'https://k-legal.example' }).attachments[0]!.content.replace(/\r\n /g, '');
  return {
    seq: Number(/\r\nSEQUENCE:(\d+)\r\n/.exec(ics)![1]),
    uid: /\r\nUID:([^\r]+)\r\n/.exec(ics)![1]!,
    start: /\r\nDTSTART:([^\r]+)\r\n/.exec(ics)![1]!,
  };
}
/** Nothing changed: the row as before, no outbox row, no audit row since `t`. */
async function expectUntouched(before: Booking, t: string) {
  expect(await row(before.id)).toMatchObject({ booking_date: before.booking_date, booking_time: before.booking_time.slice(0, 5), reschedule_count: before.reschedule_count });
  expect((await outbox(before.id, t)).length).toBe(0);
  expect((await sql(s, `select 1 from public.audit_log where entity_id = $1 and action = 'booking.reschedule' and created_at >= $2::timestamptz`, [before.id, t])).length).toBe(0);
}

// ---------------------------------------------------------------------------------------------
describe(`client_reschedule_booking on ${TEST_DB}`, () => {
  test('a confirmed paid booking moves to an open slot: pending again, payment, price and coupon kept, slots swapped, audited with old and new time', async () => {
    const client = await freshClient(s, 'mover');
    const b = await paidBooking(client);
    await confirm(b.id);
    const before = await row(b.id);
    const [{ n: payments }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.payment_history where booking_id = $1`, [b.id]);
    const target = await farSlot();
    const moved = expectOk(await reschedule(client, b.id, target)) as Booking;
    expect(moved).toMatchObject({ id: b.id, booking_date: target.date, status: 'pending', payment_status: 'paid', reschedule_count: 1 });
    expect(moved.booking_time.slice(0, 5)).toBe(target.time);
    const after = await row(b.id);
    expect(after).toMatchObject({ fee_amount: before.fee_amount, list_fee: before.list_fee, discount_amount: before.discount_amount, coupon_id: before.coupon_id, user_coupon_id: before.user_coupon_id });
    expect(new Date(after.starts_at).getTime()).toBe(Date.parse(`${target.date}T${target.time}:00+09:00`));
    const [{ n: paymentsAfter }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.payment_history where booking_id = $1`, [b.id]);
    expect(paymentsAfter).toBe(payments);
    // the old slot is open again, the new one is taken
    expect(await openSlots(lawyer, before.booking_date)).toContain(before.booking_time);
    expect(await openSlots(lawyer, target.date)).not.toContain(target.time);
    // audited as the client with both times
    const [a] = await audits(b.id);
    expect(a.actor_id).toBe(client.id);
    expect(a.details).toEqual({ by: 'client' });
    expect(a.before).toMatchObject({ booking_date: before.booking_date, booking_time: before.booking_time, status: 'confirmed', reschedule_count: 0 });
    expect(a.after).toMatchObject({ booking_date: target.date, booking_time: target.time, status: 'pending', reschedule_count: 1 });
    // the client's portal reads the count
    const [detail] = expectOk(await client.db.from('booking_details').select('reschedule_count,status').eq('id', b.id)) as { reschedule_count: number }[];
    expect(detail).toEqual({ reschedule_count: 1, status: 'pending' });
    // the lawyer confirms the new time
    expect(await confirm(b.id)).toMatchObject({ status: 'confirmed' });
  });

  test('a paid booking still pending (not confirmed yet) moves too', async () => {
    const client = await freshClient(s, 'pending-mover');
    const b = await paidBooking(client);
    expect(expectOk(await reschedule(client, b.id, await farSlot()))).toMatchObject({ status: 'pending', reschedule_count: 1 });
  });

  test('at most 2 moves per booking: the third is refused P0001 reschedule_limit', async () => {
    const client = await freshClient(s, 'limit');
    const b = await paidBooking(client);
    expectOk(await reschedule(client, b.id, await farSlot()));
    expectOk(await reschedule(client, b.id, await farSlot()));
    const before = await row(b.id);
    const t = await mark();
    const third = await reschedule(client, b.id, await farSlot());
    expectError(third, 'P0001', 'reschedule_limit');
    expect(third.status).toBe(400);
    expect(JSON.parse(third.error!.details!)).toEqual({ max_reschedules: 2 });
    await expectUntouched(before, t);
  });

  test('wrong persona: another client and the lawyer get PT404 not_found (404), anon 42501 (401); nothing changes', async () => {
    const client = await freshClient(s, 'owner');
    const b = await paidBooking(client);
    const before = await row(b.id);
    const t = await mark();
    const target = await farSlot();
    for (const p of [P.clientB, lawyer, P.admin]) {
      const r = await reschedule(p, b.id, target);
      expectError(r, 'PT404', 'not_found');
      expect(r.status).toBe(404);
    }
    const anon = await reschedule(P.anon, b.id, target);
    expectError(anon, '42501');
    expect(anon.status).toBe(401);
    expectError(await reschedule(client, crypto.randomUUID(), target), 'PT404', 'not_found');
    await expectUntouched(before, t);
  });

  test('unpaid (a live hold), cancelled and completed bookings are not moved', async () => {
    const client = await freshClient(s, 'states');
    const target = await farSlot();
    const hold = expectOk(await book(client, lawyer.id, await farSlot())) as Booking;
    expectError(await reschedule(client, hold.id, target), 'P0001', 'not_paid');
    const cancelled = await paidBooking(client);
    expectOk(await client.db.rpc('client_cancel_booking', { booking_id: cancelled.id }));
    expectError(await reschedule(client, cancelled.id, target), 'P0001', 'invalid_transition');
    const done = await paidBooking(client);
    await confirm(done.id);
    await moveIntoPast(s, done.id);
    expectOk(await lawyer.db.rpc('lawyer_update_booking_status', { booking_id: done.id, new_status: 'completed' }));
    expectError(await reschedule(client, done.id, target), 'P0001', 'invalid_transition');
    // nothing moved into the target
    expect(await openSlots(lawyer, target.date)).toContain(target.time);
  });

  test('the 24 hours edge: the last slot starting less than 24 h ahead is too_late (P0001), the first one 24 h or more ahead moves', async () => {
    const [edge] = await sql<{ inside: string; outside: string }>(s,
      `with slots as (
         select (ts at time zone 'Asia/Seoul') as kst, ts
           from generate_series(date_trunc('hour', now()) + interval '1 hour', now() + interval '4 days', interval '1 hour') ts
          where to_char((ts at time zone 'Asia/Seoul')::time, 'HH24:MI') in ('09:00','10:00','11:00','13:00','14:00','15:00','16:00','17:00'))
       select (select to_char(kst, 'YYYY-MM-DD HH24:MI') from slots where ts - now() < interval '24 hours' and ts > now() + interval '2 minutes' order by ts desc limit 1) as inside,
              (select to_char(kst, 'YYYY-MM-DD HH24:MI') from slots where ts - now() >= interval '24 hours' order by ts limit 1) as outside`);
    const client = await freshClient(s, 'edge');
    const split = (x: string) => ({ date: x.slice(0, 10), time: x.slice(11, 16) });
    const target = await farSlot();
    if (edge.inside) {
      const late = await paidBooking(client, split(edge.inside));
      const before = await row(late.id);
      const t = await mark();
      const r = await reschedule(client, late.id, target);
      expectError(r, 'P0001', 'too_late');
      expect(r.status).toBe(400);
      await expectUntouched(before, t);
    }
    const early = await paidBooking(client, split(edge.outside));
    expect(new Date((await row(early.id)).starts_at).getTime() - Date.now()).toBeGreaterThanOrEqual(24 * 3_600_000 - 60_000);
    expectOk(await reschedule(client, early.id, target));
    expect(edge.inside || edge.outside).toBeTruthy();
  });

  test('the target must be open: own slot, taken, held, time off, outside weekly hours, past, not a slot are refused; an expired hold is not in the way', async () => {
    const client = await freshClient(s, 'targets');
    const other = await freshClient(s, 'other');
    const b = await paidBooking(client);
    const before = await row(b.id);
    const t = await mark();
    // its own current slot
    expectError(await reschedule(client, b.id, { date: before.booking_date, time: before.booking_time }), 'P0001', 'slot_unavailable');
    // a slot someone else paid for
    const taken = await paidBooking(other);
    expectError(await reschedule(client, b.id, { date: taken.booking_date, time: taken.booking_time.slice(0, 5) }), 'P0001', 'slot_unavailable');
    // someone else's live hold
    const held = expectOk(await book(other, lawyer.id, await farSlot())) as Booking;
    expectError(await reschedule(client, b.id, { date: held.booking_date, time: held.booking_time.slice(0, 5) }), 'P0001', 'slot_unavailable');
    // time off
    const off = await farSlot();
    const offId = expectOk(await lawyer.db.rpc('lawyer_add_time_off', { from_date: off.date, to_date: off.date, note: 'court' }));
    expectError(await reschedule(client, b.id, off), 'P0001', 'slot_unavailable');
    expectOk(await lawyer.db.rpc('lawyer_remove_time_off', { id: offId }));
    // in the past, and not one of the spec's slots
    expectError(await reschedule(client, b.id, { date: '2020-01-06', time: '10:00' }), 'P0001', 'slot_unavailable');
    expectError(await reschedule(client, b.id, { date: off.date, time: '12:00' }), '22023', 'invalid_slot');
    await expectUntouched(before, t);

    // outside the weekly hours: P.lawyer keeps the defaults (Monday to Friday)
    const [{ sat }] = await sql<{ sat: string }>(s,
      `select to_char(d, 'YYYY-MM-DD') as sat from generate_series((now() at time zone 'Asia/Seoul')::date + 3, (now() at time zone 'Asia/Seoul')::date + 20, interval '1 day') d
        where extract(isodow from d) = 6 limit 1`);
    const weekday = await paidBooking(client, await slotBetween(s, 72, 24 * 40, 40), P.lawyer);
    expectError(await reschedule(client, weekday.id, { date: sat, time: '10:00' }), 'P0001', 'slot_unavailable');

    // an expired hold on the target is closed and the move goes through
    await setHoldMinutes(s, '0.02');
    const stale = expectOk(await book(other, lawyer.id, await farSlot())) as Booking;
    await setHoldMinutes(s, '15');
    await sleep(1500);
    expect(expectOk(await reschedule(client, b.id, { date: stale.booking_date, time: stale.booking_time.slice(0, 5) }))).toMatchObject({ reschedule_count: 1 });
    expect((await row(stale.id)).status).toBe('cancelled');
  });

  test('both parties are told (e-mail + bell), the old reminders are replaced by the new time\'s, and the confirmation of the new time is told again', async () => {
    const client = await freshClient(s, 'told');
    expectOk(await client.db.from('profiles').update({ preferred_locale: 'vi' }).eq('id', client.id));
    const b = await paidBooking(client);
    await confirm(b.id);
    const from = await row(b.id);
    const target = await farSlot();
    const t = await mark();
    expectOk(await reschedule(client, b.id, target));
    const rows = await outbox(b.id, t);
    const fresh = rows.filter((r) => r.status === 'pending');
    expect(fresh.map((r) => `${r.kind}→${r.recipient_id}`).sort()).toEqual([
      `booking_rescheduled→${client.id}`, `lawyer_booking_rescheduled→${lawyer.id}`, `lawyer_reminder_1h→${lawyer.id}`,
      `reminder_1h→${client.id}`, `reminder_24h→${client.id}`,
    ].sort());
    const by = Object.fromEntries(fresh.map((r) => [r.kind, r]));
    expect(by.booking_rescheduled.locale).toBeNull(); // the client's language, resolved when sent
    expect(by.lawyer_booking_rescheduled.locale).toBe('ko');
    for (const k of ['booking_rescheduled', 'lawyer_booking_rescheduled']) {
      expect(by[k].params).toMatchObject({ booking_id: b.id, booking_date: target.date, booking_time: target.time, previous_date: from.booking_date, previous_time: from.booking_time, status: 'pending', reschedule_count: 1 });
    }
    const start = Date.parse(`${target.date}T${target.time}:00+09:00`);
    expect(new Date(by.reminder_24h.due_at).getTime()).toBe(start - 24 * 3_600_000);
    expect(new Date(by.reminder_1h.due_at).getTime()).toBe(start - 3_600_000);
    expect(by.reminder_24h.params).toMatchObject({ booking_date: target.date, booking_time: target.time });
    // the old time's reminders will not go out
    const old = await sql<{ kind: string; status: string }>(s,
      `select kind, status from private.outbox where booking_id = $1 and kind in ('reminder_24h','reminder_1h','lawyer_reminder_1h') and created_at < $2::timestamptz`, [b.id, t]);
    expect(old.length).toBe(3);
    expect(old.every((r) => r.status === 'cancelled')).toBe(true);
    // bells for both
    const bells = await sql<{ user_id: string; kind: string }>(s,
      `select user_id, kind from public.notifications where created_at >= $1::timestamptz and params->>'booking_id' = $2 order by kind`, [t, b.id]);
    expect(bells).toEqual([{ user_id: client.id, kind: 'booking_rescheduled' }, { user_id: lawyer.id, kind: 'lawyer_booking_rescheduled' }]);
    // the lawyer confirms the new time: the client is told again (a key of its own)
    const t2 = await mark();
    await confirm(b.id);
    expect((await outbox(b.id, t2)).map((r) => r.kind)).toEqual(['booking_confirmed']);
  });

  test('.ics: the e-mails keep the UID and raise the SEQUENCE at each move, in step with the lawyer\'s feed', async () => {
    const client = await freshClient(s, 'ics');
    const b = await paidBooking(client);
    await confirm(b.id);
    expectOk(await P.admin.db.rpc('admin_set_meeting_link', { booking_id: b.id, link: 'https://meet.example.com/r1' }));
    const token = (expectOk(await lawyer.db.rpc('lawyer_calendar_token')) as { token: string | null }[])[0]!.token
      ?? (expectOk(await lawyer.db.rpc('lawyer_rotate_calendar_token')) as { token: string }[])[0]!.token;
    const hash = crypto.createHash('sha256').update(token, 'utf8').digest('hex');
    const feedSeq = async () => (expectOk(await P.service.rpc('lawyer_calendar_feed', { token_hash: hash })) as { booking_id: string; ics_sequence: number }[])
      .find((r) => r.booking_id === b.id)!.ics_sequence;

    const sent: { kind: string; seq: number; uid: string; start: string }[] = [];
    const take = async (since: string) => {
      for (const r of (await outbox(b.id, since)).filter((x) => ['booking_paid', 'booking_confirmed', 'meeting_link', 'booking_rescheduled'].includes(x.kind))) {
        sent.push({ kind: r.kind, ...icsOf(r) });
      }
    };
    await take('-infinity');
    expect(sent.at(-1)!.seq).toBe(await feedSeq());
    for (let i = 0; i < 2; i++) {
      const t = await mark();
      const target = await farSlot();
      expectOk(await reschedule(client, b.id, target));
      await take(t);
      const last = sent.at(-1)!;
      expect(last.kind).toBe('booking_rescheduled');
      expect(last.start).toBe(new Date(Date.parse(`${target.date}T${target.time}:00+09:00`)).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''));
      expect(last.seq).toBe(await feedSeq());
      const t2 = await mark();
      await confirm(b.id);
      await take(t2);
      expect(sent.at(-1)!.kind).toBe('booking_confirmed');
      expect(sent.at(-1)!.seq).toBe(await feedSeq());
    }
    // one UID throughout, every file a higher SEQUENCE than the one before
    expect(new Set(sent.map((x) => x.uid)).size).toBe(1);
    for (let i = 1; i < sent.length; i++) expect(sent[i]!.seq, JSON.stringify(sent)).toBeGreaterThan(sent[i - 1]!.seq);
    expect(sent.filter((x) => x.kind === 'booking_rescheduled')).toHaveLength(2);
  });

  test('private.booking_ics_sequence is the shared rule (bookingIcsSequence) for every status, link and move count', async () => {
    const rows = await sql<{ status: 'pending' | 'confirmed' | 'completed' | 'cancelled'; link: string | null; n: number; seq: number }>(s,
      `select st::text as status, l as link, n, private.booking_ics_sequence(st, l, n) as seq
         from unnest(enum_range(null::public.booking_status)) st,
              unnest(array[null, 'https://meet.example.com/x']) l,
              generate_series(0, 2) n`);
    expect(rows).toHaveLength(4 * 2 * 3);
    for (const r of rows) expect(r.seq, JSON.stringify(r)).toBe(bookingIcsSequence({ status: r.status, meeting_link: r.link, reschedule_count: r.n }));
  });

  test('a platform correction of the date (not a move by the client) tells nobody', async () => {
    const client = await freshClient(s, 'platform');
    const b = await paidBooking(client);
    const t = await mark();
    await sql(s, `update public.bookings set booking_date = booking_date + 1 where id = $1`, [b.id]);
    expect((await outbox(b.id, t)).length).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
/** A second connection to the test's PostgreSQL database, acting as `userId` in an open transaction. */
async function sessionAs(userId: string) {
  const pg = (await import('pg')).default;
  const c = new pg.Client({ connectionString: s.cfg.databaseUrl });
  await c.connect();
  await c.query('begin');
  await c.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: userId, role: 'authenticated' })]);
  await c.query('set local role authenticated');
  return c;
}
async function stillPending(p: Promise<unknown>, ms = 400): Promise<boolean> {
  let settled = false;
  void p.finally(() => { settled = true; });
  await sleep(ms);
  return !settled;
}
const liveOn = async (slot: Slot) =>
  (await sql<{ id: string }>(s, `select id from public.bookings where lawyer_id = $1 and booking_date = $2 and booking_time = $3 and status <> 'cancelled'`, [lawyer.id, slot.date, slot.time]));

describe(`a move racing a booking of the same slot on ${TEST_DB}`, () => {
  test.skipIf(TEST_DB !== 'postgres')('a move in progress: the booking of its target waits and is refused slot_taken; the move stays', async () => {
    const mover = await freshClient(s, 'race-mover');
    const b = await paidBooking(mover);
    const target = await farSlot();
    const session = await sessionAs(mover.id);
    try {
      await session.query(`select public.client_reschedule_booking($1, $2::date, $3::time)`, [b.id, target.date, target.time]);
      const booking = book(await freshClient(s, 'race-booker'), lawyer.id, target);
      expect(await stillPending(booking)).toBe(true);
      await session.query('commit');
      expectError(await booking, '23505', 'slot_taken');
    } finally {
      await session.end();
    }
    expect((await liveOn(target)).map((r) => r.id)).toEqual([b.id]);
  });

  test.skipIf(TEST_DB !== 'postgres')('a booking in progress: the move to its slot waits and is refused slot_unavailable; the booking stays', async () => {
    const mover = await freshClient(s, 'race-mover2');
    const b = await paidBooking(mover);
    const before = await row(b.id);
    const target = await farSlot();
    const booker = await freshClient(s, 'race-booker2');
    const session = await sessionAs(booker.id);
    try {
      const made = await session.query<{ id: string }>(`select id from public.create_booking($1, $2::date, $3::time, 20)`, [lawyer.id, target.date, target.time]);
      const move = Promise.resolve(reschedule(mover, b.id, target));
      expect(await stillPending(move)).toBe(true);
      await session.query('commit');
      expectError(await move, 'P0001', 'slot_unavailable');
      expect((await liveOn(target)).map((r) => r.id)).toEqual([made.rows[0]!.id]);
    } finally {
      await session.end();
    }
    expect(await row(b.id)).toMatchObject({ booking_date: before.booking_date, reschedule_count: 0 });
  });

  test('moves and bookings of one slot at once: exactly one of them gets it, the others are refused by name', async () => {
    const target = await farSlot();
    const movers = await Promise.all(Array.from({ length: 3 }, async (_, i) => {
      const c = await freshClient(s, `many-m${i}`);
      return { c, b: await paidBooking(c) };
    }));
    const bookers = await Promise.all(Array.from({ length: 3 }, (_, i) => freshClient(s, `many-b${i}`)));
    const results = await Promise.all([
      ...movers.map(({ c, b }) => reschedule(c, b.id, target)),
      ...bookers.map((c) => book(c, lawyer.id, target)),
    ]);
    const outcomes = results.map((r) => (r.error ? `${r.error.code}:${r.error.hint}` : 'ok'));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    outcomes.slice(0, 3).forEach((o) => expect(['ok', 'P0001:slot_unavailable']).toContain(o));
    outcomes.slice(3).forEach((o) => expect(['ok', '23505:slot_taken']).toContain(o));
    expect(await liveOn(target)).toHaveLength(1);
    // the movers that lost kept their own slot
    for (const [i, { b }] of movers.entries()) {
      if (outcomes[i] !== 'ok') expect((await row(b.id)).reschedule_count).toBe(0);
    }
    console.log(`[${TEST_DB}] moves vs bookings of one slot: ${JSON.stringify(outcomes)}`);
  });
});
