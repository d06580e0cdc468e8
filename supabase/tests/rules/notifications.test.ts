// Notifications (issue 13): every event writes the right message for the right person in the right
// language into the outbox (e-mail) and the bell (public.notifications), in the transaction of the
// change, and nothing for anyone else; a rolled-back change writes nothing; the bell is each
// user's own; the worker's functions are the platform's.
import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import {
  approve, book, createPersonas, expectError, expectOk, futureSlots, openEveryDay, signUp, signUpLawyer, slotBetween, sql,
  type Persona, type Personas,
} from '../helpers/personas.ts';
import { freshClient, pay, enableTestModePayments } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let slots: { date: string; time: string }[];
let next = 0;
const slot = () => slots[next++];

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
  await enableTestModePayments(s);
  P = await createPersonas(s);
  slots = await futureSlots(s, 30);
});
afterAll(async () => { await s?.close(); });

interface OutboxRow {
  kind: string; recipient_id: string | null; recipient_email: string | null; locale: string | null;
  params: Record<string, unknown>; due_at: string; status: string; booking_id: string | null;
}
/** Outbox rows written since `since` (a marker taken before the action). */
async function outboxSince(since: string): Promise<OutboxRow[]> {
  return sql<OutboxRow>(s,
    `select kind, recipient_id, recipient_email, locale, params, due_at::text, status, booking_id
       from private.outbox where created_at >= $1::timestamptz order by created_at, kind`, [since]);
}
async function bellSince(since: string): Promise<{ user_id: string; kind: string }[]> {
  return sql(s, `select user_id, kind from public.notifications where created_at >= $1::timestamptz order by created_at, kind`, [since]);
}
/** A marker before an action: transactions started after it have a later now(). */
async function mark(): Promise<string> {
  const [r] = await sql<{ t: string }>(s, `select clock_timestamp()::text as t`);
  return r.t;
}
const kinds = (rows: { kind: string; recipient_id?: string | null; user_id?: string }[]) =>
  rows.map((r) => `${r.kind}→${r.recipient_id ?? r.user_id ?? 'email'}`).sort();

describe(`booking events on ${TEST_DB}`, () => {
  test('a hold: the client gets booking_held by e-mail (in their language, resolved when sent) and no bell', async () => {
    const client = await freshClient(s, 'held');
    expectOk(await client.db.from('profiles').update({ preferred_locale: 'ja' }).eq('id', client.id));
    const t = await mark();
    const booking = expectOk(await book(client, P.lawyer.id, slot())) as { id: string; hold_expires_at: string };
    const rows = await outboxSince(t);
    expect(kinds(rows)).toEqual([`booking_held→${client.id}`]);
    expect(rows[0]).toMatchObject({ locale: null, booking_id: booking.id, status: 'pending', recipient_email: null });
    expect(rows[0].params).toMatchObject({ booking_id: booking.id, lawyer_id: P.lawyer.id, duration_minutes: 20, payment_status: 'pending' });
    expect(new Date(rows[0].params.hold_expires_at as string).getTime()).toBe(new Date(booking.hold_expires_at).getTime());
    expect(await bellSince(t)).toEqual([]);
    // the worker's claim resolves the address and the language the client has now
    const claimed = expectOk(await P.service.rpc('claim_outbox', { p_worker: 'test', p_limit: 500 })) as { kind: string; email: string; locale: string }[];
    expect(claimed.find((c) => c.kind === 'booking_held' && c.email === client.email)).toMatchObject({ locale: 'ja' });
    await sql(s, `update private.outbox set status = 'sent' where status = 'sending'`);
  });

  test('payment: booking_paid to the client, lawyer_new_booking (Korean) to the lawyer, reminders due 24 h and 1 h before; bells for both', async () => {
    const client = await freshClient(s, 'paid');
    const booking = expectOk(await book(client, P.lawyer.id, slot(), 40)) as { id: string; starts_at: string };
    const t = await mark();
    await pay(client, booking.id);
    const rows = await outboxSince(t);
    expect(kinds(rows)).toEqual([
      `booking_paid→${client.id}`, `lawyer_new_booking→${P.lawyer.id}`, `lawyer_reminder_1h→${P.lawyer.id}`,
      `reminder_1h→${client.id}`, `reminder_24h→${client.id}`,
    ].sort());
    const by = Object.fromEntries(rows.map((r) => [r.kind, r]));
    expect(by.lawyer_new_booking.locale).toBe('ko');
    expect(by.booking_paid.locale).toBeNull();
    const start = new Date(booking.starts_at).getTime();
    expect(new Date(by.reminder_24h.due_at).getTime()).toBe(start - 24 * 3600_000);
    expect(new Date(by.reminder_1h.due_at).getTime()).toBe(start - 3600_000);
    expect(new Date(by.lawyer_reminder_1h.due_at).getTime()).toBe(start - 3600_000);
    expect(by.booking_paid.params).toMatchObject({ booking_id: booking.id, payment_status: 'paid', duration_minutes: 40 });
    expect(kinds(await bellSince(t))).toEqual([`booking_paid→${client.id}`, `lawyer_new_booking→${P.lawyer.id}`].sort());

    // confirmation by the lawyer, a meeting link (set, then changed), each told once
    const t2 = await mark();
    expectOk(await P.lawyer.db.rpc('lawyer_update_booking_status', { booking_id: booking.id, new_status: 'confirmed' }));
    expectOk(await P.admin.db.rpc('admin_set_meeting_link', { booking_id: booking.id, link: 'https://meet.example.com/a' }));
    expectOk(await P.admin.db.rpc('admin_set_meeting_link', { booking_id: booking.id, link: 'https://meet.example.com/a' }));
    expectOk(await P.admin.db.rpc('admin_set_meeting_link', { booking_id: booking.id, link: 'https://meet.example.com/b' }));
    const later = await outboxSince(t2);
    expect(kinds(later)).toEqual([`booking_confirmed→${client.id}`, `meeting_link→${client.id}`, `meeting_link→${client.id}`].sort());
    expect(later.filter((r) => r.kind === 'meeting_link').map((r) => r.params.meeting_link)).toEqual(['https://meet.example.com/a', 'https://meet.example.com/b']);

    // cancelled by the lawyer: refunded; both told; the reminders will not go out
    const t3 = await mark();
    expectOk(await P.lawyer.db.rpc('lawyer_update_booking_status', { booking_id: booking.id, new_status: 'cancelled' }));
    const cancelled = await outboxSince(t3);
    expect(kinds(cancelled)).toEqual([`booking_cancelled→${client.id}`, `lawyer_booking_cancelled→${P.lawyer.id}`].sort());
    expect(cancelled.find((r) => r.kind === 'booking_cancelled')!.params).toMatchObject({ refunded: true, cancelled_by: 'lawyer' });
    const reminders = await sql<{ kind: string; status: string }>(s,
      `select kind, status from private.outbox where booking_id = $1 and kind like '%reminder%' order by kind`, [booking.id]);
    expect(reminders).toEqual([
      { kind: 'lawyer_reminder_1h', status: 'cancelled' }, { kind: 'reminder_1h', status: 'cancelled' }, { kind: 'reminder_24h', status: 'cancelled' },
    ]);
  });

  test('a consultation less than a day away gets no 24 h reminder; an unpaid cancellation tells only the client', async () => {
    const client = await freshClient(s, 'soon');
    await openEveryDay(s, P.lawyer); // a slot within the day, whatever the weekday
    const soon = await slotBetween(s, 2, 23, 0, { anyDay: true });
    const booking = expectOk(await book(client, P.lawyer.id, soon)) as { id: string };
    const t = await mark();
    await pay(client, booking.id);
    expect((await outboxSince(t)).map((r) => r.kind).filter((k) => k.includes('reminder')).sort()).toEqual(['lawyer_reminder_1h', 'reminder_1h']);

    const other = expectOk(await book(client, P.lawyer.id, slot())) as { id: string };
    const t2 = await mark();
    expectOk(await client.db.rpc('client_cancel_booking', { booking_id: other.id }));
    const rows = await outboxSince(t2);
    expect(kinds(rows)).toEqual([`booking_cancelled→${client.id}`]);
    expect(rows[0].params).toMatchObject({ refunded: false, cancelled_by: 'client' });
  });

  test('an expired hold: booking_expired to the client (the sweep), nothing to the lawyer', async () => {
    const client = await freshClient(s, 'expired');
    const booking = expectOk(await book(client, P.lawyer.id, slot())) as { id: string };
    await sql(s, `update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [booking.id]);
    const t = await mark();
    expectOk(await P.service.rpc('expire_unpaid_holds'));
    expect(kinds(await outboxSince(t))).toEqual([`booking_expired→${client.id}`]);
  });

  test('a refused or rolled-back change writes nothing', async () => {
    const client = await freshClient(s, 'rollback');
    const taken = slot();
    expectOk(await book(client, P.lawyer.id, taken));
    const t = await mark();
    // refused inside create_booking (slot taken): nothing
    expectError(await book(P.clientB, P.lawyer.id, taken), '23505', 'slot_taken');
    // a transaction that inserts a hold and rolls back: nothing
    const [{ n: before }] = await sql<{ n: number }>(s, `select count(*)::int as n from private.outbox`);
    await s.db.transaction(async (tx) => {
      const other = slot();
      await tx.query(
        `insert into public.bookings (client_id, lawyer_id, booking_date, booking_time, duration_minutes, list_fee, fee_amount, hold_expires_at)
         values ($1, $2, $3, $4, 20, 50000, 50000, now() + interval '15 minutes')`, [client.id, P.lawyer.id, other.date, other.time]);
      const [{ n }] = (await tx.query<{ n: number }>(`select count(*)::int as n from private.outbox`)).rows;
      expect(n).toBe(before + 1); // written in the transaction ...
      throw new Error('rollback');
    }).catch((e: Error) => { if (e.message !== 'rollback') throw e; });
    expect(await outboxSince(t)).toEqual([]); // ... and gone with it
    expect(await bellSince(t)).toEqual([]);
  });
});

describe(`coupons, messages, check-ups and accounts on ${TEST_DB}`, () => {
  test('an administrator\'s coupon grant tells each member; a member\'s own download does not', async () => {
    const coupon = expectOk(await P.admin.db.from('coupons').insert({
      code: `N${crypto.randomBytes(3).toString('hex').toUpperCase()}`, name_korean: '환영', name_english: 'Welcome',
      discount_type: 'fixed', discount_value: 5000, valid_until: new Date(Date.now() + 7 * 86400_000).toISOString(),
    }).select('id').single()) as { id: string };
    const t = await mark();
    expectOk(await P.admin.db.rpc('admin_grant_coupon', { coupon_id: coupon.id, user_ids: [P.clientA.id, P.clientB.id] }));
    const rows = await outboxSince(t);
    expect(kinds(rows)).toEqual([`coupon_received→${P.clientA.id}`, `coupon_received→${P.clientB.id}`].sort());
    expect(rows[0].params).toMatchObject({ coupon_id: coupon.id, coupon_name_en: 'Welcome', discount_type: 'fixed', discount_value: 5000, lawyer_id: null });
    expect(kinds(await bellSince(t))).toEqual([`coupon_received→${P.clientA.id}`, `coupon_received→${P.clientB.id}`].sort());
  });

  test('a lawyer\'s coupon and message to a member who bookmarked them reach that member only', async () => {
    const client = await freshClient(s, 'bookmark');
    const bm = expectOk(await client.db.from('lawyer_bookmarks').insert({ lawyer_id: P.lawyer.id }).select('id').single()) as { id: string };
    expectOk(await P.admin.db.rpc('admin_top_up_credits', { lawyer_id: P.lawyer.id, amount: 100000 }));
    const t = await mark();
    const until = new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10);
    expectOk(await P.lawyer.db.rpc('issue_lawyer_coupon', { bookmark_id: bm.id, discount_type: 'fixed', discount_value: 10000, valid_until: until }));
    expectOk(await P.lawyer.db.from('lawyer_bookmarks').update({ lawyer_message: 'Thank you for your interest.' }).eq('id', bm.id));
    const rows = await outboxSince(t);
    expect(kinds(rows)).toEqual([`coupon_received→${client.id}`, `lawyer_message→${client.id}`].sort());
    expect(rows.find((r) => r.kind === 'lawyer_message')!.params).toMatchObject({ lawyer_id: P.lawyer.id, message: 'Thank you for your interest.' });
    expect(rows.find((r) => r.kind === 'coupon_received')!.params).toMatchObject({ lawyer_id: P.lawyer.id, discount_value: 10000 });

    // the member downloads it: their own act, no message
    const t2 = await mark();
    expectOk(await client.db.rpc('download_bookmark_coupon', { bookmark_id: bm.id }));
    expect(await outboxSince(t2)).toEqual([]);
  });

  test('a free check-up: the sender (no account) is answered in the page\'s language; urgent ones alert the administrators; a status change is told', async () => {
    const t = await mark();
    const id = crypto.randomUUID();
    expectOk(await P.anon.from('free_checkups').insert({
      id, category: 'Criminal Cases', name: 'Visitor', email: 'visitor@example.com', mobile: '010-0',
      issue_description: 'I need help with something urgent.', is_urgent: true, locale: 'vi', privacy_policy_version: '2025-01-01',
    }));
    const rows = await outboxSince(t);
    expect(kinds(rows)).toEqual([`admin_urgent_checkup→${P.admin.id}`, 'checkup_received→email'].sort());
    expect(rows.find((r) => r.kind === 'checkup_received')).toMatchObject({ recipient_email: 'visitor@example.com', locale: 'vi' });
    expect(rows.find((r) => r.kind === 'admin_urgent_checkup')).toMatchObject({ locale: 'ko' });
    // no case details travel in a message
    for (const r of rows) expect(JSON.stringify(r.params)).not.toContain('I need help');

    const t2 = await mark();
    expectOk(await P.admin.db.rpc('admin_update_free_checkup', { id, status: 'contacted' }));
    expectOk(await P.admin.db.rpc('admin_update_free_checkup', { id, admin_notes: 'called back' }));
    const later = await outboxSince(t2);
    expect(kinds(later)).toEqual(['checkup_status→email']);
    expect(later[0].params).toMatchObject({ status: 'contacted' });

    // a non-urgent one from a member: their bell too, no administrator alert
    const t3 = await mark();
    expectOk(await P.clientA.db.from('free_checkups').insert({
      category: 'Labor & Employment', name: 'Client A', email: P.clientA.email, mobile: '010-1', user_id: P.clientA.id,
      issue_description: 'My employer has not paid me.', privacy_policy_version: '2025-01-01',
    }));
    expect(kinds(await outboxSince(t3))).toEqual([`checkup_received→${P.clientA.id}`]);
    expect(kinds(await bellSince(t3))).toEqual([`checkup_received→${P.clientA.id}`]);
  });

  test('a lawyer\'s account: administrators hear of the sign-up; the lawyer hears approval and rejection, in Korean', async () => {
    const t = await mark();
    const lawyer = await signUpLawyer(s, 'notified');
    const rows = await outboxSince(t);
    expect(kinds(rows)).toEqual([`admin_lawyer_pending→${P.admin.id}`]);
    expect(rows[0]).toMatchObject({ locale: 'ko' });
    expect(rows[0].params).toMatchObject({ lawyer_id: lawyer.id });

    const t2 = await mark();
    await approve(P.admin, lawyer.id);
    expectOk(await P.admin.db.rpc('admin_set_lawyer_approval', { lawyer_id: lawyer.id, approved: false }));
    const decisions = await outboxSince(t2);
    expect(kinds(decisions)).toEqual([`lawyer_approved→${lawyer.id}`, `lawyer_rejected→${lawyer.id}`].sort());
    expect(decisions.every((r) => r.locale === 'ko')).toBe(true);
    expect(decisions.find((r) => r.kind === 'lawyer_rejected')!.params).toMatchObject({ was_approved: true });

    // turning down a pending account (no column changes) is told too
    const pending = await signUpLawyer(s, 'turned-down');
    const t3 = await mark();
    expectOk(await P.admin.db.rpc('admin_set_lawyer_approval', { lawyer_id: pending.id, approved: false }));
    const [rejected] = await outboxSince(t3);
    expect(rejected).toMatchObject({ kind: 'lawyer_rejected', recipient_id: pending.id });
    expect(rejected.params).toMatchObject({ was_approved: false });
  });

  test('the time zone of a sign-up (or set later) reaches the worker with client messages only; unknown zones are refused', async () => {
    const member = await signUp(s, 'tz', { time_zone: 'Europe/Berlin' });
    const [p] = await sql<{ time_zone: string | null }>(s, `select time_zone from public.profiles where id = $1`, [member.id]);
    expect(p.time_zone).toBe('Europe/Berlin');
    const odd = await signUp(s, 'badtz', { time_zone: 'Mars/Olympus' });
    const [q] = await sql<{ time_zone: string | null }>(s, `select time_zone from public.profiles where id = $1`, [odd.id]);
    expect(q.time_zone).toBeNull();
    expectError(await member.db.from('profiles').update({ time_zone: 'Mars/Olympus' }).eq('id', member.id), '22023', 'invalid_time_zone');
    expectOk(await member.db.from('profiles').update({ time_zone: 'America/New_York' }).eq('id', member.id));
    // nobody sets another member's
    expect(expectOk(await P.clientB.db.from('profiles').update({ time_zone: 'Asia/Tokyo' }).eq('id', member.id).select('id'))).toEqual([]);

    await sql(s, `update private.outbox set status = 'sent' where status in ('pending', 'sending')`);
    await sql(s, `update public.profiles set time_zone = 'Asia/Tokyo' where id = $1`, [P.lawyer.id]);
    const booking = expectOk(await book(member, P.lawyer.id, slot())) as { id: string };
    await pay(member, booking.id);
    const claimed = expectOk(await P.service.rpc('claim_outbox', { p_worker: 'tz', p_limit: 50 })) as { kind: string; time_zone: string | null }[];
    expect(claimed.find((c) => c.kind === 'booking_paid')!.time_zone).toBe('America/New_York');
    // lawyers and administrators read KST
    expect(claimed.find((c) => c.kind === 'lawyer_new_booking')!.time_zone).toBeNull();
    await sql(s, `update private.outbox set status = 'sent' where status in ('pending', 'sending')`);
    await sql(s, `update public.profiles set time_zone = null where id = $1`, [P.lawyer.id]);
  });

  test('the language of a sign-up becomes the member\'s language', async () => {
    const member = await signUp(s, 'locale', { locale: 'zh' });
    const [p] = await sql<{ preferred_locale: string | null }>(s, `select preferred_locale from public.profiles where id = $1`, [member.id]);
    expect(p.preferred_locale).toBe('zh');
    const other = await signUp(s, 'badlocale', { locale: 'xx' });
    const [q] = await sql<{ preferred_locale: string | null }>(s, `select preferred_locale from public.profiles where id = $1`, [other.id]);
    expect(q.preferred_locale).toBeNull();
    expectError(await member.db.from('profiles').update({ preferred_locale: 'xx' }).eq('id', member.id), '23514');
  });
});

describe(`the bell is each user's own on ${TEST_DB}`, () => {
  let mine: { id: string }[];
  beforeAll(async () => {
    mine = expectOk(await P.clientA.db.from('notifications').select('id').order('created_at'));
    expect(mine.length).toBeGreaterThan(0);
  });

  test('others, anonymous visitors and admins do not see it', async () => {
    const ids = mine.map((n) => n.id);
    for (const p of [P.clientB, P.lawyer, P.admin] as Persona[]) {
      expect(expectOk(await p.db.from('notifications').select('id').in('id', ids))).toEqual([]);
    }
    expect((await P.anon.from('notifications').select('id')).error?.code).toBe('42501');
  });

  test('its owner marks it read, and nothing else; nobody writes or deletes one', async () => {
    const id = mine[0].id;
    const read = expectOk(await P.clientA.db.from('notifications').update({ read_at: new Date().toISOString() }).eq('id', id).select('read_at'));
    expect(read).toHaveLength(1);
    expectError(await P.clientA.db.from('notifications').update({ params: { forged: true } }).eq('id', id), '42501');
    expectError(await P.clientA.db.from('notifications').update({ user_id: P.clientB.id }).eq('id', id), '42501');
    expectError(await P.clientA.db.from('notifications').insert({ user_id: P.clientA.id, kind: 'booking_paid' }), '42501');
    expectError(await P.clientA.db.from('notifications').delete().eq('id', id), '42501');
    // someone else's: no row matches
    expect(expectOk(await P.clientB.db.from('notifications').update({ read_at: null }).eq('id', id).select('id'))).toEqual([]);
    const [row] = await sql<{ read: boolean }>(s, `select read_at is not null as read from public.notifications where id = $1`, [id]);
    expect(row.read).toBe(true);
  });
});

describe(`the outbox is the platform's on ${TEST_DB}`, () => {
  test('no user reaches the worker functions or the outbox', async () => {
    for (const db of [P.anon, P.clientA.db, P.lawyer.db, P.admin.db]) {
      expectError(await db.rpc('claim_outbox', { p_worker: 'x' }), '42501');
      expectError(await db.rpc('complete_outbox', { p_id: crypto.randomUUID(), p_attempt: 1 }), '42501');
      expectError(await db.rpc('fail_outbox', { p_id: crypto.randomUUID(), p_attempt: 1, p_error: 'x', p_retry_at: null }), '42501');
      expectError(await db.schema('private' as 'public').from('outbox').select('id'), 'PGRST106');
    }
  });

  test('claims are leased: a claimed message is not handed out again until its lease runs out, then under the same id', async () => {
    await sql(s, `update private.outbox set status = 'sent' where status in ('pending', 'sending')`);
    const client = await freshClient(s, 'lease');
    expectOk(await book(client, P.lawyer.id, slot()));
    const first = expectOk(await P.service.rpc('claim_outbox', { p_worker: 'w1', p_limit: 10, p_lease_seconds: 600 })) as { id: string; attempt: number }[];
    expect(first).toHaveLength(1);
    expect(first[0].attempt).toBe(1);
    expect(expectOk(await P.service.rpc('claim_outbox', { p_worker: 'w2', p_limit: 10 }))).toEqual([]);
    await sql(s, `update private.outbox set leased_until = now() - interval '1 second' where id = $1`, [first[0].id]);
    const again = expectOk(await P.service.rpc('claim_outbox', { p_worker: 'w2', p_limit: 10 })) as { id: string; attempt: number }[];
    expect(again.map((r) => [r.id, r.attempt])).toEqual([[first[0].id, 2]]);
    // a stale attempt's failure report does not undo the second worker's claim ...
    expect(expectOk(await P.service.rpc('fail_outbox', { p_id: first[0].id, p_attempt: 1, p_error: 'late', p_retry_at: null }))).toBeNull();
    // ... the second records it sent; the first's late success is kept as history only
    expect(expectOk(await P.service.rpc('complete_outbox', { p_id: first[0].id, p_attempt: 2 }))).toBe(true);
    expect(expectOk(await P.service.rpc('complete_outbox', { p_id: first[0].id, p_attempt: 1 }))).toBe(false);
    const attempts = await sql<{ attempt: number; worker: string; ok: boolean | null }>(s,
      `select attempt, worker, ok from private.outbox_attempts where outbox_id = $1 order by attempt`, [first[0].id]);
    expect(attempts).toEqual([{ attempt: 1, worker: 'w1', ok: true }, { attempt: 2, worker: 'w2', ok: true }]);
    const [row] = await sql<{ status: string }>(s, `select status from private.outbox where id = $1`, [first[0].id]);
    expect(row.status).toBe('sent');
  });

  test('a message not due yet is not handed out; a failure is retried when due, and reported to administrators in the app when given up', async () => {
    await sql(s, `update private.outbox set status = 'sent' where status in ('pending', 'sending')`);
    const client = await freshClient(s, 'retry');
    const booking = expectOk(await book(client, P.lawyer.id, slot())) as { id: string };
    await sql(s, `update private.outbox set due_at = now() + interval '1 hour' where booking_id = $1`, [booking.id]);
    expect(expectOk(await P.service.rpc('claim_outbox', { p_worker: 'w', p_limit: 10 }))).toEqual([]);
    await sql(s, `update private.outbox set due_at = now() where booking_id = $1`, [booking.id]);
    const [m] = expectOk(await P.service.rpc('claim_outbox', { p_worker: 'w', p_limit: 10 })) as { id: string; attempt: number }[];
    const retryAt = new Date(Date.now() + 3600_000).toISOString();
    expect(expectOk(await P.service.rpc('fail_outbox', { p_id: m.id, p_attempt: 1, p_error: '451 try later', p_retry_at: retryAt }))).toBe('pending');
    expect(expectOk(await P.service.rpc('claim_outbox', { p_worker: 'w', p_limit: 10 }))).toEqual([]);
    await sql(s, `update private.outbox set due_at = now() where id = $1`, [m.id]);
    const [m2] = expectOk(await P.service.rpc('claim_outbox', { p_worker: 'w', p_limit: 10 })) as { id: string; attempt: number }[];
    expect(m2).toMatchObject({ id: m.id, attempt: 2 });
    const t = await mark();
    expect(expectOk(await P.service.rpc('fail_outbox', { p_id: m.id, p_attempt: 2, p_error: '550 mailbox unavailable', p_retry_at: null }))).toBe('failed');
    const [row] = await sql<{ status: string; last_error: string; attempts: number }>(s, `select status, last_error, attempts from private.outbox where id = $1`, [m.id]);
    expect(row).toEqual({ status: 'failed', last_error: '550 mailbox unavailable', attempts: 2 });
    // the administrators see it in the app; no e-mail about a failing e-mail
    expect(kinds(await bellSince(t))).toEqual([`admin_delivery_failed→${P.admin.id}`]);
    expect(await outboxSince(t)).toEqual([]);
  });
});
